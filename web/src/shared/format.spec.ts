import { formatCount, formatDate, formatDay, formatDecimal, formatRating, formatUsd, priceTag, titleCase } from './format';

describe('formatUsd', () => {
  it('writes US dollars with cents and thousands separators', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  /** Edge cases of rounding and sign, then a spread of amounts as prices, discounts and per-watt prices produce them. */
  const amounts = (): number[] => {
    const list = [
      0,
      -0,
      1e-7,
      0.004,
      0.005,
      0.015,
      0.125,
      1.005,
      2.675,
      0.00005,
      0.24505,
      -0.001,
      -0.005,
      -1234.565,
      999.995,
      999999.999,
      99999999999.995,
      1e14 + 0.5,
      123456789012.34,
    ];
    for (let i = 0; i < 2000; i++) list.push(Math.round(Math.random() * 10 ** (1 + (i % 9)) * 1000) / 1000, -Math.random() * 10 ** (i % 12), Math.random());
    return list;
  };

  it.each([2, 4])("gives Intl's en-US dollar text to %i decimals for any amount, as Intl rounds and signs it", (digits) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });
    for (const amount of amounts()) expect([amount, formatUsd(amount, digits)]).toEqual([amount, intl.format(amount)]);
    for (const odd of [Number.NaN, Infinity, 1e20]) expect(formatUsd(odd, digits)).toBe(intl.format(odd));
  });
});

describe('formatDecimal', () => {
  it("gives Intl's en-US text to at most two decimals", () => {
    expect(formatDecimal(17.05)).toBe('17.05');
    expect(formatDecimal(1.5)).toBe('1.5');
    expect(formatDecimal(2000)).toBe('2,000');
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const values = [0, -0, 0.005, 1.005, 1.999, -2.5, 1e12];
    for (let i = 0; i < 2000; i++) values.push(Math.random() * 10 ** (i % 10), -Math.random() * 100);
    for (const n of values) expect([n, formatDecimal(n)]).toEqual([n, intl.format(n)]);
  });
});

describe('formatDay', () => {
  it("gives Intl's en-US medium date, in the browser's zone or in UTC", () => {
    const local = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    const utc = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const dates = [
      new Date('2026-03-05T00:00:00Z'),
      new Date('2026-12-31T23:59:59.999Z'),
      new Date('0999-06-01T00:00:00Z'),
      new Date('+012000-01-01T00:00:00Z'),
    ];
    for (let i = 0; i < 2000; i++) dates.push(new Date(Date.UTC(1970, 0, 1) + Math.random() * 4e12));
    for (const date of dates) {
      expect([date.toISOString(), formatDay(date, 'local')]).toEqual([date.toISOString(), local.format(date)]);
      expect([date.toISOString(), formatDay(date, 'UTC')]).toEqual([date.toISOString(), utc.format(date)]);
    }
    expect(formatDate('2026-03-05T12:00:00Z')).toBe(local.format(new Date('2026-03-05T12:00:00Z')));
    expect(formatDate('not a date')).toBe('');
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
