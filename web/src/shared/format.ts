import { CURRENCY, groupedNumber, roundHalfUp } from '@solar/contracts';

/** How the shop writes money, dates, ratings and names, the same on every page. */

/**
 * A formatter made on its first use, not when the app's code loads: the first Intl formatter loads the locale
 * data, which would otherwise hold back the first render of every page, including those that show no price.
 */
function onFirstUse<Formatter>(make: () => Formatter): () => Formatter {
  let made: Formatter | undefined;
  return () => (made ??= make());
}

const usd = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY }));

/** A money amount as the shop shows it everywhere: '$1,234.50'. */
export const formatUsd = (amount: number): string => usd().format(amount);

/** A count with thousands separators: '1,234'. */
export const formatCount = (count: number): string => groupedNumber(count);

/** A count with its noun: '1 listing', '1,204 listings' (`many` for irregular plurals). */
export const formatCountOf = (count: number, one: string, many = `${one}s`): string => `${formatCount(count)} ${count === 1 ? one : many}`;

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

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }));

/** 'Mar 5, 2026' for an ISO date; '' for one that does not parse. */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
};

/** An average to one decimal, half-up: 4.25 -> '4.3', 4 -> '4.0'. */
export const formatRating = (rating: number): string => roundHalfUp(rating, 1).toFixed(1);

/** 'trina solar' -> 'Trina Solar' */
export const titleCase = (text: string): string => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
