import type { PostalAddress } from '../addresses/postal-address';
import type { CompanyTier, Connector, Colour, Incoterm, MoqUnit, PanelTechnology, Phase } from '../enums/deal-attributes';
import type { Sector } from '../enums/sectors';
import type { WattageGroupId } from '../rules/wattage';
import type { DealActor, DealStatus } from './rules/deal-status';
import type { OfferStatus } from './rules/offer-status';

/** `TRADER_INTERNAL_API.offerParties`: an offer's two parties, its state and the deal it is on. */
export interface OfferParties {
  offer_id: string;
  buyer_id: string;
  seller_id: string;
  status: OfferStatus;
  deal_id: number;
  deal_uuid: string;
  deal_name: string;
  /** Whether a contract was signed on it (the seller's identity is then known to the buyer). */
  contracted: boolean;
  /**
   * Whether its seller no longer sells the deal (an admin moved it) and the negotiation ended without a contract:
   * they may still read its chat, and write nothing in it.
   */
  seller_left: boolean;
}

/** How a deal is priced: per watt for panels, per unit for everything else. */
export type PriceUnit = 'watt' | 'unit';

/** Stock on hand, or made once sold (pre-production, available from `available_date`). */
export const DEAL_INVENTORY_TYPES = ['on_hand', 'pre_production'] as const;
export type DealInventory = (typeof DEAL_INVENTORY_TYPES)[number];

// ---- Answers ----------------------------------------------------------------------------------------------

export interface DealCategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** A picture of a deal, one entry per rendition (the renditions of one picture share `orderofimage`). */
export interface DealImageView {
  file_uuid: string;
  orderofimage: number;
  /** The rendition's size name, e.g. '300x300'. */
  type: string;
  url: string;
}

/**
 * A document of a public deal. Its name is 'Document 1.pdf', 'Document 2.pdf', ...: the name a seller uploaded
 * it under often names the seller ('acme-solar-datasheet.pdf').
 */
export interface DealDocumentView {
  file_uuid: string;
  name: string;
  url: string;
}

/** Where a public deal's stock sits: the town, the state's code and the zip, never the street or the place's name. */
export interface DealLocationView {
  city: string;
  state: string;
  zip: string;
  qty: number;
}

/**
 * A deal as anyone may read it. The seller is anonymous on negotiable deals (spec, section 4), so nothing here
 * names them: no owner id, name, e-mail, company, storefront, street address, SKU (a seller's own stock code,
 * which their shop items show beside their name) or uploaded file name. What only the seller and admins see is
 * in SellerDealView.
 */
