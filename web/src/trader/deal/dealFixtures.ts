import {
  categorySlug,
  dealFigures,
  dealPath,
  DEAL_CATEGORIES,
  subcategorySlug,
  type DealQuantities,
  type DealView,
  type SellerDealView,
} from '@solar/contracts';

/**
 * Deals as the trader service answers them, for the deal page's jsdom tests (imported by *.spec.tsx only). The
 * figures (unit price, lot value, total watts, MOQ text) are computed by the contracts' `dealFigures`, as the
 * service computes them, so a fixture never claims a figure the service would not send.
 */

const PANELS = DEAL_CATEGORIES.find((category) => category.name === 'Solar Panels')!;
const BIFACIAL = PANELS.subcategories.find((subcategory) => subcategory.name === 'Bifacial Panels')!;

const rendition = (order: number, type: string) => ({
  file_uuid: `img-${order}`,
  orderofimage: order,
  type,
  url: `/files/deals/42/${order}/${type}.webp`,
});

/** A public panel lot: 1,860 Jinko 550 W bifacial panels in Texas at $0.245/W, MOQ 2 pallets of 31. */
export function panelDeal(overrides: Partial<DealView> = {}): DealView {
  const quantities: DealQuantities = {
    category_id: PANELS.id,
    price: 0.245,
    total_qty: 1860,
    moq: 2,
    moq_unit: 'pallets',
    panel_wattage: 550,
    units_per_pallet: 31,
    units_per_container: 620,
  };
  const name = 'Jinko Tiger Neo 550W N-Type Bifacial Panels';
  const deal: DealView = {
    id: 42,
    uuid: 'deal-uuid-42',
    path: dealPath({ id: 42, name }),
    status: 'Approved',
    name,
    description: '<p>Factory-sealed <strong>Tiger Neo</strong> modules, 30-year linear warranty.</p>',
    condition: 'new',
    category_id: PANELS.id,
    subcategory_id: BIFACIAL.id,
    brand_id: 1,
    category: { id: PANELS.id, name: PANELS.name, slug: categorySlug(PANELS.name) },
    subcategory: { id: BIFACIAL.id, name: BIFACIAL.name, slug: subcategorySlug(BIFACIAL.name) },
    price: quantities.price,
    ...dealFigures(quantities),
    moq: quantities.moq,
    moq_unit: quantities.moq_unit,
    total_qty: quantities.total_qty,
    available_qty: quantities.total_qty,
    um: 'panel',
    msrp: null,
    mpn: 'JKM550N-72HL4-BDV',
    upc: '',
    part_number: 'JKM550N-72HL4-BDV',
    weight: 28.6,
    weight_unit: 'kg',
    length: 2278,
    length_unit: 'mm',
    width: 1134,
    width_unit: 'mm',
    height: 30,
    height_unit: 'mm',
    package_type: 'Pallet',
    shipping_type: 'local_pickup_only',
    publish_date: '2026-02-01',
    tags: ['bifacial', 'n-type'],
    images: [rendition(0, '685x450'), rendition(0, '300x300'), rendition(0, '1600x675'), rendition(1, '685x450'), rendition(1, '300x300')],
    documents: [{ file_uuid: 'doc-1', name: 'Document 1.pdf', url: '/files/deals/42/doc-1.pdf' }],
    locations: [
      { city: 'Houston', state: 'TX', zip: '77029', qty: 1240 },
      { city: 'Dallas', state: 'TX', zip: '75063', qty: 620 },
    ],
    incoterm: 'EXW',
    lead_time: 5,
    offer_validity: 10,
    colour: 'black',
    panel_technology: 'N-Type',
    connector_type: 'MC4 Compatible',
    front_load: 5400,
    rear_load: 3000,
    company_tier: 'Tier 1',
    phase: null,
    sector: 'utility_scale',
    panel_wattage: quantities.panel_wattage,
    units_per_pallet: quantities.units_per_pallet,
    units_per_container: quantities.units_per_container,
    state: 'TX',
    inventory: 'on_hand',
    available_date: null,
    meta_name: 'Jinko 550W bifacial panels, 1 MW lot in Texas',
    meta_description: '1,860 Jinko Tiger Neo 550 W bifacial panels, EXW Houston.',
    published_at: '2026-02-01T12:00:00.000Z',
    created_at: '2026-01-28T09:00:00.000Z',
    updated_at: '2026-02-01T12:00:00.000Z',
  };
  return { ...deal, ...overrides };
}

