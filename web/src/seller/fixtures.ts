import {
  ITEM_FORM_FIELDS,
  usStateId,
  type ItemFormField,
  type PendingItemRevision,
  type Reseller,
  type SellerItemDetail,
  type SellerLocation,
} from '@solar/contracts';
import type { Brand, Category, ItemSummary } from '../api';
import { itemDetail as productItemDetail } from '../test/productFixtures';

/**
 * Answers of the catalog API for the seller area's component tests (*.spec.tsx in this folder; not a test
 * itself).
 */

export const TEXAS = usStateId('Texas') ?? 0;

export const CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Solar Panels',
    slug: 'solar-panels',
    description: '',
    heading: '',
    meta_title: '',
    meta_description: '',
    trader_category_description: '',
    icon: 'sun',
    parent_id: null,
    is_active: 1,
    has_items: true,
    sub_categories: [
      { id: 11, name: 'Bifacial Panels', slug: 'solar-panels/bifacial-panels' },
      { id: 12, name: 'Mono Panels', slug: 'solar-panels/mono-panels' },
    ],
  },
  {
    id: 2,
    name: 'Solar Inverters',
    slug: 'solar-inverters',
    description: '',
    heading: '',
    meta_title: '',
    meta_description: '',
    trader_category_description: '',
    icon: 'lightning',
    parent_id: null,
    is_active: 1,
    has_items: true,
    sub_categories: [{ id: 21, name: 'Micro Inverters', slug: 'solar-inverters/micro-inverters' }],
  },
];

export const BRANDS: Brand[] = [
  { id: 7, name: 'Jinko', slug: 'jinko', items_count: 3 },
  { id: 8, name: 'Canadian Solar', slug: 'canadian+solar', items_count: 2 },
];

export const brandsPage = (page: number, items: Brand[], lastPage: number) => ({ items, total: BRANDS.length, page, limit: 100, last_page: lastPage });

export const RESELLERS: Reseller[] = [
  { id: 1, name: 'Solar Marketplace', company_name: 'Solar Marketplace LLC', email: '', phone: '', owner_id: null },
  { id: 5, name: 'Rita Reseller', company_name: 'Sunny Resales Inc', email: 'rita@sunny.example', phone: '5125550100', owner_id: 'u-seller' },
];

export const LOCATIONS: SellerLocation[] = [
  {
    id: 'loc-1',
    name: 'Austin warehouse',
    address: '12 Sunny Road',
    unit: 'Dock 3',
    city: 'Austin',
    state: TEXAS,
    zip: '73301',
    created_at: '2026-01-05T10:00:00.000Z',
  },
];

export const hit = (id: number, name: string): ItemSummary => ({
  uuid: `item-${id}`,
  id,
  name,
  short_name: name,
  brand_name: 'Jinko',
  category_name: 'Solar Panels',
  price: 100,
  sale_price: 100,
  image: '',
  moq: 1,
  total_qty: 10,
  condition: 'new',
  shipping_type: 'fedex',
  reviews_avg: 0,
});

export const searchAnswer = (items: ItemSummary[]) => ({ items, total: items.length, page: 1, limit: 8, last_page: 1, facets: {} });

/** Public items the related-products box finds: 'Panel 1' to 'Panel 5'. */
export const PANELS = [1, 2, 3, 4, 5].map((n) => hit(100 + n, `Panel ${n}`));

/**
 * The seller's own item as the edit form loads it (my/items: the public fields and the seller's own), with
 * values the form tests read.
 */
export function itemDetail(overrides: Partial<SellerItemDetail> = {}): SellerItemDetail {
  const { cost = 90, status_reason = null, reseller_id = 1, locations = [], pending_revision = null, revision_reason = null, ...shared } = overrides;
  return {
    ...sellerShared(shared),
    cost,
    status_reason,
    reseller_id,
    locations,
    pending_revision,
    revision_reason,
  };
}

/** An edit of the item above waiting for approval: its form fields, with `overrides`. */
export function pendingRevision(overrides: Partial<PendingItemRevision> = {}): PendingItemRevision {
  const item = itemDetail();
  const fields = Object.fromEntries(ITEM_FORM_FIELDS.map((field) => [field, item[field]])) as Pick<SellerItemDetail, ItemFormField>;
  return { ...fields, submitted_at: '2026-11-20T10:00:00.000Z', ...overrides };
}

type SellerOnlyField = 'cost' | 'status_reason' | 'reseller_id' | 'locations' | 'pending_revision' | 'revision_reason';

function sellerShared(overrides: Partial<Omit<SellerItemDetail, SellerOnlyField>>) {
  return productItemDetail({
    id: 42,
    uuid: 'uuid-42',
    name: 'Jinko Tiger Neo 440W',
    short_name: '',
    description: '<p>Bifacial module</p>',
    brand_id: 7,
    price: 120,
    salePrice: 120,
    final_price: 120,
    stock: 50,
    total_qty: 50,
    moq: 2,
    um: '',
    mpn: '',
    sku: 'JK-440',
    part_number: 'JKM440N',
    upc: '',
    weight: 22,
    weight_unit: 'kg',
    length: 1.7,
    length_unit: 'm',
    width: 1.1,
    width_unit: 'm',
    height: 0.03,
    height_unit: 'm',
    package_type: 'Pallet',
    shipping_type: 'fedex',
    images: [
      { path: 'items/uuid-42/a-300x300.jpg', url: '/files/items/uuid-42/a-300x300.jpg', orderofimage: 0, type: '300x300', file_uuid: 'file-a' },
      { path: 'items/uuid-42/a-685x450.jpg', url: '/files/items/uuid-42/a-685x450.jpg', orderofimage: 0, type: '685x450', file_uuid: 'file-a' },
    ],
    documents: [],
    tags: ['bifacial', 'n-type'],
    wattage: null,
    meta_name: 'Jinko Tiger Neo 440W',
    meta_description: 'A bifacial N-type module',
    subcategory: { id: 11, name: 'Bifacial Panels', slug: 'bifacial-panels', parent_id: 1 },
    brand: { id: 7, name: 'Jinko', slug: 'jinko', logo: null },
    ...overrides,
  });
}
