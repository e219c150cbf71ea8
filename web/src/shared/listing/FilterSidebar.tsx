import {
  DEFAULT_PRICE_RANGE,
  SHOP_FACET_FIELDS,
  WATTAGE_GROUPS,
  applyFilterChange,
  buildListingPath,
  categorySlug,
  shopPriceRange,
  type ListingFilterChange,
  type MultiValueFilterKey,
  type PriceRange,
  type SearchFacets,
} from '@solar/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { StarRating } from '../components/StarRating';
import type { FilterLabels } from './filterLabels';
import { categoryChange, listingCategory, listingPathAfter, type ListingLocation } from './listingLocation';
import { LISTING_TEXT } from './text';

export const FILTERS_PANEL_ID = 'shop-filters';

const G = LISTING_TEXT.groups;
const SOLAR_PANELS = categorySlug('Solar Panels');
/** Longer lists show this many values until the shopper asks for all. */
const SHORT_LIST = 8;
const RATINGS = [4, 3, 2, 1] as const;

export interface FilterOption {
  value: string;
  label: ReactNode;
  count?: number;
  checked: boolean;
}

/**
 * The values of one facet as options: the answer's values (most frequent first) and any checked value the
 * answer no longer counts, so a shopper can always untick what is ticked. Values compare lower-cased, as the
 * URL holds them.
 */
export function facetOptions(facet: SearchFacets[string] | undefined, checked: readonly string[], label: (value: string) => ReactNode): FilterOption[] {
  const options: FilterOption[] = [];
  const seen = new Set<string>();
  for (const { value, count } of facet ?? []) {
    const key = value.toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    options.push({ value: key, label: label(value), count, checked: checked.includes(key) });
  }
  for (const value of checked) {
    if (!seen.has(value)) options.push({ value, label: label(value), count: 0, checked: true });
  }
  return options;
}

/** The four panel wattage groups (pw_ values are their lower bounds), each counted where the answer counts it. */
export const panelWattageOptions = (facet: SearchFacets[string] | undefined, checked: readonly string[], label: (value: string) => ReactNode): FilterOption[] =>
  WATTAGE_GROUPS.map((group) => String(group.min)).map((value) => ({
    value,
    label: label(value),
    count: facet?.find((f) => f.value === value)?.count ?? 0,
    checked: checked.includes(value),
  }));

export interface FilterGroupProps {
  /** The filter's name (its ListingFilters key), for the checkboxes' names and ids. */
  name: string;
  title: string;
  options: FilterOption[];
  onToggle: (value: string) => void;
}

/** One sidebar group of checkboxes, each value with its count; nothing when it has no values. */
export function FilterGroup({ name, title, options, onToggle }: FilterGroupProps) {
  const id = `${useId()}-${name}`;
  const [showAll, setShowAll] = useState(false);
  if (options.length === 0) return null;
  const shown = showAll ? options : options.filter((option, index) => index < SHORT_LIST || option.checked);
  return (
    <fieldset className="shop-filter-group">
      <legend className="shop-filter-title">{title}</legend>
      <ul className="list-unstyled mb-0">
        {shown.map((option) => (
          <li key={option.value} className="form-check">
            <input
              className="form-check-input"
              type="checkbox"
              name={name}
              id={`${id}-${option.value}`}
              checked={option.checked}
              onChange={() => onToggle(option.value)}
            />
            <label className="form-check-label d-flex justify-content-between gap-2" htmlFor={`${id}-${option.value}`}>
              <span>{option.label}</span>
              {option.count !== undefined && <span className="shop-filter-count">({option.count})</span>}
            </label>
          </li>
        ))}
      </ul>
      {options.length > shown.length && (
        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setShowAll(true)}>
          Show all ({options.length})
        </button>
      )}
    </fieldset>
  );
}

export interface PriceRangeFilterProps {
  /** The URL's range, or `defaults` when it has none. */
  range: PriceRange;
  /** The range that means no price filter: applying it takes the pr_ segment out of the URL. */
  defaults: PriceRange;
  /** The inputs' step: 1 for prices per unit, finer for prices per watt. */
  step?: number;
  title?: string;
  onChange: (change: ListingFilterChange) => void;
}

