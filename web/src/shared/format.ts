import { CURRENCY, groupedNumber, roundHalfUp } from '@solar/contracts';

/** How the shop writes money, dates, ratings and names, the same on every page. */

/*
 * Money, decimals and dates are written by hand in the texts Intl's en-US formats give (format.spec compares them
 * over wide ranges): the first Intl formatter a page makes loads the locale data, which costs a phone tens of
 * milliseconds in the middle of the first render of any page with a price or a date. Intl stays the fallback for
 * what the hand-written forms do not cover (huge amounts, another currency, years outside 1000 to 9999).
 */

/** Intl formatters, made on first use and kept. */
const intlFormats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function intl<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => Format): Format {
  let format = intlFormats.get(key) as Format | undefined;
  if (!format) intlFormats.set(key, (format = make()));
  return format;
}

/** Below this every amount is exact in whole units of the smallest fraction written (1e11 × 10^4 < 2^53). */
const HAND_WRITTEN_BELOW = 1e11;

/**
 * `size` (not negative, below HAND_WRITTEN_BELOW) to `digits` decimals as Intl rounds: the number's shortest
 * decimal form ('0.015', not the binary value just below it) half away from zero.
 */
function roundDecimal(size: number, digits: number): [whole: number, fraction: string] {
  // Below a millionth the shortest form may be exponential ('1e-7'); it rounds to nothing at four digits or fewer.
  const [whole, fraction = ''] = size < 1e-6 ? ['0'] : String(size).split('.');
  const scale = 10 ** digits;
  const units = Number(whole) * scale + Number(fraction.slice(0, digits).padEnd(digits, '0')) + (fraction.charAt(digits) >= '5' ? 1 : 0);
  return [Math.floor(units / scale), String(units % scale).padStart(digits, '0')];
}

const signOf = (n: number): string => (n < 0 || Object.is(n, -0) ? '-' : '');

/** A money amount as the shop shows it everywhere: '$1,234.50', '-$5.00'; `fractionDigits` 4 for prices per watt. */
export function formatUsd(amount: number, fractionDigits = 2): string {
  if (CURRENCY !== 'USD' || !(Math.abs(amount) < HAND_WRITTEN_BELOW) || fractionDigits < 1 || fractionDigits > 4) {
    const options = { style: 'currency', currency: CURRENCY, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits } as const;
    return intl(`usd${fractionDigits}`, () => new Intl.NumberFormat('en-US', options)).format(amount);
  }
  const [whole, fraction] = roundDecimal(Math.abs(amount), fractionDigits);
  return `${signOf(amount)}$${groupedNumber(whole)}.${fraction}`;
}

/** A number to at most two decimals, without trailing zeros: '17.05', '1.5', '2,000'. */
export function formatDecimal(n: number): string {
  if (!(Math.abs(n) < HAND_WRITTEN_BELOW)) return intl('decimal2', () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(n);
  const [whole, fraction] = roundDecimal(Math.abs(n), 2);
  const shown = fraction.replace(/0+$/, '');
  return `${signOf(n)}${groupedNumber(whole)}${shown ? `.${shown}` : ''}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 5, 2026': the day of `date` in the browser's time zone, or in UTC for a calendar date that names a day. */
export function formatDay(date: Date, zone: 'local' | 'UTC'): string {
  const utc = zone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (!(year >= 1000 && year <= 9999)) {
    const options = { year: 'numeric', month: 'short', day: 'numeric', ...(utc ? { timeZone: 'UTC' } : {}) } as const;
    return intl(`day-${zone}`, () => new Intl.DateTimeFormat('en-US', options)).format(date);
  }
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
  return `${month} ${utc ? date.getUTCDate() : date.getDate()}, ${year}`;
}

/** A count with thousands separators: '1,234'. */
export const formatCount = (count: number): string => groupedNumber(count);

/** What a price tag shows: the price to pay, and the list price struck through when a lower sale price applies. */
export interface PriceTag {
  current: string;
  /** Present only when the sale price is below the list price. */
  was?: string;
}

export function priceTag(price: number, salePrice?: number | null): PriceTag {
  if (typeof salePrice === 'number' && salePrice >= 0 && salePrice < price) {
    return { current: formatUsd(salePrice), was: formatUsd(price) };
  }
  return { current: formatUsd(price) };
}

/** 'Mar 5, 2026' for an ISO date, in the browser's time zone; '' for one that does not parse. */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDay(date, 'local');
};

/** An average to one decimal, half-up: 4.25 -> '4.3', 4 -> '4.0'. */
export const formatRating = (rating: number): string => roundHalfUp(rating, 1).toFixed(1);

/** 'trina solar' -> 'Trina Solar' */
export const titleCase = (text: string): string => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
