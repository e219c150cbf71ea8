/** Shipping types an item or deal may carry. */
export const SHIPPING_TYPES = ['fedex', 'fedex_or_local_pickup', 'free_shipping', 'local_pickup_only', 'estimated_shipping'] as const;

export type ShippingType = (typeof SHIPPING_TYPES)[number];

/** How the checkout prices shipping for an item. */
export const SHIPPING_METHODS = ['FEDEX', 'LOCAL_PICKUP', 'FREE_SHIPPING', 'CALCULATED'] as const;

export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/**
 * Shipping type -> shipping method. 'fedex_or_local_pickup' is quoted through FedEx: pickup stays a choice
 * the buyer makes at checkout, so the price shown up front is the carrier's.
 */
export const SHIPPING_TYPE_METHOD: Readonly<Record<ShippingType, ShippingMethod>> = {
  fedex: 'FEDEX',
  fedex_or_local_pickup: 'FEDEX',
  free_shipping: 'FREE_SHIPPING',
  local_pickup_only: 'LOCAL_PICKUP',
  estimated_shipping: 'CALCULATED',
};

export const shippingMethodOf = (type: ShippingType): ShippingMethod => SHIPPING_TYPE_METHOD[type];

/** What is shown for shipping when an item names none. */
export const DEFAULT_SHIPPING_LABEL = 'free';
