import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { SellerItems } from './seller-items.service';

/** Learns the sellers' shop items from the catalog. */
@Controller()
export class SellerItemsConsumer {
  constructor(
    private readonly items: SellerItems,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.catalog.itemCreated)
  created(@Payload() event: EventOf<'catalog.item.created'>) {
    return this.keep(event);
  }

  @EventPattern(EVENTS.catalog.itemUpdated)
  updated(@Payload() event: EventOf<'catalog.item.updated'>) {
    return this.keep(event);
  }

  @EventPattern(EVENTS.catalog.itemDeleted)
  async deleted(@Payload() event: EventOf<'catalog.item.deleted'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: 'the item marked deleted, conditional on an older revision',
      apply: () => this.items.deleted(event.data.uuid, event.data.revision),
    });
  }

  private async keep(event: EventOf<'catalog.item.created'> | EventOf<'catalog.item.updated'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the item's fields, written only over an older revision",
      apply: () => this.items.keep(event.data),
    });
  }
}
