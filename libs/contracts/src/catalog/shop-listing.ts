import { DEFAULT_PRICE_RANGE, DEFAULT_SORT, SORT_OPTIONS, type SortOption } from '../enums/listing-sort';
import type { ListingFilters } from '../rules/listing-filters';
import { nameSlug } from '../rules/slug';
import { SEARCH_TEXT_MAX, type SearchObject } from '../search/search-object';

/** A shop item's product page: /product/{id}/{slug of its name} ('item' when the name gives no slug). */
export const productPath = (item: { id: number; name: string }): string => `/product/${item.id}/${nameSlug(item.name) || 'item'}`;

/** Listing page sizes a shopper may choose (`per_page`); the first is the default. */
export const SHOP_PAGE_SIZES = [24, 48, 96] as const;

/** `sort_by` values -> the index's sort. 'quantity, high to low' is the default. */
export const SHOP_SORTS: Readonly<Record<SortOption, Record<string, 'asc' | 'desc'>>> = {
  quantity_desc: { total_qty: 'desc' },
  price_asc: { sale_price: 'asc' },
  price_desc: { sale_price: 'desc' },
  newest: { created_at: 'desc' },
  rating_desc: { reviews_avg: 'desc' },
};

const isSortOption = (value: string | undefined): value is SortOption => SORT_OPTIONS.some((o) => o.value === value);

/**
 * The shop's facet fields in `items/search` answers, by listing filter. `panel_wattage_group` holds the lower
 * bound of a panel's wattage group (300, 400, 500, 600), which is what pw_ segments name in the shop.
 */
export const SHOP_FACET_FIELDS = {
  category: 'category_slug',
  subcategory: 'subcategory_slug',
  brand: 'brand_slug',
  condition: 'condition',
  shippingType: 'shipping_type',
  panelWattage: 'panel_wattage_group',
  wattage: 'wattage',
  colour: 'colour',
  state: 'state',
} as const;

export type ShopFacetFilter = keyof typeof SHOP_FACET_FIELDS;

/** What a listing page is about before its filters: a category page, a brand page, or the whole shop. */
export interface ShopListingScope {
  /** Category slug (/shop/product/{category}). */
  category?: string;
  /** Subcategory slug (/shop/product/{category}/{subcategory}). */
  subcategory?: string;
  /** Brand path segment (/shop/brands/{brand}). */
  brand?: string;
}

/**
 * The `items/search` body for a shop listing URL: the page's scope plus its filter segments and query. Both the
 * web app and the tests build searches with it, so a URL always means the same search.
 */
export function shopSearchBody(filters: ListingFilters, scope: ShopListingScope = {}): SearchObject & { page: number; limit: number } {
  const where: Record<string, string | number> = {};
  const whereIn: Record<string, (string | number)[]> = {};
  const category = scope.category ?? filters.category;
  if (category) where.category_slug = category;
  const subcategories = scope.subcategory ? [scope.subcategory] : filters.subcategory;
  if (subcategories?.length) whereIn.subcategory_slug = subcategories;
  const brands = scope.brand ? [scope.brand] : filters.brand;
  if (brands?.length) whereIn.brand_slug = brands;
  if (filters.condition?.length) whereIn.condition = filters.condition;
  if (filters.shippingType?.length) whereIn.shipping_type = filters.shippingType;
  if (filters.colour?.length) whereIn.colour = filters.colour;
  // States are two-letter codes; the URL is lower-cased.
  if (filters.state?.length) whereIn.state = filters.state.map((s) => s.toUpperCase());
  const groups = filters.panelWattage?.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (groups?.length) whereIn.panel_wattage_group = groups;
  const watts = filters.wattage?.map(Number).filter((n) => Number.isFinite(n) && n > 0);
  if (watts?.length) whereIn.wattage = watts;
  if (filters.price) {
    where.price_min = filters.price.min;
    where.price_max = filters.price.max;
  }
  if (filters.rating) where.rating_min = filters.rating;

  const body: SearchObject & { page: number; limit: number } = {
    page: filters.pageNo ?? 1,
    limit: filters.perPage ?? SHOP_PAGE_SIZES[0],
  };
  if (Object.keys(where).length) body.where = where;
  if (Object.keys(whereIn).length) body.where_in = whereIn;
  // A longer ?q= (a pasted or hand-made URL) searches its first SEARCH_TEXT_MAX characters, not a 400.
  if (filters.q) body.query = filters.q.slice(0, SEARCH_TEXT_MAX);
  // With typed text and no chosen sort, the best matches come first.
  const sort = isSortOption(filters.sortBy) ? filters.sortBy : filters.q ? undefined : DEFAULT_SORT;
  if (sort) body.orderby = SHOP_SORTS[sort];
  return body;
}

/** The price range the sidebar shows when the URL sets none. */
export const shopPriceRange = (filters: ListingFilters) => filters.price ?? DEFAULT_PRICE_RANGE;
