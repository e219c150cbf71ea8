import { countOf, groupedNumber, nounFor, pluralWord } from './numbers';

describe('groupedNumber', () => {
  it('writes whole numbers with thousands separators', () => {
    expect(groupedNumber(0)).toBe('0');
    expect(groupedNumber(999)).toBe('999');
    expect(groupedNumber(1000)).toBe('1,000');
    expect(groupedNumber(20_000)).toBe('20,000');
    expect(groupedNumber(1_234_567)).toBe('1,234,567');
    expect(groupedNumber(-1234)).toBe('-1,234');
  });

  it("reads exactly as toLocaleString('en-US') does, whole or not", () => {
    const samples = [1, 12, 123, 1234, 12_345, 123_456, 9_999_999, 10_000_000_000_000, Number.MAX_SAFE_INTEGER, -7, -100_000, 0.5, 1234.5678, 1e21, -0];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n);
    for (const n of samples) expect(groupedNumber(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('countOf: the one way things are counted', () => {
  it('says one thing in the singular and any other count in the plural, grouped', () => {
    expect([countOf(1, 'panel'), countOf(0, 'panel'), countOf(10, 'panel'), countOf(1860, 'panel')]).toEqual([
      '1 panel',
      '0 panels',
      '10 panels',
      '1,860 panels',
    ]);
    expect([countOf(2, 'battery'), countOf(3, 'box'), countOf(2, 'open bid'), countOf(5, 'counter-offer')]).toEqual([
      '2 batteries',
      '3 boxes',
      '2 open bids',
      '5 counter-offers',
    ]);
    expect(countOf(5, 'MW', 'MW')).toBe('5 MW');
    expect(nounFor(2, 'pair')).toBe('pairs');
  });

  it('leaves units of measure that take no s as they are', () => {
    expect(['each', 'pcs', 'kg', 'pc', 'MW', 'kWh', 'kit'].map(pluralWord)).toEqual(['each', 'pcs', 'kg', 'pc', 'MW', 'kWh', 'kits']);
  });
});
