import {
  lineAmount,
  SHIPPING_TYPE_METHOD,
  SHIPPING_TYPES,
  type CartItem,
  type CartItemLocation,
  type Delivery,
  type ParcelPoint,
  type ShippingRate,
  type ShippingType,
} from '@solar/contracts';
import type { ShippingRates } from './shipping-rates';
import { toInches, toPounds } from './units';

/** The item's location holding the most units (ties: first), or null when it has none. */
export function highestQtyLocation(item: Pick<CartItem, 'locations'>): CartItemLocation | null {
  let best: CartItemLocation | null = null;
  for (const location of item.locations ?? []) {
    if (best === null || location.qty > best.qty) best = location;
  }
  return best;
}

// An item that names no shipping type ships free (DEFAULT_SHIPPING_LABEL is 'free').
function shippingTypeOf(item: Pick<CartItem, 'shipping_type' | 'uuid'>): ShippingType {
  const type = item.shipping_type || 'free_shipping';
  if (!(SHIPPING_TYPES as readonly string[]).includes(type)) {
    throw new RangeError(`Item ${item.uuid} has an unknown shipping type "${item.shipping_type}"`);
  }
  return type as ShippingType;
}

/**
 * One cart line's delivery cost per spec's shipping types: free and pickup-only lines cost nothing,
 * estimated shipping is the seller's per-unit charge times qty, and FedEx lines are priced by the carrier
 * port from the location holding the most units (from the destination state when the item lists none).
 * 'fedex_or_local_pickup' costs nothing when the buyer chose to collect.
 */
export async function rateLine(rates: ShippingRates, item: CartItem, qty: number, to: ParcelPoint, delivery: Delivery): Promise<ShippingRate> {
  if (!Number.isInteger(qty) || qty < 1) throw new RangeError(`A line needs a whole qty of at least 1, got ${qty}`);
  const type = shippingTypeOf(item);
  const from = highestQtyLocation(item);
  const pickupAvailable = type === 'local_pickup_only' || type === 'fedex_or_local_pickup';
  const line = { item_uuid: item.uuid, pickup_available: pickupAvailable, from };

  if (type === 'local_pickup_only' || (type === 'fedex_or_local_pickup' && delivery === 'local_pickup')) {
    return { ...line, method: 'LOCAL_PICKUP', amount: 0 };
  }
  if (type === 'free_shipping') return { ...line, method: SHIPPING_TYPE_METHOD[type], amount: 0 };
  if (type === 'estimated_shipping') {
    const unit = item.shipping_cost || 0;
    const amount = lineAmount(unit, qty);
    const charges = amount > 0 ? [{ kind: 'seller_charge' as const, label: `Seller's shipping charge: ${qty} × $${unit.toFixed(2)}`, amount }] : [];
    return { ...line, method: SHIPPING_TYPE_METHOD[type], amount, ...(charges.length ? { charges } : {}) };
  }

  const origin = from ? { state: from.state, zip: from.zip } : { state: to.state, zip: to.zip };
  const parcel = await rates.rate({
    from: origin,
    to,
    weight_lb: toPounds(item.weight || 0, item.weight_unit),
    length_in: toInches(item.length || 0, item.dimension_unit),
    width_in: toInches(item.width || 0, item.dimension_unit),
    height_in: toInches(item.height || 0, item.dimension_unit),
    qty,
  });
  const { amount, zone, billable_weight_lb, mode, packages, pallets, charges } = parcel;
  return {
    ...line,
    method: SHIPPING_TYPE_METHOD[type],
    amount,
    zone,
    billable_weight_lb,
    mode,
    ...(packages !== undefined ? { packages } : {}),
    ...(pallets !== undefined ? { pallets } : {}),
    charges,
  };
}
