import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ADMIN_ID_PATTERN,
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  MODERATION_STATUS_FILTERS,
  productPath,
  type DealStatus,
  type ModerationDetail,
  type ModerationEntry,
  type ModerationSlice,
  type ModerationStatusFilter,
} from '@solar/contracts';
import { type AccountContact, AccountContacts, FileStorage, NotFoundError, partyOf } from '@solar/platform';
import type { Model, QueryFilter } from 'mongoose';
import { ReferenceData } from '../common/reference-data';
import { Item, type ItemFormFields } from '../items/item.schema';
import { coverImage, type ItemRelations } from '../items/item-view';
import { editChanges, liveFields, priceLabelOf } from './item-fields';
import { awaitingOf, queuedAtOf, queueStatusOf } from './moderation-rules';

/**
 * The queue's status filters a shop item can be in. Pending: a new (or sent back) listing, or an approved item
 * whose seller's edit waits (the item is Approved and stays public meanwhile, so it is under Approved too).
 * The deals' other statuses hold no item.
 */
const FILTERS: Partial<Record<ModerationStatusFilter, QueryFilter<Item>>> = {
  Pending: { $or: [{ status: 'pending' }, { pending_revision: { $ne: null } }] },
  Approved: { status: 'approved' },
  Rejected: { status: 'rejected' },
  All: {},
};
const LIVE = { deleted_at: null } as const;

/**
 * The catalog's side of the admin's moderation queue (MODERATION_INTERNAL_API): its shop items by the queue's
 * status filters, oldest first by when they started waiting (`queued_at`), and one item with its waiting edit
 * beside the live version and its history.
 */
@Injectable()
export class ModerationQueue implements OnApplicationBootstrap {
  private readonly logger = new Logger(ModerationQueue.name);

  constructor(
    @InjectModel(Item.name) private readonly items: Model<Item>,
    private readonly reference: ReferenceData,
    private readonly files: FileStorage,
    private readonly sellers: AccountContacts,
  ) {}

  /** Items stored before the queue existed get their place in it (`queued_at` is derived on every write since). */
  async onApplicationBootstrap(): Promise<void> {
    const unplaced = await this.items.find({ queued_at: null }).lean<Item[]>();
    for (const item of unplaced) await this.items.updateOne({ uuid: item.uuid, queued_at: null }, { $set: { queued_at: queuedAtOf(item) } });
    if (unplaced.length) this.logger.log(`${unplaced.length} items placed in the moderation queue`);
  }

  /** The first `limit` items of a filter, oldest first, with the catalog's count of every filter. */
  async slice(status: ModerationStatusFilter = 'Pending', limit: number = ADMIN_LIMITS.pageSize): Promise<ModerationSlice> {
    // Every filter is counted (those no item can be in: 0), so the admin adds the owners' counts up as they come.
    const counted = await Promise.all(
      MODERATION_STATUS_FILTERS.map(async (name) => [name, FILTERS[name] ? await this.items.countDocuments({ ...LIVE, ...FILTERS[name] }) : 0] as const),
    );
    const counts: ModerationSlice['counts'] = Object.fromEntries(counted);
    const edits = await this.items.countDocuments({ ...LIVE, pending_revision: { $ne: null } });
    const filter = FILTERS[status];
    if (!filter) return { entries: [], total: 0, counts, edits };
    const found = await this.items
      .find({ ...LIVE, ...filter })
      .sort({ queued_at: 1, id: 1 })
      .limit(limit)
      .lean<Item[]>();
    const sellers = await this.sellers.findMany(found.map((item) => item.owner_id));
    const entries = await Promise.all(found.map((item) => this.entryOf(item, sellers.get(item.owner_id))));
    return { entries, total: counts[status] ?? 0, counts, edits };
  }

  /** One item (not deleted); 404 otherwise. */
  async detail(uuid: string): Promise<ModerationDetail> {
    const item = ADMIN_ID_PATTERN.test(uuid) ? await this.items.findOne({ uuid, ...LIVE }).lean<Item>() : null;
    if (!item) throw new NotFoundError(ADMIN_MESSAGES.listingNotFound);
    const [entry, names] = await Promise.all([this.entryOf(item, await this.sellers.find(item.owner_id)), this.relations(item)]);
    const edit = item.pending_revision;
    const history = item.moderation_history ?? [];
    return {
      entry,
      fields: liveFields(item, names, this.files),
      changes: edit ? editChanges(item, names, edit, await this.relations(edit), this.files) : [],
      // An item stored before its history was kept: its status now, as the one step known.
      history: history.length
        ? history.map((record) => ({ at: new Date(record.at).toISOString(), from: record.from, to: record.to, by: record.by, reason: record.reason ?? null }))
        : [{ at: entry.submitted_at, from: null, to: entry.status, by: 'system', reason: entry.reason }],
      moves: entry.awaiting ? (['Approved', 'Rejected'] satisfies DealStatus[]) : [],
    };
  }

  private async entryOf(item: Item, seller: AccountContact | null | undefined): Promise<ModerationEntry> {
    const category = await this.reference.category(item.category_id);
    const cover = coverImage(item);
    return {
      kind: 'item',
      uuid: item.uuid,
      id: item.id,
      title: item.name,
      status: queueStatusOf(item.status),
      awaiting: awaitingOf(item),
      submitted_at: new Date(item.queued_at ?? queuedAtOf(item)).toISOString(),
      seller: partyOf(item.owner_id, seller),
      category: category?.name ?? '',
      price_label: priceLabelOf(item),
      image: cover ? this.files.url(cover.path) : null,
      link: productPath(item),
      reason: item.status_reason ?? item.revision_reason ?? null,
    };
  }

  private async relations(version: Pick<ItemFormFields, 'category_id' | 'subcategory_id' | 'brand_id'>): Promise<ItemRelations> {
    const [category, subcategory, brand] = await Promise.all([
      this.reference.category(version.category_id),
      this.reference.category(version.subcategory_id),
      this.reference.brand(version.brand_id),
    ]);
    return { category, subcategory, brand };
  }
}
