import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type CatalogItemPayload, type IntegrationEvent } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { ItemsProjection } from './items-projection';

/** What makes a redelivered item event find nothing left to do (see ItemsProjection). */
const BY_REVISION = 'the item revision: the read model takes only a newer one, the index the one it holds';
const BY_REMOVAL = 'removal: removing an item that is gone changes nothing';

/** The catalog's item events, consumed by the search service's consumer group. */
@Controller()
export class CatalogEventsController {
  constructor(
    private readonly projection: ItemsProjection,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.catalog.itemCreated)
  async itemCreated(@Payload() event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.projection.apply(event.data) });
  }

  @EventPattern(EVENTS.catalog.itemUpdated)
  async itemUpdated(@Payload() event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.projection.apply(event.data) });
  }

  @EventPattern(EVENTS.catalog.itemDeleted)
  async itemDeleted(@Payload() event: IntegrationEvent<{ uuid: string }>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REMOVAL, apply: () => this.projection.remove(event.data.uuid) });
  }
}
