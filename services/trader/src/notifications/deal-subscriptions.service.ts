import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DEAL_BUYER_LIMITS,
  DEAL_MESSAGES,
  MESSAGES,
  VISIBLE_DEAL_STATUSES,
  priceUnitOf,
  type DealNotice,
  type DealSubscriptionView,
  type ListingId,
} from '@solar/contracts';
import { NotFoundError } from '@solar/platform';
import type { Model } from 'mongoose';
import { keepAccountEntry } from '../buyers/account-entries';
import { BuyerDeals, OPENABLE_DEALS } from '../buyers/buyer-deals';
import { DealsService, dealKeyOf } from '../deals/deals.service';
import { DealSubscription } from './deal-subscription.schema';

const B = MESSAGES.dealBuyer;
const SUBSCRIPTIONS_CAP = { max: DEAL_BUYER_LIMITS.subscriptionsMax, message: B.tooManySubscriptions };

const toView = (dealId: number, subscription: Pick<DealSubscription, 'on' | 'created_at'> | null): DealSubscriptionView => ({
  listing_id: dealId,
  on: subscription?.on ?? [],
  created_at: subscription ? new Date(subscription.created_at).toISOString() : null,
});

/** `listing/notify-user`: which deals' restocks and price drops a buyer is mailed (DealNoticesConsumer mails them). */
@Injectable()
export class DealSubscriptionsService {
  constructor(
    @InjectModel(DealSubscription.name) private readonly subscriptions: Model<DealSubscription>,
    private readonly buyerDeals: BuyerDeals,
    private readonly deals: DealsService,
  ) {}

  /**
   * The buyer's notices on a deal they may open (not their own), replacing any earlier choice; the deal's price
   * now is what a later price is compared with.
   */
  async subscribe(ownerId: string, listingId: ListingId, on: DealNotice[]): Promise<DealSubscriptionView> {
    const deal = await this.buyerDeals.find(listingId, ownerId, { ...OPENABLE_DEALS, ownDeal: B.ownDealNotices });
    const key = { owner_id: ownerId, deal_uuid: deal.uuid };
    const saved = await keepAccountEntry(
      this.subscriptions,
      key,
      {
        $set: { on, price: deal.price, price_unit: priceUnitOf(deal.category_id), revision: deal.revision },
        $setOnInsert: { ...key, deal_id: deal.id, created_at: new Date() },
      },
      SUBSCRIPTIONS_CAP,
    );
    return toView(deal.id, saved);
  }

  /** The buyer's notices on the deal (none: `on` empty); 404 for a deal a buyer may not open. */
  async current(ownerId: string, listingId: ListingId): Promise<DealSubscriptionView> {
    const deal = await this.buyerDeals.find(listingId, ownerId, OPENABLE_DEALS);
    return toView(deal.id, await this.subscriptions.findOne({ owner_id: ownerId, deal_uuid: deal.uuid }).lean<DealSubscription>());
  }

  /** Stops the buyer's notices on the deal, whatever its status now; 404 when they had none. */
  async stop(ownerId: string, listingId: ListingId): Promise<DealSubscriptionView> {
    const deal = await this.deals.find(dealKeyOf(listingId));
    const { deletedCount } = await this.subscriptions.deleteOne({ owner_id: ownerId, deal_uuid: deal.uuid });
    // A deal buyers may not open reads as missing, as everywhere else.
    if (deletedCount === 0) throw new NotFoundError(VISIBLE_DEAL_STATUSES.includes(deal.status) ? B.noNotices : DEAL_MESSAGES.dealNotFound);
    return toView(deal.id, null);
  }
}
