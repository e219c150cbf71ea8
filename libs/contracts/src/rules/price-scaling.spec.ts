import { priceScalingErrors } from './price-scaling';

describe('priceScalingErrors', () => {
  it('accepts well-formed, increasing slots', () => {
    const result = priceScalingErrors(
      [
        { min_qty: 10, max_qty: 49, discounted_price: 95 },
        { min_qty: 50, max_qty: 100, discounted_price: 90 },
      ],
      100,
    );
    expect(result).toEqual({ valid: true, form: [], slots: [{}, {}] });
  });

  it('asks for at least one slot, unless scaling is unticked', () => {
    expect(priceScalingErrors([], 100).form).toEqual(['slot_required']);
    expect(priceScalingErrors([], 100, { enabled: false }).valid).toBe(true);
  });

  it('requires the current price and every slot field', () => {
    const result = priceScalingErrors([{}], null);
    expect(result.valid).toBe(false);
    expect(result.form).toEqual(['current_price_required']);
    expect(result.slots[0]).toEqual({
      min_qty: ['min_qty_required'],
      max_qty: ['max_qty_required'],
      discounted_price: ['discounted_price_required'],
    });
  });

  it('wants max qty above min qty and each slot to start above the previous max', () => {
    const result = priceScalingErrors(
      [
        { min_qty: 10, max_qty: 10, discounted_price: 95 },
        { min_qty: 10, max_qty: 20, discounted_price: 90 },
      ],
      100,
    );
    expect(result.slots[0]).toEqual({ max_qty: ['max_qty_not_greater_than_min_qty'] });
    expect(result.slots[1]).toEqual({ min_qty: ['min_qty_not_greater_than_previous_max_qty'] });
  });

  it('wants a positive discount no higher than the current price, or 100 % for percentages', () => {
    const slots = [
      { min_qty: 1, max_qty: 5, discounted_price: 0 },
      { min_qty: 6, max_qty: 10, discounted_price: 120 },
    ];
    expect(priceScalingErrors(slots, 100).slots).toEqual([
      { discounted_price: ['discount_not_positive'] },
      { discounted_price: ['discount_above_current_price'] },
    ]);
    expect(priceScalingErrors(slots, 500, { discountUnit: 'percent' }).slots[1]).toEqual({
      discounted_price: ['discount_above_100_percent'],
    });
  });
});
