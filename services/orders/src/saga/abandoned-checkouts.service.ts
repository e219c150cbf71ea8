import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Order } from '../orders/order.schema';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments';
import { OrderSagaService } from './order-saga.service';

/** How long a checkout may wait for the payment provider before it counts as abandoned. */
export const ABANDONED_AFTER_MS = 60_000;
/** How long a placed order may wait for catalog's stock answer (normally well under a second). */
export const PLACED_TIMEOUT_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 30_000;

/**
 * A checkout that died between creating its order and recording the authorization (the process was killed,
 * the provider never answered) leaves an 'authorizing' order that nobody was told about. This sweep voids any
 * authorization the provider made for it and removes it, so no money is held and no order appears later; the
 * buyer's retry with the same Idempotency-Key then starts afresh. The same sweep gives up placed orders that
 * never heard from catalog (see OrderSagaService.expirePlaced). Runs at start and every 30 seconds.
 */
@Injectable()
export class AbandonedCheckouts implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AbandonedCheckouts.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly saga: OrderSagaService,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Gives up checkouts older than `olderThanMs`; answers how many. */
  async sweep(olderThanMs = ABANDONED_AFTER_MS): Promise<number> {
    let given = 0;
    try {
      const stale = await this.orders
        .find({ status: 'authorizing', created_at: { $lt: new Date(Date.now() - olderThanMs) } })
        .select('order_number')
        .lean<Pick<Order, 'order_number'>[]>();
      for (const { order_number } of stale) {
        const authorization = await this.payments.findByReference(order_number);
        if (authorization && (authorization.status === 'authorized' || authorization.status === 'captured')) {
          await this.payments.void(authorization.authorization_id);
        }
        const removed = await this.orders.deleteOne({ order_number, status: 'authorizing' });
        if (removed.deletedCount) given++;
      }
      if (given) this.logger.warn(`Gave up ${given} abandoned checkout(s)`);
      const expired = await this.saga.expirePlaced(new Date(Date.now() - PLACED_TIMEOUT_MS));
      if (expired) this.logger.warn(`Cancelled ${expired} order(s) that waited too long for their stock`);
    } catch (error) {
      this.logger.error(`Sweeping abandoned checkouts failed: ${(error as Error).message}`);
    }
    return given;
  }
}
