import { cartLineSum, effectivePrice, salePrice, type PricedItem } from './pricing';

describe('salePrice', () => {
  it('takes a percentage off with a percent discount', () => {
    expect(salePrice(200, 10, 'percent')).toBe(180);
    expect(salePrice(19.99, 15, 'percent')).toBe(16.99);
  });

  it('takes the amount off with a fixed discount', () => {
    expect(salePrice(200, 25, 'fixed')).toBe(175);
  });

  it('never goes below zero', () => {
    expect(salePrice(50, 80, 'fixed')).toBe(0);
    expect(salePrice(50, 150, 'percent')).toBe(0);
  });

  it('leaves the price alone without a usable discount', () => {
    expect(salePrice(50, 0, 'percent')).toBe(50);
    expect(salePrice(50, null, 'fixed')).toBe(50);
    expect(salePrice(50, 10, null)).toBe(50);
  });
});

describe('effectivePrice', () => {
  const tiers = [
    { min_qty: 10, max_qty: 49, discounted_price: 95 },
    { min_qty: 50, max_qty: 199, discounted_price: 90 },
  ];

  it('applies a percent or fixed discount before anything else', () => {
    const item: PricedItem = { price: 100, discount: 10, discount_unit: 'percent', scalling_price: 1, bulk_savings: tiers };
    expect(effectivePrice(item, 60)).toBe(90);
    expect(effectivePrice({ ...item, discount: 3, discount_unit: 'fixed' }, 60)).toBe(97);
  });

  it('uses the bulk tier holding the quantity when scaling is on', () => {
    const item: PricedItem = { price: 100, discount: 0, scalling_price: 1, bulk_savings: tiers };
    expect(effectivePrice(item, 9)).toBe(100);
    expect(effectivePrice(item, 10)).toBe(95);
    expect(effectivePrice(item, 49)).toBe(95);
    expect(effectivePrice(item, 50)).toBe(90);
    expect(effectivePrice(item, 500)).toBe(100);
  });

  it('ignores the tiers when scaling is off', () => {
    expect(effectivePrice({ price: 100, scalling_price: 0, bulk_savings: tiers }, 20)).toBe(100);
    expect(effectivePrice({ price: 100, scalling_price: false, bulk_savings: tiers }, 20)).toBe(100);
  });
});

describe('cartLineSum', () => {
  it('uses salePrice when a discount applies and it is below the price', () => {
    expect(cartLineSum({ price: 100, salePrice: 80, discount: 20, discount_unit: 'percent', qty: 3 })).toBe(240);
  });

  it('uses the price when salePrice is not below it or no discount applies', () => {
    expect(cartLineSum({ price: 100, salePrice: 100, discount: 0, qty: 2 })).toBe(200);
    expect(cartLineSum({ price: 100, salePrice: 80, discount: 0, qty: 2 })).toBe(200);
  });

  it('falls back to the bulk tier price and rounds to cents', () => {
    const entry = { price: 1.2, qty: 3, scalling_price: 1, bulk_savings: [{ min_qty: 2, max_qty: 10, discounted_price: 1.115 }] };
    expect(cartLineSum(entry)).toBe(3.35);
  });
});
