import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { OrderSagaService } from './order-saga.service';

/** What makes a redelivered stock event find nothing left to do (see OrderSagaService). */
const BY_ORDER_STATUS = "the order's status: each saga step is taken only from the status before it";

/** Catalog's answers to a placed order, consumed by the orders consumer group. */
@Controller()
export class StockEventsController {
  constructor(
    private readonly saga: OrderSagaService,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.catalog.stockReserved)
  async stockReserved(@Payload() event: EventOf<'catalog.stock.reserved'>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_ORDER_STATUS, apply: () => this.saga.onStockReserved(event.data) });
  }

  @EventPattern(EVENTS.catalog.stockRejected)
  async stockRejected(@Payload() event: EventOf<'catalog.stock.rejected'>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_ORDER_STATUS, apply: () => this.saga.onStockRejected(event.data) });
  }
}
