import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '@solar/contracts';
import { AccountAndAddressLimit, RateLimits } from '@solar/platform';
import { DEAL_BUYER_OPTIONS, type DealBuyerOptions } from '../trader.options';

/**
 * Inquiries are mailed to sellers, so they are limited per buyer account and per client address, as the shop's
 * questions to sellers are: past either limit 429 with Retry-After, and the inquiry is neither stored nor mailed.
 */
@Injectable()
export class InquiryRateLimits extends AccountAndAddressLimit {
  constructor(@Inject(DEAL_BUYER_OPTIONS) options: DealBuyerOptions, rateLimits: RateLimits) {
    super(rateLimits, { account: 'inquiries-account', address: 'inquiries-address' }, options.inquiryLimits, MESSAGES.dealBuyer.tooManyInquiries);
  }
}
