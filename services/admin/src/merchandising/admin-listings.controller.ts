import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf, type IntegrationEvent } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { AdminListings } from './admin-listings.service';

/** The listings' events, applied once each by their revisions. */
@Controller()
export class AdminListingsConsumer {
  constructor(
    private readonly listings: AdminListings,
    private readonly inbox: Inbox,
  ) {}

  private once(event: IntegrationEvent, apply: () => Promise<void>) {
    return this.inbox.applyOnce(event, { idempotentBy: "the listing's revision, applied only when newer (a deletion is final)", apply });
  }

  @EventPattern(EVENTS.catalog.itemCreated)
  itemCreated(@Payload() event: EventOf<'catalog.item.created'>) {
    return this.once(event, () => this.listings.applyItem(event));
  }

  @EventPattern(EVENTS.catalog.itemUpdated)
  itemUpdated(@Payload() event: EventOf<'catalog.item.updated'>) {
    return this.once(event, () => this.listings.applyItem(event));
  }

  @EventPattern(EVENTS.catalog.itemStatusChanged)
  itemStatusChanged(@Payload() event: EventOf<'catalog.item.status-changed'>) {
    return this.once(event, () => this.listings.applyItemStatus(event));
  }

  @EventPattern(EVENTS.catalog.itemDeleted)
  itemDeleted(@Payload() event: EventOf<'catalog.item.deleted'>) {
    return this.once(event, () => this.listings.remove('item', event.data.uuid));
  }

  @EventPattern(EVENTS.trader.dealCreated)
  dealCreated(@Payload() event: EventOf<'trader.deal.created'>) {
    return this.once(event, () => this.listings.applyDeal(event));
  }

  @EventPattern(EVENTS.trader.dealUpdated)
  dealUpdated(@Payload() event: EventOf<'trader.deal.updated'>) {
    return this.once(event, () => this.listings.applyDeal(event));
  }

  @EventPattern(EVENTS.trader.dealStatusChanged)
  dealStatusChanged(@Payload() event: EventOf<'trader.deal.status-changed'>) {
    return this.once(event, () => this.listings.applyDealStatus(event));
  }

  @EventPattern(EVENTS.trader.dealDeleted)
  dealDeleted(@Payload() event: EventOf<'trader.deal.deleted'>) {
    return this.once(event, () => this.listings.remove('deal', event.data.uuid));
  }
}
