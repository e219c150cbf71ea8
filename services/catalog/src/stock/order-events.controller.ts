import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { StockReservationsService } from './stock-reservations.service';

/** What makes a redelivered order event find nothing left to do (see StockReservationsService). */
const BY_LEDGER = 'the stock ledger: one outcome per order, and each item holds at most one reservation per order';

/** The order saga's events, consumed by catalog's consumer group. */
@Controller()
export class OrderEventsController {
  constructor(
    private readonly stock: StockReservationsService,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.orders.orderPlaced)
  async orderPlaced(@Payload() event: EventOf<'orders.order.placed'>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_LEDGER, apply: () => this.stock.onOrderPlaced(event.data) });
  }

  @EventPattern(EVENTS.orders.orderConfirmed)
  async orderConfirmed(@Payload() event: EventOf<'orders.order.confirmed'>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_LEDGER, apply: () => this.stock.onOrderConfirmed(event.data) });
  }

  @EventPattern(EVENTS.orders.orderCancelled)
  async orderCancelled(@Payload() event: EventOf<'orders.order.cancelled'>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_LEDGER, apply: () => this.stock.onOrderCancelled(event.data) });
  }
}
