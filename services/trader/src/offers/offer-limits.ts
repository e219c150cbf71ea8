import { Inject, Injectable } from '@nestjs/common';
import { OFFER_MESSAGES } from '@solar/contracts';
import { AccountAndAddressLimit, RateLimits } from '@solar/platform';
import { DEAL_BUYER_OPTIONS, type DealBuyerOptions } from '../trader.options';

/**
 * New offers ask a seller for an answer and hold a place in their queue, so they are limited per buyer account
 * and per client address, as inquiries are: past either limit 429 with Retry-After, and no offer is made.
 */
@Injectable()
export class OfferRateLimits extends AccountAndAddressLimit {
  constructor(@Inject(DEAL_BUYER_OPTIONS) options: DealBuyerOptions, rateLimits: RateLimits) {
    super(rateLimits, { account: 'offers-account', address: 'offers-address' }, options.offerLimits, OFFER_MESSAGES.tooManyOffers);
  }
}
