import { numberOf, type AccessTokenClaims } from '@solar/contracts';
import { InvalidInputError, requireCartOwner } from '@solar/platform';

/**
 * The owner of the cart or wishlist a call acts on: the caller's token, never the body (see requireCartOwner:
 * 401 `errors.owner_id` without a token, 403 when `owner_id` names someone else).
 */
export const ownerOf = (caller: AccessTokenClaims | undefined, body: { owner_id?: unknown }): string => requireCartOwner(caller, body.owner_id);

const ITEM_UUID_MAX = 64;

/** An item uuid from the body or the path: a short non-empty string, else 400 on the field. */
export function itemUuidOf(value: unknown, field = 'item_uuid'): string {
  const uuid = typeof value === 'string' ? value.trim() : '';
  if (!uuid || uuid.length > ITEM_UUID_MAX) throw new InvalidInputError({ [field]: ['Give the uuid of an item.'] });
  return uuid;
}

/**
 * A quantity as sent: a number, or a string of one (form fields). Anything else becomes NaN, which the
 * quantity rule refuses with its own message.
 */
export const quantityOf = (value: unknown): number => numberOf(value) ?? Number.NaN;
