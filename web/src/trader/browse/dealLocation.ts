import {
  DEAL_PAGE_SIZE,
  TRADER_DEALS_PATH,
  TRADER_MAIN_CATEGORIES,
  WATTAGE_GROUPS,
  categorySlug,
  dealSearchBody,
  findWattageGroupBySlug,
  parseListingPath,
  wattageGroupPath,
  type ListingFilters,
  type WattageGroup,
} from '@solar/contracts';
import { paths } from '../../paths';
import { decodeSegment } from '../../shared/listing/listingLocation';

/**
 * What a deal listing URL says: /trader/find, a deal category page (/trader/deals/solar-inverters) or a panel
 * wattage group page (/trader/deals/400-watt-solar-panels, or under /trader/deals/solar-panels/), each followed
 * by filter segments and ?q, sort_by, page_no, per_page. As in the shop the URL is the listing's only state.
 */

/** A deal category page, /trader/deals/{slug}: one of the trader platform's main categories (spec, section 9). */
export interface DealCategoryPage {
  /** The trader platform's name ('EV Chargers'). */
  label: string;
  /** The page's slug, from that name, as the spec's routes spell it ('ev-chargers'). */
  slug: string;
  /** The category's slug in the deal index and in ca_ segments, from the catalog's name ('ev-charging-stations'). */
  categorySlug: string;
  path: string;
}

export const DEAL_CATEGORY_PAGES: readonly DealCategoryPage[] = TRADER_MAIN_CATEGORIES.map(({ label, categoryName }) => ({
  label,
  slug: categorySlug(label),
  categorySlug: categorySlug(categoryName),
  path: `${TRADER_DEALS_PATH}/${categorySlug(label)}`,
}));

const SOLAR_PANELS = categorySlug('Solar Panels');
const SOLAR_INVERTERS = categorySlug('Solar Inverters');
/** The Solar Panels page, which the wattage group pages belong to. */
export const PANELS_PAGE = DEAL_CATEGORY_PAGES.find((page) => page.categorySlug === SOLAR_PANELS)!;

/** Every {scope} of /trader/deals/{scope}: the route table lists them, so any other is the not-found page. */
export const DEAL_SCOPE_SLUGS: readonly string[] = [...DEAL_CATEGORY_PAGES.map((page) => page.slug), ...WATTAGE_GROUPS.map((group) => group.slug)];

/** Page sizes a deal listing offers (per_page); the first is the default. */
export const DEAL_PAGE_SIZES = [DEAL_PAGE_SIZE, 40, 80] as const;

/** The deal category page by either of its slugs (a ca_ segment may name 'ev-chargers' or 'ev-charging-stations'). */
export const findDealCategoryPage = (slug: string | undefined): DealCategoryPage | undefined =>
  slug === undefined ? undefined : DEAL_CATEGORY_PAGES.find((page) => page.slug === slug || page.categorySlug === slug);

export interface DealLocation {
  kind: 'search' | 'category' | 'wattage';
  /** The path before the filter segments, as it appears in the URL. */
  base: string;
  /** The category the path fixes (category and wattage group pages). */
  category?: DealCategoryPage;
  /** The panel wattage group the path fixes. */
  group?: WattageGroup;
  filters: ListingFilters;
}

const isPageSize = (value: number | undefined): boolean => DEAL_PAGE_SIZES.some((size) => size === value);

/**
 * Reads a deal listing URL; undefined when its path is none (an unknown category or wattage group, or segments
 * that are not filters), for which the caller shows the not-found page. Filters the path already fixes are
 * dropped, a ca_ segment is read as the deal index names the category, and a page size the listing does not
 * offer is dropped.
 */
export function readDealLocation(pathname: string, search: string): DealLocation | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'trader') return undefined;
  const [, area, scope] = segments;

  let location: Omit<DealLocation, 'filters'>;
  let rest: string[];
  if (area === 'find') {
    location = { kind: 'search', base: paths.traderFind };
    rest = segments.slice(2);
  } else if (area === 'deals' && scope) {
    const slug = decodeSegment(scope).toLowerCase();
    const group = findWattageGroupBySlug(slug);
    const category = group ? PANELS_PAGE : DEAL_CATEGORY_PAGES.find((page) => page.slug === slug);
    if (!category) return undefined;
    location = { kind: group ? 'wattage' : 'category', base: `${TRADER_DEALS_PATH}/${scope}`, category, group };
    rest = segments.slice(3);
  } else {
    return undefined;
  }

  const parsed = parseListingPath(`/${rest.join('/')}`, search);
  const leftover = parsed.base.split('/').filter(Boolean);
  // The spec's wattage group pages also hang off the panels page: /trader/deals/solar-panels/400-watt-solar-panels.
  const onPanelsPage = location.kind === 'category' && location.category === PANELS_PAGE;
  const group = onPanelsPage && leftover.length === 1 ? findWattageGroupBySlug(decodeSegment(leftover[0])) : undefined;
  if (group) location = { ...location, kind: 'wattage', base: `${location.base}/${leftover[0]}`, group };
  else if (leftover.length > 0) return undefined;

  const filters = { ...parsed.filters };
  if (location.category) delete filters.category;
  else if (filters.category) filters.category = findDealCategoryPage(filters.category)?.categorySlug ?? filters.category;
  if (location.group) delete filters.panelWattage;
  if (filters.perPage !== undefined && !isPageSize(filters.perPage)) delete filters.perPage;
  return { ...location, filters };
}

/** The category the listing shows (the deal index's slug), from its path or from a ca_ segment of the search. */
export const dealListingCategory = (location: DealLocation): string | undefined => location.category?.categorySlug ?? location.filters.category;

/**
 * Panel deals are priced per watt; a listing of panels (or of a wattage group) filters prices per watt, and so does
 * a search narrowed to panel wattages, as only panels have one.
 */
export const listsPanels = (location: DealLocation): boolean =>
  dealListingCategory(location) === SOLAR_PANELS || (dealListingCategory(location) === undefined && (location.filters.panelWattage?.length ?? 0) > 0);

/** Only inverter deals are filtered by sector (spec rule). */
export const listsInverters = (location: DealLocation): boolean => dealListingCategory(location) === SOLAR_INVERTERS;

/**
 * The `listing/public/deals` body of the URL, built by the shared `dealSearchBody` from the path the deal index
 * understands: the page's category under the index's slug, a wattage group by its own page.
 */
export function dealSearchBodyOf(location: DealLocation): ReturnType<typeof dealSearchBody> {
  let base: string = paths.traderFind;
  if (location.group) base = wattageGroupPath(location.group);
  else if (location.category) base = `${TRADER_DEALS_PATH}/${location.category.categorySlug}`;
  return dealSearchBody({ base, filters: location.filters });
}
