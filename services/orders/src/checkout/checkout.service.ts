import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_POSTAL_RULE,
  EVENTS,
  cartQuantityProblem,
  plainText,
  storedPostalAddress,
  type CheckoutAnswer,
  type CheckoutRequest,
  type Delivery,
  type OrdersOrderPlacedPayload,
  type ParcelPoint,
  type ShippingQuote,
} from '@solar/contracts';
import {
  BadGatewayError,
  BusinessRuleError,
  ConflictError,
  GatewayTimeoutError,
  Outbox,
  isDuplicateKeyError,
  LOST_RACE,
  PaymentDeclinedError,
  retryOnConflict,
} from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { newOrderNumber } from '../orders/order-number';
import { Order, type OrderAddress } from '../orders/order.schema';
import { PAYMENT_PROVIDER, PaymentRefusedError, type PaymentProvider } from '../payments';
import { CartClient } from './cart-client';
import { CartQuoter, type PricedCart } from './quote';

const MAX_IDEMPOTENCY_KEY = 200;

export interface CheckoutCaller {
  ownerId: string;
  /** Null for a guest. */
  userId: string | null;
  idempotencyKey?: string;
}

/** An address as it is stored: each field plain text (markup removed, trimmed), as `validateCheckout` checked it; the state as its code. */
const trimmed = (a: CheckoutRequest['shipping']): OrderAddress => ({
  firstname: plainText(a.firstname),
  lastname: plainText(a.lastname),
  phone: plainText(a.phone),
  email: plainText(a.email).toLowerCase(),
  ...storedPostalAddress(a, CHECKOUT_POSTAL_RULE),
  country: 'United States',
});

