/** How an item's `discount` is read: a percentage of the price, or a fixed amount in USD. */
export const DISCOUNT_UNITS = ['percent', 'fixed'] as const;

export type DiscountUnit = (typeof DISCOUNT_UNITS)[number];
