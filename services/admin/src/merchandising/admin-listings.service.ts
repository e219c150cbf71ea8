import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  PUBLIC_DEAL_STATUSES,
  nameSlug,
  pricePerWattText,
  type CatalogItemPayload,
  type DealStatus,
  type EventOf,
  type IntegrationEvent,
  type MerchandisingEntryView,
  type MerchandisingList,
  type ModerationKind,
  type TraderDealPayload,
} from '@solar/contracts';
import { escapeRegex, isDuplicateKeyError, LOST_RACE, retryOnConflict } from '@solar/platform';
import type { Model } from 'mongoose';
import { AdminListing } from './admin-listing.schema';

/** Dollars as a listing reads them: '$1,299.00' (a price per watt: pricePerWattText, '$0.2100 /W'). */
export const usdLabel = (amount: number): string => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A shop item's page (the web's productPath). */
const itemLink = (id: number, name: string) => `/product/${id}/${nameSlug(name) || 'item'}`;

const listingId = (kind: ModerationKind, uuid: string) => `${kind}:${uuid}`;
const MAX_CONFLICT_RETRIES = 8;

/** What a listing's public flag is derived from. */
function isPublic(listing: Pick<AdminListing, 'kind' | 'status' | 'active' | 'deleted' | 'title'>): boolean {
  if (listing.deleted || !listing.title) return false;
  return listing.kind === 'deal' ? PUBLIC_DEAL_STATUSES.includes(listing.status as DealStatus) : listing.status === 'approved' && listing.active;
}

/** The change one event makes to a listing (null: none, an older or repeated event). */
type Decide = (current: AdminListing) => Partial<AdminListing> | null;

/** Applies a full payload of revision `revision`: its fields if not older than what is kept, its status if not older either. */
const fullPayload =
  (revision: number, fields: Partial<AdminListing>, status: string): Decide =>
  (current) => {
    if (current.deleted || revision < current.revision) return null;
    if (revision === current.revision && current.title)
      return revision >= current.status_revision && current.status !== status ? { status, status_revision: revision } : null;
    return { ...fields, revision, ...(revision >= current.status_revision ? { status, status_revision: revision } : {}) };
  };

/** Applies a status change: only over a status from an older revision. */
const statusChange =
  (revision: number, fields: Partial<AdminListing>, status: string): Decide =>
  (current) => {
    if (current.deleted || revision <= current.status_revision) return null;
    return { ...(current.title ? {} : fields), status, status_revision: revision };
  };

/** A deletion: final, whatever comes after it. */
const deletion: Decide = (current) => (current.deleted ? null : { deleted: true });

/**
 * The public listings' read model the curated lists and their candidates are checked against: fed by the
 * catalog's and the trader's events, keeping the newest revision of each listing (a status change and the full
 * payload of one change carry the same revision), with its public flag derived on every write.
 */
@Injectable()
export class AdminListings {
  constructor(@InjectModel(AdminListing.name) private readonly listings: Model<AdminListing>) {}

  async applyItem(event: IntegrationEvent<CatalogItemPayload>): Promise<void> {
    const item = event.data;
    await this.apply('item', item.uuid, fullPayload(item.revision, this.itemFields(item), item.status));
  }

  async applyItemStatus(event: EventOf<'catalog.item.status-changed'>): Promise<void> {
    const { uuid, id, name, revision, status } = event.data;
    await this.apply('item', uuid, statusChange(revision, { id, title: name, link: itemLink(id, name) }, status));
  }

  async applyDeal(event: IntegrationEvent<TraderDealPayload>): Promise<void> {
    const deal = event.data;
    await this.apply('deal', deal.uuid, fullPayload(deal.revision, this.dealFields(deal), deal.status));
  }

  async applyDealStatus(event: EventOf<'trader.deal.status-changed'>): Promise<void> {
    const { uuid, id, revision, status } = event.data;
    await this.apply('deal', uuid, statusChange(revision, { id }, status));
  }

  async remove(kind: ModerationKind, uuid: string): Promise<void> {
    await this.apply(kind, uuid, deletion);
  }

  /** The listings of these uuids of one kind, by uuid (those known). */
  async findMany(kind: ModerationKind, uuids: readonly string[]): Promise<Map<string, AdminListing>> {
    const found = uuids.length ? await this.listings.find({ _id: { $in: uuids.map((uuid) => listingId(kind, uuid)) } }).lean<AdminListing[]>() : [];
    return new Map(found.map((listing) => [listing.uuid, listing]));
  }

  /** Public listings of a kind whose title holds `q`, the newest first. */
  async candidates(kind: ModerationKind, q: string | undefined, limit: number): Promise<AdminListing[]> {
    const text = q?.trim();
    const filter = { kind, public: true, ...(text ? { title: { $regex: escapeRegex(text), $options: 'i' } } : {}) };
    return this.listings.find(filter).sort({ id: -1, _id: 1 }).limit(limit).lean<AdminListing[]>();
  }

  /** A listing as a curated list shows it (a pick no longer known is shown by its uuid, not public). */
  view(list: MerchandisingList | null, kind: ModerationKind, uuid: string, listing: AdminListing | undefined): MerchandisingEntryView {
    return {
      list,
      kind,
      uuid,
      id: listing?.id ?? 0,
      title: listing?.title || uuid,
      image: listing?.image ?? null,
      price_label: listing?.price_label ?? '',
      condition: listing?.condition ?? '',
      link: listing?.link ?? '',
      public: listing?.public ?? false,
    };
  }

  private itemFields(item: CatalogItemPayload): Partial<AdminListing> {
    return {
      id: item.id,
      title: item.name,
      image: item.image || null,
      price_label: usdLabel(item.final_price),
      condition: item.condition ?? '',
      link: itemLink(item.id, item.name),
      active: item.is_active === 1,
    };
  }

  private dealFields(deal: TraderDealPayload): Partial<AdminListing> {
    const first = [...deal.images].sort((a, b) => a.orderofimage - b.orderofimage);
    const image = first.find((picture) => picture.type === '300x300') ?? first[0];
    return {
      id: deal.id,
      title: deal.name,
      image: image?.url ?? null,
      price_label: deal.price === null ? '' : deal.price_unit === 'watt' ? pricePerWattText(deal.price) : usdLabel(deal.price),
      condition: deal.condition ?? '',
      link: deal.path,
      active: true,
    };
  }

  /** Reads the listing, decides, and writes conditional on what was read (a first event inserts it). */
  private async apply(kind: ModerationKind, uuid: string, decide: Decide): Promise<void> {
    const _id = listingId(kind, uuid);
    await retryOnConflict(MAX_CONFLICT_RETRIES, async () => {
      const stored = await this.listings.findById(_id).lean<AdminListing>();
      const current: AdminListing = stored ?? {
        _id,
        kind,
        uuid,
        id: 0,
        title: '',
        image: null,
        price_label: '',
        condition: '',
        link: '',
        status: '',
        active: true,
        public: false,
        deleted: false,
        revision: 0,
        status_revision: 0,
        v: 0,
      };
      const change = decide(current);
      if (!change) return true;
      const next = { ...current, ...change, v: current.v + 1 };
      next.public = isPublic(next);
      if (!stored) {
        try {
          await this.listings.create(next);
          return true;
        } catch (error) {
          if (isDuplicateKeyError(error)) return LOST_RACE;
          throw error;
        }
      }
      const { _id: _ignored, ...fields } = next;
      const written = await this.listings.updateOne({ _id, v: current.v }, { $set: fields });
      return written.modifiedCount === 1 ? true : LOST_RACE;
    });
  }
}
