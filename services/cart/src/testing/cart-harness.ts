import { randomUUID } from 'node:crypto';
import { EVENTS, GUEST_ID_PREFIX, type CatalogItemPayload } from '@solar/contracts';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { service as cartService } from '../index';

/** The cart service on the platform's service harness, with the catalog items its tests need. */
export interface CartHarness extends ServiceHarness {
  /** Puts an item into the read model through `catalog.item.created`. */
  publishItem(overrides?: Partial<CatalogItemPayload>): Promise<CatalogItemPayload>;
}

let itemIds = 0;

/** A shop item as the catalog publishes it: active, approved, 100 in stock, MOQ 1, 10.00 each. */
export function catalogItem(overrides: Partial<CatalogItemPayload> = {}): CatalogItemPayload {
  const id = ++itemIds;
  return {
    uuid: randomUUID(),
    id,
    revision: 1,
    name: `Panel ${id}`,
    description: '<p>A panel</p>',
    short_name: `P${id}`,
    sku: `SKU-${id}`,
    mpn: '',
    part_number: '',
    tags: [],
    category: { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
    subcategory: null,
    brand: { id: 1, name: 'Sunny', slug: 'sunny' },
    condition: 'new',
    price: 10,
    salePrice: 10,
    discount: 0,
    discount_unit: null,
    final_price: 10,
    stock: 100,
    total_qty: 100,
    moq: 1,
    shipping_type: 'free_shipping',
    reviews_avg: 0,
    reviews_total: 0,
    sale_count: 0,
    is_active: 1,
    status: 'approved',
    image: '',
    owner_id: 'seller-1',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A guest id as identity issues it. */
export const guestId = (): string => `${GUEST_ID_PREFIX}${randomUUID()}`;

export async function startCartHarness(): Promise<CartHarness> {
  const harness = await startServiceHarness(cartService);
  return Object.assign(harness, {
    async publishItem(overrides?: Partial<CatalogItemPayload>) {
      const item = catalogItem(overrides);
      await harness.publish(EVENTS.catalog.itemCreated, item.uuid, item);
      return item;
    },
  });
}
