import { canOrder, quantityBounds, snapQuantity, snapReason } from './quantity';

describe('quantity bounds', () => {
  it('runs from the MOQ in steps up to the order limit, capped by the stock', () => {
    expect(quantityBounds({ moq: 5, qty_step: 5, max_qty: 22, total_qty: 100 })).toEqual({ min: 5, max: 20, step: 5 });
    expect(quantityBounds({ moq: 5, qty_step: 5, max_qty: 60, total_qty: 33 })).toEqual({ min: 5, max: 30, step: 5 });
  });

  it('takes the stock as the limit when the item sets none (max_qty 0)', () => {
    expect(quantityBounds({ moq: 2, qty_step: 3, max_qty: 0, total_qty: 12 })).toEqual({ min: 2, max: 11, step: 3 });
  });

  it('treats a missing MOQ or step as 1, and has no valid quantity when the stock is below the MOQ', () => {
    expect(quantityBounds({ moq: 0, qty_step: 0, max_qty: 0, total_qty: 3 })).toEqual({ min: 1, max: 3, step: 1 });
    const short = quantityBounds({ moq: 10, qty_step: 1, max_qty: 0, total_qty: 4 });
    expect(canOrder(short)).toBe(false);
  });
});

describe('snapping a typed quantity', () => {
  const bounds = { min: 5, max: 20, step: 5 };

  it.each([
    [13, 15],
    [12, 10],
    [5, 5],
    [2, 5],
    [-4, 5],
    [1000, 20],
    [Number.NaN, 5],
  ])('%p becomes %p', (typed, expected) => {
    expect(snapQuantity(typed, bounds)).toBe(expected);
  });
});

describe('why a typed quantity was changed', () => {
  const bounds = { min: 5, max: 20, step: 5 };
  it.each([
    [1000, 'max'],
    [2, 'min'],
    [13, 'step'],
    [15, null],
    [Number.NaN, null],
  ])('%p: %p', (typed, reason) => expect(snapReason(typed, bounds)).toBe(reason));
});
