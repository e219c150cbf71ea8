import type { NamedAddress, ShipFromLocation } from '../addresses/postal-address';
import type { ImageSizeName } from '../enums/constants';
import type { DiscountUnit } from '../enums/discount';
import type { ItemStatus } from '../enums/listing-status';
import type { BulkSavingsTier } from '../rules/pricing';
import type { CatalogBrandPayload } from './events';

/** A brand as `internal/brands` answers it: what a brand list shows of it. Inactive brands are hidden from every list. */
export interface CatalogBrandRecord extends CatalogBrandPayload {
  heading: string;
  meta_title: string;
  meta_description: string;
}

export const UPLOAD_LIMITS = {
  /** Bytes per file. */
  maxFileBytes: 10 * 1024 * 1024,
  imagesPerItem: 10,
  documentsPerItem: 10,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  documentTypes: ['application/pdf'],
} as const;

// ---- Answers ----------------------------------------------------------------------------------------------

export interface CatalogRefView {
  id: number;
  name: string;
  slug: string;
}

/** One stored rendition of a picture; the renditions of one picture share `orderofimage`. */
export interface ItemImageView {
  path: string;
  url: string;
  orderofimage: number;
  /** The rendition's size name, e.g. '300x300'. */
  type: string;
  /** The upload it came from, which the product form sends back to keep it (null for seeded pictures). */
  file_uuid: string | null;
}

export interface ItemDocumentView {
  name: string;
  path: string;
  url: string;
  file_uuid: string | null;
}

/** Where a public item ships from and how many units sit there: the town at most, never the street; the state's code. */
export type ItemLocationView = ShipFromLocation;

/** A location on the seller's own item: the saved location it came from, with its street address. */
export interface SellerItemLocationView extends ItemLocationView, Pick<NamedAddress, 'address' | 'unit'> {
  location_id: string | null;
}

/**
 * An item as anyone may read it: `GET items/{uuid}` and `items/related/{id}` (public items only). What only
 * its seller may see (SellerItemDetail: the cost, the moderation reason, the reseller, the locations' street
 * addresses) is left out.
 */
export interface ItemDetail {
  id: number;
  uuid: string;
  owner_id: string;
  name: string;
  short_name: string;
  /** Sanitized rich text. */
  description: string;
  condition: string;
  category_id: number;
  subcategory_id: number | null;
  brand_id: number;
  price: number;
  salePrice: number;
  final_price: number;
  discount: number;
  discount_unit: DiscountUnit | null;
  stock: number;
  total_qty: number;
  moq: number;
  /** Largest quantity one order may take (0: no limit but the stock). */
  max_qty: number;
  /** Quantities go up in this step from the MOQ. */
  qty_step: number;
  um: string;
  msrp: number;
  mpn: string;
  sku: string;
  part_number: string;
  upc: string;
  weight: number;
  weight_unit: string;
  length: number;
  length_unit: string;
  width: number;
  width_unit: string;
  height: number;
  height_unit: string;
  package_type: string;
  age: string;
  age_unit: string;
  shipping_type: string;
  shipping_cost: number;
  is_taxable: number;
  is_active: number;
  status: ItemStatus;
  scalling_price: number;
  bulk_savings: BulkSavingsTier[];
  images: ItemImageView[];
  documents: ItemDocumentView[];
  locations: ItemLocationView[];
  tags: string[];
  panel_wattage: number | null;
  wattage: number | null;
  colour: string | null;
  related_ids: number[];
  meta_name: string;
  meta_description: string;
  reviews_total: number;
  reviews_avg: number;
  sale_count: number;
  publish_date: string | null;
  created_at: string;
  updated_at: string;
  category: (CatalogRefView & { parent_id: number | null }) | null;
  subcategory: (CatalogRefView & { parent_id: number | null }) | null;
  brand: (CatalogRefView & { logo: string | null }) | null;
}

