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
