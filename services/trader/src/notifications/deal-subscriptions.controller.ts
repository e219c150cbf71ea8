import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { DealNotifyBody, MESSAGES, ROLES, TRADER_API, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Roles, withMessage } from '@solar/platform';
import { DealSubscriptionsService } from './deal-subscriptions.service';

const B = MESSAGES.dealBuyer;

/** listing/notify-user: any signed-in account (not a guest session), always for itself. */
@Controller()
@Roles(...ROLES)
export class DealSubscriptionsController {
  constructor(private readonly subscriptions: DealSubscriptionsService) {}

  /** Asking again replaces the choice: one subscription per account and deal. */
  @Post(TRADER_API.notifyUser)
  @HttpCode(200)
  async subscribe(@CurrentUser() buyer: AccessTokenClaims, @Body() body: DealNotifyBody) {
    return withMessage(await this.subscriptions.subscribe(buyer.sub, body.listing_id, body.on), B.noticesSaved);
  }

  @Get(TRADER_API.notifyUserDeal.template)
  current(@CurrentUser() buyer: AccessTokenClaims, @Param('listing_id') listingId: string) {
    return this.subscriptions.current(buyer.sub, listingId);
  }

  @Delete(TRADER_API.notifyUserDeal.template)
  async stop(@CurrentUser() buyer: AccessTokenClaims, @Param('listing_id') listingId: string) {
    return withMessage(await this.subscriptions.stop(buyer.sub, listingId), B.noticesStopped);
  }
}
