import { PRICE_SCALING_MESSAGES, validateProductForm } from '../catalog/rules';
import { cartQuantityProblem, CART_MESSAGES } from '../cart/rules';
import { MESSAGES } from '../messages';
import { priceScalingErrors } from './price-scaling';
import { fromCents, hasWholeCents, isMoneyAmount, isPayableTotal, isQuantity, lineAmount, MONEY_TOTAL_MAX, sumMoney, toCents } from './money';
import { LIMITS } from './validation';

const L = MESSAGES.limits;

describe('money helpers', () => {
  it('takes amounts from 0.01 to 1,000,000.00 in whole cents', () => {
    for (const ok of [0.01, 19.99, 0.1 + 0.2, 1_000_000, 999_999.99]) expect(isMoneyAmount(ok)).toBe(true);
    for (const bad of [0, -1, 1e-7, 19.999, 1_000_000.01, 1e308, Number.NaN, Infinity, undefined]) expect(isMoneyAmount(bad)).toBe(false);
    expect(isMoneyAmount(0, { allowZero: true })).toBe(true);
    expect(hasWholeCents(1.005)).toBe(false);
    expect(hasWholeCents(1234.56)).toBe(true);
  });

  it('takes whole quantities up to 1,000,000', () => {
    expect(isQuantity(1)).toBe(true);
    expect(isQuantity(LIMITS.quantityMax)).toBe(true);
    for (const bad of [0, -1, 1.5, LIMITS.quantityMax + 1, 1e300, Number.NaN]) expect(isQuantity(bad)).toBe(false);
    expect(isQuantity(0, { min: 0 })).toBe(true);
  });

  it('adds in integer cents: exact sums, and nothing non-finite gets in', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(lineAmount(19.99, 3)).toBe(59.97);
    expect(lineAmount(LIMITS.unitPriceMax, LIMITS.quantityMax)).toBe(1e12);
    // Nine maximal lines, plus a cent: exact.
    expect(sumMoney([...Array.from({ length: 9 }, () => 1e12), 0.01])).toBe(9_000_000_000_000.01);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.115 * 3)).toBe(335);
    expect(toCents(1_062_500_000_063.93)).toBe(106_250_000_006_393);
    expect(toCents(9_999_999_999_999.99)).toBe(999_999_999_999_999);
    expect(toCents(-2.675)).toBe(-268);
    expect(fromCents(1999)).toBe(19.99);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => sumMoney([1, Infinity])).toThrow(RangeError);
    expect(() => lineAmount(1, 1.5)).toThrow(RangeError);
    expect(isPayableTotal(MONEY_TOTAL_MAX)).toBe(true);
    expect(isPayableTotal(MONEY_TOTAL_MAX + 1)).toBe(false);
    expect(isPayableTotal(Number.NaN)).toBe(false);
  });
});

/** A product form every rule accepts. */
const form = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  category_id: 1,
  subcategory_id: 2,
  name: 'Panel',
  description: '<p>A panel.</p>',
  meta_name: 'Panel',
  meta_description: 'A panel.',
  price: 189.5,
  cost: 150,
  moq: 2,
  total_qty: 40,
  sku: 'SKU',
  part_number: 'PN',
  condition: 'new',
  brand_id: 1,
  shipping_type: 'free_shipping',
  weight: 48,
  weight_unit: 'lb',
  length: 76,
  length_unit: 'in',
  width: 41,
  width_unit: 'in',
  height: 1.4,
  height_unit: 'in',
  reseller_id: 1,
  ...overrides,
});

