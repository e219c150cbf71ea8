import type { PostalAddress } from '../addresses/postal-address';
import type { CompanyTier, Connector, Colour, Incoterm, MoqUnit, PanelTechnology, Phase } from '../enums/deal-attributes';
import type { Sector } from '../enums/sectors';
import { apiRoute } from '../http/api-route';
import type { DealActor, DealStatus } from './deal-status';

/**
 * The trader service's API: negotiable bulk deals (trader-and-admin spec, section 7). The broker family has no
 * client prefix; every path starts with the `listing` API root. A deal is named in paths and bodies by its
 * `listing_id`: its numeric id (what the deal page's URL `/trader/deal/{slug}-{id}` carries) or its uuid.
 * The public deal list, `listing/public/deals`, is a search: the search service answers it (SEARCH_API.publicDeals).
 */
export const TRADER_API = {
  /** POST the deal form (role seller): a Pending deal, or an Incomplete draft with `draft: true`. */
  create: '/listing',
  /**
   * GET one deal. Anyone opens a public deal, and by its link a Private, OutOfStock or Contract one (DealView);
   * its seller and admins open it in any status, with what only they see (SellerDealView).
   */
  deal: apiRoute('/listing/:listing_id'),
  /** POST search object (role seller): the caller's own deals in any status; `where: {status}` filters ('All': every status). */
  userDeals: '/listing/user-deals',
  /** GET a handful of public deals, the largest lots first. */
  featuredDeals: '/listing/featured-deals',
  /** GET a handful of public deals, the most recently published first. */
  recentDeals: '/listing/recent-deals',
  /** POST {listing_id} (its seller): a copy of the deal as an Incomplete draft. */
  duplicateDeal: '/listing/duplicate-deal',
  /**
   * POST or PUT {listing_id, ...deal form} (its seller). A deal not yet published (Incomplete, Pending,
   * Rejected) is replaced, and goes to Pending (Incomplete with `draft: true`); a deal that has been published
   * keeps its live version public and unchanged while the edit waits for an admin as its `pending_revision`.
   */
  updateListing: '/listing/updateListing',
  /** POST {listing_id, total_qty} (its seller): at 0 a public deal becomes OutOfStock, restocked it is Active again. */
  updateInventory: '/listing/update-inventory',
  /**
   * POST {listing_id, status, reason?}: a move of the transition table (DEAL_TRANSITIONS), by the deal's seller
   * or an admin; 422 with `dealMoveRefused` for any other. An admin's Approved or Rejected on a deal with a
   * pending revision decides the revision instead: Approved publishes it, Rejected discards it (the reason is
   * kept for the seller as `revision_reason`); the deal's status stays as it is.
   */
  updateStatus: '/listing/update-status',
  /**
   * POST multipart `file` and `type` ('image' | 'document') (role seller): a picture (stored in IMAGE_SIZES) or a
   * PDF for the seller's deal forms, which name it by the answer's uuid (UploadedFile). Limits, types and
   * refusals are the shop's upload's (CATALOG_API.file).
   */
  attachment: '/attachment',
  /** POST (the upload's seller): deletes an upload no deal uses (404 unknown, 403 someone else's). */
  attachmentDelete: apiRoute('/attachment/:uuid/delete'),
} as const;

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