/** Min and max inputs; the range goes into the URL only on Apply. */
export function PriceRangeFilter({ range, ...form }: PriceRangeFilterProps) {
  // The inputs start from the URL's range and start over whenever the URL's range (or its default) changes.
  return <PriceForm key={`${range.min}-${range.max}/${form.defaults.min}-${form.defaults.max}`} initial={range} {...form} />;
}

function PriceForm({ initial, defaults, step, title = G.price, onChange }: Omit<PriceRangeFilterProps, 'range'> & { initial: PriceRange }) {
  const id = useId();
  const [min, setMin] = useState(String(initial.min));
  const [max, setMax] = useState(String(initial.max));
  const low = Number(min || defaults.min);
  const high = Number(max || defaults.max);
  const valid = Number.isFinite(low) && Number.isFinite(high) && low >= 0 && high >= 0;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const range = { min: Math.min(low, high), max: Math.max(low, high) };
    const isDefault = range.min === defaults.min && range.max === defaults.max;
    onChange({ type: 'price', range: isDefault ? undefined : range });
  };

  return (
    <fieldset className="shop-filter-group">
      <legend className="shop-filter-title">{title}</legend>
      <form className="d-flex align-items-end gap-2" onSubmit={apply} noValidate>
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-min`}>
            {LISTING_TEXT.price.min}
          </label>
          <input
            id={`${id}-min`}
            className="form-control form-control-sm"
            type="number"
            min={0}
            step={step}
            inputMode="decimal"
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </div>
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-max`}>
            {LISTING_TEXT.price.max}
          </label>
          <input
            id={`${id}-max`}
            className="form-control form-control-sm"
            type="number"
            min={0}
            step={step}
            inputMode="decimal"
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-sm btn-outline-dark" disabled={!valid}>
          {LISTING_TEXT.price.apply}
        </button>
      </form>
    </fieldset>
  );
}

export interface FilterPanelProps {
  /** The results the filters leave, for the phone's 'Show n results' button (none while they load). */
  total: number | undefined;
  onReset: () => void;
  children: ReactNode;
}

/**
 * The frame of a listing's filters (shop and deals): inline beside the results from the lg breakpoint, below it
 * an offcanvas behind the top bar's Filters button (FILTERS_PANEL_ID), closed again by 'Show n results'.
 */
export function FilterPanel({ total, onReset, children }: FilterPanelProps) {
  return (
    <aside className="offcanvas-lg offcanvas-start shop-filters" tabIndex={-1} id={FILTERS_PANEL_ID} aria-labelledby={`${FILTERS_PANEL_ID}-title`}>
      <div className="offcanvas-header border-bottom">
        <h2 className="offcanvas-title h5" id={`${FILTERS_PANEL_ID}-title`}>
          {LISTING_TEXT.listing.filters}
        </h2>
        <button type="button" className="btn-close" data-bs-dismiss="offcanvas" data-bs-target={`#${FILTERS_PANEL_ID}`} aria-label="Close" />
      </div>
      <div className="offcanvas-body d-flex flex-column gap-3">
        <div className="d-flex align-items-center justify-content-between">
          <span className="h6 mb-0 d-none d-lg-inline" aria-hidden="true">
            {LISTING_TEXT.listing.filters}
          </span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onReset}>
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            {LISTING_TEXT.listing.reset}
          </button>
        </div>
        {children}
        {total !== undefined && (
          <button type="button" className="btn btn-amber d-lg-none" data-bs-dismiss="offcanvas" data-bs-target={`#${FILTERS_PANEL_ID}`}>
            {LISTING_TEXT.listing.showResults(total)}
          </button>
        )}
      </div>
    </aside>
  );
}

export interface FilterSidebarProps {
  location: ListingLocation;
  facets: SearchFacets | undefined;
  total: number | undefined;
  labels: FilterLabels;
}

/**
 * The listing's filters, built from the facets of the answer so that only the groups that apply show. Every
 * change becomes a new URL (pushed, so Back undoes it). Below the lg breakpoint the panel is an offcanvas
 * behind the Filters button.
 */
