import { getModelToken } from '@nestjs/mongoose';
import { SALES_SNAPSHOT_MESSAGES } from '@solar/contracts';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { service as ordersService } from '../index';
import { Order } from '../orders/order.schema';

/**
 * seller/sales-snapshot: the seller's own confirmed lines per UTC day and per item, never another seller's, and
 * refused to anyone who is not a seller.
 */
let orders: ServiceHarness;
let orderModel: Model<Order>;

const DAY_MS = 86_400_000;
const address = {
  firstname: 'Ann',
  lastname: 'Lee',
  phone: '5125550100',
  email: 'ann@example.com',
  address: '1 Way',
  unit: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'United States',
};
const sellerA = `seller-a-${randomUUID()}`;
const sellerB = `seller-b-${randomUUID()}`;
const panel = { item_id: 11, item_uuid: randomUUID(), name: 'Mono Panel 420 W', image: '/files/panel.webp' };
const inverter = { item_id: 12, item_uuid: randomUUID(), name: 'Hybrid Inverter 8 kW', image: '' };
const otherSellers = { item_id: 13, item_uuid: randomUUID(), name: 'Someone Else Battery', image: '' };

const line = (item: typeof panel, sellerId: string, qty: number, price: number) => ({
  ...item,
  qty,
  price,
  sum: Math.round(qty * price * 100) / 100,
  shipping_cost: 5,
  tax: 1,
  seller_id: sellerId,
  fulfilment: 'awaiting_shipment',
});

let sequence = 0;
/** An order stamped `daysAgo` days before now (created_at as given: the store keeps it). */
async function order(daysAgo: number, lines: ReturnType<typeof line>[], status = 'confirmed') {
  sequence += 1;
  const number = `SM-TEST-${String(sequence).padStart(6, '0')}`;
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  await orderModel.create(
    [
      {
        order_number: number,
        idempotency_key: `k:${number}`,
        owner_id: 'buyer-1',
        user_id: 'buyer-1',
        email: 'ann@example.com',
        status,
        cancel_reason: null,
        delivery: 'ship',
        shipping: address,
        billing: address,
        payment: { provider: 'sandbox', authorization_id: 'a', brand: 'visa', last4: '4242', status: 'captured' },
        lines,
        seller_ids: [...new Set(lines.map((l) => l.seller_id))],
        subtotal: 0,
        shipping_cost: 0,
        tax: 0,
        total_amount: 0,
        history: [],
        created_at: at,
        updated_at: at,
      },
    ],
    { timestamps: false },
  );
}

const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  orders = await startServiceHarness(ordersService);
  orderModel = orders.get(getModelToken(Order.name));
  await order(0, [line(panel, sellerA, 10, 120.5), line(inverter, sellerA, 1, 1999.99), line(otherSellers, sellerB, 3, 800)]);
  await order(0, [line(panel, sellerA, 4, 120.5)]);
  await order(2, [line(inverter, sellerA, 2, 1999.99)]);
  // Not counted: cancelled, still placed, another seller's only, and older than the window.
  await order(1, [line(panel, sellerA, 50, 120.5)], 'cancelled');
  await order(1, [line(panel, sellerA, 50, 120.5)], 'placed');
  await order(1, [line(otherSellers, sellerB, 9, 800)]);
  await order(45, [line(panel, sellerA, 99, 120.5)]);
}, 60_000);

afterAll(async () => {
  await orders?.close();
});

const snapshotAs = (token: string | null, query = '') => {
  const request = orders.http().get(`/v1/client/seller/sales-snapshot${query}`);
  return token ? request.set('Authorization', `Bearer ${token}`) : request;
};

it("adds up the seller's own confirmed lines per day and per item over the last 30 days", async () => {
  const { body } = await snapshotAs(orders.tokenOf(sellerA, { roles: ['seller'] })).expect(200);
  const snapshot = body.data;
  expect(snapshot).toMatchObject({ days: 30, from: dayOf(29), to: dayOf(0), currency: 'USD' });
  expect(snapshot.per_day).toHaveLength(30);
  expect(snapshot.per_day.at(-1)).toEqual({ date: dayOf(0), orders: 2, units: 15, sales: 3686.99 });
  expect(snapshot.per_day.at(-2)).toEqual({ date: dayOf(1), orders: 0, units: 0, sales: 0 });
  expect(snapshot.per_day.at(-3)).toEqual({ date: dayOf(2), orders: 1, units: 2, sales: 3999.98 });
  expect(snapshot.totals).toEqual({ orders: 3, units: 17, sales: 7686.97 });
  expect(snapshot.top_items).toEqual([
    { ...inverter, orders: 2, units: 3, sales: 5999.97 },
    { ...panel, orders: 2, units: 14, sales: 1687 },
  ]);
  expect(JSON.stringify(snapshot)).not.toContain(otherSellers.name);
});

it('covers as many days as asked, and refuses a number out of range, a word or a repeated parameter', async () => {
  const seller = orders.tokenOf(sellerA, { roles: ['seller'] });
  const wide = (await snapshotAs(seller, '?days=90').expect(200)).body.data;
  expect(wide.per_day).toHaveLength(90);
  expect(wide.totals.units).toBe(17 + 99);
  for (const query of ['?days=6', '?days=91', '?days=week', '?days=7&days=8', '?days=1e2']) {
    const { body } = await snapshotAs(seller, query).expect(400);
    expect(body).toMatchObject({ status: 0, success: false, errors: { days: [SALES_SNAPSHOT_MESSAGES.daysInvalid] } });
  }
});

it('answers a seller with no sales with zeros', async () => {
  const { body } = await snapshotAs(orders.tokenOf(`seller-new-${randomUUID()}`, { roles: ['seller'] }), '?days=7').expect(200);
  expect(body.data.per_day).toHaveLength(7);
  expect(body.data.per_day.every((day: { units: number }) => day.units === 0)).toBe(true);
  expect(body.data).toMatchObject({ top_items: [], totals: { orders: 0, units: 0, sales: 0 } });
});

it('refuses an anonymous caller, a customer, a guest session and an admin who does not sell', async () => {
  await snapshotAs(null).expect(401);
  await snapshotAs(orders.tokenOf(sellerA)).expect(403);
  await snapshotAs(orders.guestTokenOf(`guest-${randomUUID()}`)).expect(403);
  await snapshotAs(orders.tokenOf(sellerA, { roles: ['admin'] })).expect(403);
});
