import { CONDITION_VALUES } from '../enums/conditions';
import { DISCOUNT_UNITS } from '../enums/discount';
import { SHIPPING_TYPES } from '../enums/shipping';
import { checkProductTexts, checkWeightAndSize, Collector, isGiven, numberOf, text, type FieldErrors } from '../forms/field-rules';
import { MESSAGES } from '../messages';
import { priceScalingErrors, type PriceScalingErrorCode, type PriceScalingSlot } from '../rules/price-scaling';
import { plainText } from '../rules/rich-text';
import { isValidRelatedProductCount, LIMITS } from '../rules/validation';
import { hasWholeCents } from '../rules/money';

const V = MESSAGES.validation;
const P = MESSAGES.product;
const L = MESSAGES.limits;

/** The wording of each price-scaling rule (the specs list the rules without texts). */
export const PRICE_SCALING_MESSAGES: Readonly<Record<PriceScalingErrorCode, string>> = {
  slot_required: 'Add at least one price slot, or untick price scaling.',
  current_price_required: 'The current price is required.',
  min_qty_required: 'Min qty is required.',
  max_qty_required: 'Max qty is required.',
  discounted_price_required: 'Discounted price is required.',
  max_qty_not_greater_than_min_qty: 'Max qty must be greater than min qty.',
  min_qty_not_greater_than_previous_max_qty: "Min qty must be greater than the previous slot's max qty.",
  discount_not_positive: 'The discount must be greater than 0.',
  discount_above_current_price: 'The discount cannot be more than the current price.',
  discount_above_100_percent: 'The discount cannot be more than 100%.',
  qty_not_whole: MESSAGES.limits.quantityInvalid,
  discounted_price_not_cents: MESSAGES.limits.moneyCents,
};

