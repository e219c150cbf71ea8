import {
  cartQuantityProblem,
  CART_MESSAGES,
  roundHalfUp,
  type CartAnswer,
  type CartItem,
  type CartLine,
  type PageOf,
  type UnavailableCartLine,
  type WishlistEntry,
} from '@solar/contracts';
import type { ApiCall, Reply } from './app';

/**
 * Cart and wishlist answers for the cart, wishlist and header tests, and a small fake of the cart service
 * that keeps its lines between calls, so a test sees what a revalidation after a change brings. (Imported by
 * *.spec.tsx files only; not a test itself.)
 */

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const id = overrides.id ?? 1;
  return {
    uuid: overrides.uuid ?? `uuid-${id}`,
    id,
    name: `Tiger Neo ${400 + id}W Panel`,
    image: `/files/items/uuid-${id}/0/300x300.jpg`,
    price: 100,
    salePrice: 100,
    discount: 0,
    discount_unit: null,
    scalling_price: 0,
    bulk_savings: [],
    moq: 1,
    max_qty: 0,
    qty_step: 1,
    stock: 40,
    total_qty: 40,
    shipping_type: 'free_shipping',
    shipping_cost: 0,
    is_taxable: 1,
    weight: 52.5,
    weight_unit: 'lb',
    length: 68,
    width: 44,
    height: 1.4,
    dimension_unit: 'in',
    owner_id: 'u-seller',
    category: { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
    brand: { id: 3, name: 'Jinko Solar', slug: 'jinko+solar' },
    locations: [{ name: 'Main warehouse', city: 'Austin', state: 'TX', zip: '73301', qty: 40 }],
    ...overrides,
  };
}

/** A line priced at the item's sale price (the tests that need bulk tiers give `price` themselves). */
export function cartLine(item: CartItem, qty: number, price = item.salePrice): CartLine {
  return {
    item_uuid: item.uuid,
    qty,
    price,
    sum: roundHalfUp(price * qty, 2),
    shipping_type: item.shipping_type,
    total_qty: item.total_qty,
    discount: item.discount,
    scalling_price: item.scalling_price,
    shipping_cost: item.shipping_cost,
    item,
    added_at: '2026-03-01T10:00:00.000Z',
  };
}

export function cartAnswer(items: CartLine[], unavailable: UnavailableCartLine[] = [], ownerId = 'owner'): CartAnswer {
  return {
    owner_id: ownerId,
    items,
    count: items.length,
    subtotal: roundHalfUp(
      items.reduce((sum, line) => sum + line.sum, 0),
      2,
    ),
    unavailable,
  };
}

export const wishlistEntry = (item: CartItem, addedAt = '2026-03-01T10:00:00.000Z'): WishlistEntry => ({ item_uuid: item.uuid, added_at: addedAt, item });

export const wishlistPage = (items: WishlistEntry[], page = 1, lastPage = 1, total = items.length): PageOf<WishlistEntry> => ({
  items,
  total,
  page,
  limit: 20,
  last_page: lastPage,
});

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 1, success: true, data } });
const fail = (status: number, failure: object): Reply => ({ status, body: { status: 0, success: false, ...failure } });

const body = (call: ApiCall): Record<string, unknown> => (call.body ?? {}) as Record<string, unknown>;

/**
 * The cart service as far as the web app sees it: lines and wishlist entries of one owner kept between calls,
 * quantities checked with the shared rule (422 `errors.qty`), items unknown to `catalog` answered 404.
 */
export function fakeCartServer({ lines = [], wishlist = [], catalog = [] }: { lines?: CartLine[]; wishlist?: CartItem[]; catalog?: CartItem[] } = {}) {
  const state = { lines: [...lines], wishlist: [...wishlist] };
  const known = new Map([...catalog, ...lines.map((line) => line.item), ...wishlist].map((item) => [item.uuid, item]));

  const routes: Record<string, (call: ApiCall) => Reply> = {
    'POST /v1/client/cart/search': () => ok(cartAnswer(state.lines)),
    'POST /v1/client/cart': (call) => {
      const { item_uuid, qty, from_wishlist } = body(call) as { item_uuid: string; qty: number; from_wishlist?: boolean };
      const item = known.get(item_uuid);
      if (!item) return fail(404, { error: CART_MESSAGES.itemUnavailable });
      const existing = state.lines.find((line) => line.item_uuid === item_uuid);
      const total = (existing?.qty ?? 0) + qty;
      const problem = cartQuantityProblem(item, total);
      if (problem) return fail(422, { errors: { qty: [problem] } });
      const line = cartLine(item, total);
      state.lines = existing ? state.lines.map((l) => (l === existing ? line : l)) : [...state.lines, line];
      if (from_wishlist) state.wishlist = state.wishlist.filter((entry) => entry.uuid !== item_uuid);
      return ok(line);
    },
    'POST /v1/client/cart/_delete': () => {
      state.lines = [];
      return ok(null);
    },
    'POST /v1/client/wishlist/search': () => ok(wishlistPage(state.wishlist.map((item) => wishlistEntry(item)))),
    'POST /v1/client/wishlist': (call) => {
      const item = known.get(String(body(call).item_uuid));
      if (!item) return fail(404, { error: CART_MESSAGES.itemUnavailable });
      if (!state.wishlist.some((entry) => entry.uuid === item.uuid)) state.wishlist = [item, ...state.wishlist];
      return ok(null);
    },
  };
  for (const item of known.values()) {
    routes[`PUT /v1/client/cart/${item.uuid}`] = (call) => {
      const qty = Number(body(call).qty);
      const problem = cartQuantityProblem(item, qty);
      if (problem) return fail(422, { errors: { qty: [problem] } });
      const line = cartLine(item, qty);
      state.lines = state.lines.map((l) => (l.item_uuid === item.uuid ? line : l));
      return ok(line);
    };
    routes[`POST /v1/client/cart/${item.uuid}/delete`] = () => {
      state.lines = state.lines.filter((l) => l.item_uuid !== item.uuid);
      return ok(null);
    };
    routes[`POST /v1/client/wishlist/${item.uuid}/delete`] = () => {
      state.wishlist = state.wishlist.filter((entry) => entry.uuid !== item.uuid);
      return ok(null);
    };
  }
  return { routes, state };
}
