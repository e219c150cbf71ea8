import type { PageOf, SearchFacets } from '../catalog/views';
import { CONDITION_VALUES } from '../enums/conditions';
import { COLOURS, COMPANY_TIERS, INCOTERMS, MOQ_UNITS, type CompanyTier, type Colour, type Incoterm, type MoqUnit } from '../enums/deal-attributes';
import type { SortOption } from '../enums/listing-sort';
import { SECTORS, SECTOR_VALUES, type Sector } from '../enums/sectors';
import { SHIPPING_TYPES } from '../enums/shipping';
import type { ListingFilters, MultiValueFilterKey, ParsedListingPath, SegmentFilterKey } from '../rules/listing-filters';
import { categorySlug } from '../rules/slug';
import { TRADER_DEALS_PATH, findWattageGroupBySlug } from '../rules/wattage';
import type { PriceUnit } from '../trader/views';
import { SEARCH_LIMIT_MAX, SEARCH_TEXT_MAX, type SearchAllowList, type SearchObject, type SearchScalar } from './search-object';

/*
 * Deal search (trader-and-admin spec, section 2 "Deal search" and "Filters as path segments"): the search
 * service's `listing/public/deals`, answered from its index of public deals (fed by trader.deal.* events).
 */

/**
 * A public deal as a result card shows it. Like every public deal answer it never names the seller: no owner,
 * SKU, street or uploaded file name.
 */
export interface DealSearchHit {
  id: number;
  uuid: string;
  name: string;
  /** The deal page: `/trader/deal/{slug}-{id}`. */
  path: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  subcategory_id: number | null;
  subcategory_name: string;
  subcategory_slug: string;
  /** The catalog's brand id (deals name their brand by id; the catalog owns brand names). */
  brand_id: number | null;
  /** A CONDITION_VALUES value. */
  condition: string;
  shipping_type: string | null;
  /** Per watt for panels, per unit otherwise: see `price_unit`. */
  price: number | null;
  price_unit: PriceUnit;
  /** What one unit (one panel) costs. */
  unit_price: number | null;
  /** W per panel (Solar Panels only). */
  panel_wattage: number | null;
  /** The lower bound of the panel's wattage group (300, 400, 500, 600): what deal URLs' pw_ segments name. */
  panel_wattage_group: number | null;
  total_qty: number;
  total_watts: number | null;
  lot_value: number | null;
  moq: number;
  moq_unit: MoqUnit | null;
  /** The MOQ as read: '2 pallets', '5 MW', '10 units'. */
  moq_units: string;
  incoterm: Incoterm | null;
  /** Days. */
  lead_time: number | null;
  /** Two-letter code of the US state where the stock sits. */
  state: string | null;
  colour: Colour | null;
  company_tier: CompanyTier | null;
  sector: Sector | null;
  /** URL of the first picture's 300x300 rendition ('' when the deal has no picture). */
  image: string;
  /** When the deal was first published (epoch milliseconds). */
  published_at: number | null;
}

/** `listing/public/deals`: a page of public deals and the disjunctive facet counts of every deal filter. */
export interface DealSearchAnswer extends PageOf<DealSearchHit> {
  facets: SearchFacets;
}

/**
 * The index field each listing filter of a deal URL searches, and counts in `facets`. The brand is named by its
 * id on deals (br_12); wa_ names a panel's exact wattage (deals carry no other wattage); ic_ is the incoterm
 * (the spec's table calls it 'intercom').
 */
export const DEAL_FACET_FIELDS = {
  category: 'category_slug',
  subcategory: 'subcategory_slug',
  brand: 'brand_id',
  condition: 'condition',
  shippingType: 'shipping_type',
  panelWattage: 'panel_wattage_group',
  wattage: 'panel_wattage',
  colour: 'colour',
  intercom: 'incoterm',
  state: 'state',
  moqUnit: 'moq_unit',
  companyTier: 'company_tier',
  sector: 'sector',
} as const satisfies Record<SegmentFilterKey, string>;

/** The text fields `q` is matched against. */
export const DEAL_TEXT_FIELDS = ['name', 'tags', 'part_number', 'mpn', 'category_name', 'subcategory_name', 'description'] as const;

/** Filters whose values are numbers; numeric text (as URLs give them) becomes the number. */
export const DEAL_NUMBER_FILTERS = [
  'id',
  'category_id',
  'subcategory_id',
  'brand_id',
  'panel_wattage_group',
  'panel_wattage',
  'price_min',
  'price_max',
] as const;

/** `where: { price_min, price_max }` bounds `price`: per watt for panels, per unit otherwise (the spec's pr_ range). */
export const DEAL_PRICE_BOUNDS = { price_min: 'gte', price_max: 'lte' } as const;

const DEAL_FILTERS = ['id', 'category_id', 'subcategory_id', ...Object.values(DEAL_FACET_FIELDS)];

/** What `listing/public/deals` takes in its search object. */
export const PUBLIC_DEAL_SEARCH: SearchAllowList = {
  // Every answer is the whole card.
  fields: [],
  where: [...DEAL_FILTERS, ...Object.keys(DEAL_PRICE_BOUNDS)],
  whereIn: DEAL_FILTERS,
  orderby: ['price', 'unit_price', 'total_qty', 'lot_value', 'published_at', 'id'],
  query: DEAL_TEXT_FIELDS,
};

export const DEAL_PAGE_SIZE = 20;

export type DealSortOption = Exclude<SortOption, 'rating_desc'>;

