import { dealFigures, dealPath, priceUnitOf, type DealStatus, type PageOf, type SellerDealView } from '@solar/contracts';
import type { ApiCall } from '../../test/app';

/**
 * Answers of the trader API for the seller's deal pages' component tests (*.spec.tsx in this folder; not a
 * test itself). Figures (price unit, lot value, MOQ text) are computed by the contracts' rules, as the service does.
 */

export const PANELS = { id: 1, name: 'Solar Panels', slug: 'solar-panels' };
export const INVERTERS = { id: 2, name: 'Solar Inverters', slug: 'solar-inverters' };

type DealFixture = Partial<SellerDealView> & Pick<SellerDealView, 'id' | 'name' | 'status'>;

/** A seller's deal: a lot of 400 W panels at $0.25 per watt unless told otherwise. */
export function sellerDeal(fields: DealFixture): SellerDealView {
  const category = fields.category ?? PANELS;
  const quantities = {
    category_id: category.id,
    price: fields.price === undefined ? 0.25 : fields.price,
    total_qty: fields.total_qty ?? 720,
    moq: fields.moq ?? 2,
    moq_unit: fields.moq_unit === undefined ? ('pallets' as const) : fields.moq_unit,
    panel_wattage: category.id === PANELS.id ? 400 : null,
    units_per_pallet: 36,
    units_per_container: 720,
  };
  return {
    uuid: `uuid-${fields.id}`,
    path: dealPath(fields),
    description: '<p>Bulk lot.</p>',
    condition: 'new',
    subcategory_id: null,
    brand_id: null,
    subcategory: null,
    msrp: null,
    mpn: '',
    upc: '',
    part_number: '',
    sku: `SKU-${fields.id}`,
    um: 'each',
    weight: null,
    weight_unit: null,
    length: null,
    length_unit: null,
    width: null,
    width_unit: null,
    height: null,
    height_unit: null,
    package_type: '',
    shipping_type: null,
    publish_date: null,
    tags: [],
    images: [{ file_uuid: `file-${fields.id}`, orderofimage: 1, type: '300x300', url: `/files/deal-${fields.id}-300x300.jpg` }],
    documents: [],
    locations: [],
    incoterm: 'EXW',
    lead_time: 5,
    offer_validity: 10,
    colour: null,
    panel_technology: null,
    connector_type: null,
    front_load: null,
    rear_load: null,
    company_tier: null,
    phase: null,
    sector: null,
    state: 'TX',
    inventory: 'on_hand',
    available_date: null,
    meta_name: fields.name,
    meta_description: '',
    published_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    owner_id: 'u-seller',
    status_reason: null,
    status_history: [],
    pending_revision: null,
    revision_reason: null,
    sold_qty: 0,
    ...quantities,
    available_qty: quantities.total_qty,
    ...dealFigures(quantities),
    price_unit: priceUnitOf(category.id),
    category,
    ...fields,
  };
}

export const pageOf = (items: SellerDealView[], page = 1, lastPage = 1, total = items.length): PageOf<SellerDealView> => ({
  items,
  total,
  page,
  limit: 20,
  last_page: lastPage,
});

/** The status a user-deals body filters on ('All' when it names none). */
export function statusAsked(call: ApiCall): DealStatus | 'All' {
  const body = call.body as { where?: { status?: DealStatus } };
  return body.where?.status ?? 'All';
}
