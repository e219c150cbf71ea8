import { formatUsd, priceTag } from './format';

describe('formatUsd', () => {
  it('writes US dollars with cents and thousands separators', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });
});

describe('priceTag', () => {
  it('shows the sale price and strikes the list price when the sale price is lower', () => {
    expect(priceTag(189, 169)).toEqual({ current: '$169.00', was: '$189.00' });
  });

  it.each([
    ['equal', 215, 215],
    ['higher', 100, 120],
    ['missing', 96, undefined],
    ['null', 96, null],
  ])('shows only the list price when the sale price is %s', (_case, price, sale) => {
    expect(priceTag(price, sale)).toEqual({ current: formatUsd(price) });
  });

  it('accepts a free item on sale', () => {
    expect(priceTag(10, 0)).toEqual({ current: '$0.00', was: '$10.00' });
  });
});
