import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { STOREFRONT_API, STOREFRONT_MESSAGES as M, SellerDetailBody, SellerRefBody, httpErrorMessage, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, ForbiddenError, Public, UnauthorizedError } from '@solar/platform';
import { SellerDetails } from './seller-details.service';

/** `seller-detail`, `seller/brand/list`: anyone's reads; an empty seller-detail body is the caller's own. */
@Controller()
@Public()
export class SellerDetailsController {
  constructor(private readonly details: SellerDetails) {}

  @Post(STOREFRONT_API.sellerDetail)
  @HttpCode(200)
  detail(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() body: SellerDetailBody) {
    const sellerId = body.seller_detail_id?.trim();
    if (sellerId) return this.details.of(sellerId, caller);
    if (!caller) throw new UnauthorizedError(httpErrorMessage(401));
    if (!caller.roles.includes('seller')) throw new ForbiddenError(M.sellersOnly);
    return this.details.of(caller.sub, caller);
  }

  @Post(STOREFRONT_API.sellerBrands)
  @HttpCode(200)
  brands(@Body() body: SellerRefBody) {
    return this.details.brands(body.seller_id);
  }
}
