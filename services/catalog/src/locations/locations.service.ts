import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { addressFieldsOf, MESSAGES, type AddressRequest, type PageOf, type SellerLocation } from '@solar/contracts';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { escapeRegex } from '../common/escape-regex';
import { SellerLocationDoc } from './seller-location.schema';

/** Texts of ours that the message catalogue does not have. */
export const LOCATION_ERRORS = {
  notFound: 'Location not found.',
} as const;

export interface LocationSearch {
  text?: string;
  state?: number;
  sortField: 'created_at' | 'name' | 'city';
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
}

export function toSellerLocation(doc: SellerLocationDoc): SellerLocation {
  return {
    id: doc.id,
    name: doc.name,
    address: doc.address,
    unit: doc.unit,
    city: doc.city,
    state: doc.state,
    zip: doc.zip,
    created_at: new Date(doc.created_at).toISOString(),
  };
}


/** A seller's warehouse locations; only their owner reads or changes them. */
@Injectable()
export class LocationsService {
  constructor(@InjectModel(SellerLocationDoc.name) private readonly locations: Model<SellerLocationDoc>) {}

  async list(sellerId: string): Promise<SellerLocation[]> {
    const found = await this.locations.find({ owner_id: sellerId }).sort({ created_at: 1, id: 1 }).lean<SellerLocationDoc[]>();
    return found.map(toSellerLocation);
  }

  async search(sellerId: string, q: LocationSearch): Promise<PageOf<SellerLocation>> {
    const filter: Record<string, unknown> = { owner_id: sellerId };
    if (q.state !== undefined) filter.state = q.state;
    if (q.text) {
      const pattern = { $regex: escapeRegex(q.text), $options: 'i' };
      filter.$or = [{ name: pattern }, { address: pattern }, { city: pattern }, { zip: pattern }];
    }
    const [total, page] = await Promise.all([
      this.locations.countDocuments(filter),
      this.locations
        .find(filter)
        .sort({ [q.sortField]: q.direction === 'asc' ? 1 : -1, id: 1 })
        .skip((q.page - 1) * q.limit)
        .limit(q.limit)
        .lean<SellerLocationDoc[]>(),
    ]);
    return { items: page.map(toSellerLocation), total, page: q.page, limit: q.limit, last_page: Math.max(1, Math.ceil(total / q.limit)) };
  }

  async get(sellerId: string, id: string): Promise<SellerLocation> {
    return toSellerLocation(await this.owned(sellerId, id));
  }

  async create(sellerId: string, form: AddressRequest): Promise<SellerLocation> {
    const created = await this.locations.create({ id: randomUUID(), owner_id: sellerId, ...addressFieldsOf(form) });
    return toSellerLocation(created.toObject());
  }

  async update(sellerId: string, id: string, form: AddressRequest): Promise<SellerLocation> {
    await this.owned(sellerId, id);
    const updated = await this.locations
      .findOneAndUpdate({ id, owner_id: sellerId }, { $set: addressFieldsOf(form) }, { returnDocument: 'after' })
      .lean<SellerLocationDoc>();
    // Deleted between the check and the write.
    if (!updated) throw new NotFoundException(LOCATION_ERRORS.notFound);
    return toSellerLocation(updated);
  }

  async remove(sellerId: string, id: string): Promise<void> {
    await this.owned(sellerId, id);
    await this.locations.deleteOne({ id, owner_id: sellerId });
  }

  /**
   * For the product form: the seller's own locations among `ids`, in the order of `ids` (an id that is not
   * theirs, or unknown, is left out, so the caller compares lengths to refuse it).
   */
  async findOwn(sellerId: string, ids: string[]): Promise<SellerLocation[]> {
    if (!ids.length) return [];
    const found = await this.locations.find({ owner_id: sellerId, id: { $in: ids } }).lean<SellerLocationDoc[]>();
    const byId = new Map(found.map((doc) => [doc.id, doc]));
    return ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [toSellerLocation(doc)] : [];
    });
  }

  /** 404 for an unknown location, 403 for another seller's. */
  private async owned(sellerId: string, id: string): Promise<SellerLocationDoc> {
    const doc = await this.locations.findOne({ id }).lean<SellerLocationDoc>();
    if (!doc) throw new NotFoundException(LOCATION_ERRORS.notFound);
    if (doc.owner_id !== sellerId) throw new ForbiddenException(MESSAGES.product.locationUnknown);
    return doc;
  }
}
