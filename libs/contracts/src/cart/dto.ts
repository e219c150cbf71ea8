import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { AddToCartRequest, CartSearchRequest } from './views';
import { CART_MESSAGES } from './rules';
import { SEARCH_OBJECT_ERRORS } from '../search/search-object';
import { IsNumberOrNumericText } from '../dto/number-field';
import { withSearchNames } from '../dto/search-body';
import { OptionalText } from '../dto/text-field';

/*
 * The cart's and the wishlist's bodies. The owner is the caller's token and never a body field: `owner_id` is
 * declared because the spec names it, and the service only compares it with the token's subject (403 when it
 * names anyone else). A quantity's range, MOQ, step and stock are the cart's quantity rule (422 `errors.qty`);
 * here it must be a number or numeric text, anything else answers 400 with the rule's message.
 */

export const CART_INPUT_LIMITS = {
  /** An item uuid. */
  idMax: 64,
  /** An account id or a guest id (`guest-<uuid>`). */
  ownerIdMax: 100,
} as const;
const L = CART_INPUT_LIMITS;

export const CART_BODY_ERRORS = {
  itemUuid: 'Give the uuid of an item.',
} as const;

/** `POST cart/_delete`, `POST cart/{uuid}/delete`, `POST wishlist/{uuid}/delete`: only the optional `owner_id`. */
export class CartOwnerBody {
  /** Optional, never needed: compared with the token's subject, never used to choose the owner. */
  @OptionalText(L.ownerIdMax)
  owner_id?: string;
}

/** `POST cart`: adds a line, or sums the quantity into the line already there. */
export class AddToCartBody extends CartOwnerBody implements AddToCartRequest {
  @MaxLength(L.idMax, { message: CART_BODY_ERRORS.itemUuid })
  @IsString({ message: CART_BODY_ERRORS.itemUuid })
  item_uuid!: string;

  /** The cart's quantity rule says what a missing or out-of-range quantity is (422 `errors.qty`). */
  @IsOptional()
  @IsNumberOrNumericText({ message: CART_MESSAGES.qtyWhole })
  qty!: number;

  @IsOptional()
  @IsBoolean()
  from_wishlist?: boolean;
}

/** `PUT cart/{item_uuid}`: sets a line's quantity. */
export class CartQuantityBody extends CartOwnerBody {
  @IsOptional()
  @IsNumberOrNumericText({ message: CART_MESSAGES.qtyWhole })
  qty!: number;
}

/**
 * `POST cart/search`: the owner's cart. The spec's body names `fields` and `with` (item, category, brand,
 * bulk_savings, images, locations, owner): taken as names, the answer always carries each line's item in full.
 */
export class CartSearchBody extends withSearchNames(CartOwnerBody) implements CartSearchRequest {
  /** Signed in: the guest this browser shopped under before signing in (merged only when the token names it). */
  @OptionalText(L.ownerIdMax)
  guest_id?: string;
}

/** `POST wishlist`: adds an item (adding it twice keeps one entry). */
export class WishlistAddBody extends CartOwnerBody {
  @MaxLength(L.idMax, { message: CART_BODY_ERRORS.itemUuid })
  @IsString({ message: CART_BODY_ERRORS.itemUuid })
  item_uuid!: string;
}

/** `POST wishlist/search`: a page of the wishlist, newest first, WISHLIST_PAGE_SIZE entries a page. */
export class WishlistSearchBody extends CartOwnerBody {
  @IsOptional()
  @Max(1_000_000, { message: SEARCH_OBJECT_ERRORS.pageRange })
  @Min(1, { message: SEARCH_OBJECT_ERRORS.pageRange })
  @IsInt({ message: SEARCH_OBJECT_ERRORS.pageRange })
  page?: number;
}
