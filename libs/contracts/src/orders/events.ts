import { defineEvent } from '../events/define';

/**
 * The order saga's events (ARCHITECTURE: order placed -> stock reserved or rejected -> order confirmed or
 * cancelled). All keyed by order_number, so one order's events stay in order within each topic.
 */

/** One line of an order as the saga moves it: what catalog reserves and the cart clears. */
export interface OrderStockLine {
  item_uuid: string;
  qty: number;
}

/** `orders.order.placed`: the payment is authorized; catalog reserves every line or rejects the order. */
export interface OrdersOrderPlacedPayload {
  order_number: string;
  /** The cart owner: a user id, or the guest uuid. */
  owner_id: string;
  lines: OrderStockLine[];
  placed_at: string;
}

/** `orders.order.confirmed`: paid. Catalog turns the reservation into a sale; the cart drops the lines. */
export interface OrdersOrderConfirmedPayload {
  order_number: string;
  owner_id: string;
  lines: (OrderStockLine & { seller_id: string; price: number })[];
  total_amount: number;
  confirmed_at: string;
}

/** `orders.order.cancelled`: catalog releases whatever it holds for the order (nothing, after a rejection). */
export interface OrdersOrderCancelledPayload {
  order_number: string;
  owner_id: string;
  reason: string;
  lines: OrderStockLine[];
  cancelled_at: string;
}

/**
 * The orders service's side of a contract's payment (`orders.contract-payment.authorized`, `.captured`,
 * `.failed`), keyed by the offer's id. Authorized: the buyer's card holds the contract's total, and the trader
 * confirms the contract (or refuses it); captured: the money is taken; failed: the capture failed after the
 * trader confirmed, so the trader gives the units back to the hold (the compensation).
 */
export interface OrdersContractPaymentPayload {
  /** The payment's reference at the provider. */
  payment_id: string;
  contract_id: string;
  offer_id: string;
  /** USD, to the cent. */
  amount: number;
  reason: string | null;
  /** ISO-8601. */
  at: string;
}

export const OrdersOrderPlaced = defineEvent('orders.order.placed').carrying<OrdersOrderPlacedPayload>();
export const OrdersOrderConfirmed = defineEvent('orders.order.confirmed').carrying<OrdersOrderConfirmedPayload>();
export const OrdersOrderCancelled = defineEvent('orders.order.cancelled').carrying<OrdersOrderCancelledPayload>();
export const OrdersContractPaymentAuthorized = defineEvent('orders.contract-payment.authorized').carrying<OrdersContractPaymentPayload>();
export const OrdersContractPaymentCaptured = defineEvent('orders.contract-payment.captured').carrying<OrdersContractPaymentPayload>();
export const OrdersContractPaymentFailed = defineEvent('orders.contract-payment.failed').carrying<OrdersContractPaymentPayload>();

/** The orders service's events, as `EVENTS.orders` names them. */
export const ORDERS_EVENTS = {
  orderPlaced: OrdersOrderPlaced,
  orderConfirmed: OrdersOrderConfirmed,
  orderCancelled: OrdersOrderCancelled,
  contractPaymentAuthorized: OrdersContractPaymentAuthorized,
  contractPaymentCaptured: OrdersContractPaymentCaptured,
  contractPaymentFailed: OrdersContractPaymentFailed,
} as const;