export function FilterSidebar({ location, facets, total, labels }: FilterSidebarProps) {
  const navigate = useNavigate();
  const { filters, scope } = location;
  const change = (...changes: ListingFilterChange[]) => navigate(listingPathAfter(location, ...changes));
  const toggle = (filter: MultiValueFilterKey) => (value: string) => change({ type: 'toggle', filter, value });
  const multi = (filter: MultiValueFilterKey & keyof typeof SHOP_FACET_FIELDS, label: (value: string) => ReactNode) =>
    facetOptions(facets?.[SHOP_FACET_FIELDS[filter]], filters[filter] ?? [], label);
  const category = listingCategory(location);

  let categoryGroup: ReactNode = null;
  if (location.kind !== 'category') {
    const options = facetOptions(facets?.[SHOP_FACET_FIELDS.category], filters.category ? [filters.category] : [], labels.category);
    categoryGroup = (
      <FilterGroup
        name="category"
        title={G.categories}
        options={options}
        onToggle={(value) => change(...categoryChange(value === filters.category ? undefined : value))}
      />
    );
  }

  let subcategoryGroup: ReactNode = null;
  if (category && scope.subcategory) {
    // On a subcategory page the subcategory is the path: ticking another goes to its page, unticking to the category's.
    const categoryBase = location.base.slice(0, location.base.lastIndexOf('/'));
    const rest = applyFilterChange(filters, { type: 'set', filter: 'subcategory', values: [] });
    subcategoryGroup = (
      <FilterGroup
        name="subcategory"
        title={G.subcategories}
        options={facetOptions(facets?.[SHOP_FACET_FIELDS.subcategory], [scope.subcategory], labels.subcategory)}
        onToggle={(value) => navigate(buildListingPath(value === scope.subcategory ? categoryBase : `${categoryBase}/${value}`, rest))}
      />
    );
  } else if (category) {
    subcategoryGroup = (
      <FilterGroup name="subcategory" title={G.subcategories} options={multi('subcategory', labels.subcategory)} onToggle={toggle('subcategory')} />
    );
  }

  const panelGroups =
    category === SOLAR_PANELS ? panelWattageOptions(facets?.[SHOP_FACET_FIELDS.panelWattage], filters.panelWattage ?? [], labels.panelWattage) : [];
  // A panel's wattage is its rating, already offered as the groups above; other equipment lists exact wattages.
  const wattages = category === SOLAR_PANELS ? [] : multi('wattage', labels.wattage).sort((a, b) => Number(a.value) - Number(b.value));

  return (
    <FilterPanel total={total} onReset={() => change({ type: 'reset' })}>
      {categoryGroup}
      {subcategoryGroup}
      {location.kind !== 'brand' && <FilterGroup name="brand" title={G.brand} options={multi('brand', labels.brand)} onToggle={toggle('brand')} />}
      <FilterGroup name="condition" title={G.condition} options={multi('condition', labels.condition)} onToggle={toggle('condition')} />
      <FilterGroup name="shippingType" title={G.shippingType} options={multi('shippingType', labels.shippingType)} onToggle={toggle('shippingType')} />
      <FilterGroup name="panelWattage" title={G.panelWattage} options={panelGroups} onToggle={toggle('panelWattage')} />
      <FilterGroup name="wattage" title={G.wattage} options={wattages} onToggle={toggle('wattage')} />
      <FilterGroup name="colour" title={G.colour} options={multi('colour', labels.colour)} onToggle={toggle('colour')} />
      <FilterGroup name="state" title={G.state} options={multi('state', labels.state)} onToggle={toggle('state')} />
      <PriceRangeFilter range={shopPriceRange(filters)} defaults={DEFAULT_PRICE_RANGE} onChange={change} />
      <FilterGroup
        name="rating"
        title={G.rating}
        options={RATINGS.map((stars) => ({
          value: String(stars),
          label: (
            <span className="d-inline-flex align-items-center gap-1">
              <StarRating rating={stars} decorative className="rating-stars" />
              {LISTING_TEXT.rating.andUp(stars)}
            </span>
          ),
          checked: filters.rating === stars,
        }))}
        onToggle={(value) => change({ type: 'rating', min: filters.rating === Number(value) ? undefined : Number(value) })}
      />
    </FilterPanel>
  );
}
