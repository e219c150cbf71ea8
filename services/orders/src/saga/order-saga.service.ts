import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CHECKOUT_MESSAGES,
  EVENTS,
  type CatalogStockRejectedPayload,
  type CatalogStockReservedPayload,
  type OrdersOrderCancelledPayload,
  type OrdersOrderConfirmedPayload,
} from '@solar/contracts';
import { defineSaga, Outbox, Saga, stepDone, stepFailed } from '@solar/platform';
import type { Model } from 'mongoose';
import { Order, type StoredOrderStatus } from '../orders/order.schema';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments';

/**
 * The order saga on the platform's saga helper, in the order's own `status`:
 *
 *   authorize (checkout: authorizing -> placed, with orders.order.placed; undone by voiding the payment)
 *   reserve-stock (catalog answers catalog.stock.reserved or .rejected: placed -> stock_reserved)
 *   capture (here: stock_reserved -> confirmed, with orders.order.confirmed)
 *
 * A failure (stock rejected, no answer in time, capture failed) voids the payment and cancels the order with
 * orders.order.cancelled, which makes catalog release whatever it holds or will ever hold for it.
 */
@Injectable()
export class OrderSagaService {
  private readonly logger = new Logger(OrderSagaService.name);
  private readonly saga: Saga<Order, StoredOrderStatus>;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    outbox: Outbox,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {
    const definition = defineSaga<Order, StoredOrderStatus>({
      name: 'order',
      steps: [
        {
          name: 'authorize',
          from: 'authorizing',
          to: 'placed',
          compensate: {
            call: async (order) => {
              if (order.payment.authorization_id) await this.payments.void(order.payment.authorization_id);
            },
          },
        },
        { name: 'reserve-stock', from: 'placed', to: 'stock_reserved' },
        { name: 'capture', from: 'stock_reserved', to: 'confirmed', invoke: (order) => this.capture(order, outbox) },
      ],
      failed: (order, failure) => {
        const cancelled: OrdersOrderCancelledPayload = {
          order_number: order.order_number,
          owner_id: order.owner_id,
          reason: failure.reason,
          lines: order.lines.map((l) => ({ item_uuid: l.item_uuid, qty: l.qty })),
          cancelled_at: new Date().toISOString(),
        };
        return {
          to: 'cancelled',
          set: { cancel_reason: failure.reason, 'payment.status': failure.step === 'capture' ? 'failed' : 'voided' },
          events: [outbox.event(EVENTS.orders.orderCancelled, order.order_number, cancelled)],
        };
      },
      moved: (to) => ({ push: { history: { status: to, at: new Date() } } }),
    });
    this.saga = new Saga(definition, orders, outbox);
  }

  async onStockReserved(event: CatalogStockReservedPayload): Promise<void> {
    await this.saga.answer({ order_number: event.order_number }, 'reserve-stock', stepDone());
  }

  async onStockRejected(event: CatalogStockRejectedPayload): Promise<void> {
    await this.saga.answer({ order_number: event.order_number }, 'reserve-stock', stepFailed(event.reason || CHECKOUT_MESSAGES.stockUnavailable));
  }

  /**
   * Gives up orders that have waited for catalog's answer longer than is normal (their event was dead-lettered,
   * or catalog is down): the payment is voided and the order cancelled, which makes catalog release anything
   * it held or will ever hold for it. Answers how many.
   */
  async expirePlaced(placedBefore: Date): Promise<number> {
    const stalled = await this.orders.find({ status: 'placed', updated_at: { $lt: placedBefore } }, { order_number: 1 }).lean<Pick<Order, 'order_number'>[]>();
    let expired = 0;
    for (const { order_number } of stalled) {
      if (await this.saga.answer({ order_number }, 'reserve-stock', stepFailed(CHECKOUT_MESSAGES.stockTimeout))) expired++;
    }
    return expired;
  }

  private async capture(order: Order, outbox: Outbox) {
    const capture = await this.payments.capture(order.payment.authorization_id!);
    if (capture.status !== 'captured') {
      this.logger.warn(`order ${order.order_number}: capture failed (${capture.reason}); cancelling`);
      return stepFailed(CHECKOUT_MESSAGES.paymentFailed);
    }
    const confirmed: OrdersOrderConfirmedPayload = {
      order_number: order.order_number,
      owner_id: order.owner_id,
      lines: order.lines.map((l) => ({ item_uuid: l.item_uuid, qty: l.qty, seller_id: l.seller_id, price: l.price })),
      total_amount: order.total_amount,
      confirmed_at: new Date().toISOString(),
    };
    return stepDone({ set: { 'payment.status': 'captured' }, events: [outbox.event(EVENTS.orders.orderConfirmed, order.order_number, confirmed)] });
  }
}
