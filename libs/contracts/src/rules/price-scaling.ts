import type { DiscountUnit } from '../enums/discount';
import { hasWholeCents, isQuantity } from './money';

/**
 * Bulk price-scaling form rules (both specs, section 5). The specs list the rules but quote no message
 * text for them, so the results are stable codes: the web app maps each code to its wording.
 */
export const PRICE_SCALING_ERROR_CODES = [
  /** Scaling is ticked but there is no slot: add one or untick scaling. */
  'slot_required',
  'current_price_required',
  'min_qty_required',
  'max_qty_required',
  'discounted_price_required',
  'max_qty_not_greater_than_min_qty',
  /** A slot must start above the previous slot's max qty. */
  'min_qty_not_greater_than_previous_max_qty',
  'discount_not_positive',
  'discount_above_current_price',
  'discount_above_100_percent',
  /** Min or max qty not a whole number from 1 to LIMITS.quantityMax. */
  'qty_not_whole',
  /** A discounted price with more than two decimals. */
  'discounted_price_not_cents',
] as const;

export type PriceScalingErrorCode = (typeof PRICE_SCALING_ERROR_CODES)[number];

export interface PriceScalingSlot {
  min_qty?: number | null;
  max_qty?: number | null;
  /** The slot's discount: a unit price (fixed) or a percentage (percent). */
  discounted_price?: number | null;
}

export type PriceScalingSlotField = 'min_qty' | 'max_qty' | 'discounted_price';

export interface PriceScalingErrors {
  valid: boolean;
  /** Errors of the form as a whole (no slot, no current price). */
  form: PriceScalingErrorCode[];
  /** One entry per slot, same order as the input; an empty object when the slot is fine. */
  slots: Partial<Record<PriceScalingSlotField, PriceScalingErrorCode[]>>[];
}

export interface PriceScalingOptions {
  /** Whether the price-scaling box is ticked; when it is not, nothing is checked. Default true. */
  enabled?: boolean;
  /** How discounted_price is read: 'fixed' (default) caps it at the current price, 'percent' at 100. */
  discountUnit?: DiscountUnit;
}

const isSet = (value: number | null | undefined): value is number => typeof value === 'number' && !Number.isNaN(value);

export function priceScalingErrors(
  slots: readonly PriceScalingSlot[],
  currentPrice: number | null | undefined,
  options: PriceScalingOptions = {},
): PriceScalingErrors {
  const { enabled = true, discountUnit = 'fixed' } = options;
  const result: PriceScalingErrors = { valid: true, form: [], slots: slots.map(() => ({})) };
  if (!enabled) return result;

  if (slots.length === 0) result.form.push('slot_required');
  if (!isSet(currentPrice)) result.form.push('current_price_required');

  slots.forEach((slot, index) => {
    const errors = result.slots[index];
    const add = (field: PriceScalingSlotField, code: PriceScalingErrorCode): void => {
      (errors[field] ??= []).push(code);
    };

    if (!isSet(slot.min_qty)) add('min_qty', 'min_qty_required');
    else if (!isQuantity(slot.min_qty)) add('min_qty', 'qty_not_whole');
    if (!isSet(slot.max_qty)) add('max_qty', 'max_qty_required');
    else if (!isQuantity(slot.max_qty)) add('max_qty', 'qty_not_whole');
    if (isSet(slot.min_qty) && isSet(slot.max_qty) && slot.max_qty <= slot.min_qty) {
      add('max_qty', 'max_qty_not_greater_than_min_qty');
    }
    const previousMax = index > 0 ? slots[index - 1].max_qty : undefined;
    if (isSet(previousMax) && isSet(slot.min_qty) && slot.min_qty <= previousMax) {
      add('min_qty', 'min_qty_not_greater_than_previous_max_qty');
    }

    const discount = slot.discounted_price;
    if (!isSet(discount)) {
      add('discounted_price', 'discounted_price_required');
    } else if (discount <= 0) {
      add('discounted_price', 'discount_not_positive');
    } else if (!hasWholeCents(discount)) {
      add('discounted_price', 'discounted_price_not_cents');
    } else if (discountUnit === 'percent') {
      if (discount > 100) add('discounted_price', 'discount_above_100_percent');
    } else if (isSet(currentPrice) && discount > currentPrice) {
      add('discounted_price', 'discount_above_current_price');
    }
  });

  result.valid = result.form.length === 0 && result.slots.every((s) => Object.keys(s).length === 0);
  return result;
}