describe('validateProductForm: money and quantity bounds', () => {
  it('accepts the largest amounts and quantities', () => {
    expect(
      validateProductForm(
        form({
          price: 1_000_000,
          cost: '999999.99',
          msrp: 1_000_000,
          moq: 1_000_000,
          total_qty: 1_000_000,
          max_qty: 1_000_000,
          qty_step: 1_000_000,
          weight: 100_000,
        }),
      ),
    ).toEqual({});
  });

  it.each([
    ['price', 1e308, L.moneyTooLarge],
    ['price', '1000000.01', L.moneyTooLarge],
    ['price', 1e-7, L.moneyCents],
    ['price', '12.345', L.moneyCents],
    ['price', -1, MESSAGES.product.pricePositive],
    ['price', 'NaN', MESSAGES.product.priceRequired],
    ['price', 'Infinity', MESSAGES.product.priceRequired],
    ['price', '1e999', MESSAGES.product.priceRequired],
    ['cost', 1e308, L.moneyTooLarge],
    ['cost', 1e-7, L.moneyCents],
    ['msrp', 1e308, L.moneyTooLarge],
    ['msrp', -1, L.moneyInvalid],
    ['msrp', 'NaN', L.moneyInvalid],
    ['moq', 1e308, L.quantityTooLarge],
    ['moq', 0, 'Moq should be atleast 1'],
    ['moq', 2.5, 'Moq should be atleast 1'],
    ['total_qty', 1_000_001, L.quantityTooLarge],
    ['total_qty', -1, MESSAGES.product.quantityWhole],
    ['max_qty', 1e308, L.quantityTooLarge],
    ['qty_step', 1e9, L.quantityTooLarge],
    ['weight', 1e308, L.measureTooLarge],
    ['height', 100_001, L.measureTooLarge],
  ])('%s = %p: %s', (field, value, message) => {
    expect(validateProductForm(form({ [field]: value }))[field]).toEqual([message]);
  });

  it('bounds discounts, shipping charges, location quantities and price-scaling slots', () => {
    expect(validateProductForm(form({ discount: 10.555, discount_unit: 'fixed' })).discount).toEqual([L.moneyCents]);
    expect(validateProductForm(form({ discount: 1e-7, discount_unit: 'percent' })).discount).toEqual([L.moneyCents]);
    expect(validateProductForm(form({ shipping_type: 'estimated_shipping', shipping_cost: 1e308 })).shipping_cost).toEqual([L.moneyTooLarge]);
    expect(validateProductForm(form({ shipping_type: 'estimated_shipping', shipping_cost: 0 })).shipping_cost).toBeUndefined();
    const locations = [
      { location_id: 'a', qty: 600_000 },
      { location_id: 'b', qty: 600_000 },
    ];
    expect(validateProductForm(form({ locations })).locations).toEqual([L.locationsTotalTooLarge]);
    const errors = validateProductForm(form({ scalling_price: 1, bulk_savings: [{ min_qty: 1.5, max_qty: 1e308, discounted_price: 1e-7 }] }));
    expect(errors).toMatchObject({
      'bulk_savings.0.min_qty': [PRICE_SCALING_MESSAGES.qty_not_whole],
      'bulk_savings.0.max_qty': [PRICE_SCALING_MESSAGES.qty_not_whole],
      'bulk_savings.0.discounted_price': [L.moneyCents],
    });
    expect(priceScalingErrors([{ min_qty: 1, max_qty: LIMITS.quantityMax, discounted_price: 99.99 }], 100).valid).toBe(true);
  });
});

describe('cartQuantityProblem: the quantity bound', () => {
  const item = { moq: 1, max_qty: 0, qty_step: 1, stock: 10 * LIMITS.quantityMax };
  it('refuses more than LIMITS.quantityMax units whatever the stock', () => {
    expect(cartQuantityProblem(item, LIMITS.quantityMax)).toBeNull();
    expect(cartQuantityProblem(item, LIMITS.quantityMax + 1)).toBe(L.quantityTooLarge);
    expect(cartQuantityProblem(item, 1e308)).toBe(L.quantityTooLarge);
    expect(cartQuantityProblem(item, Number.NaN)).toBe(CART_MESSAGES.qtyWhole);
  });
});
