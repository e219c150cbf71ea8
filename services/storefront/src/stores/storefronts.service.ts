import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  EVENTS,
  STOREFRONT_LISTING,
  STOREFRONT_MESSAGES as M,
  plainText,
  sanitizeRichText,
  type AccessTokenClaims,
  type NormalisedSearchObject,
  type PageOf,
  type StorefrontBody,
  type StorefrontCard,
  type StorefrontStorePayload,
  type StorefrontView,
} from '@solar/contracts';
import { FileStorage, ForbiddenError, InvalidInputError, NotFoundError, Outbox, findPage, isDuplicateKeyError, type ListQuery } from '@solar/platform';
import type { Model, QueryFilter } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { Storefront, type StorePicture } from './storefront.schema';
import { StorefrontUpload } from './storefront-upload.schema';

/** The public's lists: enabled stores, by title unless asked otherwise. */
export const STORE_LIST: ListQuery = {
  allowList: STOREFRONT_LISTING,
  defaultSort: { field: 'title', direction: 'asc' },
  tieBreak: { uuid: 1 },
  defaultLimit: 6,
  maxLimit: 48,
};

/** The search variant's wildcard terms ('*solar*', 'sun*'): a term matches anywhere in the title, so '*' adds nothing. */
export const withoutWildcards = (search: NormalisedSearchObject): NormalisedSearchObject => {
  if (!search.query) return search;
  const term = search.query.term.replace(/\*/g, ' ').replace(/\s+/g, ' ').trim();
  const { query: _query, ...rest } = search;
  return term ? { ...rest, query: { ...search.query, term } } : rest;
};

const pictureUrls = (storage: FileStorage, picture: StorePicture | null, order: string[]): string[] =>
  picture
    ? order
        .map((size) => picture.renditions.find((r) => r.type === size)?.path)
        .filter((path): path is string => !!path)
        .map((path) => storage.url(path))
    : [];

@Injectable()
export class Storefronts {
  constructor(
    @InjectModel(Storefront.name) private readonly stores: Model<Storefront>,
    @InjectModel(StorefrontUpload.name) private readonly uploads: Model<StorefrontUpload>,
    private readonly storage: FileStorage,
    private readonly outbox: Outbox,
  ) {}

  view(store: Storefront): StorefrontView {
    return {
      id: store.uuid,
      uuid: store.uuid,
      user_id: store.user_id,
      name: store.name,
      title: store.title,
      subtitle: store.subtitle,
      email: store.email,
      website: store.website,
      phone: store.phone,
      city: store.city,
      address_name: store.address_name,
      address: store.address,
      zip: store.zip,
      about: store.about,
      company_vision: store.company_vision,
      shipping_refund: store.shipping_refund,
      terms_conditions: store.terms_conditions,
      privacy_policy: store.privacy_policy,
      shipping_policy: store.shipping_policy,
      seller_detail_services: store.seller_detail_services,
      seller_detail_coverage_area: store.seller_detail_coverage_area,
      profile_images: pictureUrls(this.storage, store.logo, ['300x300', '685x450']),
      background_images: pictureUrls(this.storage, store.banner, ['1600x675', '685x450']),
      logo_uuid: store.logo?.uuid ?? null,
      banner_uuid: store.banner?.uuid ?? null,
      is_enable: store.is_enable ? 1 : 0,
      created_at: new Date(store.created_at).toISOString(),
      updated_at: new Date(store.updated_at).toISOString(),
    };
  }

  card(store: Storefront): StorefrontCard {
    const view = this.view(store);
    return {
      uuid: store.uuid,
      user_id: store.user_id,
      name: store.name,
      title: store.title || store.name,
      subtitle: store.subtitle,
      city: store.city,
      logo: view.profile_images[0] ?? null,
      banner: view.background_images[0] ?? null,
    };
  }

  /** The event every change carries: the store as the public sees it. */
  private upserted(store: Storefront) {
    const payload: StorefrontStorePayload = {
      store_uuid: store.uuid,
      seller_id: store.user_id,
      name: store.name,
      title: store.title || store.name,
      logo: this.view(store).profile_images[0] ?? null,
      is_enable: store.is_enable,
      revision: store.revision,
      updated_at: new Date(store.updated_at).toISOString(),
    };
    return this.outbox.event(EVENTS.storefront.storeUpserted, store.uuid, payload);
  }

  mine(sellerId: string): Promise<Storefront | null> {
    return this.stores.findOne({ user_id: sellerId }).lean<Storefront>();
  }

  /** An enabled store of this seller, or 404 'Storefront not found.'. */
  async publicOf(sellerId: string): Promise<Storefront> {
    const store = await this.stores.findOne({ user_id: sellerId, is_enable: true }).lean<Storefront>();
    if (!store) throw new NotFoundError(M.notFound);
    return store;
  }

  async publicByUuid(uuid: string): Promise<Storefront> {
    const store = await this.stores.findOne({ uuid, is_enable: true }).lean<Storefront>();
    if (!store) throw new NotFoundError(M.notFound);
    return store;
  }

