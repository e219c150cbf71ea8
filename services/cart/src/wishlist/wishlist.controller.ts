import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CART_API, CartOwnerBody, MESSAGES, WishlistAddBody, WishlistSearchBody, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Public, withMessage } from '@solar/platform';
import { itemUuidOf, ownerOf } from '../common/requests';
import { WishlistService } from './wishlist.service';

/** The shopper's wishlist; owned like the cart (the caller's token, an account or a guest session, never `owner_id`). */
@Controller()
@Public()
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  /** Adding an item twice keeps one entry, and answers it. */
  @Post(CART_API.wishlist)
  @HttpCode(200)
  add(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() body: WishlistAddBody) {
    return this.wishlist.add(ownerOf(caller, body), itemUuidOf(body.item_uuid));
  }

  /** Newest first, WISHLIST_PAGE_SIZE per page. */
  @Post(CART_API.wishlistSearch)
  @HttpCode(200)
  search(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() body: WishlistSearchBody) {
    return this.wishlist.page(ownerOf(caller, body), body.page ?? 1);
  }

  @Post(CART_API.wishlistDelete.template)
  @HttpCode(200)
  async remove(@CurrentUser() caller: AccessTokenClaims | undefined, @Param('item_uuid') itemUuid: string, @Body() body: CartOwnerBody) {
    await this.wishlist.remove(ownerOf(caller, body), itemUuidOf(itemUuid));
    return withMessage({ removed: true }, MESSAGES.toast.itemRemovedFromWishlist);
  }
}
