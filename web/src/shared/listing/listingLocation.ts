import {
  SHOP_PAGE_SIZES,
  applyFilterChange,
  buildListingPath,
  parseListingPath,
  type ListingFilterChange,
  type ListingFilters,
  type ShopListingScope,
} from '@solar/contracts';

/**
 * What a shop listing URL says: which listing it is (a category or subcategory, a brand, or the whole-shop
 * search), the path its filter segments hang off, and the filters. The URL is the listing's only state, so
 * reading it is all a page needs to show the same result after a reload.
 */
export interface ListingLocation {
  kind: 'category' | 'brand' | 'search';
  /** The path before the filter segments, as it appears in the URL: '/shop/product/solar-panels/bifacial-panels'. */
  base: string;
  /** What the path itself scopes the search to (decoded, lower-case slugs). */
  scope: ShopListingScope;
  filters: ListingFilters;
}

/** A path segment decoded ('diy-kits-%26-equipment' -> 'diy-kits-&-equipment'); a malformed escape is taken literally. */
export const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const isPageSize = (value: number | undefined): boolean => SHOP_PAGE_SIZES.some((size) => size === value);

/**
 * Reads /shop/product/{category}[/{subcategory}], /shop/brands/{brand} and /shop/find, each followed by
 * filter segments. Undefined when the path has segments that are neither (the caller shows the not-found page).
 * Filters the path already fixes are dropped (a ca_ segment on a category page), and so is a page size the
 * shop does not offer.
 */
export function readListingLocation(pathname: string, search: string): ListingLocation | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'shop') return undefined;
  const [, area, name] = segments;

  let kind: ListingLocation['kind'];
  let base: string;
  let rest: string[];
  const scope: ShopListingScope = {};
  if (area === 'find') {
    kind = 'search';
    base = '/shop/find';
    rest = segments.slice(2);
  } else if (area === 'brands' && name) {
    kind = 'brand';
    base = `/shop/brands/${name}`;
    scope.brand = decodeSegment(name).toLowerCase();
    rest = segments.slice(3);
  } else if (area === 'product' && name) {
    kind = 'category';
    base = `/shop/product/${name}`;
    scope.category = decodeSegment(name).toLowerCase();
    rest = segments.slice(3);
  } else {
    return undefined;
  }

  const parsed = parseListingPath(`/${rest.join('/')}`, search);
  // Whatever is not a filter segment: nothing, or on a category page the one subcategory.
  const leftover = parsed.base.split('/').filter(Boolean);
  if (kind === 'category' && leftover.length === 1) {
    base = `${base}/${leftover[0]}`;
    scope.subcategory = decodeSegment(leftover[0]).toLowerCase();
  } else if (leftover.length > 0) {
    return undefined;
  }

  const filters = { ...parsed.filters };
  if (scope.category) delete filters.category;
  if (scope.subcategory) delete filters.subcategory;
  if (scope.brand) delete filters.brand;
  if (filters.perPage !== undefined && !isPageSize(filters.perPage)) delete filters.perPage;
  return { kind, base, scope, filters };
}

/** What building the next URL of any listing (the shop's or the deals') needs: the base path and the filters. */
export type ListingPlace = Pick<ListingLocation, 'base' | 'filters'>;

/** The URL after a user action on this listing (one change, or a few applied in order). */
export const listingPathAfter = (location: ListingPlace, ...changes: ListingFilterChange[]): string =>
  buildListingPath(location.base, changes.reduce(applyFilterChange, location.filters));

/**
 * Choosing another category (or none): the shared rule clears the category-bound filters, and the
 * subcategories of the old category go as well, since they cannot match in the new one.
 */
export const categoryChange = (value: string | undefined): ListingFilterChange[] => [
  { type: 'category', value },
  { type: 'set', filter: 'subcategory', values: [] },
];

/** The category the listing shows, from its path or from a ca_ segment of the search. */
export const listingCategory = (location: ListingLocation): string | undefined => location.scope.category ?? location.filters.category;