/** A checkbox's value as forms and JSON bodies send it (price scaling's `scalling_price`). */
export const isTicked = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** The price-scaling slots of a body, each number read from a number or a numeric string. */
export const priceScalingSlotsOf = (value: unknown): PriceScalingSlot[] =>
  (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map((s) => ({
    min_qty: numberOf(s?.min_qty),
    max_qty: numberOf(s?.max_qty),
    discounted_price: numberOf(s?.discounted_price),
  }));

/**
 * The price-scaling rules as field errors: the box's own message under `bulk_savings`, each slot's under
 * `bulk_savings.<index>.<field>`. A missing current price is left to the price field.
 */
export function priceScalingFieldErrors(slots: unknown, currentPrice: number | undefined, scaling: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const result = priceScalingErrors(priceScalingSlotsOf(slots), currentPrice, { enabled: isTicked(scaling) });
  const formCodes = result.form.filter((code) => code !== 'current_price_required');
  if (formCodes.length) errors.bulk_savings = formCodes.map((code) => PRICE_SCALING_MESSAGES[code]);
  result.slots.forEach((slot, index) => {
    for (const [field, codes] of Object.entries(slot)) {
      if (codes?.length) errors[`bulk_savings.${index}.${field}`] = [PRICE_SCALING_MESSAGES[codes[0]]];
    }
  });
  return errors;
}

/**
 * The seller's product form (both specs, section 5), checked the same in the browser and by catalog.
 * Errors are keyed by the ProductForm field; price-scaling slots as `bulk_savings.<index>.<field>`.
 */
export function validateProductForm(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const positiveMoney = (field: string, required: string, notPositive: string): number | undefined => {
    const n = numberOf(input[field]);
    c.check(field, [[n === undefined, required], [n !== undefined && n <= 0, notPositive], ...moneyBounds(n)]);
    return n;
  };
  /** Whole quantities (LIMITS.quantityMax); each field's own rules come first. */
  const quantityBound = (n: number | undefined): [boolean, string] => [n !== undefined && n > LIMITS.quantityMax, L.quantityTooLarge];
  const requiredText = (field: string, message: string, max = 255): void => {
    const value = plainText(input[field]);
    c.check(field, [[!value || value.length > max, message]]);
  };

  c.check('category_id', [[!numberOf(input.category_id), V.categoryRequired]]);
  c.check('subcategory_id', [[!numberOf(input.subcategory_id), V.subCategoryRequired]]);
  checkProductTexts(c, input);

  const price = positiveMoney('price', P.priceRequired, P.pricePositive);
  positiveMoney('cost', P.sellerPriceRequired, P.sellerPricePositive);
  if (isGiven(input.msrp)) {
    const msrp = numberOf(input.msrp);
    c.check('msrp', [[msrp === undefined || msrp < 0, L.moneyInvalid], ...moneyBounds(msrp)]);
  }

  const moq = numberOf(input.moq);
  c.check('moq', [[moq === undefined || moq < LIMITS.moqMin || !Number.isInteger(moq), V.moqMin], quantityBound(moq)]);
  const totalQty = numberOf(input.total_qty);
  c.check('total_qty', [
    [totalQty === undefined, P.quantityRequired],
    [totalQty !== undefined && (totalQty < 0 || !Number.isInteger(totalQty)), P.quantityWhole],
    quantityBound(totalQty),
  ]);
  const maxQty = numberOf(input.max_qty);
  if (maxQty !== undefined && maxQty !== 0) {
    c.check('max_qty', [[!Number.isInteger(maxQty) || (moq !== undefined && maxQty < moq), P.maxQtyBelowMoq], quantityBound(maxQty)]);
  }
  const step = numberOf(input.qty_step);
  if (step !== undefined) c.check('qty_step', [[!Number.isInteger(step) || step < 1, P.qtyStepWhole], quantityBound(step)]);

  const discount = numberOf(input.discount);
  if (discount !== undefined && discount > 0) {
    const unit = input.discount_unit;
    c.check('discount_unit', [[!(DISCOUNT_UNITS as readonly unknown[]).includes(unit), P.discountUnitRequired]]);
    if (unit === 'percent') c.check('discount', [[discount > 100, PRICE_SCALING_MESSAGES.discount_above_100_percent]]);
    if (unit === 'fixed' && price !== undefined) c.check('discount', [[discount >= price, P.discountBelowPrice]]);
    if (!c.errors.discount) c.check('discount', moneyBounds(discount));
  } else if (discount !== undefined && discount < 0) {
    c.errors.discount = [PRICE_SCALING_MESSAGES.discount_not_positive];
  }

  requiredText('sku', P.skuRequired, 100);
  requiredText('part_number', P.partNumberRequired, 100);
  c.check('condition', [[!(CONDITION_VALUES as readonly unknown[]).includes(input.condition), P.conditionRequired]]);
  c.check('brand_id', [[!numberOf(input.brand_id), P.brandRequired]]);
  c.check('shipping_type', [[!(SHIPPING_TYPES as readonly unknown[]).includes(input.shipping_type), P.shippingTypeRequired]]);
  if (input.shipping_type === 'estimated_shipping') {
    const charge = numberOf(input.shipping_cost);
    c.check('shipping_cost', [[charge === undefined || charge < 0, P.shippingChargesRequired], ...moneyBounds(charge)]);
  }

  checkWeightAndSize(c, input);

  c.check('reseller_id', [[!numberOf(input.reseller_id), P.resellerRequired]]);

  const related = input.related_ids ?? [];
  c.check('related_ids', [
    [!Array.isArray(related) || !related.every((r) => Number.isInteger(r)), V.relatedProductsCount],
    [Array.isArray(related) && (!isValidRelatedProductCount(new Set(related).size) || new Set(related).size !== related.length), V.relatedProductsCount],
  ]);

  Object.assign(c.errors, priceScalingFieldErrors(input.bulk_savings, price, input.scalling_price));

  for (const list of ['images', 'documents'] as const) {
    const value = input[list];
    if (value !== undefined && (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))) c.errors[list] = [P.filesInvalid];
  }
  const locations = input.locations;
  if (locations !== undefined) {
    const ok =
      Array.isArray(locations) &&
      locations.every((l) => typeof l?.location_id === 'string' && Number.isInteger(numberOf(l?.qty)) && (numberOf(l?.qty) ?? -1) >= 0);
    if (!ok) c.errors.locations = [P.locationsInvalid];
    else if (locations.reduce((sum: number, l) => sum + numberOf(l.qty)!, 0) > LIMITS.quantityMax) c.errors.locations = [L.locationsTotalTooLarge];
  }
  return c.errors;
}

/**
 * The bounds of money after a field's own rules: at most LIMITS.unitPriceMax, in whole cents. Nothing to add
 * for a value the field's own rules already refuse (undefined).
 */
function moneyBounds(n: number | undefined): [boolean, string][] {
  if (n === undefined) return [];
  return [
    [n > LIMITS.unitPriceMax, MESSAGES.limits.moneyTooLarge],
    [!hasWholeCents(n), MESSAGES.limits.moneyCents],
  ];
}

/** Review: comment and rating required (rating a whole number of stars, 1 to 5). */
export function validateReview(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const rating = numberOf(input.rating);
  c.check('rating', [[rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5, P.ratingRequired]]);
  const comment = plainText(input.comment);
  c.check('comment', [
    [!comment, P.commentRequired],
    [comment.length > 2000, P.commentTooLong],
  ]);
  return c.errors;
}

/** Ask-a-question and discussion posts: some text, at most 1000 characters. */
export function validateQuestion(input: Record<string, unknown>, field: 'question' | 'message' = 'question'): FieldErrors {
  const c = new Collector();
  const value = plainText(input[field]);
  c.check(field, [
    [!value, P.questionRequired],
    [value.length > 1000, P.questionTooLong],
  ]);
  c.check('item_uuid', [[!text(input.item_uuid), P.itemRequired]]);
  return c.errors;
}

/** Resellers: name and company name required. */
export function validateReseller(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const name = plainText(input.name);
  const company = plainText(input.company_name);
  c.check('name', [[!name || name.length > LIMITS.nameMax, P.resellerNameRequired]]);
  c.check('company_name', [[!company || company.length > LIMITS.nameMax, P.resellerCompanyRequired]]);
  return c.errors;
}
