import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type IntegrationEvent, type OrdersOrderConfirmedPayload } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { CartsService } from './carts/carts.service';

@Controller()
export class OrdersEventsController {
  constructor(
    private readonly carts: CartsService,
    private readonly inbox: Inbox,
  ) {}

  /**
   * The order is paid: what it bought leaves the buyer's cart. Only the ordered quantities go, so a line the
   * buyer raised after checking out keeps the difference. The cart records the order in `cleared_orders` in the
   * same write, so a redelivery cannot subtract twice.
   */
  @EventPattern(EVENTS.orders.orderConfirmed)
  async orderConfirmed(@Payload() event: IntegrationEvent<OrdersOrderConfirmedPayload>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the cart's cleared_orders, written with the removal",
      apply: () => this.carts.removeOrdered(event.data.owner_id, event.data.order_number, event.data.lines),
    });
  }
}