/** An item as its seller sees it in the seller area (`my/items`, the seller's writes) and as the admin's moderation call answers it. */
export interface SellerItemDetail extends Omit<ItemDetail, 'locations'> {
  /** What one unit costs the seller. */
  cost: number;
  /** Why the item was rejected (null unless rejected). */
  status_reason: string | null;
  reseller_id: number;
  locations: SellerItemLocationView[];
  /**
   * The seller's edit of an approved item, waiting for an admin (null when none): the other fields are the
   * live version buyers see until the edit is approved. Never in a public answer.
   */
  pending_revision: PendingItemRevision | null;
  /**
   * Why the admin turned down the seller's last edit of an approved item (null when none was). Kept apart from
   * status_reason, which says why the item itself was rejected and so goes with an item buyers cannot see.
   */
  revision_reason: string | null;
}

/** The item fields the product form sets: what a pending revision holds. */
export const ITEM_FORM_FIELDS = [
  'name',
  'short_name',
  'description',
  'condition',
  'category_id',
  'subcategory_id',
  'brand_id',
  'reseller_id',
  'price',
  'cost',
  'msrp',
  'discount',
  'discount_unit',
  'total_qty',
  'moq',
  'max_qty',
  'qty_step',
  'um',
  'mpn',
  'sku',
  'part_number',
  'upc',
  'weight',
  'weight_unit',
  'length',
  'length_unit',
  'width',
  'width_unit',
  'height',
  'height_unit',
  'package_type',
  'age',
  'age_unit',
  'shipping_type',
  'shipping_cost',
  'is_taxable',
  'scalling_price',
  'bulk_savings',
  'images',
  'documents',
  'locations',
  'tags',
  'panel_wattage',
  'wattage',
  'colour',
  'related_ids',
  'meta_name',
  'meta_description',
] as const satisfies readonly (keyof SellerItemDetail)[];

export type ItemFormField = (typeof ITEM_FORM_FIELDS)[number];

/** An edit of an approved item as it will be stored once approved, with when the seller sent it (ISO-8601). */
export type PendingItemRevision = Pick<SellerItemDetail, ItemFormField> & { submitted_at: string };

/** A hit of `items/search` (the search index's flattened item). */
export interface ItemSearchHit {
  uuid: string;
  id: number;
  name: string;
  short_name: string;
  sku: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  subcategory_id: number | null;
  subcategory_name: string;
  subcategory_slug: string;
  brand_id: number;
  brand_name: string;
  brand_slug: string;
  condition: string;
  shipping_type: string;
  colour: string;
  state: string;
  owner_id: string;
  price: number;
  sale_price: number;
  discount: number;
  discount_unit: string;
  stock: number;
  total_qty: number;
  moq: number;
  panel_wattage: number | null;
  /** The lower bound of the panel's wattage group (300, 400, 500, 600): what the shop's pw_ segments name. */
  panel_wattage_group: number | null;
  wattage: number | null;
  reviews_avg: number;
  reviews_total: number;
  sale_count: number;
  /** URL of the 300x300 rendition ('' when the item has no picture). */
  image: string;
  created_at: number;
}

/** A subcategory as categories/search lists it under its category. */
export interface SubcategoryView {
  id: number;
  name: string;
  /** '{category-slug}/{subcategory-slug}', e.g. 'solar-panels/bifacial-panels'. */
  slug: string;
  /** Only from categories/with/products-count. */
  items_count?: number;
}

/** An active top-level category with its subcategories: the answer of categories/search (spec section 3). */
export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  description: string;
  heading: string;
  meta_title: string;
  meta_description: string;
  trader_category_description: string;
  /** A Bootstrap Icons name, rendered as `bi bi-<icon>`. */
  icon: string;
  parent_id: number | null;
  is_active: number;
  has_items: boolean;
  /** Only from categories/with/products-count. */
  items_count?: number;
  sub_categories: SubcategoryView[];
}

export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  last_page: number;
}

/**
 * Facet counts per field, most frequent first. Disjunctive: a field's counts apply every filter but the
 * field's own, so a shopper sees how many items each further value would add.
 */
export type SearchFacets = Record<string, { value: string; count: number }[]>;

export interface ItemSearchAnswer extends PageOf<ItemSearchHit> {
  facets: SearchFacets;
}

