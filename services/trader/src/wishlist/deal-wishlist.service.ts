import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEAL_BUYER_LIMITS, MESSAGES, VISIBLE_DEAL_STATUSES, WISHLIST_PAGE_SIZE, type DealWishlistEntry, type ListingId, type PageOf } from '@solar/contracts';
import { NotFoundError, slicePage } from '@solar/platform';
import type { Model } from 'mongoose';
import { keepAccountEntry } from '../buyers/account-entries';
import { BuyerDeals, LISTED_DEALS } from '../buyers/buyer-deals';
import { Deal } from '../deals/deal.schema';
import { DealsService, dealKeyOf, grantedTo } from '../deals/deals.service';
import { DealWishlistEntryRecord } from './deal-wishlist-entry.schema';

const B = MESSAGES.dealBuyer;
const WISHLIST_CAP = { max: DEAL_BUYER_LIMITS.wishlistMax, message: B.wishlistFull };

/** The deal wishlist of an account (`wishlist`): the deals it keeps an eye on, newest first. */
@Injectable()
export class DealWishlistService {
  constructor(
    @InjectModel(DealWishlistEntryRecord.name) private readonly entries: Model<DealWishlistEntryRecord>,
    @InjectModel(Deal.name) private readonly dealModel: Model<Deal>,
    private readonly deals: DealsService,
    private readonly buyerDeals: BuyerDeals,
  ) {}

  /** Adds a public deal; adding it again keeps the first entry and answers it. */
  async add(ownerId: string, listingId: ListingId): Promise<DealWishlistEntry> {
    const deal = await this.buyerDeals.find(listingId, ownerId, LISTED_DEALS);
    const key = { owner_id: ownerId, deal_uuid: deal.uuid };
    const entry = await keepAccountEntry(this.entries, key, { $setOnInsert: { ...key, deal_id: deal.id, added_at: new Date() } }, WISHLIST_CAP);
    return { listing_id: deal.id, added_at: entry.added_at.toISOString(), deal: this.deals.view(deal) };
  }

  /** Takes the deal off the wishlist, whatever its status now; 404 when it is not on it. */
  async remove(ownerId: string, listingId: ListingId): Promise<void> {
    const key = dealKeyOf(listingId);
    const entry = 'id' in key ? { owner_id: ownerId, deal_id: key.id } : { owner_id: ownerId, deal_uuid: key.uuid };
    const { deletedCount } = await this.entries.deleteOne(entry);
    if (deletedCount === 0) throw new NotFoundError(B.notInWishlist);
  }

  /**
   * One page of the wishlist, WISHLIST_PAGE_SIZE deals, newest first. Deals buyers may no longer open (stopped,
   * paused, gone) are left out, also from the counts, and come back if they are listed again. A wishlist holds
   * at most DEAL_BUYER_LIMITS.wishlistMax entries, so it is filtered in memory.
   */
  async page(ownerId: string, page: number): Promise<PageOf<DealWishlistEntry>> {
    const entries = await this.entries.find({ owner_id: ownerId }).sort({ added_at: -1, _id: -1 }).lean<DealWishlistEntryRecord[]>();
    const visible = await this.visibleDeals(
      ownerId,
      entries.map((entry) => entry.deal_uuid),
      { uuid: 1, status: 1, owner_id: 1, private_buyer_ids: 1 },
    );
    const shown = slicePage(
      entries.filter((entry) => visible.has(entry.deal_uuid)),
      { page, limit: WISHLIST_PAGE_SIZE },
    );
    const deals = await this.visibleDeals(
      ownerId,
      shown.items.map((entry) => entry.deal_uuid),
    );
    return {
      ...shown,
      items: shown.items.flatMap((entry) => {
        const deal = deals.get(entry.deal_uuid);
        return deal ? [{ listing_id: deal.id, added_at: entry.added_at.toISOString(), deal: this.deals.view(deal) }] : [];
      }),
    };
  }

  /** The deals of `uuids` the buyer may open, by uuid (only the `projection` fields when given: it must hold what grantedTo reads). */
  private async visibleDeals(buyerId: string, uuids: string[], projection?: Record<string, 1>): Promise<Map<string, Deal>> {
    const found = await this.dealModel.find({ uuid: { $in: uuids }, status: { $in: VISIBLE_DEAL_STATUSES } }, projection).lean<Deal[]>();
    return new Map(found.filter((deal) => grantedTo(deal, buyerId)).map((deal) => [deal.uuid, deal]));
  }
}
