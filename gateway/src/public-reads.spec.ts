import { CART_API, CATALOG_API, SEARCH_API, type ItemDetail } from '@solar/contracts';
import { request } from 'node:http';
import {
  api,
  eventually,
  everyPublicItemSearchable,
  guestSession,
  startTestMarketplace,
  tokenFor,
  TOPOLOGY,
  type TestMarketplace,
} from '../../test/support/marketplace';

// Public item pages and shop searches are kept between changes (PublicReadCache); these calls go through the
// gateway as a browser's do.
let market: TestMarketplace;
let seller: string;
let admin: string;
let uuid: string;

const page = (headers: Record<string, string> = {}) => fetch(`${market.url}${CATALOG_API.item(uuid)}`, { headers });
/**
 * A revalidation as a browser's cache sends it. (fetch() adds `Cache-Control: no-cache` to a request that names
 * If-None-Match itself, which asks for a fresh answer, not a 304.)
 */
const revalidate = (etag: string) =>
  new Promise<{ status: number; body: string; etag: string | undefined }>((resolve, reject) => {
    const sent = request(`${market.url}${CATALOG_API.item(uuid)}`, { headers: { 'if-none-match': etag } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body, etag: res.headers.etag }));
    });
    sent.on('error', reject).end();
  });
const item = async () => api<ItemDetail>(market.url, 'GET', CATALOG_API.item(uuid));
/**
 * On one machine a change shows at the very next read (the write itself drops the kept pages); with several
 * catalog instances, an instance that did not make the write drops them when the change's event reaches it.
 */
const afterChange = <T>(read: () => Promise<T>, check: (value: T) => boolean) =>
  TOPOLOGY === 'single-machine' ? read().then((value) => (expect(check(value)).toBe(true), value)) : eventually(read, check, 10_000);

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 2 });
  await everyPublicItemSearchable(market.url);
  const first = await api(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 1, fields: ['uuid', 'owner_id'] });
  uuid = first.body.data.items[0].uuid;
  seller = tokenFor(market.config, { sub: first.body.data.items[0].owner_id, roles: ['seller'] });
  admin = tokenFor(market.config, { sub: 'admin-of-public-reads', roles: ['admin'] });
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

describe('public item pages through the gateway', () => {
  it('carry an ETag and answer 304 to a caller who has that version', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/authorization/i);
    const again = await page();
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.json()).toEqual(await first.json());

    expect(await revalidate(etag)).toMatchObject({ status: 304, body: '' });
    expect(await revalidate('"another-version"')).toMatchObject({ status: 200, etag });
  });

  it('show every change of the item at the next read: price, stock, approval, activity and deletion', async () => {
    const before = await page();
    const etag = before.headers.get('etag')!;
    const { data: shown } = (await before.json()) as { data: ItemDetail };

    const price = shown.price + 1;
    expect((await api(market.url, 'POST', CATALOG_API.bulkUpdate, { items: [{ uuid, price }] }, seller)).status).toBe(200);
    await afterChange(item, (read) => read.body.data.price === price);
    // The version the caller holds is no longer the item: it gets the new one, not a 304.
    const changed = await revalidate(etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(etag);

    expect((await api(market.url, 'POST', CATALOG_API.inventoryQohUpdate, { item_uuid: uuid, qty: 4321 }, seller)).status).toBe(200);
    await afterChange(item, (read) => read.body.data.total_qty === 4321);

    expect((await api(market.url, 'PUT', CATALOG_API.adminItemStatus(uuid), { status: 'rejected', reason: 'Blurry pictures' }, admin)).status).toBe(200);
    await afterChange(item, (read) => read.status === 404);
    expect((await api(market.url, 'PUT', CATALOG_API.adminItemStatus(uuid), { status: 'approved' }, admin)).status).toBe(200);
    await afterChange(item, (read) => read.status === 200);

    expect((await api(market.url, 'POST', CATALOG_API.myItemsBulkChangeStatus, { uuids: [uuid], is_active: 0 }, seller)).status).toBe(200);
    await afterChange(item, (read) => read.status === 404);
    expect((await api(market.url, 'POST', CATALOG_API.myItemsBulkChangeStatus, { uuids: [uuid], is_active: 1 }, seller)).status).toBe(200);
    await afterChange(item, (read) => read.status === 200 && read.body.data.price === price);
  });

  it('refuse a bad token even for an item whose page is kept', async () => {
    expect((await page()).status).toBe(200);
    const refused = await page({ authorization: 'Bearer not-a-token' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 0, success: false });
  });

  it('show search the changed item once search has its event, and never the earlier answer again', async () => {
    const body = { where: { uuid }, fields: ['uuid', 'price'] };
    const hit = async () => (await api(market.url, 'POST', SEARCH_API.itemsSearch, body)).body.data.items[0] as { price: number } | undefined;
    const was = (await hit())!.price;
    const kept = await fetch(`${market.url}${SEARCH_API.itemsSearch}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(kept.headers.get('cache-control')).toBe('public, no-cache');

    expect((await api(market.url, 'POST', CATALOG_API.bulkUpdate, { items: [{ uuid, price: was + 2 }] }, seller)).status).toBe(200);
    await eventually(hit, (found) => found?.price === was + 2, 10_000);
    for (let i = 0; i < 5; i++) expect((await hit())?.price).toBe(was + 2);
  });

  it('are gone once the item is deleted', async () => {
    expect((await page()).status).toBe(200);
    expect((await api(market.url, 'DELETE', CATALOG_API.myItem(uuid), undefined, seller)).status).toBe(200);
    await afterChange(item, (read) => read.status === 404);
    await eventually(
      () => api(market.url, 'POST', SEARCH_API.itemsSearch, { where: { uuid } }),
      (found) => found.body.data.total === 0,
      10_000,
    );
  });
});

describe('answers read with a token', () => {
  it('are never kept or handed to another caller', async () => {
    const [first, second] = [await guestSession(market.url), await guestSession(market.url)];
    const buyable = (await api(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 20, fields: ['uuid', 'moq', 'stock'] })).body.data.items.find(
      (hit: { moq: number; stock: number }) => hit.stock >= hit.moq,
    );
    expect((await api(market.url, 'POST', CART_API.cart, { item_uuid: buyable.uuid, qty: buyable.moq }, first.token)).status).toBeLessThan(300);
    const cartOf = (token: string) =>
      fetch(`${market.url}${CART_API.cartSearch}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });

    const firstCart = await cartOf(first.token);
    expect(JSON.stringify(await firstCart.json())).toContain(buyable.uuid);
    expect(firstCart.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const secondCart = await cartOf(second.token);
    expect(secondCart.status).toBe(200);
    expect(JSON.stringify(await secondCart.json())).not.toContain(buyable.uuid);
  });
});
