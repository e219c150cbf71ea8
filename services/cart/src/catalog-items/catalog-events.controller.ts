import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type CatalogItemDeletedPayload, type CatalogItemPayload, type IntegrationEvent } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { CatalogItems } from './catalog-items';

/** The catalog's item events, consumed by the cart service's consumer group into its read model. */
@Controller()
export class CatalogEventsController {
  constructor(
    private readonly items: CatalogItems,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.catalog.itemCreated)
  async itemCreated(@Payload() event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.items.apply(event.data));
  }

  @EventPattern(EVENTS.catalog.itemUpdated)
  async itemUpdated(@Payload() event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.items.apply(event.data));
  }

  @EventPattern(EVENTS.catalog.itemDeleted)
  async itemDeleted(@Payload() event: IntegrationEvent<CatalogItemDeletedPayload>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.items.markDeleted(event.data.uuid, event.data.revision));
  }
}
