import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CART_MESSAGES, WISHLIST_PAGE_SIZE, type CartItem, type PageOf, type WishlistEntry } from '@solar/contracts';
import { isDuplicateKeyError, NotFoundError, slicePage } from '@solar/platform';
import type { Model } from 'mongoose';
import { CatalogItems } from '../catalog-items';
import { WishlistEntryRecord } from './wishlist-entry.schema';

const toWishlistEntry = (entry: WishlistEntryRecord, item: CartItem): WishlistEntry => ({
  item_uuid: entry.item_uuid,
  added_at: new Date(entry.added_at).toISOString(),
  item,
});

@Injectable()
export class WishlistService {
  constructor(
    @InjectModel(WishlistEntryRecord.name) private readonly entries: Model<WishlistEntryRecord>,
    private readonly catalog: CatalogItems,
  ) {}

  /** Adds an item that can be bought; adding it again keeps the first entry and answers it. */
  async add(ownerId: string, itemUuid: string): Promise<WishlistEntry> {
    const known = await this.catalog.find(itemUuid);
    if (!known?.buyable) throw new NotFoundError(CART_MESSAGES.itemUnavailable);
    const entry = await this.keep(ownerId, itemUuid, new Date());
    return toWishlistEntry(entry, known.item);
  }

  async remove(ownerId: string, itemUuid: string): Promise<void> {
    if (!(await this.discard(ownerId, itemUuid))) throw new NotFoundError(CART_MESSAGES.notInWishlist);
  }

  /** Removes the entry if there is one (an item moved to the cart); answers whether there was. */
  async discard(ownerId: string, itemUuid: string): Promise<boolean> {
    const { deletedCount } = await this.entries.deleteOne({ owner_id: ownerId, item_uuid: itemUuid });
    return deletedCount > 0;
  }

  /**
   * One page of the owner's wishlist, newest first. Entries whose item was deleted (or never reached this
   * service) are left out, also from the counts. A wishlist is short, so it is joined with the read model
   * in memory.
   */
  async page(ownerId: string, page: number): Promise<PageOf<WishlistEntry>> {
    const entries = await this.entries.find({ owner_id: ownerId }).sort({ added_at: -1, _id: -1 }).lean<WishlistEntryRecord[]>();
    const known = await this.catalog.findMany(entries.map((entry) => entry.item_uuid));
    const shown: WishlistEntry[] = [];
    for (const entry of entries) {
      const item = known.get(entry.item_uuid);
      if (!item || item.deleted) continue;
      shown.push(toWishlistEntry(entry, item.item));
    }
    return slicePage(shown, { page, limit: WISHLIST_PAGE_SIZE });
  }

  /**
   * Moves a guest's entries to the user. Safe to run again after a crash at any point: an entry the user
   * already has is kept as it is, and the guest's entries are deleted only once copied.
   */
  async mergeGuest(userId: string, guestId: string): Promise<number> {
    const guestEntries = await this.entries.find({ owner_id: guestId }).lean<WishlistEntryRecord[]>();
    for (const entry of guestEntries) await this.keep(userId, entry.item_uuid, entry.added_at);
    // Only the copied ones: an entry the guest added meanwhile stays for the next merge.
    if (guestEntries.length) await this.entries.deleteMany({ owner_id: guestId, item_uuid: { $in: guestEntries.map((e) => e.item_uuid) } });
    return guestEntries.length;
  }

  /** Inserts the entry unless the owner has it already; answers the entry kept. */
  private async keep(ownerId: string, itemUuid: string, addedAt: Date): Promise<WishlistEntryRecord> {
    const key = { owner_id: ownerId, item_uuid: itemUuid };
    try {
      return await this.entries
        .findOneAndUpdate(key, { $setOnInsert: { ...key, added_at: addedAt } }, { upsert: true, returnDocument: 'after' })
        .orFail()
        .lean<WishlistEntryRecord>();
    } catch (error) {
      // Two adds raced to insert; the other one's entry is the one kept.
      if (!isDuplicateKeyError(error)) throw error;
      return this.entries.findOne(key).orFail().lean<WishlistEntryRecord>();
    }
  }
}
