import {
  BusinessRuleError,
  findPage,
  ForbiddenError,
  LOST_RACE,
  NotFoundError,
  pageOf,
  pageSkip,
  retryOnConflict,
  type ListQuery,
  type PageRequest,
} from '@solar/platform';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CHECKOUT_MESSAGES,
  PAGE_LIMIT_MAX,
  money,
  fromCents,
  plainText,
  roundHalfUp,
  sumMoney,
  toCents,
  type FulfilmentStatus,
  type OrderView,
  type PageOf,
  type PayoutSnapshot,
  type SellerReceipt,
  type SoldItem,
  type TrackingUpdateRequest,
} from '@solar/contracts';
import type { Model, PipelineStage } from 'mongoose';
import { addressView, lineView, toOrderView } from './order-view';
import { Order, type OrderLineDoc } from './order.schema';

export const ORDERS_SETTINGS = Symbol('ORDERS_SETTINGS');
export interface OrdersSettings {
  /** The marketplace's fee on a seller's sales, in percent of the line sums. */
  platformFeePercent: number;
}

const MAX_CONFLICT_RETRIES = 5;
/** Orders nobody but the checkout itself may see yet. */
const VISIBLE = { status: { $ne: 'authorizing' as const } };

/** my-profile/purchase-history: the buyer's orders, newest first. */
const PURCHASE_HISTORY_LIST: ListQuery = {
  allowList: { fields: [] },
  defaultSort: { field: 'created_at', direction: 'desc' },
  defaultLimit: 10,
  maxLimit: PAGE_LIMIT_MAX,
};

const buyerName = (order: Order) => `${order.shipping.firstname} ${order.shipping.lastname}`;

function soldItemOf(order: Order, line: OrderLineDoc): SoldItem {
  const { item_id, item_uuid, name, image, qty, price, sum, shipping_cost, fulfilment, tracking } = lineView(line);
  return {
    order_number: order.order_number,
    order_status: order.status as SoldItem['order_status'],
    ordered_at: order.created_at.toISOString(),
    item_id,
    item_uuid,
    name,
    image,
    qty,
    price,
    sum,
    shipping_cost,
    fulfilment,
    tracking,
    buyer_name: buyerName(order),
    ship_to: addressView(order.shipping),
    delivery: order.delivery,
  };
}

