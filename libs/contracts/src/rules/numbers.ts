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
