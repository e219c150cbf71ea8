import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EVENTS, MESSAGES, type ItemDetail, type ItemStatus, type NormalisedSearchObject, type PageOf, type SellerItemDetail } from '@solar/contracts';
import { FileStorage, NotFoundError, Outbox, findPage, LOST_RACE, retryOnConflict, type ListQuery, type OutboxEntry } from '@solar/platform';
import type { Model } from 'mongoose';
import { ReferenceData } from '../common/reference-data';
import { PUBLIC_ITEM } from '../categories/categories.service';
import { ItemFilesService } from '../files/item-files.service';
import { decisionChanges, queuedAtOf, queueStatusOf, withRecord } from '../moderation/moderation-rules';
import { availableStock, Item, type ItemImage, type ItemDocumentFile } from './item.schema';
import { toItemPayload, toItemView, toPublicItemView, type ItemRelations } from './item-view';

const RELATED_LIMIT = 8;

/** my/items/search: a seller's own items, filtered, searched by name and sorted by the seller. */
export const OWN_ITEMS_LIST: ListQuery = {
  allowList: {
    fields: [],
    where: ['status', 'is_active', 'category_id', 'brand_id', 'condition'],
    whereIn: ['status', 'category_id', 'brand_id'],
    with: [],
    orderby: ['created_at', 'name', 'price', 'stock', 'id'],
    query: ['name'],
  },
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreak: { id: 1 },
  defaultLimit: 20,
};
const MAX_CONFLICT_RETRIES = 5;

/**
 * Fields only the seller and the admin read (see toItemView): a change of these alone leaves what buyers and
 * the other services know of the item as it was, so it announces nothing and keeps `updated_at`.
 */
const REVIEW_ONLY_FIELDS: ReadonlySet<string> = new Set<keyof Item>(['pending_revision', 'revision_reason', 'moderation_history']);

/** The uploads a version of the item shows (seeded pictures name none). */
export const uploadsOf = (version: { images: ItemImage[]; documents: ItemDocumentFile[] } | null): string[] =>
  version ? [...version.images, ...version.documents].flatMap((file) => (file.file_uuid ? [file.file_uuid] : [])) : [];

@Injectable()
export class ItemsService {
  constructor(
    @InjectModel(Item.name) private readonly items: Model<Item>,
    private readonly reference: ReferenceData,
    private readonly outbox: Outbox,
    private readonly files: FileStorage,
    private readonly uploads: ItemFilesService,
  ) {}

  /** A public item by uuid, or by numeric id (the product page's URL carries the id), as anyone may see it. */
  async getPublic(uuidOrId: string): Promise<ItemDetail> {
    return this.publicView(await this.findPublic(/^\d+$/.test(uuidOrId) ? { id: Number(uuidOrId) } : { uuid: uuidOrId }));
  }

  /** A public (active, approved) item, for the features shown on its page; 404 for any other item. */
  async findPublic(key: { uuid: string } | { id: number }): Promise<Item> {
    const item = await this.items.findOne({ ...key, ...PUBLIC_ITEM }).lean<Item>();
    if (!item) throw new NotFoundError(MESSAGES.product.itemNotFound);
    return item;
  }

  /** The item as its seller (or an admin) sees it. */
  async view(item: Item): Promise<SellerItemDetail> {
    return toItemView(item, await this.relations(item), this.files);
  }

  /** The item as anyone sees it: without the seller's cost, reseller, moderation reason or street addresses. */
  async publicView(item: Item): Promise<ItemDetail> {
    return toPublicItemView(item, await this.relations(item), this.files);
  }

  /**
   * The seller's chosen related items when set; otherwise public items of the same subcategory, topped up
   * from the same category, best sellers first. Only for a public item (404 otherwise, as the item itself).
   */
  async related(id: number): Promise<ItemDetail[]> {
    const item = await this.findPublic({ id });
    const pick = (filter: Record<string, unknown>, limit: number) =>
      this.items
        .find({ ...filter, ...PUBLIC_ITEM })
        .sort({ sale_count: -1, id: 1 })
        .limit(limit)
        .lean<Item[]>();
    let related: Item[];
    if (item.related_ids.length) {
      related = await pick({ id: { $in: item.related_ids } }, RELATED_LIMIT);
    } else {
      related = item.subcategory_id ? await pick({ subcategory_id: item.subcategory_id, id: { $ne: id } }, RELATED_LIMIT) : [];
      if (related.length < RELATED_LIMIT) {
        const taken = [id, ...related.map((r) => r.id)];
        related.push(...(await pick({ category_id: item.category_id, id: { $nin: taken } }, RELATED_LIMIT - related.length)));
      }
    }
    return Promise.all(related.map((r) => this.publicView(r)));
  }

