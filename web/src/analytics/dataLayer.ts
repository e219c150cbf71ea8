import { CURRENCY } from '@solar/contracts';

/**
 * The shop's analytics events (spec section 7): add_to_cart, remove_from_cart, purchase, login and logout,
 * pushed to the tag manager's `window.dataLayer`. Nothing here needs a tag manager to be loaded: the array is
 * created when missing, and whatever loads later reads what was pushed before it.
 */

/** One entry of the data layer: the event's name and its fields. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Google's site tag, when the page loaded it. */
    gtag?: (...args: unknown[]) => void;
  }
}

/** Appends an event to `window.dataLayer`, creating the array when missing. */
export function pushToDataLayer(entry: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** What a cart event says about the item. */
export interface TrackedItem {
  /** The item's numeric id (the one in its product URL). */
  id: number;
  name: string;
  /** The sale price: the spec's `value` of a cart event. */
  salePrice: number;
}

const cartEvent = (event: 'add_to_cart' | 'remove_from_cart', item: TrackedItem, quantity: number): DataLayerEvent => ({
  event,
  content_ids: [String(item.id)],
  content_name: item.name,
  content_type: 'product',
  quantity,
  currency: CURRENCY,
  value: item.salePrice,
});

export const trackAddToCart = (item: TrackedItem, quantity: number): void => pushToDataLayer(cartEvent('add_to_cart', item, quantity));

export const trackRemoveFromCart = (item: TrackedItem, quantity: number): void => pushToDataLayer(cartEvent('remove_from_cart', item, quantity));

export const trackLogin = (): void => pushToDataLayer({ event: 'login' });

export const trackLogout = (): void => pushToDataLayer({ event: 'logout' });

/** One line of a placed order, as the purchase event reports it (a view of the orders API's OrderLine). */
export interface PurchasedLine {
  item_id: number;
  name: string;
  brand_name: string;
  category_name: string;
  qty: number;
  /** Unit price paid. */
  price: number;
}

/** What the purchase event reports of an order (a view of the orders API's OrderView). */
export interface PurchasedOrder {
  order_number: string;
  order_items: readonly PurchasedLine[];
  total_amount: number;
  tax: number;
  shipping_cost: number;
}

/** The purchase event's fields: order number, item ids, contents, item count, total, tax, shipping, currency. */
export function purchaseEvent(order: PurchasedOrder): DataLayerEvent {
  return {
    event: 'purchase',
    transaction_id: order.order_number,
    content_ids: order.order_items.map((line) => String(line.item_id)),
    contents: order.order_items.map((line) => ({
      id: String(line.item_id),
      name: line.name,
      brand: line.brand_name,
      category: line.category_name,
      quantity: line.qty,
      price: line.price,
    })),
    num_items: order.order_items.reduce((count, line) => count + line.qty, 0),
    value: order.total_amount,
    tax: order.tax,
    shipping: order.shipping_cost,
    currency: CURRENCY,
  };
}

/**
 * The checkout's purchase event. The spec fires it only when the tracking function exists: with `window.gtag`
 * loaded it is sent through gtag and pushed to the data layer too; without it nothing happens. Answers
 * whether it fired.
 */
export function trackPurchase(order: PurchasedOrder): boolean {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return false;
  const { event, ...fields } = purchaseEvent(order);
  window.gtag('event', event, fields);
  pushToDataLayer({ event, ...fields });
  return true;
}
