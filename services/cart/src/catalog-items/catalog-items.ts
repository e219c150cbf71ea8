import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CatalogItemPayload } from '@solar/contracts';
import { isDuplicateKeyError } from '@solar/platform';
import type { Model } from 'mongoose';
import { toKnownItem, type KnownItem } from './cart-item';
import { CatalogItemRecord } from './catalog-item.schema';

/** The read model of shop items: kept in step with the catalog's item events, read by carts and wishlists. */
@Injectable()
export class CatalogItems {
  constructor(@InjectModel(CatalogItemRecord.name) private readonly records: Model<CatalogItemRecord>) {}

  /**
   * Applies an item's state if it is newer than what we hold. Events of one item arrive in order, but a
   * redelivery or a replay may bring an older revision: it is ignored. A deletion mark is kept.
   */
  async apply(item: CatalogItemPayload): Promise<boolean> {
    const updated = await this.records.updateOne({ uuid: item.uuid, revision: { $lt: item.revision } }, { $set: { revision: item.revision, payload: item } });
    if (updated.matchedCount > 0) return true;
    try {
      await this.records.create({ uuid: item.uuid, revision: item.revision, payload: item, deleted_at: null });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false; // we already hold this revision or a newer one
      throw error;
    }
  }

  /**
   * Marks an item deleted without dropping it: carts still hold lines of it and show them as unavailable.
   * The deletion's revision is kept, so an older update replayed later cannot bring the item back to life
   * (an update never clears `deleted_at` anyway).
   */
  async markDeleted(uuid: string, revision?: number): Promise<void> {
    await this.records.updateOne(
      { uuid },
      {
        $set: { deleted_at: new Date() },
        $max: { revision: typeof revision === 'number' ? revision : 0 },
        $setOnInsert: { payload: null },
      },
      { upsert: true },
    );
  }

  /** The item, whether or not it can be bought now; null when the catalog never told us of it. */
  async find(uuid: string): Promise<KnownItem | null> {
    const record = await this.records.findOne({ uuid }).lean<CatalogItemRecord>();
    return record ? toKnownItem(record) : null;
  }

  /** The items we know among `uuids`, by uuid. */
  async findMany(uuids: readonly string[]): Promise<Map<string, KnownItem>> {
    const known = new Map<string, KnownItem>();
    if (!uuids.length) return known;
    const records = await this.records.find({ uuid: { $in: [...new Set(uuids)] } }).lean<CatalogItemRecord[]>();
    for (const record of records) {
      const item = toKnownItem(record);
      if (item) known.set(record.uuid, item);
    }
    return known;
  }
}
