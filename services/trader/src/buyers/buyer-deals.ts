import { Injectable } from '@nestjs/common';
import { DEAL_MESSAGES, MESSAGES, PUBLIC_DEAL_STATUSES, VISIBLE_DEAL_STATUSES, type DealStatus, type ListingId } from '@solar/contracts';
import { BusinessRuleError, NotFoundError } from '@solar/platform';
import type { Deal } from '../deals/deal.schema';
import { DealsService, dealKeyOf, grantedTo } from '../deals/deals.service';

/** Which deals a buyer's call takes: the statuses (422 for another a buyer may still open), and whether one's own deal is refused (422). */
export interface BuyerDealRule {
  statuses: readonly DealStatus[];
  /** The refusal of the caller's own deal; undefined when it is taken like any other. */
  ownDeal?: string;
}

/** Inquiries and the wishlist take deals listed right now. */
export const LISTED_DEALS = { statuses: PUBLIC_DEAL_STATUSES } as const;
/** Notices take any deal a buyer may open (back in stock is asked of an OutOfStock deal). */
export const OPENABLE_DEALS = { statuses: VISIBLE_DEAL_STATUSES } as const;

/** The deals as a buyer's calls find them: never one a buyer may not open, so none of those is told apart from a missing one. */
@Injectable()
export class BuyerDeals {
  constructor(private readonly deals: DealsService) {}

  /** The deal `listingId` names for `buyerId`, or 404 (none, or hidden from buyers) / 422 (the rule refuses it). */
  async find(listingId: ListingId, buyerId: string, rule: BuyerDealRule): Promise<Deal> {
    const deal = await this.deals.find(dealKeyOf(listingId));
    if (!VISIBLE_DEAL_STATUSES.includes(deal.status) || !grantedTo(deal, buyerId)) throw new NotFoundError(DEAL_MESSAGES.dealNotFound);
    if (rule.ownDeal && deal.owner_id === buyerId) throw new BusinessRuleError(rule.ownDeal);
    if (!rule.statuses.includes(deal.status)) throw new BusinessRuleError(MESSAGES.dealBuyer.dealNotPublic);
    return deal;
  }
}