  /**
   * Inserts a new item with its `catalog.item.created` event in the same write. Its history starts with its
   * first status: sent by its seller for moderation, or approved from the start (the demo catalogue, listed
   * `now` of the seed's story).
   */
  async create(
    item: Omit<
      Item,
      'revision' | 'created_at' | 'updated_at' | 'deleted_at' | 'reservations' | 'pending_revision' | 'revision_reason' | 'queued_at' | 'moderation_history'
    >,
    now = new Date(),
  ): Promise<Item> {
    const first = {
      at: now,
      from: null,
      to: queueStatusOf(item.status),
      by: item.status === 'pending' ? 'seller' : 'system',
      subject: 'listing',
      reason: null,
      action_id: null,
    } as const;
    const draft = {
      ...item,
      reservations: [],
      revision: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      pending_revision: null,
      revision_reason: null,
      moderation_history: withRecord({ moderation_history: [] }, first),
      queued_at: null,
    } as Item;
    draft.queued_at = queuedAtOf(draft);
    const event = this.outbox.event(EVENTS.catalog.itemCreated, item.uuid, toItemPayload(draft, await this.relations(draft), this.files));
    await this.items.create({ ...draft, _outbox: [event] });
    return draft;
  }

  /** Moderation by the admin's direct route (see decisionChanges; the admin service's decisions: ItemModeration). */
  async setStatus(uuid: string, status: Exclude<ItemStatus, 'pending'>, reason: string | null): Promise<SellerItemDetail> {
    const { item, view } = await this.mutate(uuid, (current) => decisionChanges(current, status, reason, { by: 'admin', action_id: null }));
    await this.keepUploadsOf(item);
    return view!;
  }

  /** Once a decision leaves one version of the item, the uploads only the other one showed are free again. */
  async keepUploadsOf(item: Item): Promise<void> {
    await this.uploads.attach(item.uuid, uploadsOf(item));
  }

  /** Applies a change; see mutate. */
  async update(uuid: string, changes: Partial<Item>): Promise<SellerItemDetail> {
    const result = await this.mutate(uuid, () => changes);
    return result.view!;
  }

  /**
   * Reads the item, asks `change` what to change (null: nothing, and nothing is written), and writes the change
   * with the `catalog.item.updated` event announcing the resulting state in the same single-document write.
   * The write is conditional on the revision read, so the event always describes the state it was written
   * with; a concurrent change makes it read and decide again. `stock` is always derived from total_qty and the
   * reservations, `queued_at` from where the item stands in moderation. Deleted items are found only with
   * `includeDeleted` (a sale or a release still applies to them). A change of the review-only fields alone (a
   * pending revision stored or turned down) announces nothing. `announce` adds events of the caller's to the
   * same write (asked once per attempt, after `change`); with an empty change they are written alone, still
   * conditional on the revision read, and the item is left as it is (its view is then null).
   */
  async mutate(
    uuid: string,
    change: (current: Item) => Partial<Item> | null,
    options: { includeDeleted?: boolean; maxAttempts?: number; announce?: (current: Item, next: Item) => OutboxEntry[] } = {},
  ): Promise<{ item: Item; view: SellerItemDetail | null }> {
    const maxAttempts = options.maxAttempts ?? MAX_CONFLICT_RETRIES;
    // A writer that lost the race backs off a little at random so contenders spread out, then reads again.
    const backoffMs = (attempt: number) => (attempt > 0 ? Math.random() * Math.min(50, 2 ** attempt) : 0);
    return retryOnConflict(
      maxAttempts,
      async () => {
        const current = await this.items.findOne(options.includeDeleted ? { uuid } : { uuid, deleted_at: null }).lean<Item>();
        if (!current) throw new NotFoundError(MESSAGES.product.itemNotFound);
        const changes = change(current);
        if (changes === null) return { item: current, view: null };
        if (options.announce && Object.keys(changes).length === 0) {
          const alone = options.announce(current, current);
          if (!alone.length) return { item: current, view: null };
          const stored = await this.items.updateOne({ uuid, revision: current.revision }, this.outbox.pushEvents(...alone));
          if (stored.modifiedCount === 1) return { item: current, view: null };
          return LOST_RACE;
        }
        const merged = { ...current, ...changes, reservations: changes.reservations ?? current.reservations ?? [] } as Item;
        const changesLiveItem = Object.keys(changes).some((field) => !REVIEW_ONLY_FIELDS.has(field));
        const updatedAt = changesLiveItem ? new Date() : current.updated_at;
        const next = { ...merged, stock: availableStock(merged), revision: current.revision + 1, updated_at: updatedAt } as Item;
        next.queued_at = queuedAtOf(next);
        const rel = await this.relations(next);
        const events = [
          ...(changesLiveItem
            ? [this.outbox.event(EVENTS.catalog.itemUpdated, uuid, toItemPayload(next, rel, this.files)), ...this.changeEvents(current, next)]
            : []),
          ...(options.announce?.(current, next) ?? []),
        ];
        const { _id: _keepId, created_at: _keepCreatedAt, _outbox: _keepOutbox, ...set } = next as Item & { _id?: unknown };
        const written = await this.items
          .findOneAndUpdate(
            { uuid, revision: current.revision },
            { $set: set, ...(events.length ? this.outbox.pushEvents(...events) : {}) },
            { returnDocument: 'after', timestamps: false },
          )
          .lean<Item>();
        if (written) return { item: written, view: toItemView(written, rel, this.files) };
        return LOST_RACE;
      },
      { backoffMs },
    );
  }

