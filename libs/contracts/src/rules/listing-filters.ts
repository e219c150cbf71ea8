import { categorySlug } from './slug';

/**
 * Listing-URL filter codec for shop and deal listings.
 *
 * A listing URL is a base path followed by one path segment per filter value, `<prefix>_<value>`, then the
 * query parameters q, sort_by, page_no and per_page:
 *
 *   /trader/find/ca_solar-panels/br_jinko/br_trina/pr_0-1?q=mono&page_no=2
 *
 * Several values of one filter repeat the segment (/br_jinko/br_trina) rather than comma-joining them, so a
 * value may contain a comma and each segment stays one simple value. The category is single-valued: when a
 * path names it twice the last one wins. The built URL is lower-cased, as the specs require.
 */

/** Path-segment prefixes, in the order segments are written. */
export const LISTING_FILTER_PREFIXES = {
  category: 'ca',
  subcategory: 'sb',
  brand: 'br',
  condition: 'cd',
  shippingType: 'st',
  panelWattage: 'pw',
  wattage: 'wa',
  colour: 'co',
  intercom: 'ic',
  state: 'sta',
  moqUnit: 'mu',
  companyTier: 'ct',
  sector: 'sec',
} as const;

export const PRICE_FILTER_PREFIX = 'pr';
/**
 * Minimum star rating (ra_4: four stars and up). The specs list rating among the sidebar's toggles but give
 * it no prefix; a path segment keeps every filter in the path like the others.
 */
export const RATING_FILTER_PREFIX = 'ra';

export type SegmentFilterKey = keyof typeof LISTING_FILTER_PREFIXES;
/** Filters that may carry several values. */
export type MultiValueFilterKey = Exclude<SegmentFilterKey, 'category'>;

export interface PriceRange {
  min: number;
  max: number;
}

export interface ListingFilters {
  /** Category slug (ca_). */
  category?: string;
  subcategory?: string[];
  /** Brand path segments as built by `brandPath` (br_). */
  brand?: string[];
  condition?: string[];
  shippingType?: string[];
  panelWattage?: string[];
  wattage?: string[];
  colour?: string[];
  intercom?: string[];
  state?: string[];
  moqUnit?: string[];
  companyTier?: string[];
  sector?: string[];
  /** pr_{min}-{max} */
  price?: PriceRange;
  /** ra_{stars}: 1 to 5. */
  rating?: number;
  q?: string;
  sortBy?: string;
  pageNo?: number;
  perPage?: number;
}

export interface ParsedListingPath {
  /** The path without its filter segments, e.g. '/trader/find'. */
  base: string;
  filters: ListingFilters;
}

const MULTI_VALUE_KEYS = (Object.keys(LISTING_FILTER_PREFIXES) as SegmentFilterKey[]).filter((key): key is MultiValueFilterKey => key !== 'category');

const KEY_BY_PREFIX = new Map<string, SegmentFilterKey>(
  (Object.entries(LISTING_FILTER_PREFIXES) as [SegmentFilterKey, string][]).map(([key, prefix]) => [prefix, key]),
);

const PRICE_VALUE = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;

/** Reads a listing path (and its query string) into a base path and filters. Unknown segments stay in `base`. */
export function parseListingPath(path: string, search: string | URLSearchParams = ''): ParsedListingPath {
  const queryAt = path.indexOf('?');
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const inlineQuery = queryAt === -1 ? '' : path.slice(queryAt + 1);
  const filters: ListingFilters = {};
  const baseSegments: string[] = [];

  for (const rawSegment of pathname.split('/')) {
    if (rawSegment === '') continue;
    const segment = decodeSegment(rawSegment).toLowerCase();
    const match = /^([a-z]+)_(.*)$/.exec(segment);
    const prefix = match?.[1];
    const value = match?.[2] ?? '';

    if (prefix === PRICE_FILTER_PREFIX) {
      const price = PRICE_VALUE.exec(value);
      // A malformed price segment is dropped rather than kept as part of the base path.
      if (price) filters.price = { min: Number(price[1]), max: Number(price[2]) };
      continue;
    }
    if (prefix === RATING_FILTER_PREFIX) {
      if (/^[1-5]$/.test(value)) filters.rating = Number(value);
      continue;
    }
    const key = prefix === undefined ? undefined : KEY_BY_PREFIX.get(prefix);
    if (key === undefined) {
      baseSegments.push(rawSegment);
      continue;
    }
    if (value === '') continue;
    if (key === 'category') {
      filters.category = value;
    } else {
      const values = filters[key] ?? [];
      if (!values.includes(value)) values.push(value);
      filters[key] = values;
    }
  }

  const params = new URLSearchParams(inlineQuery);
  new URLSearchParams(search).forEach((value, name) => params.set(name, value));
  const q = params.get('q');
  if (q !== null && q.trim() !== '') filters.q = q.toLowerCase();
  const sortBy = params.get('sort_by');
  if (sortBy !== null && sortBy !== '') filters.sortBy = sortBy.toLowerCase();
  const pageNo = positiveInteger(params.get('page_no'));
  if (pageNo !== undefined) filters.pageNo = pageNo;
  const perPage = positiveInteger(params.get('per_page'));
  if (perPage !== undefined) filters.perPage = perPage;

  return { base: `/${baseSegments.join('/')}`, filters };
}

