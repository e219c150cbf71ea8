import { startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/** The API's description at the gateway: one document for every service, and Swagger UI on it. */
let market: TestMarketplace;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 1 });
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown>; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }>; securitySchemes: Record<string, unknown> };
}

describe('/openapi.json', () => {
  let document: Document;
  beforeAll(async () => {
    // Every service builds its document on this first request.
    const res = await fetch(`${market.url}/openapi.json`);
    expect(res.status).toBe(200);
    document = (await res.json()) as Document;
  }, 60_000);

  it('describes the routes of every service, and nothing internal', () => {
    expect(document.openapi).toMatch(/^3\./);
    const services = new Set(Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags)));
    expect([...services].sort()).toEqual(['admin', 'cart', 'catalog', 'chat', 'content', 'identity', 'orders', 'search', 'storefront', 'trader']);
    for (const path of ['/v1/client/login', '/v1/client/items/{uuid}', '/v1/client/items/search', '/v1/client/cart', '/v1/client/checkout']) {
      expect(document.paths[path]).toBeDefined();
    }
    expect(Object.keys(document.paths).filter((path) => /health|metrics|openapi/.test(path))).toEqual([]);
  });

  it('documents the envelope, the error statuses and bearer auth on every operation', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '413', '415', '429']));
      }
    }
  });

  it('takes request bodies from the validated DTO classes', () => {
    const ref = document.paths['/v1/client/admin/items/{uuid}/status'].put.requestBody?.content['application/json'].schema.$ref;
    expect(ref).toBe('#/components/schemas/ItemStatusChange');
    expect(document.components.schemas.ItemStatusChange.properties).toHaveProperty('status');
    // A body class that extends another carries the fields of both.
    const banner = document.paths['/admin/banner'].post.requestBody?.content['application/json'].schema.$ref;
    expect(banner).toBe('#/components/schemas/BannerBody');
    expect(Object.keys(document.components.schemas.BannerBody.properties)).toEqual(expect.arrayContaining(['title', 'order', 'image_url', 'link', 'starts_at', 'active']));
  });
});

describe('/docs', () => {
  it('serves Swagger UI on the merged document', async () => {
    const page = await fetch(`${market.url}/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    const init = await (await fetch(`${market.url}/docs/swagger-initializer.js`)).text();
    expect(init).toContain("url: '/openapi.json'");
  });
});
