import type { PostalAddress } from '../addresses/postal-address';
import type { PageOf } from '../catalog/views';
import type { CartItemLocation } from '../cart/views';

/**
 * authorizing: asking the provider; authorized: the card holds the total while the trader confirms; captured:
 * paid; voided: the trader refused (the contract was called off), the hold on the card released; failed: the
 * capture failed, the contract waits for payment again.
 */
export const CONTRACT_PAYMENT_STATUSES = ['authorizing', 'authorized', 'captured', 'voided', 'failed'] as const;
export type ContractPaymentStatus = (typeof CONTRACT_PAYMENT_STATUSES)[number];

export interface ContractCheckoutRequest {
  /** The offer whose contract is paid (`quotation-contract/{offer_id}`). */
  offer_id: string;
  payment: CheckoutPayment;
}

export interface ContractPaymentView {
  payment_id: string;
  offer_id: string;
  contract_id: string;
  status: ContractPaymentStatus;
  /** USD. */
  amount: number;
  brand: string | null;
  last4: string | null;
  /** Why it was voided or failed. */
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/** placed: waiting for stock; stock_reserved: taking the payment; then confirmed or cancelled. */
export const ORDER_STATUSES = ['placed', 'stock_reserved', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed, checking stock',
  stock_reserved: 'Stock reserved, taking payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

/** An order that will not change state any more by itself. */
export const isSettledOrder = (status: OrderStatus): boolean => status === 'confirmed' || status === 'cancelled';

/** How the buyer receives the goods: shipped, or collected where the item is (for items that allow it). */
export const DELIVERY_OPTIONS = ['ship', 'local_pickup'] as const;
export type Delivery = (typeof DELIVERY_OPTIONS)[number];

export const FULFILMENT_STATUSES = ['awaiting_shipment', 'shipped'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * The shipping and the billing blocks of the checkout form (spec section 5): the postal address, the state
 * as its two-letter code (the form also takes the state's name), and who receives it.
 */
export interface CheckoutAddress extends PostalAddress<string> {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  country: string;
}

/** Card details: sent to the payment provider, never stored or logged. expiry_date is MM/YY. */
export interface CheckoutPayment {
  card_holder_name: string;
  card_number: string;
  cvc: string;
  expiry_date: string;
}

export interface CheckoutRequest {
  shipping: CheckoutAddress;
  billing: CheckoutAddress;
  payment: CheckoutPayment;
  /** Default 'ship'. */
  delivery?: Delivery;
  /** The guest uuid; leave out when signed in. */
  owner_id?: string;
}

export interface CheckoutAnswer {
  order_number: string;
  status: OrderStatus;
}

export interface ShippingPriceRequest {
  owner_id?: string;
  state: string;
  zip: string;
  delivery?: Delivery;
}

export interface FedexRateRequest {
  item_uuid: string;
  qty: number;
  state: string;
  zip: string;
}

/** What one line costs to deliver. */
export interface ShippingRate {
  item_uuid: string;
  /** A SHIPPING_METHODS value: FEDEX, LOCAL_PICKUP, FREE_SHIPPING or CALCULATED. */
  method: string;
  amount: number;
  /** Whether the buyer may collect this item instead. */
  pickup_available: boolean;
  /** Where it ships from. */
  from: CartItemLocation | null;
  /** Carrier rates only: the rate-table zone and the billable weight. */
  zone?: number;
  billable_weight_lb?: number;
  /** Carrier rates only: boxes by parcel service, or pallets by LTL freight. */
  mode?: ShippingMode;
  /** Parcel: how many packages (one per unit). */
  packages?: number;
  /** Freight: how many pallets. */
  pallets?: number;
  /** How the amount is made up; the parts add up to it to the cent. Absent when the line costs nothing. */
  charges?: ShippingCharge[];
}

export type ShippingMode = 'parcel' | 'freight';

/** One part of a line's shipping: what it is for (a sentence for the buyer) and what it adds, USD. */
export interface ShippingCharge {
  kind: 'package_base' | 'package_weight' | 'pallet_base' | 'freight_weight' | 'liftgate' | 'residential' | 'seller_charge';
  label: string;
  amount: number;
}

export interface ShippingQuote {
  delivery: Delivery;
  lines: ShippingRate[];
  shipping_cost: number;
  subtotal: number;
  tax: number;
  total_amount: number;
}

export interface OrderLineTracking {
  carrier: string;
  tracking_id: string;
  tracking_url: string;
  shipped_at: string;
}

/** Spec section 3, order (tracking): order_items carry item_id, name, qty and price. */
export interface OrderLine {
  item_id: number;
  item_uuid: string;
  name: string;
  image: string;
  qty: number;
  /** Unit price paid. */
  price: number;
  sum: number;
  shipping_cost: number;
  tax: number;
  seller_id: string;
  brand_id: number;
  category_id: number;
  brand_name: string;
  category_name: string;
  fulfilment: FulfilmentStatus;
  tracking: OrderLineTracking | null;
}

export interface OrderPaymentView {
  /** visa, mastercard, amex, discover, unionpay or card. */
  brand: string;
  last4: string;
  status: 'authorized' | 'captured' | 'voided' | 'failed';
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
}

export interface OrderView {
  order_number: string;
  status: OrderStatus;
  status_label: string;
  /** Why a cancelled order was cancelled. */
  cancel_reason: string | null;
  delivery: Delivery;
  email: string;
  shipping: CheckoutAddress;
  billing: CheckoutAddress;
  payment: OrderPaymentView;
  order_items: OrderLine[];
  subtotal: number;
  shipping_cost: number;
  tax: number;
  total_amount: number;
  currency: 'USD';
  history: OrderHistoryEntry[];
  created_at: string;
  updated_at: string;
}

export interface OrderStatusRequest {
  order_number: string;
  email: string;
}

export interface TrackingUpdateRequest {
  order_number: string;
  /** One line; all of the caller's lines in the order when left out. */
  item_uuid?: string;
  carrier?: string;
  tracking_id: string;
  tracking_url: string;
}

/** One line a seller sold, with what the seller needs to ship it. */
export interface SoldItem extends Pick<
  OrderLine,
  'item_id' | 'item_uuid' | 'name' | 'image' | 'qty' | 'price' | 'sum' | 'shipping_cost' | 'fulfilment' | 'tracking'
> {
  order_number: string;
  order_status: OrderStatus;
  ordered_at: string;
  buyer_name: string;
  ship_to: CheckoutAddress;
  delivery: Delivery;
}

export interface SoldItemsRequest {
  page?: number;
  limit?: number;
  where?: { fulfilment?: FulfilmentStatus };
}

/** The seller's receipt for their part of one order. */
export interface SellerReceipt {
  order_number: string;
  ordered_at: string;
  order_status: OrderStatus;
  buyer_name: string;
  ship_to: CheckoutAddress;
  lines: SoldItem[];
  subtotal: number;
  shipping_cost: number;
  tax: number;
  /** The marketplace's fee on the subtotal (PLATFORM_FEE_PERCENT). */
  platform_fee: number;
  /** subtotal + shipping - fee: what the seller is paid (tax is remitted by the marketplace). */
  net_amount: number;
  currency: 'USD';
}

export interface PayoutAccount {
  id: string;
  provider: string;
  status: 'pending' | 'active';
  created_at: string;
}

export interface PayoutSnapshot {
  /** Net of confirmed orders whose lines are not all shipped yet. */
  pending_balance: number;
  /** Net of shipped lines: payable at the next payout. */
  available_balance: number;
  gross_sales: number;
  platform_fees: number;
  orders_count: number;
  units_sold: number;
  platform_fee_percent: number;
  currency: 'USD';
  payout_account: PayoutAccount | null;
}

export type PurchaseHistoryAnswer = PageOf<OrderView>;
export type SoldItemsAnswer = PageOf<SoldItem>;