/** Writes a listing URL: base path, filter segments in prefix order, then the query string; lower-cased. */
export function buildListingPath(base: string, filters: ListingFilters): string {
  const segments: string[] = [];
  if (filters.category) segments.push(`${LISTING_FILTER_PREFIXES.category}_${encodeSegment(filters.category)}`);
  for (const key of MULTI_VALUE_KEYS) {
    for (const value of unique(filters[key] ?? [])) {
      segments.push(`${LISTING_FILTER_PREFIXES[key]}_${encodeSegment(value)}`);
    }
  }
  if (filters.price) segments.push(`${PRICE_FILTER_PREFIX}_${filters.price.min}-${filters.price.max}`);
  if (filters.rating) segments.push(`${RATING_FILTER_PREFIX}_${filters.rating}`);

  const params = new URLSearchParams();
  if (filters.q !== undefined && filters.q.trim() !== '') params.set('q', filters.q);
  if (filters.sortBy) params.set('sort_by', filters.sortBy);
  if (filters.pageNo !== undefined) params.set('page_no', String(filters.pageNo));
  if (filters.perPage !== undefined) params.set('per_page', String(filters.perPage));

  const trimmedBase = base.replace(/\/+$/, '');
  const path = [trimmedBase, ...segments].join('/') || '/';
  const query = params.toString();
  return (query ? `${path}?${query}` : path).toLowerCase();
}

export type ListingFilterChange =
  /** Choose a category (undefined: all categories). */
  | { type: 'category'; value: string | undefined }
  /** Add the value to a multi-value filter, or remove it when present. */
  | { type: 'toggle'; filter: MultiValueFilterKey; value: string }
  | { type: 'set'; filter: MultiValueFilterKey; values: readonly string[] }
  | { type: 'price'; range: PriceRange | undefined }
  | { type: 'rating'; min: number | undefined }
  | { type: 'query'; q: string | undefined }
  | { type: 'sort'; sortBy: string | undefined }
  | { type: 'page'; pageNo: number | undefined }
  | { type: 'perPage'; perPage: number | undefined }
  /** Back to the defaults; the search text is kept. */
  | { type: 'reset' };

/** Only inverter listings filter by sector, so a category change keeps the sector filter only for them. */
const SECTOR_CATEGORY = categorySlug('Solar Inverters');

/**
 * The filters after one user action. Choosing a category clears wattage (pw_ and wa_), colour, company tier,
 * MOQ unit, price and page number, and keeps the sector only for solar inverters (spec rule). Any other change
 * of what is listed also goes back to the first page, since the old page number may no longer exist.
 */
export function applyFilterChange(filters: ListingFilters, change: ListingFilterChange): ListingFilters {
  const next: ListingFilters = { ...filters };
  switch (change.type) {
    case 'category': {
      next.category = change.value;
      for (const key of ['panelWattage', 'wattage', 'colour', 'companyTier', 'moqUnit'] as const) delete next[key];
      delete next.price;
      delete next.pageNo;
      if (change.value?.toLowerCase() !== SECTOR_CATEGORY) delete next.sector;
      break;
    }
    case 'toggle': {
      const current = filters[change.filter] ?? [];
      next[change.filter] = current.includes(change.value) ? current.filter((v) => v !== change.value) : [...current, change.value];
      delete next.pageNo;
      break;
    }
    case 'set':
      next[change.filter] = unique(change.values);
      delete next.pageNo;
      break;
    case 'price':
      next.price = change.range ? { ...change.range } : undefined;
      delete next.pageNo;
      break;
    case 'rating':
      next.rating = change.min;
      delete next.pageNo;
      break;
    case 'query':
      next.q = change.q;
      delete next.pageNo;
      break;
    case 'sort':
      next.sortBy = change.sortBy;
      delete next.pageNo;
      break;
    case 'page':
      next.pageNo = change.pageNo;
      break;
    case 'perPage':
      next.perPage = change.perPage;
      delete next.pageNo;
      break;
    case 'reset':
      return filters.q === undefined ? {} : { q: filters.q };
  }
  return compact(next);
}

/** Drops unset keys and empty lists so equal filter states compare equal. */
function compact(filters: ListingFilters): ListingFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out as ListingFilters;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * Percent-encodes what a path segment cannot hold, but leaves the RFC 3986 sub-delimiters readable:
 * slugs keep their '&', '!' and '+' ('diy-kits-&-equipment', 'ac!dc-cables', 'trina+solar-co').
 */
function encodeSegment(value: string): string {
  return encodeURIComponent(value.toLowerCase()).replace(/%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/gi, (escape) => decodeURIComponent(escape));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
