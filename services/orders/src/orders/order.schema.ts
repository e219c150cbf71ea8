import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import {
  DELIVERY_OPTIONS,
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  type CheckoutAddress,
  type Delivery,
  type FulfilmentStatus,
  type OrderStatus,
} from '@solar/contracts';

/**
 * 'authorizing' is the order before its payment is authorized: never shown to anyone, deleted when the card
 * is declined, and voided and deleted by the abandoned-checkout sweep when the process died mid-checkout.
 */
export const STORED_ORDER_STATUSES = ['authorizing', ...ORDER_STATUSES] as const;
export type StoredOrderStatus = (typeof STORED_ORDER_STATUSES)[number];

@Schema({ _id: false })
export class OrderAddress implements CheckoutAddress {
  @Prop({ required: true }) firstname!: string;
  @Prop({ required: true }) lastname!: string;
  @Prop({ required: true }) phone!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ required: true }) address!: string;
  @Prop({ default: '' }) unit!: string;
  @Prop({ required: true }) city!: string;
  /** The state's two-letter code (UsStateCode), as every document stores it. */
  @Prop({ required: true }) state!: string;
  @Prop({ required: true }) zip!: string;
  @Prop({ required: true }) country!: string;
}

@Schema({ _id: false })
export class LineTracking {
  @Prop({ default: '' }) carrier!: string;
  @Prop({ required: true }) tracking_id!: string;
  @Prop({ required: true }) tracking_url!: string;
  @Prop({ required: true }) shipped_at!: Date;
}

@Schema({ _id: false })
export class OrderLineDoc {
  @Prop({ required: true }) item_id!: number;
  @Prop({ required: true }) item_uuid!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ default: '' }) image!: string;
  @Prop({ required: true, min: 1 }) qty!: number;
  @Prop({ required: true }) price!: number;
  @Prop({ required: true }) sum!: number;
  @Prop({ default: 0 }) shipping_cost!: number;
  @Prop({ default: 0 }) tax!: number;
  @Prop({ required: true }) seller_id!: string;
  @Prop({ default: 0 }) brand_id!: number;
  @Prop({ default: 0 }) category_id!: number;
  @Prop({ default: '' }) brand_name!: string;
  @Prop({ default: '' }) category_name!: string;
  @Prop({ type: String, enum: FULFILMENT_STATUSES, default: 'awaiting_shipment' }) fulfilment!: FulfilmentStatus;
  @Prop({ type: LineTracking, default: null }) tracking!: LineTracking | null;
}

@Schema({ _id: false })
export class OrderPayment {
  @Prop({ required: true }) provider!: string;
  @Prop({ type: String, default: null }) authorization_id!: string | null;
  @Prop({ default: '' }) brand!: string;
  @Prop({ default: '' }) last4!: string;
  @Prop({ type: String, enum: ['pending', 'authorized', 'captured', 'voided', 'failed'], default: 'pending' })
  status!: 'pending' | 'authorized' | 'captured' | 'voided' | 'failed';
}

@Schema({ _id: false })
export class OrderHistory {
  @Prop({ type: String, required: true }) status!: OrderStatus;
  @Prop({ required: true }) at!: Date;
}

@Schema({ collection: 'orders', versionKey: false, timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
export class Order {
  @Prop({ required: true, unique: true }) order_number!: string;
  /** `<owner>:<Idempotency-Key>`: the same key never makes a second order for the same cart owner. */
  @Prop({ required: true, unique: true }) idempotency_key!: string;
  /** The cart owner: a user id or a guest uuid. */
  @Prop({ required: true, index: true }) owner_id!: string;
  /** Set when a signed-in user checked out: their purchase history. */
  @Prop({ type: String, default: null, index: true }) user_id!: string | null;
  /** The shipping e-mail, lower-cased: with the order number it opens the public order-status lookup. */
  @Prop({ required: true }) email!: string;
  @Prop({ type: String, enum: STORED_ORDER_STATUSES, required: true, index: true }) status!: StoredOrderStatus;
  @Prop({ type: String, default: null }) cancel_reason!: string | null;
  @Prop({ type: String, enum: DELIVERY_OPTIONS, default: 'ship' }) delivery!: Delivery;
  @Prop({ type: OrderAddress, required: true }) shipping!: OrderAddress;
  @Prop({ type: OrderAddress, required: true }) billing!: OrderAddress;
  @Prop({ type: OrderPayment, required: true }) payment!: OrderPayment;
  @Prop({ type: [OrderLineDoc], required: true }) lines!: OrderLineDoc[];
  /** The sellers of the lines, for the seller's sold items. */
  @Prop({ type: [String], index: true }) seller_ids!: string[];
  @Prop({ required: true }) subtotal!: number;
  @Prop({ required: true }) shipping_cost!: number;
  @Prop({ required: true }) tax!: number;
  @Prop({ required: true }) total_amount!: number;
  @Prop({ type: [OrderHistory], default: [] }) history!: OrderHistory[];
  created_at!: Date;
  updated_at!: Date;
  _outbox?: OutboxEntry[];
}
export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ order_number: 1, email: 1 });
OrderSchema.index({ status: 1, created_at: 1 });
OrderSchema.plugin(outboxPlugin);
