/**
 * Rounds half away from zero at `decimals` places, on the number as meant rather than its binary
 * approximation: 1.005 -> 1.01 and 2.675 -> 2.68 (neither is exact in binary), -1.005 -> -1.01, and
 * 1.115 * 3 (= 3.3449999999999998) -> 3.35. The value is first read to 15 significant digits, which removes
 * the noise of earlier arithmetic, then the decimal point is shifted through the string form, which avoids
 * the error of `x * 100`.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a whole number >= 0, got ${decimals}`);
  const sign = value < 0 ? -1 : 1;
  const meant = Number(Math.abs(value).toPrecision(15));
  const shifted = shiftDecimalPoint(meant, decimals);
  const rounded = shiftDecimalPoint(Math.round(shifted), -decimals);
  // Avoid returning -0 for values that round to zero.
  return rounded === 0 ? 0 : sign * rounded;
}

function shiftDecimalPoint(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Pallet figures are shown to 2 decimals. */
export const roundPallets = (value: number): number => roundHalfUp(value, 2);

/** Container figures are shown to 4 decimals (a pallet is a small share of a container). */
export const roundContainers = (value: number): number => roundHalfUp(value, 4);

/** How many pallets a quantity fills, e.g. 620 panels at 31 per pallet -> 20. */
export const palletCount = (quantity: number, unitsPerPallet: number): number => (unitsPerPallet > 0 ? roundPallets(quantity / unitsPerPallet) : 0);

/** How many containers a quantity fills, e.g. 100 panels at 620 per container -> 0.1613. */
export const containerCount = (quantity: number, unitsPerContainer: number): number =>
  unitsPerContainer > 0 ? roundContainers(quantity / unitsPerContainer) : 0;
