/**
 * Card brand from the number's leading digits (issuer identification number ranges), for display next to
 * the last four digits: visa, mastercard, amex, discover, unionpay, or 'card' when none matches.
 * Spaces and dashes are ignored. Only the prefix is read: it says nothing about whether the number is valid.
 */
export function cardBrand(number: string): string {
  const digits = String(number ?? '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return 'card';
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (between(prefix(2), 51, 55) || between(prefix(4), 2221, 2720)) return 'mastercard';
  // Discover before UnionPay: 6011, 644-649 and 65 are Discover's; the rest of 62 is UnionPay's.
  if (digits.startsWith('6011') || between(prefix(3), 644, 649) || digits.startsWith('65')) return 'discover';
  if (digits.startsWith('62')) return 'unionpay';
  return 'card';
}

const between = (value: number, low: number, high: number): boolean => value >= low && value <= high;
