import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type CatalogItemDeletedPayload, type CatalogItemPayload, type IntegrationEvent } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { CatalogItems } from './catalog-items';

/** What makes a redelivered item event find nothing left to do (see CatalogItems). */
const BY_REVISION = 'the item revision: only a newer one is applied, and a deletion keeps the highest';

/** The catalog's item events, consumed by the cart service's consumer group into its read model. */
@Controller()
export class CatalogEventsController {
  constructor(
    private readonly items: CatalogItems,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.catalog.itemCreated)
  async itemCreated(@Payload() event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.items.apply(event.data) });
  }

  @EventPattern(EVENTS.catalog.itemUpdated)
  async itemUpdated(@Payload() event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.items.apply(event.data) });
  }

  @EventPattern(EVENTS.catalog.itemDeleted)
  async itemDeleted(@Payload() event: IntegrationEvent<CatalogItemDeletedPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.items.markDeleted(event.data.uuid, event.data.revision) });
  }
}