  /**
   * Deletes an item for everyone but the records that point at it (orders, reviews): it is kept as a tombstone,
   * inactive and marked deleted, written together with its `catalog.item.deleted` event.
   */
  async remove(uuid: string): Promise<void> {
    await retryOnConflict(MAX_CONFLICT_RETRIES, async () => {
      const current = await this.items.findOne({ uuid, deleted_at: null }).lean<Item>();
      if (!current) throw new NotFoundError(MESSAGES.product.itemNotFound);
      const revision = current.revision + 1;
      const event = this.outbox.event(EVENTS.catalog.itemDeleted, uuid, { uuid, id: current.id, revision });
      const written = await this.items.updateOne(
        { uuid, revision: current.revision },
        { $set: { deleted_at: new Date(), is_active: 0, revision }, ...this.outbox.pushEvents(event) },
      );
      if (written.modifiedCount === 1) return;
      return LOST_RACE;
    });
  }

  /** The narrower events a change announces besides catalog.item.updated. */
  private changeEvents(before: Item, after: Item) {
    const events = [];
    if (before.status !== after.status) {
      events.push(
        this.outbox.event(EVENTS.catalog.itemStatusChanged, after.uuid, {
          uuid: after.uuid,
          id: after.id,
          revision: after.revision,
          owner_id: after.owner_id,
          name: after.name,
          previous_status: before.status,
          status: after.status,
          reason: after.status_reason ?? null,
        }),
      );
    }
    if (before.total_qty !== after.total_qty || before.stock !== after.stock || before.moq !== after.moq) {
      events.push(
        this.outbox.event(EVENTS.catalog.itemStockChanged, after.uuid, {
          uuid: after.uuid,
          id: after.id,
          revision: after.revision,
          stock: after.stock,
          total_qty: after.total_qty,
          moq: after.moq,
          previous_total_qty: before.total_qty,
        }),
      );
    }
    return events;
  }

  /** A seller's own items in any status, newest first unless asked otherwise. */
  searchOwn(ownerId: string, search: NormalisedSearchObject): Promise<PageOf<SellerItemDetail>> {
    return findPage(this.items, search, OWN_ITEMS_LIST, {
      filter: { owner_id: ownerId, deleted_at: null },
      toItems: (page) => Promise.all(page.map((item) => this.view(item))),
    });
  }

  /** Every item as its event payload, for a consumer rebuilding its read model. Paged by numeric id. */
  async exportPayloads(afterId: number, limit: number) {
    const page = await this.items
      .find({ id: { $gt: afterId } })
      .sort({ id: 1 })
      .limit(limit)
      .lean<Item[]>();
    return Promise.all(page.map(async (item) => toItemPayload(item, await this.relations(item), this.files)));
  }

  async count(): Promise<number> {
    return this.items.estimatedDocumentCount();
  }

  private async relations(item: Pick<Item, 'category_id' | 'subcategory_id' | 'brand_id'>): Promise<ItemRelations> {
    const [category, subcategory, brand] = await Promise.all([
      this.reference.category(item.category_id),
      this.reference.category(item.subcategory_id),
      this.reference.brand(item.brand_id),
    ]);
    return { category, subcategory, brand };
  }
}
