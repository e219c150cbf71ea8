import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SOLD_DEAL_STATUSES, TRADER_API, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';
import { UserDealsSearchBody } from '../deals/deals.controller';
import { DealsService, USER_DEALS_LIST, type OwnDealsScope } from '../deals/deals.service';

/**
 * listing/get-sold-deals: the seller's deals under contract or sold out, and those paid contracts bought part of,
 * the last changed first, filtered as user-deals.
 */
export const SOLD_DEALS: OwnDealsScope = {
  statuses: SOLD_DEAL_STATUSES,
  withSales: true,
  list: { ...USER_DEALS_LIST, defaultSort: { field: 'updated_at', direction: 'desc' } },
};

/** The seller's sold deals: only sellers, and only their own. */
@Controller()
@Roles('seller')
export class SoldDealsController {
  constructor(private readonly deals: DealsService) {}

  @Post(TRADER_API.soldDeals)
  @HttpCode(200)
  soldDeals(@CurrentUser() seller: AccessTokenClaims, @Body() search: UserDealsSearchBody) {
    return this.deals.ownPage(seller.sub, search, SOLD_DEALS);
  }
}
