import type { DiscountUnit } from '../enums/discount';
import { roundHalfUp } from './rounding';

/** One bulk-savings tier: buying min_qty..max_qty units (inclusive) costs discounted_price each. */
export interface BulkSavingsTier {
  min_qty: number;
  max_qty: number;
  discounted_price: number;
}

/** The item fields that decide what one unit costs. */
export interface PricedItem {
  price: number;
  discount?: number | null;
  discount_unit?: DiscountUnit | null;
  /** Bulk pricing switch; the API sends 0/1 or a boolean. */
  scalling_price?: boolean | number | null;
  bulk_savings?: readonly BulkSavingsTier[] | null;
}

/**
 * Price after a discount: percent takes that share off, fixed takes the amount off. Never below 0; rounded
 * half-up to cents. A missing or non-positive discount leaves the price as it is.
 */
export function salePrice(price: number, discount: number | null | undefined, unit: DiscountUnit | null | undefined): number {
  if (!discount || discount <= 0 || !unit) return price;
  const reduced = unit === 'percent' ? price - (price * discount) / 100 : price - discount;
  return Math.max(0, roundHalfUp(reduced, 2));
}

const hasDiscount = (item: PricedItem): boolean =>
  typeof item.discount === 'number' && item.discount > 0 && (item.discount_unit === 'percent' || item.discount_unit === 'fixed');

/** The bulk-savings tier whose min_qty..max_qty range holds the quantity, if any. */
export const bulkTierFor = (tiers: readonly BulkSavingsTier[] | null | undefined, qty: number): BulkSavingsTier | undefined =>
  tiers?.find((tier) => qty >= tier.min_qty && qty <= tier.max_qty);

/**
 * What one unit costs when buying `qty`: a percent or fixed discount wins; otherwise, with bulk pricing on,
 * the tier holding the quantity gives its discounted_price; otherwise the list price.
 */
export function effectivePrice(item: PricedItem, qty: number): number {
  if (hasDiscount(item)) return salePrice(item.price, item.discount, item.discount_unit);
  if (item.scalling_price) {
    const tier = bulkTierFor(item.bulk_savings, qty);
    if (tier) return tier.discounted_price;
  }
  return item.price;
}

/** A cart line as the client holds it. */
export interface CartLineInput extends PricedItem {
  qty: number;
  salePrice?: number | null;
}

/**
 * The cart's line total: the stored salePrice when a discount applies and it is below the price, otherwise
 * the effective (bulk-tier or list) price; times the quantity, rounded to cents.
 */
export function cartLineSum(entry: CartLineInput): number {
  const sale = entry.salePrice;
  const discounted = typeof entry.discount === 'number' && entry.discount > 0 && typeof sale === 'number' && sale < entry.price;
  const unitPrice = discounted ? sale : effectivePrice({ ...entry, discount: null, discount_unit: null }, entry.qty);
  return roundHalfUp(unitPrice * entry.qty, 2);
}
