import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type CatalogItemPayload, type IntegrationEvent } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { ItemsProjection } from './items-projection';

/** The catalog's item events, consumed by the search service's consumer group. */
@Controller()
export class CatalogEventsController {
  constructor(
    private readonly projection: ItemsProjection,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.catalog.itemCreated)
  async itemCreated(@Payload() event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.projection.apply(event.data));
  }

  @EventPattern(EVENTS.catalog.itemUpdated)
  async itemUpdated(@Payload() event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.projection.apply(event.data));
  }

  @EventPattern(EVENTS.catalog.itemDeleted)
  async itemDeleted(@Payload() event: IntegrationEvent<{ uuid: string }>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.projection.remove(event.data.uuid));
  }
}
