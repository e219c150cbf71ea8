import { MESSAGES } from '../messages';
import { LIMITS } from './validation';

/**
 * Money as the marketplace checks and adds it up. Amounts cross the API as dollars (numbers with up to two
 * decimals); every total is computed in integer cents, so adding a hundred lines gives the exact sum rather
 * than a float's approximation, and nothing that is not a finite amount (NaN, Infinity, what JSON writes as
 * null) ever reaches a total.
 */

/**
 * Largest total (dollars) an order may have: 10,000,000,000,000.00, ten lines of the largest price and
 * quantity. Amounts cross the API as JSON numbers in dollars, and a double holds every cent exactly only
 * below about 3.5 x 10^13 (past that its spacing exceeds half a cent), so a larger total could not be shown
 * or charged to the cent.
 */
export const MONEY_TOTAL_MAX = 10_000_000_000_000;

/** A value a money field may hold: finite, above 0 (or 0 with `allowZero`), at most LIMITS.unitPriceMax, in whole cents. */
export function isMoneyAmount(value: number | undefined, { allowZero = false } = {}): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (allowZero ? value < 0 : value <= 0) return false;
  if (value > LIMITS.unitPriceMax) return false;
  return hasWholeCents(value);
}

/** Whether an amount has at most two decimals: 19.99 yes, 19.999 and 1e-7 no (read as meant, not as its binary form). */
export function hasWholeCents(value: number): boolean {
  // 15 significant digits drop the binary noise of `x * 100` (19.99 * 100 = 1998.9999999999998).
  return Number.isFinite(value) && Number.isInteger(Number((value * 100).toPrecision(15)));
}

/** A quantity field's value: a whole number from `min` (default 1) to LIMITS.quantityMax. */
export function isQuantity(value: number | undefined, { min = 1 } = {}): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= LIMITS.quantityMax;
}

class MoneyError extends RangeError {}

/**
 * An amount in dollars as whole cents, rounded half-up on the amount as meant (1.005 -> 101, as roundHalfUp);
 * throws on NaN and Infinity, which no total may take in. The decimal point is shifted in the number's
 * shortest decimal form, so 90,000,000,000,000.01 is 9,000,000,000,000,001 cents, not a float's neighbour.
 */
export function toCents(amount: number): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new MoneyError(`Not an amount of money: ${amount}`);
  const [mantissa, exponent = '0'] = String(Math.abs(amount)).split('e');
  let cents = Number(`${mantissa}e${Number(exponent) + 2}`);
  // Below 10^15 cents, 15 significant digits hold every cent and drop earlier arithmetic's noise (3.3449999999999998 -> 334.5).
  if (cents < 1e15) cents = Number(cents.toPrecision(15));
  const rounded = Math.sign(amount) * Math.round(cents);
  return rounded === 0 ? 0 : rounded;
}

/** Whole cents as dollars (1999 -> 19.99: the number JSON writes as the decimal it means). */
export const fromCents = (cents: number): number => cents / 100;

/** Sum of amounts in dollars, added in integer cents (BigInt, so any number of lines stays exact). */
export function sumMoney(amounts: readonly number[]): number {
  return fromCents(Number(amounts.reduce((total, amount) => total + BigInt(toCents(amount)), 0n)));
}

/** A unit price times a whole quantity, in integer cents. */
export function lineAmount(unitPrice: number, qty: number): number {
  if (!Number.isInteger(qty)) throw new MoneyError(`Not a whole quantity: ${qty}`);
  return fromCents(Number(BigInt(toCents(unitPrice)) * BigInt(qty)));
}

/** Whether a total can be charged: a finite amount of at least 0, at most MONEY_TOTAL_MAX. */
export const isPayableTotal = (amount: number): boolean => Number.isFinite(amount) && amount >= 0 && amount <= MONEY_TOTAL_MAX;

/**
 * The bound a money value breaks, as the message to show under its field, or null: too large
 * (LIMITS.unitPriceMax), then more than two decimals. A field's own 'required' and 'greater than 0' rules
 * come before this one.
 */
export function moneyBoundProblem(value: number): string | null {
  if (value > LIMITS.unitPriceMax) return MESSAGES.limits.moneyTooLarge;
  if (!hasWholeCents(value)) return MESSAGES.limits.moneyCents;
  return null;
}

/** The bound a whole quantity breaks (LIMITS.quantityMax), as its field's message, or null. */
export const quantityBoundProblem = (value: number): string | null => (value > LIMITS.quantityMax ? MESSAGES.limits.quantityTooLarge : null);
