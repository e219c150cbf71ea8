import { US_STATES } from '@solar/contracts';
import { salesTax, salesTaxRate, STATE_SALES_TAX_RATES } from './index';

describe('salesTaxRate', () => {
  it('answers the base statewide rate as a fraction', () => {
    expect(salesTaxRate('CA')).toBe(0.0725);
    expect(salesTaxRate('TX')).toBe(0.0625);
    expect(salesTaxRate('NY')).toBe(0.04);
    expect(salesTaxRate('DC')).toBe(0.06);
  });

  it('is 0 in the states without a statewide sales tax', () => {
    for (const code of ['AK', 'DE', 'MT', 'NH', 'OR']) expect(salesTaxRate(code)).toBe(0);
  });

  it('reads the code case-insensitively and around spaces', () => {
    expect(salesTaxRate('ca')).toBe(0.0725);
    expect(salesTaxRate(' wa ')).toBe(0.065);
  });

  it('is 0 for an unknown or empty state', () => {
    expect(salesTaxRate('ZZ')).toBe(0);
    expect(salesTaxRate('')).toBe(0);
  });

  it('has a rate between 0 and 12% for every state, DC and territory the shop knows', () => {
    expect(Object.keys(STATE_SALES_TAX_RATES).sort()).toEqual(US_STATES.map((s) => s.code).sort());
    for (const state of US_STATES) {
      expect(salesTaxRate(state.code)).toBeGreaterThanOrEqual(0);
      expect(salesTaxRate(state.code)).toBeLessThan(0.12);
    }
  });
});

describe('salesTax', () => {
  it('taxes only the taxable lines, at the state rate', () => {
    const lines = [
      { sum: 100, is_taxable: 1 },
      { sum: 50, is_taxable: 0 },
      { sum: 20, is_taxable: 1 },
    ];
    expect(salesTax(lines, 'CA')).toBe(8.7);
    expect(salesTax(lines, 'NY')).toBe(4.8);
  });

  it('rounds the total half up to cents, once', () => {
    // 0.40 x 6.25% = 0.025 -> 0.03
    expect(salesTax([{ sum: 0.4, is_taxable: 1 }], 'TX')).toBe(0.03);
    // 10.10 x 7.25% = 0.73225 -> 0.73
    expect(salesTax([{ sum: 10.1, is_taxable: 1 }], 'CA')).toBe(0.73);
    // Two lines of 0.20 each would round to 0.01 + 0.01; the total 0.40 gives 0.03.
    expect(
      salesTax(
        [
          { sum: 0.2, is_taxable: 1 },
          { sum: 0.2, is_taxable: 1 },
        ],
        'TX',
      ),
    ).toBe(0.03);
  });

  it('is 0 without taxable lines, in a state without sales tax, or for an unknown state', () => {
    expect(salesTax([], 'CA')).toBe(0);
    expect(salesTax([{ sum: 500, is_taxable: 0 }], 'CA')).toBe(0);
    expect(salesTax([{ sum: 500, is_taxable: 1 }], 'OR')).toBe(0);
    expect(salesTax([{ sum: 500, is_taxable: 1 }], 'XX')).toBe(0);
  });
});
