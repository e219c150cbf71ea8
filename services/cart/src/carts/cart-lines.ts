import {
  CART_MESSAGES,
  effectivePrice,
  isLoadable,
  isMoneyAmount,
  lineAmount,
  sumMoney,
  type CartAnswer,
  type CartItem,
  type CartLine,
  type ShippingType,
  type UnavailableCartLine,
} from '@solar/contracts';
import type { KnownItem } from '../catalog-items';
import type { CartLineRecord } from './cart.schema';

/** The one shipping type the cart prices itself; the others are quoted by orders (carriers, pickup, free). */
const PER_UNIT_SHIPPING: ShippingType = 'estimated_shipping';

/**
 * Whether a line can be priced: a unit price and a per-unit shipping charge within the money bounds (whole
 * cents, LIMITS.unitPriceMax) and a whole quantity. Catalog refuses anything else since the bounds exist; an
 * item listed before them that breaks one is shown unavailable rather than put into a total.
 */
export function isPriceable(line: Pick<CartLineRecord, 'qty'>, item: CartItem): boolean {
  return (
    Number.isInteger(line.qty) &&
    isMoneyAmount(effectivePrice(item, line.qty), { allowZero: true }) &&
    isMoneyAmount(item.shipping_cost ?? 0, { allowZero: true })
  );
}

/** A stored line priced with the item as the read model holds it now; sums in integer cents. */
export function toCartLine(line: CartLineRecord, item: CartItem): CartLine {
  const price = effectivePrice(item, line.qty);
  return {
    item_uuid: line.item_uuid,
    qty: line.qty,
    price,
    sum: lineAmount(price, line.qty),
    shipping_type: item.shipping_type,
    total_qty: item.stock,
    discount: item.discount,
    scalling_price: item.scalling_price,
    shipping_cost: item.shipping_type === PER_UNIT_SHIPPING ? lineAmount(item.shipping_cost ?? 0, line.qty) : 0,
    item,
    added_at: new Date(line.added_at).toISOString(),
  };
}

/**
 * The cart as the shopper sees it: lines of buyable items whose MOQ the stock can meet are loaded and
 * priced; the others are listed as unavailable with the reason (they stay in the cart).
 */
export function toCartAnswer(ownerId: string, lines: readonly CartLineRecord[], known: ReadonlyMap<string, KnownItem>): CartAnswer {
  const items: CartLine[] = [];
  const unavailable: UnavailableCartLine[] = [];
  for (const line of lines) {
    const found = known.get(line.item_uuid);
    const unavailableAs = (reason: string) => unavailable.push({ item_uuid: line.item_uuid, name: found?.item.name ?? '', qty: line.qty, reason });
    if (!found?.buyable) unavailableAs(CART_MESSAGES.itemUnavailable);
    else if (!isLoadable(found.item)) unavailableAs(CART_MESSAGES.moqAboveStock);
    else if (!isPriceable(line, found.item)) unavailableAs(CART_MESSAGES.itemUnavailable);
    else items.push(toCartLine(line, found.item));
  }
  return {
    owner_id: ownerId,
    items,
    count: items.length,
    subtotal: sumMoney(items.map((line) => line.sum)),
    unavailable,
  };
}
