import {
  DEAL_CATEGORIES,
  categorySlug,
  dealFigures,
  dealPath,
  subcategorySlug,
  wattageGroup,
  type DealQuantities,
  type DealSearchAnswer,
  type DealSearchHit,
} from '@solar/contracts';

/**
 * Answers of the deal search (`listing/public/deals`) for the deal browsing pages' jsdom tests (imported by
 * *.spec.tsx only). Figures are computed by the contracts' `dealFigures`, as the trader service computes them.
 */

const PANELS = DEAL_CATEGORIES.find((category) => category.name === 'Solar Panels')!;
const BIFACIAL = PANELS.subcategories.find((subcategory) => subcategory.name === 'Bifacial Panels')!;

/** A public panel lot: 1,860 panels of 550 W in Texas at $0.245/W, MOQ 2 pallets of 31, unless told otherwise. */
export function dealHit(id: number, overrides: Partial<DealSearchHit> = {}): DealSearchHit {
  const name = overrides.name ?? `Jinko Tiger Neo ${540 + id}W Bifacial Lot`;
  const quantities: DealQuantities = {
    category_id: overrides.category_id ?? PANELS.id,
    price: 0.245,
    total_qty: 1860,
    moq: 2,
    moq_unit: 'pallets',
    panel_wattage: 550,
    units_per_pallet: 31,
    units_per_container: 620,
  };
  return {
    id,
    uuid: `deal-uuid-${id}`,
    name,
    path: dealPath({ id, name }),
    category_id: PANELS.id,
    category_name: PANELS.name,
    category_slug: categorySlug(PANELS.name),
    subcategory_id: BIFACIAL.id,
    subcategory_name: BIFACIAL.name,
    subcategory_slug: subcategorySlug(BIFACIAL.name),
    brand_id: 1,
    condition: 'new',
    shipping_type: 'local_pickup_only',
    price: quantities.price,
    ...dealFigures(quantities),
    panel_wattage: quantities.panel_wattage,
    panel_wattage_group: wattageGroup(550)?.min ?? null,
    total_qty: quantities.total_qty,
    moq: quantities.moq,
    moq_unit: quantities.moq_unit,
    incoterm: 'EXW',
    lead_time: 5,
    state: 'TX',
    colour: 'black',
    company_tier: 'Tier 1',
    sector: null,
    image: `/files/deals/${id}/300x300.webp`,
    published_at: 1_770_000_000_000,
    ...overrides,
  };
}

/** A page of deals with facet counts over several categories, as the search service's disjunctive counts read. */
export function dealAnswer(items: DealSearchHit[], overrides: Partial<DealSearchAnswer> = {}): DealSearchAnswer {
  return {
    items,
    total: items.length,
    page: 1,
    limit: 20,
    last_page: 1,
    facets: {
      category_slug: [
        { value: 'solar-panels', count: 30 },
        { value: 'solar-inverters', count: 9 },
        { value: 'solar-batteries', count: 6 },
        { value: 'ev-charging-stations', count: 3 },
      ],
      subcategory_slug: [
        { value: 'bifacial-panels', count: 20 },
        { value: 'monocrystalline-panels', count: 10 },
      ],
      brand_id: [
        { value: '1', count: 12 },
        { value: '3', count: 7 },
        { value: '99', count: 2 },
      ],
      condition: [
        { value: 'new', count: 25 },
        { value: 'pre_owned', count: 5 },
      ],
      shipping_type: [{ value: 'local_pickup_only', count: 30 }],
      panel_wattage_group: [
        { value: '400', count: 18 },
        { value: '500', count: 12 },
      ],
      panel_wattage: [
        { value: '550', count: 8 },
        { value: '450', count: 10 },
        { value: '505', count: 4 },
      ],
      colour: [{ value: 'black', count: 30 }],
      incoterm: [
        { value: 'EXW', count: 20 },
        { value: 'Flexible', count: 10 },
      ],
      state: [
        { value: 'TX', count: 21 },
        { value: 'CA', count: 9 },
      ],
      moq_unit: [
        { value: 'pallets', count: 14 },
        { value: 'MW', count: 6 },
      ],
      company_tier: [
        { value: 'Tier 1', count: 9 },
        { value: 'Tier 2', count: 3 },
      ],
      sector: [
        { value: 'utility_scale', count: 4 },
        { value: 'commercial', count: 2 },
      ],
    },
    ...overrides,
  };
}
