import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  MODERATION_STATUS_FILTERS,
  dealMovesFor,
  type DealStatus,
  type ModerationDetail,
  type ModerationSlice,
  type ModerationStatusFilter,
} from '@solar/contracts';
import { AccountContacts, FileStorage, NotFoundError } from '@solar/platform';
import type { Model, QueryFilter } from 'mongoose';
import { CatalogBrands } from '../broker/catalog-brands';
import { Deal, formFieldsOf } from '../deals/deal.schema';
import { dealKeyOf } from '../deals/deals.service';
import { fieldChanges, fieldRows, moderationEntry, waitingSince } from './admin-views';

/** Live deals with an edit waiting (a Pending deal's edits replace it: it never has one). */
const EDIT_WAITING: QueryFilter<Deal> = { status: { $ne: 'Pending' }, pending_revision: { $ne: null } };

/**
 * The trader's side of the admin's moderation queue (MODERATION_INTERNAL_API): its deals per status filter, the
 * oldest first, Pending holding the new listings and the edits of published ones; one deal with its edit beside
 * the live version, its history and the admin's moves.
 */
@Injectable()
export class ModerationService {
  private readonly logger = new Logger(ModerationService.name);

  constructor(
    @InjectModel(Deal.name) private readonly deals: Model<Deal>,
    private readonly contacts: AccountContacts,
    private readonly brands: CatalogBrands,
    private readonly files: FileStorage,
  ) {}

  /** The first `limit` entries of `status`, the oldest first (by when they started waiting), with the counts of every filter. */
  async slice(status: ModerationStatusFilter = 'Pending', limit: number = ADMIN_LIMITS.pageSize): Promise<ModerationSlice> {
    const { counts, edits } = await this.counts();
    let deals: Deal[];
    if (status === 'Pending') {
      const [listings, edits] = await Promise.all([
        this.deals.find({ status: 'Pending' }).sort({ updated_at: 1, id: 1 }).limit(limit).lean<Deal[]>(),
        this.deals.find(EDIT_WAITING).sort({ 'pending_revision.submitted_at': 1, id: 1 }).limit(limit).lean<Deal[]>(),
      ]);
      deals = [...listings, ...edits].sort((a, b) => waitingSince(a).getTime() - waitingSince(b).getTime() || a.id - b.id).slice(0, limit);
    } else {
      deals = await this.deals
        .find(status === 'All' ? {} : { status })
        .sort({ updated_at: 1, id: 1 })
        .limit(limit)
        .lean<Deal[]>();
    }
    const contacts = await this.contacts.findMany(deals.map((deal) => deal.owner_id));
    return { entries: deals.map((deal) => moderationEntry(deal, contacts, this.files)), total: counts[status] ?? 0, counts, edits };
  }

  /** One deal (by uuid or id) as the moderation page shows it; 404 for an unknown one. */
  async detail(uuid: string): Promise<ModerationDetail> {
    const deal = await this.deals.findOne(dealKeyOf(uuid)).lean<Deal>();
    if (!deal) throw new NotFoundError(ADMIN_MESSAGES.listingNotFound);
    const [contacts, brands] = await Promise.all([this.contacts.findMany([deal.owner_id]), this.brandNames()]);
    const live = formFieldsOf(deal);
    const pending = deal.pending_revision ? formFieldsOf(deal.pending_revision) : null;
    const moves: DealStatus[] = dealMovesFor(deal.status, 'admin');
    if (pending) for (const decision of ['Approved', 'Rejected'] as const) if (!moves.includes(decision)) moves.push(decision);
    return {
      entry: moderationEntry(deal, contacts, this.files),
      fields: fieldRows(live, brands),
      changes: fieldChanges(live, pending, brands),
      history: (deal.status_history ?? []).map((entry) => ({
        at: new Date(entry.at).toISOString(),
        from: entry.from ?? null,
        to: entry.to,
        by: entry.by,
        reason: entry.reason ?? null,
      })),
      moves,
    };
  }

  /** Deals per status filter: Pending counts the edits waiting too, All every deal. */
  private async counts(): Promise<Pick<ModerationSlice, 'counts' | 'edits'>> {
    const [rows, edits] = await Promise.all([
      this.deals.aggregate<{ _id: DealStatus; count: number }>([{ $group: { _id: '$status', count: { $sum: 1 } } }]),
      this.deals.countDocuments(EDIT_WAITING),
    ]);
    const per = new Map(rows.map((row) => [row._id as string, row.count]));
    const counts: ModerationSlice['counts'] = {};
    for (const filter of MODERATION_STATUS_FILTERS) counts[filter] = per.get(filter) ?? 0;
    counts.Pending = (per.get('Pending') ?? 0) + edits;
    counts.All = rows.reduce((sum, row) => sum + row.count, 0);
    return { counts, edits };
  }

  /** The catalog's brand names; none while the catalog cannot be read (the page then names brands by id). */
  private async brandNames(): Promise<Map<number, string>> {
    try {
      return new Map([...(await this.brands.byId()).values()].map((brand) => [brand.id, brand.name]));
    } catch (error) {
      this.logger.warn(`brand names unavailable: ${(error as Error).message}`);
      return new Map();
    }
  }
}