/** Reading orders: the buyer's lookups and history, the seller's sold lines, receipts, balances and shipping. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(ORDERS_SETTINGS) private readonly settings: OrdersSettings,
  ) {}

  /** The public order-status lookup: both the number and the e-mail must match. */
  async status(orderNumber: string, email: string): Promise<OrderView> {
    const order = await this.orders.findOne({ order_number: orderNumber.trim().toUpperCase(), email: email.trim().toLowerCase(), ...VISIBLE }).lean<Order>();
    if (!order) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    return toOrderView(order);
  }

  purchaseHistory(userId: string, paging: PageRequest): Promise<PageOf<OrderView>> {
    return findPage(this.orders, paging, PURCHASE_HISTORY_LIST, { filter: { user_id: userId, ...VISIBLE }, toItems: (orders) => orders.map(toOrderView) });
  }

  /** The seller's lines of confirmed orders, newest first. */
  async soldItems(sellerId: string, paging: PageRequest, fulfilment?: FulfilmentStatus): Promise<PageOf<SoldItem>> {
    const match: PipelineStage[] = [
      { $match: { seller_ids: sellerId, status: 'confirmed' } },
      { $unwind: '$lines' },
      { $match: { 'lines.seller_id': sellerId, ...(fulfilment ? { 'lines.fulfilment': fulfilment } : {}) } },
    ];
    const [counted, rows] = await Promise.all([
      this.orders.aggregate<{ total: number }>([...match, { $count: 'total' }]),
      this.orders.aggregate<Order & { lines: OrderLineDoc }>([
        ...match,
        { $sort: { created_at: -1, order_number: 1 } },
        { $skip: pageSkip(paging) },
        { $limit: paging.limit },
      ]),
    ]);
    return pageOf(
      rows.map((row) => soldItemOf(row, row.lines)),
      counted[0]?.total ?? 0,
      paging,
    );
  }

  /** The seller's part of one order, with the fee and what the seller is paid. */
  async receipt(sellerId: string, orderNumber: string): Promise<SellerReceipt> {
    const order = await this.orders.findOne({ order_number: orderNumber.trim().toUpperCase(), ...VISIBLE }).lean<Order>();
    if (!order) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    const lines = order.lines.filter((l) => l.seller_id === sellerId);
    if (!lines.length) throw new ForbiddenError(CHECKOUT_MESSAGES.notYourOrder);
    const subtotal = sumMoney(lines.map((l) => l.sum));
    const shipping = sumMoney(lines.map((l) => l.shipping_cost));
    const tax = sumMoney(lines.map((l) => l.tax));
    const fee = this.feeOn(subtotal);
    return {
      order_number: order.order_number,
      ordered_at: order.created_at.toISOString(),
      order_status: order.status as SellerReceipt['order_status'],
      buyer_name: buyerName(order),
      ship_to: addressView(order.shipping),
      lines: lines.map((l) => soldItemOf(order, l)),
      subtotal,
      shipping_cost: shipping,
      tax,
      platform_fee: fee,
      net_amount: sumMoney([subtotal, shipping, -fee]),
      currency: 'USD',
    };
  }

  /** Marks the seller's lines of a confirmed order shipped, with the carrier's tracking. */
  async updateTracking(sellerId: string, request: TrackingUpdateRequest): Promise<OrderView> {
    const orderNumber = request.order_number.trim().toUpperCase();
    return retryOnConflict(MAX_CONFLICT_RETRIES, async () => {
      const order = await this.orders.findOne({ order_number: orderNumber, ...VISIBLE }).lean<Order>();
      if (!order) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      const mine = (l: OrderLineDoc) => l.seller_id === sellerId && (!request.item_uuid || l.item_uuid === request.item_uuid);
      if (!order.lines.some(mine)) throw new ForbiddenError(CHECKOUT_MESSAGES.notYourOrder);
      if (order.status !== 'confirmed') throw new BusinessRuleError(CHECKOUT_MESSAGES.orderNotConfirmed);
      // Plain text, markup removed, as validateTrackingUpdate checked it.
      const tracking = {
        carrier: plainText(request.carrier),
        tracking_id: plainText(request.tracking_id),
        tracking_url: plainText(request.tracking_url),
        shipped_at: new Date(),
      };
      const lines = order.lines.map((l) => (mine(l) ? { ...l, fulfilment: 'shipped' as const, tracking } : l));
      const written = await this.orders
        .findOneAndUpdate({ order_number: orderNumber, updated_at: order.updated_at }, { $set: { lines } }, { returnDocument: 'after' })
        .lean<Order>();
      return written ? toOrderView(written) : LOST_RACE;
    });
  }

  /** Balances from the seller's confirmed lines: shipped lines are payable, the rest pending. */
  async snapshot(sellerId: string): Promise<Omit<PayoutSnapshot, 'payout_account'>> {
    const rows = await this.orders.aggregate<{ _id: FulfilmentStatus; gross: number; shipping: number; units: number; orders: string[] }>([
      { $match: { seller_ids: sellerId, status: 'confirmed' } },
      { $unwind: '$lines' },
      { $match: { 'lines.seller_id': sellerId } },
      {
        $group: {
          _id: '$lines.fulfilment',
          gross: { $sum: '$lines.sum' },
          shipping: { $sum: '$lines.shipping_cost' },
          units: { $sum: '$lines.qty' },
          orders: { $addToSet: '$order_number' },
        },
      },
    ]);
    const net = (row?: (typeof rows)[number]) => (row ? money(row.gross + row.shipping - this.feeOn(row.gross)) : 0);
    const gross = money(rows.reduce((s, r) => s + r.gross, 0));
    return {
      pending_balance: net(rows.find((r) => r._id === 'awaiting_shipment')),
      available_balance: net(rows.find((r) => r._id === 'shipped')),
      gross_sales: gross,
      platform_fees: money(rows.reduce((s, r) => s + this.feeOn(r.gross), 0)),
      orders_count: new Set(rows.flatMap((r) => r.orders)).size,
      units_sold: rows.reduce((s, r) => s + r.units, 0),
      platform_fee_percent: this.settings.platformFeePercent,
      currency: 'USD',
    };
  }

  private feeOn(amount: number): number {
    // In cents, rounded half-up to a whole cent.
    return fromCents(roundHalfUp((toCents(amount) * this.settings.platformFeePercent) / 100));
  }
}
