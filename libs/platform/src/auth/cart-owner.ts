import { UnauthorizedException } from '@nestjs/common';
import { CART_MESSAGES, cartOwnerOf, type AccessTokenClaims } from '@solar/contracts';

/**
 * The cart owner a call acts for (cart, wishlist, checkout, shipping quotes): the signed-in user or guest
 * session, else the guest uuid sent as `owner_id`. With neither, 401 `errors.owner_id`, which the web reads as
 * a timed-out session (spec section 4).
 */
export function requireCartOwner(caller: AccessTokenClaims | undefined, ownerId: unknown): string {
  const owner = cartOwnerOf(caller, ownerId);
  if (!owner) throw new UnauthorizedException({ errors: { owner_id: [CART_MESSAGES.ownerRequired] } });
  return owner;
}
