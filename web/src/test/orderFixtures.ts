import type { CartAnswer, CartItem, CartLine, OrderView, PayoutSnapshot, SellerReceipt, ShippingQuote, SoldItem } from '@solar/contracts';
import { cartItem, cartLine } from './cartFixtures';

/** Shared by the checkout and order tests (imported by *.spec.tsx files only). */

const item = (overrides: Partial<CartItem>): CartItem =>
  cartItem({
    uuid: 'item-panel',
    id: 101,
    name: 'Sunpower 400W Panel',
    image: '',
    price: 250,
    salePrice: 250,
    shipping_type: 'fedex_or_local_pickup',
    weight: 45,
    length: 70,
    width: 40,
    height: 2,
    brand: { id: 7, name: 'Sunpower', slug: 'sunpower' },
    locations: [{ name: 'Austin warehouse', city: 'Austin', state: 'TX', zip: '73301', qty: 40 }],
    ...overrides,
  });

const line = (of: CartItem, qty: number): CartLine => cartLine(of, qty, of.price);

export const PANEL = item({});
export const INVERTER = item({
  uuid: 'item-inverter',
  id: 202,
  name: 'Enphase IQ8 Inverter',
  price: 180,
  salePrice: 180,
  shipping_type: 'fedex',
  category: { id: 2, name: 'Solar Inverters', slug: 'solar-inverters' },
  brand: { id: 9, name: 'Enphase', slug: 'enphase' },
});

export const CART: CartAnswer = {
  owner_id: 'guest',
  items: [line(PANEL, 2), line(INVERTER, 1)],
  count: 2,
  subtotal: 680,
  unavailable: [],
};

export const EMPTY_CART: CartAnswer = { owner_id: 'guest', items: [], count: 0, subtotal: 0, unavailable: [] };

export const QUOTE: ShippingQuote = {
  delivery: 'ship',
  lines: [
    { item_uuid: PANEL.uuid, method: 'FEDEX', amount: 42.5, pickup_available: true, from: PANEL.locations[0] ?? null },
    { item_uuid: INVERTER.uuid, method: 'FEDEX', amount: 12, pickup_available: false, from: null },
  ],
  shipping_cost: 54.5,
  subtotal: 680,
  tax: 56.1,
  total_amount: 790.6,
};

const ADDRESS = {
  firstname: 'Bea',
  lastname: 'Buyer',
  phone: '5125550100',
  email: 'bea@example.com',
  address: '1 Congress Ave',
  unit: 'Suite 2',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'United States',
};

export const ORDER: OrderView = {
  order_number: 'SM-1001',
  status: 'placed',
  status_label: 'Placed, checking stock',
  cancel_reason: null,
  delivery: 'ship',
  email: ADDRESS.email,
  shipping: ADDRESS,
  billing: ADDRESS,
  payment: { brand: 'visa', last4: '4242', status: 'authorized' },
  order_items: [
    {
      item_id: PANEL.id,
      item_uuid: PANEL.uuid,
      name: PANEL.name,
      image: '',
      qty: 2,
      price: 250,
      sum: 500,
      shipping_cost: 42.5,
      tax: 41.25,
      seller_id: 'u-seller',
      brand_id: 7,
      category_id: 1,
      brand_name: 'Sunpower',
      category_name: 'Solar Panels',
      fulfilment: 'awaiting_shipment',
      tracking: null,
    },
  ],
  subtotal: 500,
  shipping_cost: 42.5,
  tax: 41.25,
  total_amount: 583.75,
  currency: 'USD',
  history: [{ status: 'placed', at: '2026-03-02T10:00:00.000Z' }],
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
};

/** The order moved on to `status`, with its history. */
export function orderAt(status: OrderView['status'], overrides: Partial<OrderView> = {}): OrderView {
  const steps: OrderView['status'][] =
    status === 'placed' ? ['placed'] : status === 'stock_reserved' ? ['placed', 'stock_reserved'] : ['placed', 'stock_reserved', status];
  const labels = { placed: 'Placed, checking stock', stock_reserved: 'Stock reserved, taking payment', confirmed: 'Confirmed', cancelled: 'Cancelled' };
  return { ...ORDER, status, status_label: labels[status], history: steps.map((s) => ({ status: s, at: ORDER.created_at })), ...overrides };
}

export const SHIPPED_ORDER: OrderView = orderAt('confirmed', {
  order_number: 'SM-1000',
  created_at: '2026-02-20T09:00:00.000Z',
  order_items: [
    {
      ...ORDER.order_items[0]!,
      fulfilment: 'shipped',
      tracking: { carrier: 'FedEx', tracking_id: '7712 3456', tracking_url: 'https://fedex.example/track/77123456', shipped_at: '2026-02-22T09:00:00.000Z' },
    },
  ],
});

export const SOLD_LINE: SoldItem = {
  order_number: 'SM-1001',
  order_status: 'confirmed',
  ordered_at: '2026-03-02T10:00:00.000Z',
  item_id: PANEL.id,
  item_uuid: PANEL.uuid,
  name: PANEL.name,
  image: '',
  qty: 2,
  price: 250,
  sum: 500,
  shipping_cost: 42.5,
  fulfilment: 'awaiting_shipment',
  tracking: null,
  buyer_name: 'Bea Buyer',
  ship_to: ADDRESS,
  delivery: 'ship',
};

export const SHIPPED_SOLD_LINE: SoldItem = {
  ...SOLD_LINE,
  order_number: 'SM-1000',
  fulfilment: 'shipped',
  tracking: SHIPPED_ORDER.order_items[0]!.tracking,
};

export const RECEIPT: SellerReceipt = {
  order_number: 'SM-1001',
  ordered_at: '2026-03-02T10:00:00.000Z',
  order_status: 'confirmed',
  buyer_name: 'Bea Buyer',
  ship_to: ADDRESS,
  lines: [SOLD_LINE],
  subtotal: 500,
  shipping_cost: 42.5,
  tax: 41.25,
  platform_fee: 25,
  net_amount: 517.5,
  currency: 'USD',
};

export const SNAPSHOT: PayoutSnapshot = {
  pending_balance: 517.5,
  available_balance: 1200,
  gross_sales: 2500,
  platform_fees: 125,
  orders_count: 6,
  units_sold: 14,
  platform_fee_percent: 5,
  currency: 'USD',
  payout_account: null,
};

export const page = <T>(items: T[], pageNo = 1, lastPage = 1) => ({ items, total: items.length, page: pageNo, limit: 10, last_page: lastPage });