export interface DealView {
  id: number;
  uuid: string;
  /** The deal page: `/trader/deal/{slug}-{id}`. */
  path: string;
  status: DealStatus;
  name: string;
  /** Sanitized rich text. */
  description: string;
  /** A CONDITION_VALUES value. */
  condition: string;
  category_id: number;
  subcategory_id: number | null;
  brand_id: number | null;
  category: DealCategoryRef | null;
  subcategory: DealCategoryRef | null;
  /** Per watt for panels (up to 4 decimals), per unit otherwise (whole cents): see `price_unit`. Null in a draft without one. */
  price: number | null;
  price_unit: PriceUnit;
  /** What one unit (one panel) costs: the price per watt times the panel's wattage for panels, in whole cents. */
  unit_price: number | null;
  /** The whole lot: unit_price times total_qty, in whole cents. */
  lot_value: number | null;
  /** Panels: panel_wattage times total_qty (W); null for other equipment. */
  total_watts: number | null;
  moq: number;
  moq_unit: MoqUnit | null;
  /** The MOQ as read: '2 pallets', '1 container', '5 MW', '40 panels', '10 units'. */
  moq_units: string;
  total_qty: number;
  /** Units not held for accepted offers: what buyers may still offer on. */
  available_qty: number;
  um: string;
  msrp: number | null;
  mpn: string;
  upc: string;
  part_number: string;
  weight: number | null;
  weight_unit: string | null;
  length: number | null;
  length_unit: string | null;
  width: number | null;
  width_unit: string | null;
  height: number | null;
  height_unit: string | null;
  package_type: string;
  /** A SHIPPING_TYPES value. */
  shipping_type: string | null;
  /** YYYY-MM-DD. */
  publish_date: string | null;
  tags: string[];
  images: DealImageView[];
  documents: DealDocumentView[];
  locations: DealLocationView[];
  incoterm: Incoterm | null;
  /** Days (LEAD_TIME_DAYS). */
  lead_time: number | null;
  /** Days an offer stays valid (OFFER_VALIDITY_DAYS). */
  offer_validity: number | null;
  colour: Colour | null;
  panel_technology: PanelTechnology | null;
  connector_type: Connector | null;
  /** Pa. */
  front_load: number | null;
  rear_load: number | null;
  company_tier: CompanyTier | null;
  phase: Phase | null;
  sector: Sector | null;
  /** W per panel (Solar Panels only). */
  panel_wattage: number | null;
  units_per_pallet: number | null;
  units_per_container: number | null;
  /** Two-letter code of the US state where the stock sits. */
  state: string | null;
  inventory: DealInventory | null;
  /** YYYY-MM-DD: when pre-production stock is available. */
  available_date: string | null;
  meta_name: string;
  meta_description: string;
  /** When the deal was first approved (ISO-8601). */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A location of the seller's own deal, with its street address. */
export interface SellerDealLocationView extends DealLocationView, Pick<PostalAddress, 'address' | 'unit'> {}

/** A document of the seller's own deal, under the name it was uploaded with. */
export type SellerDealDocumentView = DealDocumentView;

/** The deal's content as its seller (and admins) see it: the public fields with the seller's own. */
export interface SellerDealContent extends Omit<DealView, 'locations' | 'documents'> {
  sku: string;
  locations: SellerDealLocationView[];
  documents: SellerDealDocumentView[];
}

/** One move of a deal: who made it (by role; the admin or seller is not named) and why. */
export interface DealStatusChange {
  /** Null for the deal's creation. */
  from: DealStatus | null;
  to: DealStatus;
  by: DealActor;
  reason: string | null;
  /** ISO-8601. */
  at: string;
}

/** A seller's edit of a published deal, waiting for an admin, as it will read once approved; when it was sent (ISO-8601). */
export type PendingDealRevision = SellerDealContent & { submitted_at: string };

/** A deal as its seller and admins see it: `listing/user-deals`, the seller's writes, and `listing/{listing_id}` for them. */
export interface SellerDealView extends SellerDealContent {
  owner_id: string;
  /** The reason given with the last move (a rejection, a stop), null when none was. */
  status_reason: string | null;
  /** Every move, oldest first. */
  status_history: DealStatusChange[];
  /** The seller's edit of the published deal, waiting for an admin (null when none): the other fields are the live version. */
  pending_revision: PendingDealRevision | null;
  /** Why an admin turned down the seller's last edit of the published deal (null when none was). */
  revision_reason: string | null;
  /** Units paid contracts bought (no longer in total_qty). */
  sold_qty: number;
}

// ---- Broker lists -----------------------------------------------------------------------------------------

/**
 * A deal category (or subcategory) with the spec's Category fields (section 3), counting public deals. Only the
 * active top-level categories are listed, each with its children; slugs are what deal URLs name them by.
 */
export interface DealCategoryView {
  id: number;
  name: string;
  slug: string;
  description: string;
  heading: string;
  meta_title: string;
  meta_description: string;
  trader_category_description: string;
  /** A Bootstrap Icons name ('' for a subcategory). */
  icon: string;
  parent_id: number | null;
  is_active: number;
  has_items: boolean;
  /** Public deals in it. */
  items_count: number;
  sub_categories: DealCategoryView[];
}

/** A brand with the spec's Brand fields (section 3), from the catalog, which owns brands. */
export interface DealBrandView {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  heading: string;
  meta_title: string;
  meta_description: string;
  status: 'active' | 'inactive';
  /** Public deals of the brand (`broker/brand/list`), or the seller's deals of it in any status (`broker/seller-brand/list`). */
  items_count: number;
}

/** One value of a sidebar filter and the public deals that have it. */
export interface DealSidebarCount<T extends string = string> {
  value: T;
  count: number;
}

/** The lowest and highest price of the deals counted, per watt or per unit. */
export interface DealPriceBounds {
  min: number;
  max: number;
}

/**
 * `broker/sidebar_data`: what a deal listing's sidebar shows before the search, counting public deals in the
 * category asked for that match the search text. The categories are counted without the category filter, so
 * the sidebar can offer the others.
 */
export interface DealSidebar {
  /** The category asked for; null for every deal. */
  category: DealCategoryRef | null;
  /** The search text asked for ('' for none). */
  key: string;
  /** Public deals counted. */
  total: number;
  categories: DealCategoryView[];
  /** The panel wattage groups (WATTAGE_GROUPS); `max` null for the open-ended 600-watt group. */
  wattage_groups: Array<{ id: WattageGroupId; min: number; max: number | null; slug: string; path: string; count: number }>;
  /** Price per watt of panels and per unit of other equipment; null when no deal counted is priced so. */
  price_range: Record<PriceUnit, DealPriceBounds | null>;
  /** Every MOQ unit, in MOQ_UNITS order. */
  moq_units: DealSidebarCount<MoqUnit>[];
  /** Every incoterm, in INCOTERMS order. */
  incoterms: DealSidebarCount<Incoterm>[];
  /** The states with deals, by name. */
  states: Array<DealSidebarCount & { name: string }>;
}

// ---- Requests ---------------------------------------------------------------------------------------------

/** A deal's location in the form: the postal address (state as its two-letter code) and the units there. */
export interface DealLocationForm extends PostalAddress {
  qty: number;
}

/**
 * The deal form (`POST listing`, `listing/updateListing`). Numbers may come as numbers or numeric strings.
 * With `draft: true` only the name and category are required (the deal is saved Incomplete); every field given
 * is still checked.
 */
export interface DealForm {
  draft?: boolean;
  name: string;
  description: string;
  condition: string;
  category_id: number;
  subcategory_id: number;
  brand_id: number;
  /** Per watt for Solar Panels (more than 0, at most 1, up to 4 decimals); per unit otherwise (whole cents). */
  price: number;
  moq: number;
  /** Required for panels; pallets and containers need units_per_pallet or units_per_container. */
  moq_unit?: MoqUnit | null;
  total_qty: number;
  um?: string;
  msrp?: number | null;
  mpn?: string;
  upc?: string;
  part_number: string;
  sku: string;
  weight: number;
  weight_unit: string;
  length: number;
  length_unit: string;
  width: number;
  width_unit: string;
  height: number;
  height_unit: string;
  package_type?: string;
  shipping_type: string;
  /** YYYY-MM-DD. */
  publish_date?: string | null;
  tags?: string[];
  /** Uuids of the seller's uploads, in display order. */
  images?: string[];
  documents?: string[];
  locations?: DealLocationForm[];
  incoterm: Incoterm;
  lead_time?: number | null;
  offer_validity?: number | null;
  colour?: Colour | null;
  panel_technology?: PanelTechnology | null;
  connector_type?: Connector | null;
  front_load?: number | null;
  rear_load?: number | null;
  company_tier?: CompanyTier | null;
  phase?: Phase | null;
  sector?: Sector | null;
  /** W per panel: required for Solar Panels, refused for anything else. */
  panel_wattage?: number | null;
  units_per_pallet?: number | null;
  units_per_container?: number | null;
  /** Two-letter code of the US state where the stock sits. */
  state: string;
  inventory: DealInventory;
  /** YYYY-MM-DD, required for pre-production stock. */
  available_date?: string | null;
  meta_name: string;
  meta_description: string;
}

/** How a body names a deal: its numeric id or its uuid. */
export type ListingId = number | string;

export interface UpdateDealRequest extends DealForm {
  listing_id: ListingId;
}

export interface DuplicateDealRequest {
  listing_id: ListingId;
}

export interface UpdateInventoryRequest {
  listing_id: ListingId;
  total_qty: number;
}

export interface UpdateDealStatusRequest {
  listing_id: ListingId;
  status: DealStatus;
  /** Shown to the seller; required when an admin rejects a deal or an edit. */
  reason?: string;
}

// ---- A buyer's calls: the price chart, inquiries, notices, the deal wishlist -------------------------------

/** The statuses of a seller's sold deals (`listing/get-sold-deals`): under contract, or sold out. */
export const SOLD_DEAL_STATUSES = ['Contract', 'OutOfStock'] as const satisfies readonly DealStatus[];

/** Weeks the price chart covers (`listing/graph-deals`), the current one included. */
export const DEAL_GRAPH_WEEKS = 12;

/** Caps on what one buyer keeps and writes. */
export const DEAL_BUYER_LIMITS = {
  /** An inquiry's text, as stored (plain text). */
  inquiryMax: 2000,
  /** Deals one account may ask to be told about (`listing/notify-user`). */
  subscriptionsMax: 200,
  /** Deals on one account's wishlist. */
  wishlistMax: 500,
} as const;

/** Prices per watt of the panel deals counted: null while none was. */
export interface DealPriceStats {
  count: number;
  min: number | null;
  /** The middle price (the mean of the two middle ones for an even count), to 4 decimals. */
  median: number | null;
  max: number | null;
}

export interface DealGraphWeek extends DealPriceStats {
  /** The Monday (UTC) the week starts, YYYY-MM-DD. */
  week: string;
}

/** A wattage group (WATTAGE_GROUPS): its public panel deals published in the chart's weeks. */
export interface DealGraphWattageGroup extends DealPriceStats {
  id: WattageGroupId;
  min_watts: number;
  /** Null for the open-ended 600-watt group. */
  max_watts: number | null;
  /** Every week of the chart, oldest first; a week without deals has count 0. */
  weeks: DealGraphWeek[];
}

/** A deal category (DEAL_CATEGORIES order) with its public deals and the value of their lots in dollars. */
export interface DealGraphCategory {
  category: DealCategoryRef;
  deals: number;
  lot_value: number;
}

/** `listing/graph-deals`. */
export interface DealGraph {
  price_unit: 'watt';
  /** The first and the last week of the chart (Mondays, YYYY-MM-DD). */
  from: string;
  to: string;
  wattage_groups: DealGraphWattageGroup[];
  categories: DealGraphCategory[];
}

export interface DealInquiryRequest {
  listing_id: ListingId;
  /** Plain text, 1 to DEAL_BUYER_LIMITS.inquiryMax characters (markup is removed). */
  message: string;
  /** The units the buyer has in mind: a whole number from 1. */
  quantity?: number | null;
}

/** An inquiry as its buyer sent it (nothing of the seller's). */
export interface DealInquiryView {
  uuid: string;
  listing_id: number;
  message: string;
  quantity: number | null;
  /** ISO-8601. */
  created_at: string;
}

/** What a buyer may ask to be told of a deal. */
export const DEAL_NOTICES = ['back_in_stock', 'price_drop'] as const;
export type DealNotice = (typeof DEAL_NOTICES)[number];

export interface DealNotifyRequest {
  listing_id: ListingId;
  /** One or both notices. */
  on: DealNotice[];
}

/** The notices a buyer asked for on a deal. */
export interface DealSubscriptionView {
  listing_id: number;
  /** Empty when the buyer asked for none. */
  on: DealNotice[];
  /** ISO-8601; null when the buyer asked for none. */
  created_at: string | null;
}

export interface DealWishlistRequest {
  listing_id: ListingId;
}

/** A deal on the caller's wishlist, as anyone may read it. */
export interface DealWishlistEntry {
  listing_id: number;
  /** ISO-8601. */
  added_at: string;
  deal: DealView;
}