/** The same lot as its seller sees it: its owner, SKU, street addresses and upload names, its status history. */
export function sellerPanelDeal(ownerId: string, overrides: Partial<SellerDealView> = {}): SellerDealView {
  const deal = panelDeal();
  return {
    ...deal,
    sku: 'ACME-JK550-TX',
    owner_id: ownerId,
    locations: [
      { address: '4200 Industrial Park Dr', unit: 'Dock 4', city: 'Houston', state: 'TX', zip: '77029', qty: 1240 },
      { address: '8400 Esters Blvd', unit: '', city: 'Dallas', state: 'TX', zip: '75063', qty: 620 },
    ],
    documents: [{ file_uuid: 'doc-1', name: 'acme-solar-jinko-datasheet.pdf', url: '/files/deals/42/doc-1.pdf' }],
    status_reason: null,
    status_history: [
      { from: null, to: 'Pending', by: 'seller', reason: null, at: '2026-01-28T09:00:00.000Z' },
      { from: 'Pending', to: 'Approved', by: 'admin', reason: null, at: '2026-02-01T12:00:00.000Z' },
    ],
    pending_revision: null,
    revision_reason: null,
    sold_qty: 0,
    ...overrides,
  };
}

const INVERTERS = DEAL_CATEGORIES.find((category) => category.name === 'Solar Inverters')!;
const STRING_INVERTERS = INVERTERS.subcategories.find((subcategory) => subcategory.name === 'String Inverters')!;

/** A pre-production lot of 96 three-phase string inverters at $3,950 each, MOQ 4 units, DDP. */
export function inverterDeal(overrides: Partial<DealView> = {}): DealView {
  const quantities: DealQuantities = {
    category_id: INVERTERS.id,
    price: 3950,
    total_qty: 96,
    moq: 4,
    moq_unit: null,
    panel_wattage: null,
    units_per_pallet: 4,
    units_per_container: null,
  };
  const name = 'SMA Sunny Tripower CORE1 62-US';
  return panelDeal({
    id: 77,
    uuid: 'deal-uuid-77',
    path: dealPath({ id: 77, name }),
    name,
    category_id: INVERTERS.id,
    subcategory_id: STRING_INVERTERS.id,
    category: { id: INVERTERS.id, name: INVERTERS.name, slug: categorySlug(INVERTERS.name) },
    subcategory: { id: STRING_INVERTERS.id, name: STRING_INVERTERS.name, slug: subcategorySlug(STRING_INVERTERS.name) },
    price: quantities.price,
    ...dealFigures(quantities),
    moq: quantities.moq,
    moq_unit: quantities.moq_unit,
    total_qty: quantities.total_qty,
    available_qty: quantities.total_qty,
    um: 'each',
    panel_wattage: null,
    panel_technology: null,
    colour: null,
    connector_type: null,
    front_load: null,
    rear_load: null,
    phase: 'Three Phase',
    sector: 'commercial',
    units_per_pallet: quantities.units_per_pallet,
    units_per_container: quantities.units_per_container,
    incoterm: 'DDP',
    state: 'AZ',
    inventory: 'pre_production',
    available_date: '2026-04-15',
    locations: [{ city: 'Phoenix', state: 'AZ', zip: '85007', qty: 96 }],
    ...overrides,
  });
}