  async byUuids(uuids: string[]): Promise<Map<string, Storefront>> {
    const found = uuids.length ? await this.stores.find({ uuid: { $in: uuids } }).lean<Storefront[]>() : [];
    return new Map(found.map((store) => [store.uuid, store]));
  }

  /** Enabled stores as the search object asks: the listing's text on title and name, the search variant's on the title. */
  listing(search: NormalisedSearchObject, textOn: 'title and name' | 'title' = 'title and name'): Promise<PageOf<StorefrontCard>> {
    const list = textOn === 'title' ? { ...STORE_LIST, allowList: { ...STORE_LIST.allowList, query: ['title'] } } : STORE_LIST;
    return findPage(this.stores, withoutWildcards(search), list, {
      filter: { is_enable: true } as QueryFilter<Storefront>,
      toItems: (docs) => docs.map((doc) => this.card(doc)),
    });
  }

  /** The public fetch: `where.user_id` (and `is_enable: 1`, the only state ever answered). */
  async fetch(search: NormalisedSearchObject): Promise<PageOf<StorefrontView>> {
    const where = search.where ?? {};
    if (where.is_enable !== undefined && Number(where.is_enable) !== 1) return { items: [], total: 0, page: 1, limit: 1, last_page: 1 };
    const filter: Record<string, unknown> = { is_enable: true };
    if (where.user_id !== undefined) filter.user_id = String(where.user_id);
    if (where.uuid !== undefined) filter.uuid = String(where.uuid);
    const page = await findPage(
      this.stores,
      { page: search.page, limit: search.limit },
      { ...STORE_LIST, allowList: { fields: [] } },
      { filter: filter as QueryFilter<Storefront> },
    );
    if (page.total === 0) throw new NotFoundError(M.notFound);
    return { ...page, items: page.items.map((doc) => this.view(doc)) };
  }

  /** Creates or replaces the seller's own store; the owner is the token's subject, never the body's. */
  async save(seller: AccessTokenClaims, body: StorefrontBody): Promise<StorefrontView> {
    const [logo, banner] = await Promise.all([
      this.picture(seller.sub, body.logo_uuid, 'logo_uuid'),
      this.picture(seller.sub, body.banner_uuid, 'banner_uuid'),
    ]);
    const fields = {
      name: plainText(body.name),
      title: plainText(body.title) || plainText(body.name),
      subtitle: plainText(body.subtitle),
      email: plainText(body.email),
      website: plainText(body.website),
      phone: plainText(body.phone),
      city: plainText(body.city),
      address_name: plainText(body.address_name),
      address: plainText(body.address),
      zip: plainText(body.zip),
      about: sanitizeRichText(body.about),
      company_vision: sanitizeRichText(body.company_vision),
      shipping_refund: sanitizeRichText(body.shipping_refund),
      terms_conditions: sanitizeRichText(body.terms_conditions),
      privacy_policy: sanitizeRichText(body.privacy_policy),
      shipping_policy: sanitizeRichText(body.shipping_policy),
      seller_detail_services: plainText(body.seller_detail_services),
      seller_detail_coverage_area: plainText(body.seller_detail_coverage_area),
      logo,
      banner,
      is_enable: body.is_enable ?? true,
    };
    return this.view(await this.write(seller.sub, fields));
  }

  /** One write per change, its event in it; two first saves at once: the loser updates the winner's store. */
  async write(sellerId: string, fields: Partial<Storefront>): Promise<Storefront> {
    for (let attempt = 0; ; attempt++) {
      const now = new Date();
      const current = await this.mine(sellerId);
      try {
        if (!current) {
          const store = { uuid: randomUUID(), user_id: sellerId, ...fields, revision: 1, created_at: now, updated_at: now } as Storefront;
          await this.stores.create({ ...store, _outbox: [this.upserted(store)] });
          return store;
        }
        const next = { ...current, ...fields, revision: current.revision + 1, updated_at: now } as Storefront;
        const { _outbox: _ignored, ...set } = { ...fields, revision: next.revision, updated_at: now } as Storefront;
        const written = await this.stores.updateOne(
          { user_id: sellerId, revision: current.revision },
          this.outbox.withEvents<{ $set: Partial<Storefront>; $push?: Record<string, unknown> }>({ $set: set }, this.upserted(next)),
        );
        if (written.modifiedCount === 1) return next;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      if (attempt >= 5) throw new Error('storefront write kept losing to concurrent writes');
    }
  }

  private async picture(sellerId: string, uuid: string | null | undefined, field: string): Promise<StorePicture | null> {
    if (!uuid) return null;
    const upload = await this.uploads.findOne({ uuid }).lean<StorefrontUpload>();
    if (!upload) throw new InvalidInputError({ [field]: [M.uploadNotFound] });
    if (upload.owner_id !== sellerId) throw new ForbiddenError(M.uploadNotFound);
    return { uuid: upload.uuid, renditions: upload.renditions };
  }
}
