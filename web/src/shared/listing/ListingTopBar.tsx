import {
  DEFAULT_SORT,
  SHOP_PAGE_SIZES,
  SORT_OPTIONS,
  type ListingFilterChange,
  type ListingFilters,
  type MultiValueFilterKey,
  type PriceRange,
} from '@solar/contracts';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatUsd } from '../format';
import type { FilterLabels } from './filterLabels';
import { FILTERS_PANEL_ID } from './FilterSidebar';
import { categoryChange, listingPathAfter, type ListingLocation, type ListingPlace } from './listingLocation';
import { LISTING_TEXT } from './text';

const G = LISTING_TEXT.groups;

/** Multi-value filters shown as chips, in sidebar order, with their group's name. */
const CHIP_FILTERS: readonly [MultiValueFilterKey & keyof FilterLabels, string][] = [
  ['subcategory', G.subcategories],
  ['brand', G.brand],
  ['condition', G.condition],
  ['shippingType', G.shippingType],
  ['panelWattage', G.panelWattage],
  ['wattage', G.wattage],
  ['colour', G.colour],
  ['state', G.state],
];

export interface Chip {
  key: string;
  group: string;
  label: string;
  remove: ListingFilterChange[];
}

/** A multi-value filter shown as chips: its group's name and how its values read. */
export interface ChipGroup {
  filter: MultiValueFilterKey;
  group: string;
  label: (value: string) => string;
}

export interface ChipNames {
  /** How a ca_ category reads; no category chip without it. */
  category?: (slug: string) => string;
  groups: readonly ChipGroup[];
  price: (range: PriceRange) => string;
}

/** The search text, the category, the values of `groups` and the price range of a listing URL as removable chips. */
export function filterChips(filters: ListingFilters, names: ChipNames): Chip[] {
  const chips: Chip[] = [];
  if (filters.q) chips.push({ key: 'q', group: LISTING_TEXT.listing.searchTitle, label: `“${filters.q}”`, remove: [{ type: 'query', q: undefined }] });
  if (filters.category && names.category) {
    chips.push({ key: 'category', group: G.categories, label: names.category(filters.category), remove: categoryChange(undefined) });
  }
  for (const { filter, group, label } of names.groups) {
    for (const value of filters[filter] ?? []) {
      chips.push({ key: `${filter}:${value}`, group, label: label(value), remove: [{ type: 'toggle', filter, value }] });
    }
  }
  if (filters.price) chips.push({ key: 'price', group: G.price, label: names.price(filters.price), remove: [{ type: 'price', range: undefined }] });
  return chips;
}

/** Every active filter of a shop listing URL as a removable chip. */
export function activeFilterChips(location: ListingLocation, labels: FilterLabels): Chip[] {
  const { filters } = location;
  const chips = filterChips(filters, {
    category: labels.category,
    groups: CHIP_FILTERS.map(([filter, group]) => ({ filter, group, label: labels[filter] })),
    price: (range) => LISTING_TEXT.price.chip(formatUsd(range.min), formatUsd(range.max)),
  });
  if (filters.rating) {
    chips.push({ key: 'rating', group: G.rating, label: LISTING_TEXT.rating.andUp(filters.rating), remove: [{ type: 'rating', min: undefined }] });
  }
  return chips;
}

export interface ListingTopBarProps {
  location: ListingLocation;
  labels: FilterLabels;
  total: number | undefined;
}

/** A shop listing's result count, active filters, sort order and page size. */
export function ListingTopBar({ location, labels, total }: ListingTopBarProps) {
  return (
    <ListingToolbar
      location={location}
      count={total === undefined ? undefined : LISTING_TEXT.listing.count(total)}
      sortOptions={SORT_OPTIONS}
      defaultSort={DEFAULT_SORT}
      pageSizes={SHOP_PAGE_SIZES}
      chips={activeFilterChips(location, labels)}
    />
  );
}

export interface ListingToolbarProps {
  location: ListingPlace;
  /** The result count as read ('12 products'), once the answer is there. */
  count: string | undefined;
  sortOptions: readonly { value: string; label: string }[];
  /** The order of a listing without sort_by and without search text (text ranks by best match). */
  defaultSort: string;
  /** The per_page choices; the first is the default. */
  pageSizes: readonly number[];
  chips: readonly Chip[];
}

/** Result count, the active filters, sort order and page size of any listing (shop or deals). */
export function ListingToolbar({ location, count, sortOptions, defaultSort, pageSizes, chips }: ListingToolbarProps) {
  const navigate = useNavigate();
  const id = useId();
  const { filters } = location;
  const change = (...changes: ListingFilterChange[]) => navigate(listingPathAfter(location, ...changes));

  // With typed text and no chosen order the search ranks by best match, which the select offers as well.
  const implicitSort = filters.q ? '' : defaultSort;
  const sortValue = sortOptions.some((o) => o.value === filters.sortBy) ? (filters.sortBy as string) : implicitSort;
  const perPage = filters.perPage ?? pageSizes[0];

  return (
    <div className="shop-topbar mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2 gap-md-3">
        <button
          type="button"
          className="btn btn-outline-dark btn-sm d-lg-none"
          data-bs-toggle="offcanvas"
          data-bs-target={`#${FILTERS_PANEL_ID}`}
          aria-controls={FILTERS_PANEL_ID}
        >
          <i className="bi bi-funnel me-1" aria-hidden="true" />
          {LISTING_TEXT.listing.filters}
        </button>
        <span className="fw-semibold me-auto" aria-live="polite">
          {count}
        </span>
        <div className="d-flex align-items-center gap-2">
          <label className="small text-secondary text-nowrap" htmlFor={`${id}-sort`}>
            {LISTING_TEXT.listing.sortBy}
          </label>
          <select
            id={`${id}-sort`}
            className="form-select form-select-sm"
            value={sortValue}
            onChange={(e) => change({ type: 'sort', sortBy: e.target.value === implicitSort ? undefined : e.target.value })}
          >
            {filters.q && <option value="">{LISTING_TEXT.listing.bestMatch}</option>}
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="d-flex align-items-center gap-2">
          <label className="small text-secondary text-nowrap" htmlFor={`${id}-per-page`}>
            {LISTING_TEXT.listing.perPage}
          </label>
          <select
            id={`${id}-per-page`}
            className="form-select form-select-sm"
            value={perPage}
            onChange={(e) => {
              const size = Number(e.target.value);
              change({ type: 'perPage', perPage: size === pageSizes[0] ? undefined : size });
            }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chips.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-3 mb-0" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="btn btn-sm filter-chip"
                aria-label={LISTING_TEXT.listing.removeFilter(`${chip.group}: ${chip.label}`)}
                onClick={() => change(...chip.remove)}
              >
                <span className="text-secondary">{chip.group}:</span> {chip.label}
                <i className="bi bi-x-lg ms-2" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
