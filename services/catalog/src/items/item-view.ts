import {
  brandPath,
  categorySlug,
  IMAGE_SIZES,
  ITEM_FORM_FIELDS,
  salePrice,
  shipFromLocation,
  subcategorySlug,
  type CatalogItemPayload,
  type ItemDetail,
  type ItemFormField,
  type PendingItemRevision,
  type SellerItemDetail,
} from '@solar/contracts';
import type { FileStorage } from '@solar/platform';
import type { Brand } from '../brands/brand.schema';
import type { Category } from '../categories/category.schema';
import type { Item, PendingRevision } from './item.schema';

/** The names an item's ids point at, looked up once per read. */
export interface ItemRelations {
  category: Category | null;
  subcategory: Category | null;
  brand: Brand | null;
}

const discountedPrice = (item: Item) => (item.discount_unit && item.discount > 0 ? salePrice(item.price, item.discount, item.discount_unit) : item.price);

const iso = (date: Date | null | undefined): string => (date ?? new Date()).toISOString();

/** The picture shown first, in the list-thumbnail size. */
export function coverImage(item: Pick<Item, 'images'>): Item['images'][number] | undefined {
  if (!item.images.length) return undefined;
  const first = Math.min(...item.images.map((img) => img.orderofimage));
  const renditions = item.images.filter((img) => img.orderofimage === first);
  return renditions.find((img) => img.type === IMAGE_SIZES[0].name) ?? renditions[0];
}

/**
 * The shape of an item on the product page, for anyone. An object literal of its type, so the compiler
 * refuses any field that is not public: what only the seller may see is added by toItemView alone.
 */
export function toPublicItemView(item: Item, rel: ItemRelations, files: FileStorage): ItemDetail {
  const sale = discountedPrice(item);
  return {
    id: item.id,
    uuid: item.uuid,
    owner_id: item.owner_id,
    name: item.name,
    short_name: item.short_name,
    description: item.description,
    condition: item.condition,
    category_id: item.category_id,
    subcategory_id: item.subcategory_id,
    brand_id: item.brand_id,
    price: item.price,
    salePrice: sale,
    final_price: sale,
    discount: item.discount,
    discount_unit: item.discount_unit,
    stock: item.stock,
    total_qty: item.total_qty,
    moq: item.moq,
    max_qty: item.max_qty ?? 0,
    qty_step: item.qty_step ?? 1,
    um: item.um,
    msrp: item.msrp,
    mpn: item.mpn,
    sku: item.sku,
    part_number: item.part_number,
    upc: item.upc,
    weight: item.weight,
    weight_unit: item.weight_unit,
    length: item.length,
    length_unit: item.length_unit,
    width: item.width,
    width_unit: item.width_unit,
    height: item.height,
    height_unit: item.height_unit,
    package_type: item.package_type,
    age: String(item.age),
    age_unit: item.age_unit,
    shipping_type: item.shipping_type,
    shipping_cost: item.shipping_cost ?? 0,
    is_taxable: item.is_taxable,
    is_active: item.is_active,
    status: item.status,
    scalling_price: item.scalling_price,
    bulk_savings: item.bulk_savings.map(({ min_qty, max_qty, discounted_price }) => ({ min_qty, max_qty, discounted_price })),
    images: item.images.map((img) => ({
      path: img.path,
      orderofimage: img.orderofimage,
      type: img.type,
      url: files.url(img.path),
      file_uuid: img.file_uuid ?? null,
    })),
    documents: item.documents.map((doc) => ({ name: doc.name, path: doc.path, url: files.url(doc.path), file_uuid: doc.file_uuid ?? null })),
    // Where it ships from, to the town: the street address stays the seller's.
    locations: item.locations.map(shipFromLocation),
    tags: item.tags,
    panel_wattage: item.panel_wattage,
    wattage: item.wattage,
    colour: item.colour,
    related_ids: item.related_ids,
    meta_name: item.meta_name,
    meta_description: item.meta_description,
    reviews_total: item.reviews_total,
    reviews_avg: item.reviews_avg,
    sale_count: item.sale_count,
    publish_date: item.publish_date ? item.publish_date.toISOString() : null,
    created_at: iso(item.created_at),
    updated_at: iso(item.updated_at),
    category: rel.category && { id: rel.category.id, name: rel.category.name, slug: rel.category.slug, parent_id: rel.category.parent_id },
    subcategory: rel.subcategory && { id: rel.subcategory.id, name: rel.subcategory.name, slug: rel.subcategory.slug, parent_id: rel.subcategory.parent_id },
    brand: rel.brand && { id: rel.brand.id, name: rel.brand.name, slug: rel.brand.slug, logo: rel.brand.logo },
  };
}

