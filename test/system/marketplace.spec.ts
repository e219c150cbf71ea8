import { CATEGORIES, MESSAGES, SEARCH_API } from '@solar/contracts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, eventually, everyPublicItemSearchable, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * The marketplace over HTTP, through the gateway, as a browser or API client sees it (on one machine, or
 * distributed on the real engines: see test/support/marketplace.ts).
 * 4 items per category keeps the suite quick; `npm start` seeds 16 per category.
 */
const PER_CATEGORY = 4;
const SEEDED = CATEGORIES.length * PER_CATEGORY;
/** Demo deals, for the deal search's rebuild. */
const DEALS = 12;

let market: TestMarketplace;

/** The request count of the series whose labels include all of `labels`, in Prometheus text format. */
function requestCount(metrics: string, labels: Record<string, string>): number {
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith('http_request_duration_seconds_count{') && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(' ').pop()) : 0;
}

const searchTotal = async (body: object = {}) => (await api(market.url, 'POST', '/v1/client/items/search', { limit: 1, ...body })).body.data.total as number;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: PER_CATEGORY, deals: DEALS });
  expect(await everyPublicItemSearchable(market.url)).toBeGreaterThan(SEEDED * 0.8);
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

describe('the marketplace on one machine', () => {
  it('answers health probes', async () => {
    expect((await fetch(`${market.url}/health`)).status).toBe(200);
    const ready = await fetch(`${market.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', services: { catalog: 'up', search: 'up' } });
  });

  it('lists the 20 active top-level categories with their subcategories', async () => {
    const { status, body } = await api(market.url, 'POST', '/v1/client/categories/search', {});
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1, success: true });
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(CATEGORIES.map((c) => c.name));
    for (const category of body.data) {
      expect(category.parent_id).toBeNull();
      expect(category.sub_categories.length).toBeGreaterThan(0);
    }
    const panels = body.data.find((c: { name: string }) => c.name === 'Solar Panels');
    expect(panels.slug).toBe('solar-panels');
    expect(panels.sub_categories.map((s: { name: string }) => s.name)).toContain('Bifacial Panels');
  });

  it('counts public products per category', async () => {
    const { body } = await api(market.url, 'POST', '/v1/client/categories/with/products-count', {});
    const total = body.data.reduce((sum: number, c: { items_count: number }) => sum + c.items_count, 0);
    expect(total).toBe(await searchTotal());
  });

  it('searches public items by text, with at most the requested number', async () => {
    const { status, body } = await api(market.url, 'POST', '/v1/client/items/search', { query: 'mono', limit: 5 });
    expect(status).toBe(200);
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.items.length).toBeLessThanOrEqual(5);
    for (const item of body.data.items) expect(JSON.stringify(item).toLowerCase()).toContain('mono');
  });

  it('filters by category and counts facets', async () => {
    const { body } = await api(market.url, 'POST', '/v1/client/items/search', { where: { category_slug: 'solar-inverters' }, limit: 50 });
    expect(body.data.total).toBeGreaterThan(0);
    for (const item of body.data.items) expect(item.category_name).toBe('Solar Inverters');
    const brandCounts = body.data.facets.brand_slug as { value: string; count: number }[];
    expect(brandCounts.reduce((s, f) => s + f.count, 0)).toBe(body.data.total);
  });

  it('filters by effective price and sorts by it', async () => {
    const { body } = await api(market.url, 'POST', '/v1/client/items/search', {
      where: { price_min: 100, price_max: 500 },
      orderby: 'sale_price ASC',
      limit: 100,
    });
    expect(body.data.total).toBeGreaterThan(0);
    const prices = body.data.items.map((i: { sale_price: number }) => i.sale_price);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(100);
    for (const price of prices) expect(price).toBeLessThanOrEqual(500);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('refuses search fields outside the allow-list, and operators', async () => {
    const bad = await api(market.url, 'POST', '/v1/client/items/search', { where: { price: { $gt: 0 } } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 0, success: false });
    expect(bad.body.errors).toBeDefined();
    const unknown = await api(market.url, 'POST', '/v1/client/items/search', { where: { password: 'x' } });
    expect(unknown.status).toBe(400);
    const notANumber = await api(market.url, 'POST', '/v1/client/items/search', { where: { price_min: 'cheap' } });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.errors).toEqual({ 'where.price_min': ['Must be a number.'] });
  });

  it('returns one public item by uuid, and 404 for an unknown one', async () => {
    const { body: found } = await api(market.url, 'POST', '/v1/client/items/search', { limit: 1 });
    const uuid = found.data.items[0].uuid;
    const { status, body } = await api(market.url, 'GET', `/v1/client/items/${uuid}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ uuid, status: 'approved', is_active: 1 });
    // Three pictures (product, rating plate, close-up), each in every size.
    const images = body.data.images as { type: string; orderofimage: number }[];
    expect(images.filter((i) => i.orderofimage === 0).map((i) => i.type)).toEqual(['300x300', '685x450', '1600x675']);
    expect(new Set(images.map((i) => i.orderofimage))).toEqual(new Set([0, 1, 2]));
    expect(body.data.documents.length).toBeGreaterThanOrEqual(1);
    const image = await fetch(`${market.url}${body.data.images[1].url}`);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
    const missing = await api(market.url, 'GET', '/v1/client/items/00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 0, success: false, http_error: MESSAGES.http.notFound });
  });

  it('lists brands a page at a time, and finds related items', async () => {
    const { body } = await api(market.url, 'GET', '/v1/client/brands?page=1&limit=10');
    expect(body.data.items).toHaveLength(10);
    expect(body.data.total).toBeGreaterThanOrEqual(30);
    const badPage = await api(market.url, 'GET', '/v1/client/brands?page=0&limit=1000');
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toEqual({ page: ['Must be a whole number of at least 1.'], limit: ['Must be a whole number from 1 to 200.'] });
    const { body: search } = await api(market.url, 'POST', '/v1/client/items/search', { where: { category_slug: 'solar-panels' }, limit: 1 });
    const related = await api(market.url, 'GET', `/v1/client/items/related/${search.data.items[0].id}`);
    expect(related.status).toBe(200);
    expect(related.body.data.length).toBeGreaterThan(0);
  });

  it('propagates a moderation change from catalog to search through the event bus', async () => {
    const admin = tokenFor(market.config, { sub: 'admin-1', roles: ['admin'] });
    const { body } = await api(market.url, 'POST', '/v1/client/items/search', { limit: 1, fields: ['uuid', 'name'] });
    const { uuid } = body.data.items[0];
    const before = await searchTotal();

    const rejected = await api(market.url, 'PUT', `/v1/client/admin/items/${uuid}/status`, { status: 'rejected', reason: 'Blurry photos' }, admin);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    await eventually(
      () => searchTotal(),
      (total) => total === before - 1,
    );
    expect(await searchTotal({ where: { uuid } })).toBe(0);
    expect((await api(market.url, 'GET', `/v1/client/items/${uuid}`)).status).toBe(404);

    await api(market.url, 'PUT', `/v1/client/admin/items/${uuid}/status`, { status: 'approved' }, admin);
    await eventually(
      () => searchTotal({ where: { uuid } }),
      (total) => total === 1,
    );

    // Each service owns its own store: the change travelled as an event, not through a shared database.
    expect(await market.serviceStores()).toEqual(expect.arrayContaining(['catalog', 'search']));
  });

  it('checks tokens and roles on the server', async () => {
    const uuid = (await api(market.url, 'POST', '/v1/client/items/search', { limit: 1 })).body.data.items[0].uuid;
    const path = `/v1/client/admin/items/${uuid}/status`;
    expect((await api(market.url, 'PUT', path, { status: 'rejected' })).status).toBe(401);
    const bad = await api(market.url, 'PUT', path, { status: 'rejected' }, 'not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.body.http_error).toBe(MESSAGES.http.sessionExpired);
    const seller = tokenFor(market.config, { sub: 'seller-1', roles: ['seller'] });
    expect((await api(market.url, 'PUT', path, { status: 'rejected' }, seller)).status).toBe(403);
    const admin = tokenFor(market.config, { sub: 'admin-1', roles: ['admin'] });
    const invalid = await api(market.url, 'PUT', path, { status: 'deleted' }, admin);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {})).toContain('status');
  });

  it('answers an unknown API path with a JSON 404 and serves the web app for pages', async () => {
    const unknown = await api(market.url, 'GET', '/v1/client/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 0, success: false });
    for (const page of ['/', '/shop/cart', '/some/unknown/page']) {
      const res = await fetch(`${market.url}${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('exposes Prometheus metrics per service, by route pattern', async () => {
    const uuid = (await api(market.url, 'POST', '/v1/client/items/search', { limit: 1 })).body.data.items[0].uuid;
    await api(market.url, 'GET', `/v1/client/items/${uuid}`);
    // Each catalog instance counts what it answered; the gateway may have sent the request to any of them.
    const instances = await Promise.all(market.services.catalog.split(',').map(async (url) => (await fetch(`${url}/metrics`)).text()));
    const served = instances.map((metrics) => requestCount(metrics, { service: 'catalog', route: '/v1/client/items/:uuid', status: '200' }));
    expect(served.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    for (const metrics of instances) expect(metrics).toContain('process_cpu_user_seconds_total');
    const gateway = await fetch(`${market.url}/metrics`);
    expect(gateway.headers.get('content-type')).toContain('text/plain');
    expect(requestCount(await gateway.text(), { service: 'gateway', route: 'catalog', status: '200' })).toBeGreaterThan(0);
  });

  it('rebuilds the search index from the catalog on an admin request', async () => {
    const admin = tokenFor(market.config, { sub: 'admin-1', roles: ['admin'] });
    const before = await searchTotal();
    const { status, body } = await api(market.url, 'POST', '/v1/client/admin/search/reindex', {}, admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ items: SEEDED, indexed: before });
    expect(await searchTotal()).toBe(before);
  });

  it('rebuilds the deal search from the trader on an admin request, and refuses anyone else', async () => {
    const dealTotal = async () => (await api(market.url, 'POST', SEARCH_API.publicDeals, { limit: 1 })).body.data.total as number;
    const seller = tokenFor(market.config, { sub: 'seller-1', roles: ['seller', 'customer'] });
    expect((await api(market.url, 'POST', SEARCH_API.adminDealsReindex, {}, seller)).status).toBe(403);
    expect((await api(market.url, 'POST', SEARCH_API.adminDealsReindex, {})).status).toBe(401);

    const admin = tokenFor(market.config, { sub: 'admin-1', roles: ['admin'] });
    const { status, body } = await api(market.url, 'POST', SEARCH_API.adminDealsReindex, {}, admin);
    expect(status).toBe(200);
    // Every deal the trader holds came from its export; the public ones (Approved, Active) are searchable, each
    // once (a read model that let two first events of one deal both insert it would count it twice here).
    expect(body.data.deals).toBe(DEALS);
    expect(body.data.indexed).toBeGreaterThan(0);
    expect(body.data.indexed).toBeLessThan(DEALS);
    expect(await dealTotal()).toBe(body.data.indexed);
  });
});

describe('restarting on the same data', () => {
  it('keeps the same items and does not seed twice', async () => {
    const dataDir = market.dataDir;
    const first = await api(market.url, 'POST', '/v1/client/items/search', { limit: 100, orderby: 'id ASC', fields: ['uuid'] });
    // Seeded listings share their product's pictures and datasheet under files/products.
    const fileCount = readdirSync(join(dataDir, 'files', 'products')).length;
    market = await market.restart();
    const again = await api(market.url, 'POST', '/v1/client/items/search', { limit: 100, orderby: 'id ASC', fields: ['uuid'] });
    expect(again.body.data.total).toBe(first.body.data.total);
    expect(again.body.data.items).toEqual(first.body.data.items);
    expect(readdirSync(join(dataDir, 'files', 'products')).length).toBe(fileCount);
    const admin = tokenFor(market.config, { sub: 'admin-1', roles: ['admin'] });
    const { body } = await api(market.url, 'POST', '/v1/client/admin/search/reindex', {}, admin);
    expect(body.data.items).toBe(SEEDED);
  }, 120_000);
});
