import type { StorefrontStorePayload } from '@solar/contracts';
import type { IndexDefinition } from '@solar/platform';

export const STORES_INDEX = 'stores';

/**
 * A storefront as the search service holds it: the event's payload keyed by `uuid` (the store's), as every read
 * model of the service is. A deleted store stays as a tombstone at the deletion's revision, so an older upsert
 * delivered late cannot bring it back.
 */
export interface StoreReadPayload extends StorefrontStorePayload {
  uuid: string;
  deleted?: boolean;
}

/** One enabled storefront in the `stores` index: what a suggestion shows. */
export interface StoreSearchDoc {
  uuid: string;
  seller_id: string;
  name: string;
  title: string;
  logo: string | null;
}

export const STORE_INDEX_DEFINITION: IndexDefinition = {
  name: STORES_INDEX,
  idField: 'uuid',
  textFields: [{ field: 'name', boost: 2 }, { field: 'title' }],
  keywordFields: ['seller_id'],
  numericFields: [],
};

/** Only enabled storefronts (enabled by the seller, whose account is active) are suggested. */
export const isPublicStore = (store: StoreReadPayload) => store.is_enable === true && !store.deleted;

export function toStoreSearchDoc(store: StoreReadPayload): StoreSearchDoc {
  return { uuid: store.uuid, seller_id: store.seller_id, name: store.name, title: store.title, logo: store.logo };
}
