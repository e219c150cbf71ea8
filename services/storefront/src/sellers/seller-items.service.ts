import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type CatalogItemPayload, type StorefrontBrand } from '@solar/contracts';
import { isDuplicateKeyError } from '@solar/platform';
import type { Model } from 'mongoose';
import { SellerItem } from './seller-item.schema';

/** A deletion without a revision (events of before revisions were sent) outranks every update. */
const DELETED_REVISION = Number.MAX_SAFE_INTEGER;

/** What a seller's figures are made of, per seller. */
export interface SellerFigures {
  items_listed: number;
  items_sold: number;
  rating_avg: number;
  reviews_total: number;
  brands: StorefrontBrand[];
}

/** The read model of the sellers' shop items, from catalog events: never another service's collection. */
@Injectable()
export class SellerItems {
  constructor(@InjectModel(SellerItem.name) private readonly items: Model<SellerItem>) {}

  /** Keeps the item at its newest revision: an older or redelivered event changes nothing. */
  async keep(item: CatalogItemPayload): Promise<void> {
    const fields: SellerItem = {
      uuid: item.uuid,
      owner_id: item.owner_id,
      revision: item.revision,
      public: item.is_active === 1 && item.status === 'approved',
      deleted: false,
      reviews_avg: item.reviews_avg ?? 0,
      reviews_total: item.reviews_total ?? 0,
      sale_count: item.sale_count ?? 0,
      listed_at: item.created_at ? new Date(item.created_at) : null,
      brand_id: item.brand?.id ?? 0,
      brand_name: item.brand?.name ?? '',
      brand_slug: item.brand?.slug ?? '',
    };
    await this.upsertNewer(item.uuid, item.revision, fields);
  }

  async deleted(uuid: string, revision: number | undefined): Promise<void> {
    await this.upsertNewer(uuid, revision ?? DELETED_REVISION, { public: false, deleted: true, revision: revision ?? DELETED_REVISION });
  }

  private async upsertNewer(uuid: string, revision: number, fields: Partial<SellerItem>): Promise<void> {
    try {
      await this.items.updateOne({ uuid, revision: { $lt: revision } }, { $set: fields, $setOnInsert: { owner_id: fields.owner_id ?? '' } }, { upsert: true });
    } catch (error) {
      // The item is known at this revision or a newer one.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** When the seller first listed a shop item (one deleted since too), or null before any. */
  async firstListedAt(sellerId: string): Promise<Date | null> {
    const first = await this.items
      .findOne({ owner_id: sellerId, listed_at: { $ne: null } }, { listed_at: 1 })
      .sort({ listed_at: 1 })
      .lean<Pick<SellerItem, 'listed_at'>>();
    return first?.listed_at ? new Date(first.listed_at) : null;
  }

  async figures(sellerId: string): Promise<SellerFigures> {
    const items = await this.items.find({ owner_id: sellerId, deleted: false }).lean<SellerItem[]>();
    const listed = items.filter((item) => item.public);
    const reviewed = items.filter((item) => item.reviews_total > 0);
    const reviewsTotal = reviewed.reduce((sum, item) => sum + item.reviews_total, 0);
    const weighted = reviewed.reduce((sum, item) => sum + item.reviews_avg * item.reviews_total, 0);
    const brands = new Map<number, StorefrontBrand>();
    for (const item of listed) {
      if (!item.brand_id) continue;
      const brand = brands.get(item.brand_id) ?? { id: item.brand_id, name: item.brand_name, slug: item.brand_slug, items: 0 };
      brand.items += 1;
      brands.set(item.brand_id, brand);
    }
    return {
      items_listed: listed.length,
      items_sold: items.reduce((sum, item) => sum + item.sale_count, 0),
      rating_avg: reviewsTotal ? Math.round((weighted / reviewsTotal) * 10) / 10 : 0,
      reviews_total: reviewsTotal,
      brands: [...brands.values()].sort((a, b) => b.items - a.items || a.name.localeCompare(b.name)),
    };
  }
}
