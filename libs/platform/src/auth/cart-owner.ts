import { CART_MESSAGES, cartOwnerOf, namesAnotherOwner, type AccessTokenClaims } from '@solar/contracts';
import { ForbiddenError, UnauthorizedError } from '../http/domain-errors';

/**
 * The cart owner a call acts for (cart, wishlist, checkout, shipping quotes): the subject of the caller's
 * verified token, a signed-in user or a guest session identity issued, and never a body or query field.
 * Without a token, 401 `errors.owner_id`, which the web reads as a timed-out session (spec section 4). An
 * `owner_id` sent along that names anyone else answers 403 (no `errors.owner_id`: the session is fine).
 */
export function requireCartOwner(caller: AccessTokenClaims | undefined, ownerId?: unknown): string {
  const owner = cartOwnerOf(caller);
  if (!owner) throw new UnauthorizedError({ owner_id: [CART_MESSAGES.ownerRequired] });
  if (namesAnotherOwner(owner, ownerId)) throw new ForbiddenError(CART_MESSAGES.notYourCart);
  return owner;
}
