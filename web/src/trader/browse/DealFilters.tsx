import {
  ADVANCED_PRICE_RANGE,
  DEAL_FACET_FIELDS,
  DEFAULT_PRICE_RANGE,
  WATTAGE_GROUPS,
  applyFilterChange,
  buildListingPath,
  wattageGroupPath,
  type ListingFilterChange,
  type MultiValueFilterKey,
  type PriceRange,
  type SearchFacets,
} from '@solar/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDealPrice } from '../../shared/deals/dealFormat';
import { FilterGroup, FilterPanel, PriceRangeFilter, facetOptions, panelWattageOptions } from '../../shared/listing/FilterSidebar';
import { categoryChange, listingPathAfter } from '../../shared/listing/listingLocation';
import { filterChips, type Chip } from '../../shared/listing/ListingTopBar';
import { LISTING_TEXT } from '../../shared/listing/text';
import type { DealFilterLabels } from './dealLabels';
import { PANELS_PAGE, dealListingCategory, listsInverters, listsPanels, type DealLocation } from './dealLocation';
import { BROWSE_TEXT } from './text';

const G = { ...LISTING_TEXT.groups, ...BROWSE_TEXT.groups };

/** The multi-value filters of a deal listing, in sidebar order, with their group names (chips use the same). */
const DEAL_GROUPS: readonly [filter: MultiValueFilterKey & keyof DealFilterLabels, title: string][] = [
  ['subcategory', G.subcategories],
  ['brand', G.brand],
  ['condition', G.condition],
  ['panelWattage', G.panelWattage],
  ['wattage', BROWSE_TEXT.groups.wattage],
  ['colour', G.colour],
  ['intercom', G.incoterm],
  ['state', G.state],
  ['moqUnit', G.moqUnit],
  ['companyTier', G.companyTier],
  ['sector', G.sector],
  ['shippingType', G.shippingType],
];

/** The range that means no price filter: per watt for panels (the modal's 0 to 1), the listing default otherwise. */
const defaultPriceRange = (location: DealLocation): PriceRange => (listsPanels(location) ? ADVANCED_PRICE_RANGE.panels : DEFAULT_PRICE_RANGE);

/** Every active filter of a deal listing URL as a removable chip (the category only where the path does not fix it). */
export function dealFilterChips(location: DealLocation, labels: DealFilterLabels): Chip[] {
  const unit = listsPanels(location) ? 'watt' : 'unit';
  return filterChips(location.filters, {
    category: location.category ? undefined : labels.category,
    groups: DEAL_GROUPS.map(([filter, group]) => ({ filter, group, label: labels[filter] })),
    price: (range) => LISTING_TEXT.price.chip(formatDealPrice(range.min, unit), formatDealPrice(range.max, unit)),
  });
}

/** Facet values as URL values: lower-cased, and a company tier's space a hyphen ('Tier 1' -> ct_tier-1). */
const urlValues = (facet: SearchFacets[string] | undefined): SearchFacets[string] | undefined =>
  facet?.map(({ value, count }) => ({ value: value.replace(/\s+/g, '-'), count }));

export interface DealFilterSidebarProps {
  location: DealLocation;
  facets: SearchFacets | undefined;
  total: number | undefined;
  labels: DealFilterLabels;
}

/**
 * A deal listing's filters with the facet counts of the answer (each group counted as if its own choice were not
 * made, so a ticked value's neighbours keep their counts). Every change is a new URL. The sector applies to solar
 * inverters only; panel wattage groups to panels (and to the search over all deals, where only panels count).
 */
export function DealFilterSidebar({ location, facets, total, labels }: DealFilterSidebarProps) {
  const navigate = useNavigate();
  const { filters } = location;
  const change = (...changes: ListingFilterChange[]) => navigate(listingPathAfter(location, ...changes));
  const toggle = (filter: MultiValueFilterKey) => (value: string) => change({ type: 'toggle', filter, value });
  const category = dealListingCategory(location);
  const panels = listsPanels(location);

  const group = (filter: MultiValueFilterKey & keyof DealFilterLabels, title: string): ReactNode => {
    if (filter === 'sector' && !listsInverters(location)) return null;
    if (filter === 'subcategory' && !category) return null;
    if (filter === 'panelWattage') return <PanelWattageGroup key={filter} location={location} facets={facets} labels={labels} title={title} />;
    let options = facetOptions(urlValues(facets?.[DEAL_FACET_FIELDS[filter]]), filters[filter] ?? [], labels[filter]);
    if (filter === 'wattage') options = options.sort((a, b) => Number(a.value) - Number(b.value));
    return <FilterGroup key={filter} name={filter} title={title} options={options} onToggle={toggle(filter)} />;
  };

  return (
    <FilterPanel total={total} onReset={() => change({ type: 'reset' })}>
      {location.kind === 'search' && (
        <FilterGroup
          name="category"
          title={G.categories}
          options={facetOptions(facets?.[DEAL_FACET_FIELDS.category], filters.category ? [filters.category] : [], labels.category)}
          onToggle={(value) => change(...categoryChange(value === filters.category ? undefined : value))}
        />
      )}
      {DEAL_GROUPS.map(([filter, title]) => group(filter, title))}
      <PriceRangeFilter
        range={filters.price ?? defaultPriceRange(location)}
        defaults={defaultPriceRange(location)}
        // Over all deals panel prices (per watt) are among them, so cents of a cent must be typeable there too.
        step={panels || !category ? ADVANCED_PRICE_RANGE.panels.step : undefined}
        title={panels ? G.pricePerWatt : category ? G.pricePerUnit : G.price}
        onChange={change}
      />
    </FilterPanel>
  );
}

/**
 * The four wattage groups. On a wattage group page the group is the path: ticking another goes to its page,
 * unticking to the panels page (an exact panel rating of the old group goes too, as it cannot match).
 */
function PanelWattageGroup({ location, facets, labels, title }: Omit<DealFilterSidebarProps, 'total'> & { title: string }) {
  const navigate = useNavigate();
  const { filters } = location;
  const facet = facets?.[DEAL_FACET_FIELDS.panelWattage];
  const category = dealListingCategory(location);
  if (category !== undefined && !listsPanels(location)) return null;

  if (location.group) {
    const current = String(location.group.min);
    const rest = applyFilterChange(filters, { type: 'set', filter: 'wattage', values: [] });
    const pathOf = (value: string) => {
      const group = WATTAGE_GROUPS.find((entry) => String(entry.min) === value);
      return value === current || !group ? PANELS_PAGE.path : wattageGroupPath(group);
    };
    return (
      <FilterGroup
        name="panelWattage"
        title={title}
        options={panelWattageOptions(facet, [current], labels.panelWattage)}
        onToggle={(value) => navigate(buildListingPath(pathOf(value), rest))}
      />
    );
  }
  const checked = filters.panelWattage ?? [];
  const options = panelWattageOptions(facet, checked, labels.panelWattage);
  // Over all deals only panels have a wattage group: the group shows when some panel deal is among them.
  if (category === undefined && checked.length === 0 && !options.some((option) => option.count)) return null;
  return (
    <FilterGroup
      name="panelWattage"
      title={title}
      options={options}
      onToggle={(value) => navigate(listingPathAfter(location, { type: 'toggle', filter: 'panelWattage', value }))}
    />
  );
}
