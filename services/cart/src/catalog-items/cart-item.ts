import { shipFromLocation, type CartItem, type CatalogItemPayload } from '@solar/contracts';
import type { CatalogItemRecord } from './catalog-item.schema';

/**
 * The item as the cart prices and ships it. Payloads published before the cart's fields were added to the
 * event lack them, so each gets the default that leaves the item as it was: no bulk pricing, no limit but the
 * stock, steps of one, no shipping charge, taxable.
 */
export function toCartItem(payload: CatalogItemPayload): CartItem {
  return {
    uuid: payload.uuid,
    id: payload.id,
    name: payload.name,
    image: payload.image ?? '',
    price: payload.price,
    salePrice: payload.salePrice,
    discount: payload.discount,
    discount_unit: payload.discount_unit,
    scalling_price: payload.scalling_price ?? 0,
    bulk_savings: payload.bulk_savings ?? [],
    moq: payload.moq,
    max_qty: payload.max_qty ?? 0,
    qty_step: payload.qty_step ?? 1,
    stock: payload.stock,
    total_qty: payload.total_qty,
    shipping_type: payload.shipping_type,
    shipping_cost: payload.shipping_cost ?? 0,
    is_taxable: payload.is_taxable ?? 1,
    weight: payload.weight ?? 0,
    weight_unit: payload.weight_unit ?? 'lb',
    length: payload.length ?? 0,
    width: payload.width ?? 0,
    height: payload.height ?? 0,
    dimension_unit: payload.dimension_unit ?? 'in',
    condition: payload.condition,
    owner_id: payload.owner_id,
    category: payload.category,
    brand: payload.brand,
    // Picked, so a line never carries more of a warehouse than the town (the event has no more today).
    locations: (payload.locations ?? []).map(shipFromLocation),
  };
}

/** What the read model holds of one item, as the cart reads it. */
export interface KnownItem {
  item: CartItem;
  /** Active, approved and not deleted: it may be added, and its lines load. */
  buyable: boolean;
  deleted: boolean;
}

/** Only active, approved items that were not deleted can be bought; the rest keep their lines, shown unavailable. */
export const isBuyable = (payload: CatalogItemPayload, deletedAt: Date | null): boolean =>
  payload.is_active === 1 && payload.status === 'approved' && !deletedAt;

/** Null for a tombstone of an item never seen. */
export function toKnownItem(record: Pick<CatalogItemRecord, 'payload' | 'deleted_at'>): KnownItem | null {
  if (!record.payload) return null;
  return { item: toCartItem(record.payload), buyable: isBuyable(record.payload, record.deleted_at), deleted: !!record.deleted_at };
}
