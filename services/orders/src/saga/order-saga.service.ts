import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CHECKOUT_MESSAGES,
  EVENTS,
  type CatalogStockRejectedPayload,
  type CatalogStockReservedPayload,
  type OrdersOrderCancelledPayload,
  type OrdersOrderConfirmedPayload,
  type OrderStatus,
} from '@solar/contracts';
import { Outbox, type OutboxEntry } from '@solar/platform';
import type { Model } from 'mongoose';
import { Order, type OrderPayment } from '../orders/order.schema';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments';

/**
 * The orders side of the saga: placed -> (catalog) stock reserved -> payment captured -> confirmed; stock
 * rejected or capture failed -> payment voided -> cancelled (and catalog releases what it held). Each step is
 * a state change conditional on the state before it, written with the event it announces, so a redelivered
 * event or a second instance finds nothing to do, and a crash between steps resumes at the step it stopped.
 */
@Injectable()
export class OrderSagaService {
  private readonly logger = new Logger(OrderSagaService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly outbox: Outbox,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  async onStockReserved(event: CatalogStockReservedPayload): Promise<void> {
    await this.transition(event.order_number, 'placed', 'stock_reserved', {});
    const order = await this.orders.findOne({ order_number: event.order_number }).lean<Order>();
    if (!order || order.status !== 'stock_reserved') return;

    const capture = await this.payments.capture(order.payment.authorization_id!);
    if (capture.status === 'captured') {
      const confirmed: OrdersOrderConfirmedPayload = {
        order_number: order.order_number,
        owner_id: order.owner_id,
        lines: order.lines.map((l) => ({ item_uuid: l.item_uuid, qty: l.qty, seller_id: l.seller_id, price: l.price })),
        total_amount: order.total_amount,
        confirmed_at: new Date().toISOString(),
      };
      await this.transition(
        order.order_number,
        'stock_reserved',
        'confirmed',
        { 'payment.status': 'captured' },
        this.outbox.event(EVENTS.orders.orderConfirmed, order.order_number, confirmed),
      );
      return;
    }
    this.logger.warn(`order ${order.order_number}: capture failed (${capture.reason}); cancelling`);
    await this.payments.void(order.payment.authorization_id!);
    await this.cancel(order, 'stock_reserved', CHECKOUT_MESSAGES.paymentFailed, 'failed');
  }

  async onStockRejected(event: CatalogStockRejectedPayload): Promise<void> {
    const order = await this.orders.findOne({ order_number: event.order_number }).lean<Order>();
    if (!order || order.status !== 'placed') return;
    if (order.payment.authorization_id) await this.payments.void(order.payment.authorization_id);
    await this.cancel(order, 'placed', event.reason || CHECKOUT_MESSAGES.stockUnavailable, 'voided');
  }

  /**
   * Gives up orders that have waited for catalog's answer longer than is normal (their event was dead-lettered,
   * or catalog is down): the payment is voided and the order cancelled, which makes catalog release anything
   * it held or will ever hold for it. Answers how many.
   */
  async expirePlaced(placedBefore: Date): Promise<number> {
    const stalled = await this.orders.find({ status: 'placed', updated_at: { $lt: placedBefore } }).lean<Order[]>();
    let expired = 0;
    for (const order of stalled) {
      if (order.payment.authorization_id) await this.payments.void(order.payment.authorization_id);
      if (await this.cancel(order, 'placed', CHECKOUT_MESSAGES.stockTimeout, 'voided')) expired++;
    }
    return expired;
  }

  private async cancel(order: Order, from: OrderStatus, reason: string, paymentStatus: OrderPayment['status']): Promise<boolean> {
    const cancelled: OrdersOrderCancelledPayload = {
      order_number: order.order_number,
      owner_id: order.owner_id,
      reason,
      lines: order.lines.map((l) => ({ item_uuid: l.item_uuid, qty: l.qty })),
      cancelled_at: new Date().toISOString(),
    };
    return this.transition(
      order.order_number,
      from,
      'cancelled',
      { cancel_reason: reason, 'payment.status': paymentStatus },
      this.outbox.event(EVENTS.orders.orderCancelled, order.order_number, cancelled),
    );
  }

  /** Moves the order from one state to the next, with its history entry and event, if it is still in `from`. */
  private async transition(orderNumber: string, from: OrderStatus, to: OrderStatus, set: Record<string, unknown>, event?: OutboxEntry): Promise<boolean> {
    const written = await this.orders.updateOne(
      { order_number: orderNumber, status: from },
      this.outbox.withEvents({ $set: { status: to, ...set }, $push: { history: { status: to, at: new Date() } } }, ...(event ? [event] : [])),
    );
    return written.modifiedCount > 0;
  }
}
