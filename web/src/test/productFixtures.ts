import type { DiscussionPost, ItemDetail, ItemImageView, PageOf, ReviewsAnswer, ReviewView } from '@solar/contracts';
import type { Reply } from './app';

/**
 * Catalog answers for the product and compare tests. (Imported by *.spec.tsx files only; not a test itself.
 * It loads nothing of the test DOM helpers, so static-markup tests in the node environment can use it too.)
 */

/** The three renditions of picture `order` of an item. */
export const picture = (uuid: string, order: number): ItemImageView[] =>
  (['300x300', '685x450', '1600x675'] as const).map((type) => ({
    path: `items/${uuid}/${order}/${type}.jpg`,
    url: `/files/items/${uuid}/${order}/${type}.jpg`,
    orderofimage: order,
    file_uuid: null,
    type,
  }));

export function itemDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  const id = overrides.id ?? 1;
  const uuid = overrides.uuid ?? `uuid-${id}`;
  return {
    id,
    uuid,
    owner_id: 'u-seller',
    name: 'Tiger Neo 440W Panel',
    short_name: 'Tiger Neo 440W',
    description: '<p>A mono PERC panel.</p>',
    condition: 'new',
    category_id: 1,
    subcategory_id: 11,
    brand_id: 3,
    price: 100,
    salePrice: 100,
    final_price: 100,
    discount: 0,
    discount_unit: null,
    stock: 40,
    total_qty: 40,
    moq: 1,
    max_qty: 0,
    qty_step: 1,
    um: 'panel',
    msrp: 0,
    mpn: 'JKM440N',
    sku: 'SKU-440',
    part_number: 'PN-440',
    upc: '012345678905',
    weight: 52.5,
    weight_unit: 'lb',
    length: 68,
    length_unit: 'in',
    width: 44,
    width_unit: 'in',
    height: 1.4,
    height_unit: 'in',
    package_type: 'box',
    age: '0',
    age_unit: 'years',
    shipping_type: 'free_shipping',
    shipping_cost: 0,
    is_taxable: 1,
    is_active: 1,
    status: 'approved',
    scalling_price: 0,
    bulk_savings: [],
    images: [...picture(uuid, 0), ...picture(uuid, 1)],
    documents: [{ name: 'Datasheet.pdf', path: `items/${uuid}/datasheet.pdf`, url: `/files/items/${uuid}/datasheet.pdf`, file_uuid: null }],
    // As GET items/{uuid} answers it: where it ships from, to the town.
    locations: [{ name: 'Main warehouse', city: 'Austin', state: 'TX', zip: '73301', qty: 40 }],
    tags: [],
    panel_wattage: 440,
    wattage: 440,
    colour: 'black',
    related_ids: [],
    meta_name: 'Tiger Neo 440W mono panel',
    meta_description: 'Buy the Tiger Neo 440W mono panel.',
    reviews_total: 0,
    reviews_avg: 0,
    sale_count: 0,
    publish_date: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    category: { id: 1, name: 'Solar Panels', slug: 'solar-panels', parent_id: null },
    subcategory: { id: 11, name: 'Mono Panels', slug: 'solar-panels/mono-panels', parent_id: 1 },
    brand: { id: 3, name: 'Jinko Solar', slug: 'jinko+solar', logo: null },
    ...overrides,
  };
}

export function reviewsAnswer(items: ReviewView[] = [], page = 1, lastPage = 1): ReviewsAnswer {
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of items) distribution[String(review.rating)] += 1;
  const avg = items.length ? items.reduce((sum, r) => sum + r.rating, 0) / items.length : 0;
  return { items, total: items.length, page, limit: 5, last_page: lastPage, reviews_avg: avg, reviews_total: items.length, distribution };
}

export const review = (id: string, rating: number, comment: string, author = 'Dana B.'): ReviewView => ({
  id,
  item_uuid: 'uuid-1',
  item_id: 1,
  author,
  rating,
  comment,
  created_at: '2026-02-01T10:00:00.000Z',
});

export const post = (id: string, message: string, overrides: Partial<DiscussionPost> = {}): DiscussionPost => ({
  id,
  item_uuid: 'uuid-1',
  parent_id: null,
  author: 'Dana B.',
  is_seller: false,
  message,
  created_at: '2026-02-01T10:00:00.000Z',
  replies: [],
  ...overrides,
});

/** A success envelope, as the fake API answers it. */
const ok = (data: unknown): Reply => ({ status: 200, body: { status: 1, success: true, data } });

export const pageOf = <T>(items: T[]): PageOf<T> => ({ items, total: items.length, page: 1, limit: 10, last_page: 1 });

/** The calls a product page makes, answered for `item` (no related items, reviews or threads unless given). */
export function productRoutes(
  item: ItemDetail,
  extra: { related?: ItemDetail[]; reviews?: ReviewsAnswer; threads?: DiscussionPost[] } = {},
): Record<string, Reply> {
  return {
    [`GET /v1/client/items/${item.id}`]: ok(item),
    [`GET /v1/client/items/related/${item.id}`]: ok(extra.related ?? []),
    [`GET /v1/client/items/${item.uuid}/reviews`]: ok(extra.reviews ?? reviewsAnswer()),
    'POST /v1/client/item-discussion/list': ok(pageOf(extra.threads ?? [])),
  };
}
