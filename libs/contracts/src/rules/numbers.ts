/**
 * A number with thousands separators, as the messages write limits and quantities ('20,000'), the same text as
 * `n.toLocaleString('en-US')`. Many messages are built when their module loads, which on the web is before the
 * first page renders: Intl's first use loads its locale data, some tens of milliseconds on a phone, and each
 * `toLocaleString` builds a new formatter. Whole numbers need neither; anything else is left to Intl.
 */
export function groupedNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}

/**
 * A word's regular plural: 'panel' -> 'panels', 'box' -> 'boxes', 'battery' -> 'batteries', 'open bid' -> 'open
 * bids'. A unit of measure that takes no s stays as it is: 'each', abbreviations ('pc', 'kg', 'MW', 'pcs'), words
 * already ending in s.
 */
export function pluralWord(word: string): string {
  const last = /([a-z]{3,})$/.exec(word)?.[1];
  if (!last || last === 'each' || last.endsWith('s')) return word;
  const stem = word.slice(0, word.length - last.length);
  if (/[^aeiou]y$/.test(last)) return `${stem}${last.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/.test(last)) return `${stem}${last}es`;
  return `${stem}${last}s`;
}

/** The noun for `count` things: `one` for exactly 1, else `many` (by default its regular plural). */
export const nounFor = (count: number, one: string, many = pluralWord(one)): string => (count === 1 ? one : many);

/**
 * A count with its noun, grouped: '1 panel', '1,860 panels', '10 rolls', '4 each'. The one way the marketplace
 * counts units, items and everything else (`many` for an irregular plural).
 */
export const countOf = (count: number, one: string, many?: string): string => `${groupedNumber(count)} ${nounFor(count, one, many)}`;