/** The shape of an item in the seller area (and the admin's moderation answer): the public view plus what only the seller may see. */
export function toItemView(item: Item, rel: ItemRelations, files: FileStorage): SellerItemDetail {
  return {
    ...toPublicItemView(item, rel, files),
    cost: item.cost,
    status_reason: item.status_reason ?? null,
    reseller_id: item.reseller_id,
    locations: item.locations.map((l) => ({
      location_id: l.location_id ?? null,
      name: l.name,
      address: l.address,
      unit: l.unit,
      city: l.city,
      state: l.state,
      zip: l.zip,
      qty: l.qty,
    })),
    pending_revision: item.pending_revision ? toRevisionView(item, item.pending_revision, files) : null,
    revision_reason: item.revision_reason ?? null,
  };
}

/** The form fields carry the ids only; the names of what they point at are not looked up for a revision. */
const NO_RELATIONS: ItemRelations = { category: null, subcategory: null, brand: null };

/** A pending revision in the seller's view: its form fields shaped as the item's own are. */
function toRevisionView(item: Item, revision: PendingRevision, files: FileStorage): PendingItemRevision {
  const { submitted_at: submittedAt, ...fields } = revision;
  // The revision's fields over the live item, so every field is shaped by the one function that shapes the item's.
  const shown = toItemView({ ...item, ...fields, pending_revision: null }, NO_RELATIONS, files);
  const picked = Object.fromEntries(ITEM_FORM_FIELDS.map((field) => [field, shown[field]])) as Pick<SellerItemDetail, ItemFormField>;
  return { ...picked, submitted_at: new Date(submittedAt).toISOString() };
}

/** What the search service (and later the cart) learns of an item through `catalog.item.*` events. */
export function toItemPayload(item: Item, rel: ItemRelations, files: FileStorage): CatalogItemPayload {
  const sale = discountedPrice(item);
  const cover = coverImage(item);
  return {
    uuid: item.uuid,
    id: item.id,
    revision: item.revision,
    name: item.name,
    description: item.description,
    short_name: item.short_name,
    sku: item.sku,
    mpn: item.mpn,
    part_number: item.part_number,
    tags: item.tags,
    category: { id: item.category_id, name: rel.category?.name ?? '', slug: rel.category ? categorySlug(rel.category.name) : '' },
    subcategory: rel.subcategory ? { id: rel.subcategory.id, name: rel.subcategory.name, slug: subcategorySlug(rel.subcategory.name) } : null,
    brand: { id: item.brand_id, name: rel.brand?.name ?? '', slug: rel.brand ? brandPath(rel.brand.name) : '' },
    condition: item.condition,
    price: item.price,
    salePrice: sale,
    discount: item.discount,
    discount_unit: item.discount_unit,
    final_price: sale,
    stock: item.stock,
    total_qty: item.total_qty,
    moq: item.moq,
    shipping_type: item.shipping_type,
    scalling_price: item.scalling_price,
    bulk_savings: item.bulk_savings.map(({ min_qty, max_qty, discounted_price }) => ({ min_qty, max_qty, discounted_price })),
    max_qty: item.max_qty ?? 0,
    qty_step: item.qty_step ?? 1,
    shipping_cost: item.shipping_cost ?? 0,
    is_taxable: item.is_taxable,
    weight: item.weight,
    weight_unit: item.weight_unit,
    length: item.length,
    width: item.width,
    height: item.height,
    dimension_unit: item.length_unit,
    locations: item.locations.map(shipFromLocation),
    panel_wattage: item.panel_wattage ?? undefined,
    wattage: item.wattage ?? undefined,
    colour: item.colour ?? undefined,
    state: item.locations[0]?.state,
    reviews_avg: item.reviews_avg,
    reviews_total: item.reviews_total,
    sale_count: item.sale_count,
    is_active: item.is_active,
    status: item.status,
    image: cover ? files.url(cover.path) : '',
    owner_id: item.owner_id,
    created_at: iso(item.created_at),
    updated_at: iso(item.updated_at),
  };
}
