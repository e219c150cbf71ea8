import { formatCount, formatDate, formatRating, formatUsd, priceTag, titleCase } from './format';

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

describe('formatDate', () => {
  it('writes an ISO date as the month, day and year, and nothing for a date that does not parse', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRating', () => {
  it('writes an average to one decimal, rounding halves up', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(4)).toBe('4.0');
  });
});

describe('formatCount and titleCase', () => {
  it('separate thousands and capitalise each word', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(titleCase('trina solar')).toBe('Trina Solar');
  });
});
