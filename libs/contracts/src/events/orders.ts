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

/** `catalog.stock.reserved`: every line's units are held for the order (taken out of `stock`). */
export interface CatalogStockReservedPayload {
  order_number: string;
  lines: OrderStockLine[];
}

/** `catalog.stock.rejected`: nothing is held; the lines that could not be met say what was available. */
export interface CatalogStockRejectedPayload {
  order_number: string;
  reason: string;
  shortages: { item_uuid: string; requested: number; available: number }[];
}

/** `catalog.stock.released`: a cancelled order's reservation went back into stock. */
export interface CatalogStockReleasedPayload {
  order_number: string;
  lines: OrderStockLine[];
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
