import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { OrderSagaService } from './order-saga.service';

/** Catalog's answers to a placed order, consumed by the orders consumer group. */
@Controller()
export class StockEventsController {
  constructor(
    private readonly saga: OrderSagaService,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.catalog.stockReserved)
  async stockReserved(@Payload() event: EventOf<'catalog.stock.reserved'>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.saga.onStockReserved(event.data));
  }

  @EventPattern(EVENTS.catalog.stockRejected)
  async stockRejected(@Payload() event: EventOf<'catalog.stock.rejected'>): Promise<void> {
    await this.inbox.handleOnce(event, () => this.saga.onStockRejected(event.data));
  }
}
