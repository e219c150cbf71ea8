import { fromCents, roundHalfUp, sumMoney, toCents, findUsState, type UsStateCode } from '@solar/contracts';

/**
 * Base statewide sales-tax rates as fractions (state level only, as of 2025). Local (county, city, district)
 * rates come on top of these in most states and are NOT included: the marketplace charges the state's base
 * rate only. States without a statewide sales tax are 0 (Alaska, Delaware, Montana, New Hampshire, Oregon),
 * and so are the Virgin Islands (a gross-receipts tax on the seller, nothing charged to the buyer).
 * Notes on a few figures: Hawaii's is its general excise tax; New Mexico's its gross receipts tax; Utah's and
 * Virginia's include the statewide part levied for localities (4.85% + 1.25%, 4.3% + 1%); Puerto Rico's is
 * the IVU's state part (the 1% municipal part is local).
 */
export const STATE_SALES_TAX_RATES: Readonly<Record<UsStateCode, number>> = {
  AL: 0.04,
  AK: 0,
  AZ: 0.056,
  AR: 0.065,
  CA: 0.0725,
  CO: 0.029,
  CT: 0.0635,
  DE: 0,
  DC: 0.06,
  FL: 0.06,
  GA: 0.04,
  HI: 0.04,
  ID: 0.06,
  IL: 0.0625,
  IN: 0.07,
  IA: 0.06,
  KS: 0.065,
  KY: 0.06,
  LA: 0.05,
  ME: 0.055,
  MD: 0.06,
  MA: 0.0625,
  MI: 0.06,
  MN: 0.06875,
  MS: 0.07,
  MO: 0.04225,
  MT: 0,
  NE: 0.055,
  NV: 0.0685,
  NH: 0,
  NJ: 0.06625,
  NM: 0.04875,
  NY: 0.04,
  NC: 0.0475,
  ND: 0.05,
  OH: 0.0575,
  OK: 0.045,
  OR: 0,
  PA: 0.06,
  PR: 0.105,
  RI: 0.07,
  SC: 0.06,
  SD: 0.042,
  TN: 0.07,
  TX: 0.0625,
  UT: 0.061,
  VT: 0.06,
  VI: 0,
  VA: 0.053,
  WA: 0.065,
  WV: 0.06,
  WI: 0.05,
  WY: 0.04,
};

/** Base state sales-tax rate as a fraction (e.g. 0.0725 for CA), 0 for states without one; unknown -> 0. */
export function salesTaxRate(stateCode: string): number {
  // findUsState matches codes case-insensitively (and full names), so 'ca' and ' CA ' are California.
  const state = typeof stateCode === 'string' ? findUsState(stateCode) : undefined;
  return state ? STATE_SALES_TAX_RATES[state.code] : 0;
}

/** Tax on the taxable lines' sums (shipping is not taxed), rounded half-up to cents. */
export function salesTax(lines: { sum: number; is_taxable: number }[], stateCode: string): number {
  const rate = salesTaxRate(stateCode);
  if (rate === 0) return 0;
  // Taxed on the total of the taxable lines and rounded once, so the order's tax is not a sum of roundings.
  // In integer cents: the taxable sum exactly, the tax rounded half-up to a whole cent.
  const taxable = toCents(sumMoney(lines.filter((line) => line.is_taxable).map((line) => line.sum)));
  return fromCents(roundHalfUp(taxable * rate));
}
