import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MESSAGES, storedNamedAddress, storedUsStateId, type AddressRequest, type PageOf, type SellerLocation } from '@solar/contracts';
import type { NormalisedSearchObject } from '@solar/contracts';
import { findPage, ForbiddenError, type ListQuery, NotFoundError } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { byStoredState, SellerLocationDoc } from './seller-location.schema';

/** Texts of ours that the message catalogue does not have. */
export const LOCATION_ERRORS = {
  notFound: 'Location not found.',
} as const;

/** locations/search: a seller's locations by state, searched in the name and address, sorted by the seller. */
export const LOCATIONS_LIST: ListQuery = {
  allowList: { fields: [], where: ['state'], whereIn: [], with: [], orderby: ['created_at', 'name', 'city'], query: ['name', 'address', 'city', 'zip'] },
  // `where: { state: null }` is no filter: any state.
  whereNull: 'any',
  defaultSort: { field: 'created_at', direction: 'asc' },
  tieBreak: { id: 1 },
  defaultLimit: 20,
};

export function toSellerLocation(doc: SellerLocationDoc): SellerLocation {
  return {
    id: doc.id,
    name: doc.name,
    address: doc.address,
    unit: doc.unit,
    city: doc.city,
    state: storedUsStateId(doc.state),
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

  search(sellerId: string, search: NormalisedSearchObject): Promise<PageOf<SellerLocation>> {
    const byState = byStoredState(search);
    return findPage(this.locations, byState.search, LOCATIONS_LIST, {
      filter: { owner_id: sellerId, ...byState.filter },
      toItems: (page) => page.map(toSellerLocation),
    });
  }

  async get(sellerId: string, id: string): Promise<SellerLocation> {
    return toSellerLocation(await this.owned(sellerId, id));
  }

  async create(sellerId: string, form: AddressRequest): Promise<SellerLocation> {
    const created = await this.locations.create({ id: randomUUID(), owner_id: sellerId, ...storedNamedAddress(form) });
    return toSellerLocation(created.toObject());
  }

  async update(sellerId: string, id: string, form: AddressRequest): Promise<SellerLocation> {
    await this.owned(sellerId, id);
    const updated = await this.locations
      .findOneAndUpdate({ id, owner_id: sellerId }, { $set: storedNamedAddress(form) }, { returnDocument: 'after' })
      .lean<SellerLocationDoc>();
    // Deleted between the check and the write.
    if (!updated) throw new NotFoundError(LOCATION_ERRORS.notFound);
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
    if (!doc) throw new NotFoundError(LOCATION_ERRORS.notFound);
    if (doc.owner_id !== sellerId) throw new ForbiddenError(MESSAGES.product.locationUnknown);
    return doc;
  }
}
