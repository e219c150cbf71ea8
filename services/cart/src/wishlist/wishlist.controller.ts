import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { MESSAGES, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Public, withMessage } from '@solar/platform';
import { bodyOf, itemUuidOf, ownerOf, pageOf } from '../common/requests';
import { WishlistService } from './wishlist.service';

/** The shopper's wishlist; owned like the cart (token, else the guest uuid in `owner_id`). */
@Controller('v1/client/wishlist')
@Public()
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  /** Adding an item twice keeps one entry, and answers it. */
  @Post()
  @HttpCode(200)
  add(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() raw: unknown) {
    const body = bodyOf(raw);
    return this.wishlist.add(ownerOf(caller, body), itemUuidOf(body.item_uuid));
  }

  /** Newest first, WISHLIST_PAGE_SIZE per page. */
  @Post('search')
  @HttpCode(200)
  search(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() raw: unknown) {
    const body = bodyOf(raw);
    return this.wishlist.page(ownerOf(caller, body), pageOf(body.page));
  }

  @Post(':item_uuid/delete')
  @HttpCode(200)
  async remove(@CurrentUser() caller: AccessTokenClaims | undefined, @Param('item_uuid') itemUuid: string, @Body() raw: unknown) {
    await this.wishlist.remove(ownerOf(caller, bodyOf(raw)), itemUuidOf(itemUuid));
    return withMessage({ removed: true }, MESSAGES.toast.itemRemovedFromWishlist);
  }
}
