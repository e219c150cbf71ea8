import type { ShipFromLocation } from '../addresses/postal-address';
import type { DiscountUnit } from '../enums/discount';
import type { ItemStatus } from '../enums/listing-status';
import type { BulkSavingsTier } from '../rules/pricing';
import type { AdminActionSettledPayload } from '../admin/events';
import { defineEvent } from '../events/define';
import type { OrderStockLine } from '../orders/events';

/** A category, subcategory or brand as other services see it: enough to show it and link to it. */
export interface CatalogRef {
  id: number;
  name: string;
  slug: string;
}

/**
 * The public fields of a shop item, as the search service indexes them (and the cart reads price, stock
 * and MOQ from them). Sent in full with catalog.item.created and catalog.item.updated.
 */
export interface CatalogItemPayload {
  uuid: string;
  id: number;
  /**
   * Increases with every change of the item. Events may arrive twice or, across a reindex, out of order;
   * a consumer keeps the highest revision it has seen and ignores older ones.
   */
  revision: number;
  name: string;
  /** Sanitized rich text. */
  description: string;
  short_name: string;
  sku: string;
  mpn: string;
  part_number: string;
  tags: string[];
  category: CatalogRef;
  subcategory: CatalogRef | null;
  /** `slug` is the brand path segment (see brandPath). */
  brand: CatalogRef;
  /** A CONDITION_VALUES value. */
  condition: string;
  price: number;
  salePrice: number;
  discount: number;
  discount_unit: DiscountUnit | null;
  final_price: number;
  stock: number;
  total_qty: number;
  moq: number;
  /** A SHIPPING_TYPES value. */
  shipping_type: string;
  /**
   * What the cart and checkout price and ship with. Added after the first version of this payload, so a
   * consumer replaying old events must default them (scalling_price 0, no tiers, max_qty 0, qty_step 1, ...).
   */
  scalling_price?: number;
  bulk_savings?: BulkSavingsTier[];
  max_qty?: number;
  qty_step?: number;
  /** Per-unit charge for estimated_shipping. */
  shipping_cost?: number;
  is_taxable?: number;
  /** Shipping weight and size of one unit, with their units (WEIGHT_UNITS, DIMENSION_UNITS). */
  weight?: number;
  weight_unit?: string;
  length?: number;
  width?: number;
  height?: number;
  dimension_unit?: string;
  /** Ship-from locations: name, city, two-letter state, zip and units there. */
  locations?: ShipFromLocation[];
  panel_wattage?: number;
  wattage?: number;
  colour?: string;
  /** Two-letter code of the state the item ships from. */
  state?: string;
  reviews_avg: number;
  reviews_total: number;
  sale_count: number;
  /** 1 or 0, as the API sends it. */
  is_active: number;
  status: ItemStatus;
  /** Cover image path or URL ('' when the item has none). */
  image: string;
  owner_id: string;
  /** ISO-8601. */
  created_at: string;
  updated_at: string;
}

/**
 * A moderation decision (or a resubmission back to pending): for the seller's notifications and the admin
 * area. The full item state follows in catalog.item.updated.
 */
export interface CatalogItemStatusChangedPayload {
  uuid: string;
  id: number;
  revision: number;
  owner_id: string;
  name: string;
  previous_status: ItemStatus;
  status: ItemStatus;
  /** Why an item was rejected; null otherwise. */
  reason: string | null;
}

/** Units on hand changed (seller update, sale, reservation): what the cart's read model needs to refuse overselling. */
export interface CatalogItemStockChangedPayload {
  uuid: string;
  id: number;
  revision: number;
  stock: number;
  total_qty: number;
  moq: number;
  previous_total_qty: number;
}

export interface CatalogItemDeletedPayload {
  uuid: string;
  id: number;
  revision?: number;
}