/** `sort_by` values of a deal listing -> the index's sort. Price is per watt for panels and per unit otherwise. */
export const DEAL_SORTS: Readonly<Record<DealSortOption, Record<string, 'asc' | 'desc'>>> = {
  quantity_desc: { total_qty: 'desc' },
  price_asc: { price: 'asc' },
  price_desc: { price: 'desc' },
  newest: { published_at: 'desc' },
};

const isDealSort = (value: string | undefined): value is DealSortOption => value !== undefined && Object.hasOwn(DEAL_SORTS, value);

/** Spellings compared loosely: 'tier-1', 'tier 1' and 'Tier 1' are one company tier; 'utility-scale' one sector. */
const loose = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

const STORED_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  condition: CONDITION_VALUES,
  shipping_type: SHIPPING_TYPES,
  colour: COLOURS,
  incoterm: INCOTERMS,
  moq_unit: MOQ_UNITS,
  company_tier: COMPANY_TIERS,
  sector: SECTOR_VALUES,
};

/**
 * A deal filter's value as deals hold it. Listing URLs are lower-cased ('sta_tx', 'mu_mw', 'ic_exw',
 * 'ct_tier-1'), deals hold the state's code and each enumeration as spelled in the contracts; a sector may also
 * be named by its id (sec_3). A value that is none of these is kept, and finds nothing.
 */
export function dealFilterValue(field: string, value: SearchScalar): SearchScalar {
  if (field === 'sector') {
    const byId = SECTORS.find((sector) => String(sector.id) === String(value));
    if (byId) return byId.value;
  }
  if (typeof value !== 'string') return value;
  if (field === 'state') return value.trim().toUpperCase();
  const spellings = STORED_SPELLINGS[field];
  return spellings?.find((stored) => loose(stored) === loose(value)) ?? value;
}

const decodedSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * What a deal listing's base path chooses before its filter segments: `/trader/deals/solar-inverters` a
 * category, `/trader/deals/400-watt-solar-panels` panels of a wattage group.
 */
function scopeOf(base: string): Pick<ListingFilters, 'category' | 'panelWattage'> {
  const prefix = `${TRADER_DEALS_PATH}/`;
  if (!base.toLowerCase().startsWith(prefix)) return {};
  const slug = decodedSegment(base.slice(prefix.length)).toLowerCase();
  if (!slug || slug.includes('/')) return {};
  const group = findWattageGroupBySlug(slug);
  return group ? { category: categorySlug('Solar Panels'), panelWattage: [String(group.min)] } : { category: slug };
}

const positiveNumbers = (values: readonly string[] | undefined) => (values ?? []).map(Number).filter((n) => Number.isFinite(n) && n > 0);

/**
 * The `listing/public/deals` body for a deal listing URL (`parseListingPath('/trader/find/ca_solar-panels/...')`):
 * its base path's scope, its filter segments, `q`, `sort_by`, `page_no` and `per_page`. The web and the tests
 * build deal searches with it, so a URL always means the same search.
 */
export function dealSearchBody({ base, filters }: ParsedListingPath): SearchObject & { page: number; limit: number } {
  const scope = scopeOf(base);
  const where: Record<string, SearchScalar> = {};
  const whereIn: Record<string, SearchScalar[]> = {};
  const category = scope.category ?? filters.category;
  if (category) where[DEAL_FACET_FIELDS.category] = category;

  const segmentValues: Record<Exclude<MultiValueFilterKey, 'brand' | 'panelWattage' | 'wattage'>, readonly string[] | undefined> = {
    subcategory: filters.subcategory,
    condition: filters.condition,
    shippingType: filters.shippingType,
    colour: filters.colour,
    intercom: filters.intercom,
    state: filters.state,
    moqUnit: filters.moqUnit,
    companyTier: filters.companyTier,
    sector: filters.sector,
  };
  for (const [key, values] of Object.entries(segmentValues) as [keyof typeof segmentValues, readonly string[] | undefined][]) {
    const field = DEAL_FACET_FIELDS[key];
    if (values?.length) whereIn[field] = values.map((value) => dealFilterValue(field, value));
  }
  const numericValues = { brand: filters.brand, panelWattage: scope.panelWattage ?? filters.panelWattage, wattage: filters.wattage };
  for (const [key, values] of Object.entries(numericValues) as [keyof typeof numericValues, readonly string[] | undefined][]) {
    const numbers = positiveNumbers(values);
    if (numbers.length) whereIn[DEAL_FACET_FIELDS[key]] = numbers;
  }
  if (filters.price) {
    where.price_min = filters.price.min;
    where.price_max = filters.price.max;
  }

  const body: SearchObject & { page: number; limit: number } = {
    page: filters.pageNo ?? 1,
    // A hand-made per_page past the search object's limit asks for the largest page, not a 400.
    limit: Math.min(filters.perPage ?? DEAL_PAGE_SIZE, SEARCH_LIMIT_MAX),
  };
  if (Object.keys(where).length) body.where = where;
  if (Object.keys(whereIn).length) body.where_in = whereIn;
  // A longer ?q= (a pasted or hand-made URL) searches its first SEARCH_TEXT_MAX characters, not a 400.
  if (filters.q) body.query = filters.q.slice(0, SEARCH_TEXT_MAX);
  // No chosen sort: the best matches first with text, else the newest deals (the service's default).
  if (isDealSort(filters.sortBy)) body.orderby = DEAL_SORTS[filters.sortBy];
  return body;
}
