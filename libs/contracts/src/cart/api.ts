import type { ShipFromLocation } from '../addresses/postal-address';
import type { DiscountUnit } from '../enums/discount';
import type { CatalogRef } from '../events/catalog';
import type { BulkSavingsTier } from '../rules/pricing';
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

export interface AddToCartRequest {
  item_uuid: string;
  qty: number;
  /** Optional, never needed: the token's subject owns the cart; any other value answers 403. */
  owner_id?: string;
  /** Moving a wishlist entry to the cart: the entry is removed from the wishlist. */
  from_wishlist?: boolean;
}

export interface CartSearchRequest {
  /** Optional, never needed: the token's subject owns the cart; any other value answers 403. */
  owner_id?: string;
  /**
   * Signed in: the guest id this browser shopped under before signing in. Its lines are moved to the account
   * now if the `identity.user.signed-in` event has not done it yet (the same idempotent merge), but only when
   * the caller's account token names that guest (`merged_guest_id`: the guest's token was presented at
   * sign-in); any other guest id is ignored.
   */
  guest_id?: string;
}

/** A ship-from location of an item, as the cart and checkout show it. */
export type CartItemLocation = ShipFromLocation;

/** What the cart knows of an item, from its read model of catalog events. */
export interface CartItem {
  uuid: string;
  id: number;
  name: string;
  /** Thumbnail URL ('' when the item has no picture). */
  image: string;
  price: number;
  salePrice: number;
  discount: number;
  discount_unit: DiscountUnit | null;
  scalling_price: number;
  bulk_savings: BulkSavingsTier[];
  moq: number;
  /** 0: only the stock limits a line. */
  max_qty: number;
  qty_step: number;
  /** Units available to buy now. */
  stock: number;
  total_qty: number;
  /** A SHIPPING_TYPES value. */
  shipping_type: string;
  /** Per-unit charge for estimated_shipping. */
  shipping_cost: number;
  is_taxable: number;
  /** One unit's shipping weight and size, for carrier rates. */
  weight: number;
  weight_unit: string;
  length: number;
  width: number;
  height: number;
  dimension_unit: string;
  /** A CONDITION_VALUES value, for the condition badge (absent from items the cart learned of before it was kept). */
  condition?: string;
  /** The seller. */
  owner_id: string;
  category: CatalogRef;
  brand: CatalogRef;
  locations: CartItemLocation[];
}

/** Spec section 3, cart line (server). `price` is the effective unit price for `qty`. */
export interface CartLine {
  item_uuid: string;
  qty: number;
  price: number;
  /** price x qty, rounded to cents. */
  sum: number;
  shipping_type: string;
  total_qty: number;
  discount: number;
  scalling_price: number;
  shipping_cost: number;
  item: CartItem;
  added_at: string;
}

/** A line the cart holds but does not load: its MOQ is above what is available, or the item left the shop. */
export interface UnavailableCartLine {
  item_uuid: string;
  name: string;
  qty: number;
  reason: string;
}

export interface CartAnswer {
  owner_id: string;
  items: CartLine[];
  /** Number of lines loaded. */
  count: number;
  /** Sum of the loaded lines. */
  subtotal: number;
  unavailable: UnavailableCartLine[];
}

export interface WishlistEntry {
  item_uuid: string;
  added_at: string;
  item: CartItem;
}