/** A category or subcategory (a subcategory has a parent_id). */
export interface CatalogCategoryPayload extends CatalogRef {
  parent_id: number | null;
  description: string;
  /** Bootstrap Icons name. */
  icon?: string;
  is_active: number;
}

export const BRAND_STATUSES = ['active', 'inactive'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

export interface CatalogBrandPayload extends CatalogRef {
  logo: string | null;
  /** Inactive brands are hidden from every list. */
  status: BrandStatus;
}

/**
 * `catalog.item.question-asked`: a signed-in visitor asked an item's seller a question (POST items/ask).
 * Identity mails the seller; the ids are user ids, which identity turns into addresses.
 */
export interface CatalogItemQuestionAskedPayload {
  question_id: string;
  item_uuid: string;
  item_id: number;
  item_name: string;
  /** The item's owner, who is mailed. */
  seller_id: string;
  asker_id: string;
  question: string;
  /** ISO-8601. */
  asked_at: string;
}

/* The order saga's side of the catalog (see ./orders), keyed by order_number. */

/** `catalog.stock.reserved`: every line's units are held for the order (taken out of `stock`). */
export interface CatalogStockReservedPayload {
  order_number: string;
  lines: OrderStockLine[];
}

/** `catalog.stock.rejected`: nothing is held; the lines that could not be met say what was available. */
export interface CatalogStockRejectedPayload {
  order_number: string;
  reason: string;
  shortages: { item_uuid: string; requested: number; available: number }[];
}

/** `catalog.stock.released`: a cancelled order's reservation went back into stock. */
export interface CatalogStockReleasedPayload {
  order_number: string;
  lines: OrderStockLine[];
}

export const CatalogItemCreated = defineEvent('catalog.item.created').carrying<CatalogItemPayload>();
export const CatalogItemUpdated = defineEvent('catalog.item.updated').carrying<CatalogItemPayload>();
export const CatalogItemDeleted = defineEvent('catalog.item.deleted').carrying<CatalogItemDeletedPayload>();
export const CatalogItemStatusChanged = defineEvent('catalog.item.status-changed').carrying<CatalogItemStatusChangedPayload>();
export const CatalogItemStockChanged = defineEvent('catalog.item.stock-changed').carrying<CatalogItemStockChangedPayload>();
export const CatalogCategoryUpserted = defineEvent('catalog.category.upserted').carrying<CatalogCategoryPayload>();
export const CatalogBrandUpserted = defineEvent('catalog.brand.upserted').carrying<CatalogBrandPayload>();
export const CatalogStockReserved = defineEvent('catalog.stock.reserved').carrying<CatalogStockReservedPayload>();
export const CatalogStockRejected = defineEvent('catalog.stock.rejected').carrying<CatalogStockRejectedPayload>();
export const CatalogStockReleased = defineEvent('catalog.stock.released').carrying<CatalogStockReleasedPayload>();
export const CatalogItemQuestionAsked = defineEvent('catalog.item.question-asked').carrying<CatalogItemQuestionAskedPayload>();
/** The catalog's answer to an admin's decision on an item (see ./admin). */
export const CatalogItemAdminActionSettled = defineEvent('catalog.item.admin-action-settled').carrying<AdminActionSettledPayload>();

/** The catalog's events, as `EVENTS.catalog` names them. */
export const CATALOG_EVENTS = {
  itemCreated: CatalogItemCreated,
  itemUpdated: CatalogItemUpdated,
  itemDeleted: CatalogItemDeleted,
  itemStatusChanged: CatalogItemStatusChanged,
  itemStockChanged: CatalogItemStockChanged,
  categoryUpserted: CatalogCategoryUpserted,
  brandUpserted: CatalogBrandUpserted,
  stockReserved: CatalogStockReserved,
  stockRejected: CatalogStockRejected,
  stockReleased: CatalogStockReleased,
  itemQuestionAsked: CatalogItemQuestionAsked,
  itemAdminActionSettled: CatalogItemAdminActionSettled,
} as const;
