import { defineEvent } from '../events/define';

/*
 * The storefront service's events. A storefront is a named seller's public shop window (the shop names its
 * suppliers; negotiable deals never appear on one), so its seller id is public: the spec's storefront routes
 * carry it (/storefront/{store_name}/{seller_id}).
 */

/** `storefront.store.upserted`: a storefront as the public sees it, after every change. */
export interface StorefrontStorePayload {
  store_uuid: string;
  seller_id: string;
  /** The store's name as the route uses it (`store_name`). */
  name: string;
  title: string;
  /** Public logo URL, or null. */
  logo: string | null;
  /** Shown to the public: enabled by its seller and the seller's account active. */
  is_enable: boolean;
  /** Increases with every change, so a read model keeps only the newest. */
  revision: number;
  updated_at: string;
}

/** `storefront.store.deleted`: the storefront is gone (its seller's account closed). */
export interface StorefrontStoreDeletedPayload {
  store_uuid: string;
  seller_id: string;
  revision: number;
}

export const StorefrontStoreUpserted = defineEvent('storefront.store.upserted').carrying<StorefrontStorePayload>();
export const StorefrontStoreDeleted = defineEvent('storefront.store.deleted').carrying<StorefrontStoreDeletedPayload>();

/** The storefront service's events, as `EVENTS.storefront` names them. */
export const STOREFRONT_EVENTS = {
  storeUpserted: StorefrontStoreUpserted,
  storeDeleted: StorefrontStoreDeleted,
} as const;
