import { wattageGroup, type CatalogItemPayload, type ItemSearchHit } from '@solar/contracts';
import type { IndexDefinition } from '@solar/platform';

export const ITEMS_INDEX = 'items';

/** One shop item as the index holds it: what `items/search` answers, plus the fields only text search reads. */
export interface ItemSearchDoc extends ItemSearchHit {
  description: string;
  mpn: string;
  part_number: string;
  tags: string[];
}

export const ITEM_INDEX_DEFINITION: IndexDefinition = {
  name: ITEMS_INDEX,
  idField: 'uuid',
  textFields: [
    { field: 'name', boost: 3 },
    { field: 'short_name', boost: 2 },
    { field: 'tags', boost: 2 },
    { field: 'brand_name', boost: 2 },
    { field: 'sku', boost: 1.5 },
    { field: 'part_number', boost: 1.5 },
    { field: 'mpn', boost: 1.5 },
    { field: 'category_name' },
    { field: 'subcategory_name' },
    { field: 'description', boost: 0.5 },
  ],
  keywordFields: ['uuid', 'category_slug', 'subcategory_slug', 'brand_slug', 'brand_name', 'condition', 'shipping_type', 'colour', 'state', 'owner_id'],
  numericFields: [
    'id',
    'category_id',
    'subcategory_id',
    'brand_id',
    'price',
    'sale_price',
    'stock',
    'total_qty',
    'moq',
    'panel_wattage',
    'panel_wattage_group',
    'wattage',
    'reviews_avg',
    'reviews_total',
    'sale_count',
    'created_at',
  ],
};

/** Only active, approved items are public, and only public items are indexed. */
export const isPublic = (item: CatalogItemPayload) => item.is_active === 1 && item.status === 'approved';

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function toSearchDoc(item: CatalogItemPayload): ItemSearchDoc {
  return {
    uuid: item.uuid,
    id: item.id,
    name: item.name,
    short_name: item.short_name,
    description: stripTags(item.description),
    sku: item.sku,
    mpn: item.mpn,
    part_number: item.part_number,
    tags: item.tags,
    category_id: item.category.id,
    category_name: item.category.name,
    category_slug: item.category.slug,
    subcategory_id: item.subcategory?.id ?? null,
    subcategory_name: item.subcategory?.name ?? '',
    subcategory_slug: item.subcategory?.slug ?? '',
    brand_id: item.brand.id,
    brand_name: item.brand.name,
    brand_slug: item.brand.slug,
    condition: item.condition,
    shipping_type: item.shipping_type,
    colour: item.colour ?? '',
    state: item.state ?? '',
    owner_id: item.owner_id,
    price: item.price,
    sale_price: item.salePrice,
    discount: item.discount,
    discount_unit: item.discount_unit ?? '',
    stock: item.stock,
    total_qty: item.total_qty,
    moq: item.moq,
    panel_wattage: item.panel_wattage ?? null,
    panel_wattage_group: item.panel_wattage ? (wattageGroup(item.panel_wattage)?.min ?? null) : null,
    wattage: item.wattage ?? null,
    reviews_avg: item.reviews_avg,
    reviews_total: item.reviews_total,
    sale_count: item.sale_count,
    image: item.image,
    created_at: Date.parse(item.created_at),
  };
}

/** The fields free text is matched against; a search may narrow to some of them. */
export const ITEM_TEXT_FIELDS = ITEM_INDEX_DEFINITION.textFields.map((f) => f.field);
