import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read out or typed (no I, L, O, U, 0, 1). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order number a buyer can read over the phone: `SM-<yymmdd>-<6 random characters>`. Random rather than a
 * sequence so it says nothing about sales volume; with the e-mail it opens the order-status lookup, and a
 * collision only fails the insert (unique index), which is retried.
 */
export function newOrderNumber(now: Date = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SM-${date}-${suffix}`;
}

export const ORDER_NUMBER_PATTERN = /^SM-\d{6}-[2-9A-HJKMNP-TV-Z]{6}$/;
