import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { DirectQuoteBody, QUOTE_API, QUOTE_MESSAGES, QuotesQuery, ROLES, TaxLegalBody, type AccessTokenClaims } from '@solar/contracts';
import { clientIp, CurrentUser, Roles, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { OfferRateLimits } from '../offers/offer-limits';
import { QuotesService } from './quotes.service';

const M = QUOTE_MESSAGES;

/** The quote calls (QUOTE_API): who may read or send a quote is decided by QuotesService from the token. */
@Controller()
@Roles(...ROLES)
export class QuotesController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly limits: OfferRateLimits,
  ) {}

  @Get(QUOTE_API.taxLegal.template)
  draft(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string) {
    return this.quotes.draft(caller, offerId);
  }

  @Post(QUOTE_API.taxLegal.template)
  @HttpCode(200)
  async saveDraft(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: TaxLegalBody) {
    return withMessage(await this.quotes.saveDraft(caller, offerId, body), M.saved);
  }

  @Get(QUOTE_API.quote.template)
  view(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string) {
    return this.quotes.view(caller, offerId);
  }

  @Post(QUOTE_API.quote.template)
  async send(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string) {
    return withMessage(await this.quotes.send(caller, offerId), M.sent);
  }

  /** A direct quote opens a negotiation as an offer does, so it counts against the same limits. */
  @Post(QUOTE_API.directQuote)
  async direct(@CurrentUser() seller: AccessTokenClaims, @Body() body: DirectQuoteBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.limits.take(seller.sub, clientIp(req), res);
    return withMessage(await this.quotes.direct(seller, body), M.sent);
  }

  @Get(QUOTE_API.buyerQuotes)
  received(@CurrentUser() caller: AccessTokenClaims, @Query() query: QuotesQuery) {
    return this.quotes.page(caller, 'buyer', query.page ?? 1);
  }

  @Get(QUOTE_API.sellerQuotes)
  sent(@CurrentUser() caller: AccessTokenClaims, @Query() query: QuotesQuery) {
    return this.quotes.page(caller, 'seller', query.page ?? 1);
  }
}
