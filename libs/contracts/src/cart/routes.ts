import { apiRoute } from '../http/api-route';

/**
 * The cart service's API (all under /v1/client). The cart's owner is the subject of the caller's verified
 * bearer token and nothing else: a signed-in user, or a guest session identity issued
 * (`login-info/guest-login`, subject `guest-<uuid>`). `owner_id` may still be sent (spec section 3: "owner_id
 * empty for logged-in user, local uuid for guest"), but it never chooses the owner: one that names anyone but
 * the token's subject answers 403. A call without a token answers 401 with `errors.owner_id`, which the web
 * reads as 'Session timeout please login again.'.
 */
const V1 = '/v1/client';

export const CART_API = {
  /** POST AddToCartRequest: adds a line, or sums the quantity into the line already there. Answers the CartLine. */
  cart: `${V1}/cart`,
  /** POST CartSearchRequest: the owner's cart (CartAnswer). */
  cartSearch: `${V1}/cart/search`,
  /** PUT {qty, owner_id?}: sets a line's quantity. Answers the CartLine. */
  cartLine: apiRoute(`${V1}/cart/:item_uuid`),
  /** POST {owner_id?}: removes a line. */
  cartLineDelete: apiRoute(`${V1}/cart/:item_uuid/delete`),
  /** POST {owner_id?}: empties the cart. */
  cartEmpty: `${V1}/cart/_delete`,
  /** POST {item_uuid, owner_id?}: adds an item to the wishlist (adding it twice keeps one entry). */
  wishlist: `${V1}/wishlist`,
  /** POST {owner_id?}: removes an item from the wishlist. */
  wishlistDelete: apiRoute(`${V1}/wishlist/:item_uuid/delete`),
  /** POST {owner_id?, page?}: the wishlist, newest first, WISHLIST_PAGE_SIZE (enums/constants) per page (PageOf<WishlistEntry>). */
  wishlistSearch: `${V1}/wishlist/search`,
} as const;

/** The cart's service-to-service routes: only other services call them; the gateway never routes them. */
export const CART_INTERNAL_API = {
  /** GET the CartAnswer of any owner, for orders' checkout (a `service:<name>` token only). */
  cart: apiRoute('/internal/carts/:owner_id'),
} as const;
