import { apiRoute } from '../http/api-route';

/**
 * The catalog's API as the web calls it through the gateway (all under /v1/client). Public reads, the
 * seller area (role seller, own items only) and the admin's moderation call. The shop's item search is the
 * search service's (SEARCH_API).
 */
const V1 = '/v1/client';

export const CATALOG_API = {
  // Public
  categoriesSearch: `${V1}/categories/search`,
  categoriesWithCounts: `${V1}/categories/with/products-count`,
  brands: `${V1}/brands`,
  brandsSearch: `${V1}/brands/search`,
  /** GET; takes the item's uuid or its numeric id (the product page's URL carries the id). */
  item: apiRoute(`${V1}/items/:uuid`),
  related: apiRoute(`${V1}/items/related/:id`),
  /** GET a page of an item's reviews with its rating summary; POST a review (signed-in customer). */
  itemReviews: apiRoute(`${V1}/items/:uuid/reviews`),
  /** POST search object; `where: {item_uuid}` or `where: {item_id}`. */
  reviewsList: `${V1}/reviews/list`,
  /** POST search object: the caller's own reviews. */
  reviewsMyList: `${V1}/reviews/my-list`,
  /** POST {item_uuid, question}: a signed-in visitor asks the seller; the seller is mailed. */
  itemsAsk: `${V1}/items/ask`,
  /** POST {item_uuid, message, parent_id?} (signed in). */
  discussionCreate: `${V1}/item-discussion/create`,
  /** POST {where: {item_uuid}, page?, limit?}: threads, oldest first, each with its replies. */
  discussionList: `${V1}/item-discussion/list`,

  // Seller area (role seller; only the owner reads or changes an item: 403 otherwise)
  /** POST the product form: creates a pending item. */
  myItems: `${V1}/my/items`,
  /**
   * GET, PUT (product form), DELETE. An edit of a pending or rejected item replaces it and sends it back to
   * pending; an edit of an approved item waits as its `pending_revision` while the live version stays public.
   */
  myItem: apiRoute(`${V1}/my/items/:uuid`),
  myItemsSearch: `${V1}/my/items/search`,
  /** POST {uuids, is_active: 0 | 1}. */
  myItemsBulkChangeStatus: `${V1}/my/items/bulk/change-status`,
  /** POST {items: BulkItemUpdate[]}: price, discount, stock and MOQ; keeps the moderation status. */
  bulkUpdate: `${V1}/bulk/update`,
  /** POST multipart: `file` and `type` ('image' | 'document'). */
  file: `${V1}/file`,
  fileDelete: apiRoute(`${V1}/file/:uuid/delete`),
  /** DELETE: takes a location off an item. */
  itemLocation: apiRoute(`${V1}/:uuid/location/:locationId`),
  /** POST {item_uuid, qty, location_id?}: quantity on hand. */
  inventoryQohUpdate: `${V1}/item/inventory/qoh/update`,
  /** POST {item_uuid, scalling_price, bulk_savings}: replaces an item's price-scaling slots. */
  bulkSavings: `${V1}/bulksavings`,
  /** GET an item's slots. */
  bulkSavingsOf: apiRoute(`${V1}/bulksavings/:uuid`),
  /** GET the seller's warehouse locations; POST creates one. */
  locations: `${V1}/locations`,
  /** GET, PUT, DELETE one location. */
  location: apiRoute(`${V1}/locations/:id`),
  locationsSearch: `${V1}/locations/search`,
  /** POST creates a reseller. */
  resellers: `${V1}/resellers`,
  resellersList: `${V1}/resellers/list`,
  resellersSearch: `${V1}/resellers/search`,
  /** GET, PUT one reseller. */
  reseller: apiRoute(`${V1}/resellers/:id`),
  resellerDelete: apiRoute(`${V1}/resellers/:id/delete`),

  // Admin
  /**
   * PUT {status: 'approved' | 'rejected', reason?}. When the item has a pending revision, the call decides
   * that: 'approved' applies it, 'rejected' discards it (the reason goes to `revision_reason`); the item stays
   * approved either way. Otherwise it decides the item itself.
   */
  adminItemStatus: apiRoute(`${V1}/admin/items/:uuid/status`),
} as const;

/** The catalog's service-to-service routes: only other services call them; the gateway never routes them. */
export const CATALOG_INTERNAL_API = {
  /** GET ItemsExportQuery (admin or service token): item payloads in id order, for search's reindex. */
  itemsExport: '/internal/items',
  /**
   * GET (admin or service token): every brand (CatalogBrandRecord[]), inactive ones too, for services whose
   * records name brands by id (the trader's deals).
   */
  brands: '/internal/brands',
  /** GET (service token): who sells a public item (ListingOwner); 404 for an item that is not public. */
  itemOwner: apiRoute('/internal/items/:item_id/owner'),
} as const;
