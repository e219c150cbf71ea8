import { BadRequestException } from '@nestjs/common';
import { numberOf, type AccessTokenClaims } from '@solar/contracts';
import { requireCartOwner } from '@solar/platform';

/** A JSON body as the routes read it: anything but an object counts as empty. */
export type RequestBody = Record<string, unknown>;

export const bodyOf = (value: unknown): RequestBody =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as RequestBody) : {};

/** The owner of the cart or wishlist a call acts on (see requireCartOwner). */
export const ownerOf = (caller: AccessTokenClaims | undefined, body: RequestBody): string => requireCartOwner(caller, body.owner_id);

const ITEM_UUID_MAX = 64;

/** An item uuid from the body or the path: a short non-empty string, else 400 on the field. */
export function itemUuidOf(value: unknown, field = 'item_uuid'): string {
  const uuid = typeof value === 'string' ? value.trim() : '';
  if (!uuid || uuid.length > ITEM_UUID_MAX) throw new BadRequestException({ errors: { [field]: ['Give the uuid of an item.'] } });
  return uuid;
}

/**
 * A quantity as sent: a number, or a string of one (form fields). Anything else becomes NaN, which the
 * quantity rule refuses with its own message.
 */
export const quantityOf = (value: unknown): number => numberOf(value) ?? Number.NaN;

/** A 1-based page number; anything else is the first page. */
export function pageOf(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : 1;
}
