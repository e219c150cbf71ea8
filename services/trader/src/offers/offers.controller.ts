import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  MakeOfferBody,
  OFFER_API,
  OFFER_MESSAGES,
  OFFER_TERM_FIELDS,
  OfferStatusBody,
  OfferUpdateBody,
  OffersQuery,
  ROLES,
  TRADER_INTERNAL_API,
  UpdateBidBody,
  UpdateQtyBody,
  UpdateTermsBody,
  counterStatusOf,
  type AccessTokenClaims,
  type DealEquipment,
  type OfferProposal,
  type OfferView,
} from '@solar/contracts';
import { clientIp, CurrentUser, Roles, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { OfferRateLimits } from './offer-limits';
import { OffersService, WHOLE_PROPOSAL } from './offers.service';

const M = OFFER_MESSAGES;

/**
 * The offer calls (OFFER_API): any signed-in account (a guest session holds no role) offers on others' deals and
 * answers offers on its own. Who may see or move an offer is decided by OffersService from the token.
 */
@Controller()
@Roles(...ROLES)
export class OffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly limits: OfferRateLimits,
  ) {}

  @Post(OFFER_API.offers)
  async make(@CurrentUser() buyer: AccessTokenClaims, @Body() body: MakeOfferBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    // A refused offer (no such deal, one's own, not taking offers) does not count against the limits.
    const deal = await this.offers.dealOffered(buyer.sub, body.listing_id);
    await this.limits.take(buyer.sub, clientIp(req), res);
    return withMessage(await this.offers.make(buyer.sub, deal, body), M.moved.Offered);
  }

  @Get(OFFER_API.offers)
  page(@CurrentUser() caller: AccessTokenClaims, @Query() query: OffersQuery) {
    return this.offers.page(caller, query);
  }

  @Get(OFFER_API.offer.template)
  open(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string) {
    return this.offers.open(caller, offerId);
  }

  @Post(OFFER_API.updateBid.template)
  @HttpCode(200)
  updateBid(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: UpdateBidBody) {
    return this.counter(caller, offerId, body.revision, body, ['price', 'message']);
  }

  @Post(OFFER_API.updateQty.template)
  @HttpCode(200)
  updateQty(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: UpdateQtyBody) {
    return this.counter(caller, offerId, body.revision, body, ['qty', 'message']);
  }

  @Post(OFFER_API.updateTerms.template)
  @HttpCode(200)
  updateTerms(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: UpdateTermsBody) {
    return this.counter(caller, offerId, body.revision, body, [...OFFER_TERM_FIELDS, 'message']);
  }

  @Post(OFFER_API.offerStatus.template)
  @HttpCode(200)
  async status(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: OfferStatusBody) {
    return withMessage(await this.offers.decide(caller, offerId, body), M.moved[body.status]);
  }

  // `{product}-offer-update`: one path per equipment, each the whole proposal.
  @Post(OFFER_API.panelOfferUpdate.template)
  @HttpCode(200)
  panelUpdate(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: OfferUpdateBody) {
    return this.counter(caller, offerId, body.revision, body, WHOLE_PROPOSAL, 'panel');
  }

  @Post(OFFER_API.inverterOfferUpdate.template)
  @HttpCode(200)
  inverterUpdate(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: OfferUpdateBody) {
    return this.counter(caller, offerId, body.revision, body, WHOLE_PROPOSAL, 'inverter');
  }

  @Post(OFFER_API.batteryOfferUpdate.template)
  @HttpCode(200)
  batteryUpdate(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: OfferUpdateBody) {
    return this.counter(caller, offerId, body.revision, body, WHOLE_PROPOSAL, 'battery');
  }

  @Post(OFFER_API.otherOfferUpdate.template)
  @HttpCode(200)
  otherUpdate(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: OfferUpdateBody) {
    return this.counter(caller, offerId, body.revision, body, WHOLE_PROPOSAL, 'other');
  }

  private async counter(
    caller: AccessTokenClaims,
    offerId: string,
    revision: number,
    changes: Partial<OfferProposal>,
    fields: readonly (keyof OfferProposal)[],
    equipment?: DealEquipment,
  ): Promise<{ data: OfferView; message: string }> {
    const offer = await this.offers.propose(caller, offerId, revision, changes, fields, equipment);
    return withMessage(offer, M.moved[counterStatusOf(offer.side ?? 'buyer')]);
  }
}

/** Service-to-service: who an offer's parties are (the chat's rooms); the gateway never routes /internal. */
@Controller()
export class InternalOffersController {
  constructor(private readonly offers: OffersService) {}

  @Get(TRADER_INTERNAL_API.offerParties.template)
  @Roles('admin')
  parties(@Param('offer_id') offerId: string) {
    return this.offers.parties(offerId);
  }
}
