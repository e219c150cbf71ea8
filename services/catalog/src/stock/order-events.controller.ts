import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { StockReservationsService } from './stock-reservations.service';

/** The order saga's events, consumed by catalog's consumer group. */
@Controller()
export class OrderEventsController {
  constructor(
    private readonly stock: StockReservationsService,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.orders.orderPlaced)
  async orderPlaced(@Payload() event: EventOf<'orders.order.placed'>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.stock.onOrderPlaced(event.data));
  }

  @EventPattern(EVENTS.orders.orderConfirmed)
  async orderConfirmed(@Payload() event: EventOf<'orders.order.confirmed'>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.stock.onOrderConfirmed(event.data));
  }

  @EventPattern(EVENTS.orders.orderCancelled)
  async orderCancelled(@Payload() event: EventOf<'orders.order.cancelled'>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.stock.onOrderCancelled(event.data));
  }
}
