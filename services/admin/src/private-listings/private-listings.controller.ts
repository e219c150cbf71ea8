import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ADMIN_API, ADMIN_MESSAGES, PrivateListingBody, type AccessTokenClaims } from '@solar/contracts';
import { AdminOnly, CurrentUser, withMessage } from '@solar/platform';
import { PrivateListings } from './private-listings.service';

const M = ADMIN_MESSAGES;

/** `admin/private-listing/{deal_uuid}`. */
@Controller()
@AdminOnly()
export class PrivateListingsController {
  constructor(private readonly grants: PrivateListings) {}

  @Get(ADMIN_API.privateListing.template)
  view(@Param('deal_uuid') dealUuid: string) {
    return this.grants.view(dealUuid);
  }

  @Post(ADMIN_API.privateListing.template)
  @HttpCode(202)
  async grant(@CurrentUser() caller: AccessTokenClaims, @Param('deal_uuid') dealUuid: string, @Body() body: PrivateListingBody) {
    return withMessage(await this.grants.grant(caller, dealUuid, body), M.grantsSent);
  }
}