/** A review as anyone may read it: the author by display name only, never by account id. */
export interface ReviewView {
  id: string;
  item_uuid: string;
  item_id: number;
  /** First name and initial of the last name, e.g. 'Dana B.'. */
  author: string;
  rating: number;
  comment: string;
  created_at: string;
}

export interface ReviewsAnswer extends PageOf<ReviewView> {
  reviews_avg: number;
  reviews_total: number;
  /** Number of reviews per star, '1' to '5'. */
  distribution: Record<string, number>;
}

/** A post of an item's public board: the author by display name only, never by account id. */
export interface DiscussionPost {
  id: string;
  item_uuid: string;
  parent_id: string | null;
  author: string;
  /** The item's seller wrote it. */
  is_seller: boolean;
  message: string;
  created_at: string;
  replies: DiscussionPost[];
}

export interface UploadedFile {
  uuid: string;
  type: 'image' | 'document';
  name: string;
  /** Image: the 300x300 rendition; document: the file. */
  url: string;
  /** Images only: each size's URL. */
  renditions?: Record<ImageSizeName, string>;
}

/** A seller's warehouse as answered: the state as its US_STATES id, as account addresses answer it. */
export interface SellerLocation extends NamedAddress<number> {
  id: string;
  created_at: string;
}

export interface Reseller {
  id: number;
  name: string;
  company_name: string;
  email: string;
  phone: string;
  /** Null for the default reseller every seller shares. */
  owner_id: string | null;
}

// ---- Requests ---------------------------------------------------------------------------------------------

/** The product form (POST my/items, PUT my/items/{uuid}). Numbers may come as numbers or numeric strings. */
export interface ProductForm {
  category_id: number;
  subcategory_id: number;
  name: string;
  short_name?: string;
  description: string;
  meta_name: string;
  meta_description: string;
  /** What a buyer pays per unit. */
  price: number;
  /** Seller price: what one unit costs the seller (cost per item). */
  cost: number;
  msrp?: number;
  discount?: number;
  discount_unit?: DiscountUnit | null;
  moq: number;
  max_qty?: number;
  qty_step?: number;
  /** Units on hand. */
  total_qty: number;
  um?: string;
  sku: string;
  part_number: string;
  mpn?: string;
  upc?: string;
  condition: string;
  brand_id: number;
  shipping_type: string;
  /** Custom shipping charge per unit, required for estimated_shipping. */
  shipping_cost?: number;
  weight: number;
  weight_unit: string;
  length: number;
  length_unit: string;
  width: number;
  width_unit: string;
  height: number;
  height_unit: string;
  package_type?: string;
  age?: string;
  age_unit?: string;
  is_taxable?: number;
  tags?: string[];
  panel_wattage?: number | null;
  wattage?: number | null;
  colour?: string | null;
  reseller_id: number;
  /** Exactly four item ids, or none. */
  related_ids?: number[];
  scalling_price?: number;
  bulk_savings?: BulkSavingsTier[];
  /** Uuids of uploaded files (POST file), in display order. */
  images?: string[];
  documents?: string[];
  /** Saved locations (POST locations) and the quantity at each. */
  locations?: { location_id: string; qty: number }[];
}

export interface BulkChangeStatusRequest {
  uuids: string[];
  is_active: 0 | 1;
}

export interface BulkItemUpdate {
  uuid: string;
  price?: number;
  discount?: number;
  discount_unit?: DiscountUnit | null;
  total_qty?: number;
  moq?: number;
}

export interface QohUpdateRequest {
  item_uuid: string;
  qty: number;
  /** Set the quantity at one of the item's locations; the item's total is their sum. */
  location_id?: string;
}

export interface ReviewRequest {
  rating: number;
  comment: string;
}

export interface AskRequest {
  item_uuid: string;
  question: string;
}

/** What `items/ask` answers the asker: the question as stored, without the seller's or the asker's account id. */
export interface AskAnswer {
  question_id: string;
  item_uuid: string;
  item_id: number;
  item_name: string;
  question: string;
  asked_at: string;
}

export interface DiscussionRequest {
  item_uuid: string;
  message: string;
  parent_id?: string | null;
}

export interface ResellerRequest {
  name: string;
  company_name: string;
  email?: string;
  phone?: string;
}