/**
 * Checkout: the caller's cart, priced and quoted, paid for with an authorization, becomes an order in state
 * 'placed' whose `orders.order.placed` event (written with it) starts the saga. A declined card leaves no
 * order. The same Idempotency-Key from the same cart owner always answers the same order.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly cart: CartClient,
    private readonly quoter: CartQuoter,
    private readonly outbox: Outbox,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /** A shipping and tax quote for the caller's cart. */
  async quote(ownerId: string, to: ParcelPoint, delivery: Delivery): Promise<ShippingQuote> {
    const cart = await this.cart.cartOf(ownerId);
    return (await this.quoter.price(cart, to, delivery)).quote;
  }

  async checkout(caller: CheckoutCaller, request: CheckoutRequest): Promise<CheckoutAnswer> {
    const key = (caller.idempotencyKey?.trim() || randomUUID()).slice(0, MAX_IDEMPOTENCY_KEY);
    const idempotencyKey = `${caller.ownerId}:${key}`;
    const earlier = await this.answerFor(idempotencyKey);
    if (earlier) return earlier;

    const cart = await this.cart.cartOf(caller.ownerId);
    if (cart.items.length === 0) throw new BusinessRuleError(CHECKOUT_MESSAGES.cartEmpty, { cart: [CHECKOUT_MESSAGES.cartEmpty] });
    const problems = cart.items
      .map((line) => ({ line, problem: cartQuantityProblem(line.item, line.qty) }))
      .filter((p) => p.problem !== null)
      .map((p) => `${p.line.item.name}: ${p.problem}`);
    if (problems.length) throw new BusinessRuleError(problems[0], { cart: problems });

    const shipping = trimmed(request.shipping);
    const billing = trimmed(request.billing);
    const delivery: Delivery = request.delivery === 'local_pickup' ? 'local_pickup' : 'ship';
    const priced = await this.quoter.price(cart, { state: shipping.state, zip: shipping.zip }, delivery);
    const inserted = await this.insertAuthorizing(caller, idempotencyKey, shipping, billing, delivery, priced);
    if ('earlier' in inserted) return inserted.earlier;
    const orderNumber = inserted.orderNumber;

    let authorization;
    try {
      authorization = await this.payments.authorize({
        reference: orderNumber,
        amount: priced.quote.total_amount,
        currency: 'USD',
        card: {
          holder: request.payment.card_holder_name.trim(),
          number: request.payment.card_number,
          cvc: request.payment.cvc,
          expiry: request.payment.expiry_date,
        },
      });
    } catch (error) {
      // A refusal of the request itself is the buyer's answer, as a decline is; nothing was authorized.
      if (error instanceof PaymentRefusedError) {
        await this.orders.deleteOne({ order_number: orderNumber, status: 'authorizing' });
        throw new BusinessRuleError(error.reason);
      }
      // Whatever the provider did, the abandoned-checkout sweep voids it; the buyer may try again.
      this.logger.error(`authorizing order ${orderNumber} failed: ${(error as Error).message}`);
      throw new BadGatewayError(CHECKOUT_MESSAGES.paymentFailed);
    }
    if (authorization.status === 'declined') {
      await this.orders.deleteOne({ order_number: orderNumber, status: 'authorizing' });
      throw new PaymentDeclinedError(authorization.reason, { 'payment.card_number': [authorization.reason] });
    }

    const placed: OrdersOrderPlacedPayload = {
      order_number: orderNumber,
      owner_id: caller.ownerId,
      lines: cart.items.map((line) => ({ item_uuid: line.item_uuid, qty: line.qty })),
      placed_at: new Date().toISOString(),
    };
    const written = await this.orders.updateOne(
      { order_number: orderNumber, status: 'authorizing' },
      this.outbox.withEvents(
        {
          $set: {
            status: 'placed',
            payment: {
              provider: this.payments.name,
              authorization_id: authorization.authorization_id,
              brand: authorization.brand,
              last4: authorization.last4,
              status: 'authorized',
            },
          },
          $push: { history: { status: 'placed', at: new Date() } },
        },
        this.outbox.event(EVENTS.orders.orderPlaced, orderNumber, placed),
      ),
    );
    if (written.modifiedCount === 0) {
      // The sweep gave this checkout up while the provider was answering (it took minutes): undo the charge.
      await this.payments.void(authorization.authorization_id);
      throw new GatewayTimeoutError(CHECKOUT_MESSAGES.paymentFailed);
    }
    return { order_number: orderNumber, status: 'placed' };
  }

  /** What an earlier checkout with this key answered, if there was one. */
  private async answerFor(idempotencyKey: string): Promise<CheckoutAnswer | null> {
    const earlier = await this.orders.findOne({ idempotency_key: idempotencyKey }).select('order_number status').lean<Pick<Order, 'order_number' | 'status'>>();
    if (!earlier) return null;
    if (earlier.status === 'authorizing') throw new ConflictError(CHECKOUT_MESSAGES.inProgress);
    return { order_number: earlier.order_number, status: earlier.status };
  }

  /** The order before payment; a concurrent request with the same key gets that request's answer instead. */
  private async insertAuthorizing(
    caller: CheckoutCaller,
    idempotencyKey: string,
    shipping: OrderAddress,
    billing: OrderAddress,
    delivery: Delivery,
    priced: PricedCart,
  ): Promise<{ orderNumber: string } | { earlier: CheckoutAnswer }> {
    const lines = priced.lines.map(({ line, rate, tax }) => ({
      item_id: line.item.id,
      item_uuid: line.item_uuid,
      name: line.item.name,
      image: line.item.image,
      qty: line.qty,
      price: line.price,
      sum: line.sum,
      shipping_cost: rate.amount,
      tax,
      seller_id: line.item.owner_id,
      brand_id: line.item.brand.id,
      category_id: line.item.category.id,
      brand_name: line.item.brand.name,
      category_name: line.item.category.name,
      fulfilment: 'awaiting_shipment' as const,
      tracking: null,
    }));
    return retryOnConflict(3, async () => {
      try {
        const orderNumber = newOrderNumber();
        await this.orders.create({
          order_number: orderNumber,
          idempotency_key: idempotencyKey,
          owner_id: caller.ownerId,
          user_id: caller.userId,
          email: shipping.email,
          status: 'authorizing',
          cancel_reason: null,
          delivery,
          shipping,
          billing,
          payment: { provider: this.payments.name, authorization_id: null, brand: '', last4: '', status: 'pending' },
          lines,
          seller_ids: [...new Set(lines.map((l) => l.seller_id))],
          subtotal: priced.quote.subtotal,
          shipping_cost: priced.quote.shipping_cost,
          tax: priced.quote.tax,
          total_amount: priced.quote.total_amount,
          history: [],
        });
        return { orderNumber };
      } catch (error) {
        const duplicate = isDuplicateKeyError(error) ? error.keyValue : undefined;
        if (!duplicate) throw error;
        if ('idempotency_key' in duplicate) {
          const earlier = await this.answerFor(idempotencyKey);
          if (earlier) return { earlier };
        }
        // An order number collision: draw another.
        return LOST_RACE;
      }
    });
  }
}
