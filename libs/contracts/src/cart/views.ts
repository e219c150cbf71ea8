import type { ShipFromLocation } from '../addresses/postal-address';
import type { DiscountUnit } from '../enums/discount';
import type { CatalogRef } from '../catalog/events';
import type { BulkSavingsTier } from '../rules/pricing';

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
