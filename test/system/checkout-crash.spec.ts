import {
  CART_API,
  CATALOG_API,
  IDENTITY_API,
  ORDERS_API,
  SANDBOX_TEST_CARDS,
  SEARCH_API,
  type ItemDetail,
  type ItemSearchAnswer,
  type PageOf,
  type SoldItem,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSingleMachineProcess } from '../../scripts/single-machine-process.cjs';
import { eventually } from '../support/marketplace';

/**
 * The built single-machine process is killed (SIGKILL) in the middle of a burst of checkouts and started
 * again on the same data: every order the buyers were told about still exists and settles, the units of
 * every confirmed order left the stock, and nothing stays reserved for an order that will never complete.
 */
const PORT = 3970 + Math.floor(Math.random() * 20);
const BASE = `http://127.0.0.1:${PORT}`;
const STOCK = 25;
const BUYERS = 40;

async function start(dataDir: string): Promise<ChildProcessWithoutNullStreams> {
  return (await startSingleMachineProcess({ port: PORT, dataDir, env: { LOG_LEVEL: 'error' } })).child;
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; data: T }> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

const checkoutOf = (email: string) => ({
  shipping: {
    firstname: 'Kim',
    lastname: 'Crash',
    phone: '5125550100',
    email,
    address: '1 Test Way',
    unit: '1',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'United States',
  },
  billing: {
    firstname: 'Kim',
    lastname: 'Crash',
    phone: '5125550100',
    email,
    address: '1 Test Way',
    unit: '1',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'United States',
  },
  payment: { card_holder_name: 'Kim Crash', card_number: SANDBOX_TEST_CARDS.succeeds, cvc: '123', expiry_date: '12/30' },
});

describe('a crash during a burst of checkouts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-crash-'));
  let child: ChildProcessWithoutNullStreams | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      await new Promise((resolve) => {
        child!.once('exit', resolve);
        child!.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no order a buyer was told about and leaves no unit reserved', async () => {
    child = await start(dataDir);
    const seller = DEMO_ACCOUNTS.find((a) => a.email === 'seller@solar-marketplace.local')!;
    const sellerToken = (await call<{ auth: { access_token: string } }>('POST', IDENTITY_API.login, { email: seller.email, password: seller.password })).data
      .auth.access_token;
    const hits = (await call<ItemSearchAnswer>('POST', SEARCH_API.itemsSearch, { limit: 100 })).data.items;
    let target: ItemDetail | undefined;
    for (const hit of hits) {
      const detail = (await call<ItemDetail>('GET', CATALOG_API.item(hit.uuid))).data;
      if (detail.owner_id === seller.id && detail.qty_step === 1 && detail.max_qty === 0) {
        target = detail;
        break;
      }
    }
    expect(target).toBeDefined();
    const uuid = target!.uuid;
    expect((await call('POST', CATALOG_API.bulkUpdate, { items: [{ uuid, total_qty: STOCK, moq: 1 }] }, sellerToken)).status).toBe(200);
    // Each buyer is a guest session identity issued; its token owns its cart.
    const guestToken = async () => (await call<{ auth: { access_token: string } }>('POST', IDENTITY_API.guestLogin, {})).data.auth.access_token;
    const guests: string[] = [];
    for (let i = 0; i < BUYERS; i++) guests.push(await guestToken());
    const prober = await guestToken();
    // Wait until the cart sees the new stock, then fill every guest's cart with one unit.
    await eventually(
      async () => (await call<unknown>('POST', CART_API.cart, { item_uuid: uuid, qty: STOCK + 1 }, prober)).status,
      (s) => s === 422,
    );
    for (const guest of guests) expect((await call('POST', CART_API.cart, { item_uuid: uuid, qty: 1 }, guest)).status).toBe(200);

    // The burst: every buyer checks out at once; the process is killed as the first answers come back.
    const acknowledged: { order_number: string; email: string }[] = [];
    let answered = 0;
    const burst = guests.map(async (guest, i) => {
      const email = `crash-${i}@example.com`;
      try {
        const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID(), authorization: `Bearer ${guest}` };
        const res = await fetch(`${BASE}${ORDERS_API.checkout}`, { method: 'POST', headers, body: JSON.stringify(checkoutOf(email)) });
        const body = (await res.json()) as { data: { order_number: string } };
        if (res.status === 200) acknowledged.push({ order_number: body.data.order_number, email });
      } catch {
        // Cut off by the kill: the buyer was told nothing.
      } finally {
        answered++;
      }
    });
    await eventually(
      async () => answered,
      (n) => n >= 5,
      60_000,
    );
    await new Promise((resolve) => {
      child!.once('exit', resolve);
      child!.kill('SIGKILL');
    });
    await Promise.all(burst);
    expect(acknowledged.length).toBeGreaterThan(0);

    child = await start(dataDir);
    // Every acknowledged order is still there and reaches an end state.
    const confirmed: string[] = [];
    for (const { order_number, email } of acknowledged) {
      const status = await eventually(
        () => call<{ status: string }>('POST', ORDERS_API.orderStatus, { order_number, email }),
        (r) => r.status === 200 && (r.data.status === 'confirmed' || r.data.status === 'cancelled'),
        60_000,
      );
      if (status.data.status === 'confirmed') confirmed.push(order_number);
    }
    // Nothing stays reserved: what is available equals what is on hand, and what left equals what was sold.
    const settled = await eventually(
      () => call<ItemDetail>('GET', CATALOG_API.item(uuid)),
      (r) => r.data.stock === r.data.total_qty,
      60_000,
    );
    const sold = (await call<PageOf<SoldItem>>('POST', ORDERS_API.soldItems, { limit: 200 }, sellerToken)).data.items.filter((s) => s.item_uuid === uuid);
    const soldUnits = sold.reduce((sum, s) => sum + s.qty, 0);
    expect(settled.data.total_qty).toBe(STOCK - soldUnits);
    expect(soldUnits).toBeLessThanOrEqual(STOCK);
    // The seller's sales hold every confirmed order the buyers were told about.
    expect(sold.map((s) => s.order_number)).toEqual(expect.arrayContaining(confirmed));
  }, 300_000);
});
