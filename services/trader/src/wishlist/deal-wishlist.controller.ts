import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { DealWishlistBody, DealWishlistQuery, MESSAGES, ROLES, TRADER_API, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Roles, withMessage } from '@solar/platform';
import { DealWishlistService } from './deal-wishlist.service';

const B = MESSAGES.dealBuyer;

/**
 * The deal wishlist (spec: "fetched by access token"): always the signed-in caller's own, named by the token
 * and never by the request. A guest session holds no role, so it has none.
 */
@Controller()
@Roles(...ROLES)
export class DealWishlistController {
  constructor(private readonly wishlist: DealWishlistService) {}

  @Get(TRADER_API.wishlist)
  page(@CurrentUser() caller: AccessTokenClaims, @Query() query: DealWishlistQuery) {
    return this.wishlist.page(caller.sub, query.page ?? 1);
  }

  @Post(TRADER_API.wishlist)
  @HttpCode(200)
  async add(@CurrentUser() caller: AccessTokenClaims, @Body() body: DealWishlistBody) {
    return withMessage(await this.wishlist.add(caller.sub, body.listing_id), B.wishlistAdded);
  }

  @Delete(TRADER_API.wishlistDeal.template)
  async remove(@CurrentUser() caller: AccessTokenClaims, @Param('listing_id') listingId: string) {
    await this.wishlist.remove(caller.sub, listingId);
    return withMessage({ removed: true }, B.wishlistRemoved);
  }
}
