import { api, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

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
  paths: Record<
    string,
    Record<
      string,
      {
        tags: string[];
        responses: Record<string, unknown>;
        requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
        security: Record<string, string[]>[];
        'x-roles'?: string[];
      }
    >
  >;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[]; additionalProperties?: boolean; example?: Record<string, unknown> }>;
    securitySchemes: Record<string, unknown>;
  };
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

  it('says who may call each operation: anyone (a token optional), any signed-in caller, or the roles it names', () => {
    const search = document.paths['/v1/client/items/search'].post;
    expect(search.security).toEqual([{ bearer: [] }, {}]);
    expect(search['x-roles']).toBeUndefined();
    const profile = document.paths['/v1/client/my-profile/edit'].post;
    expect(profile.security).toEqual([{ bearer: [] }]);
    expect(profile['x-roles']).toBeUndefined();
    expect(document.paths['/admin/banner'].post).toMatchObject({ security: [{ bearer: [] }], 'x-roles': ['admin'] });
  });

  it('names each success a route answers: 202 for work started in events, 200 for the same request again', () => {
    for (const path of ['/admin/bulk-edit', '/admin/ownership-transfer']) {
      expect(
        Object.keys(document.paths[path].post.responses)
          .filter((status) => status.startsWith('2'))
          .sort(),
      ).toEqual(['200', '202']);
    }
    expect(Object.keys(document.paths['/v1/client/signup'].post.responses).filter((status) => status.startsWith('2'))).toEqual(['201']);
  });

  it('takes request bodies from the validated DTO classes', () => {
    const ref = document.paths['/v1/client/admin/items/{uuid}/status'].put.requestBody?.content['application/json'].schema.$ref;
    expect(ref).toBe('#/components/schemas/ItemStatusChange');
    expect(document.components.schemas.ItemStatusChange.properties).toHaveProperty('status');
    // A body class that extends another carries the fields of both.
    const banner = document.paths['/admin/banner'].post.requestBody?.content['application/json'].schema.$ref;
    expect(banner).toBe('#/components/schemas/BannerBody');
    expect(Object.keys(document.components.schemas.BannerBody.properties)).toEqual(
      expect.arrayContaining(['title', 'order', 'image_url', 'link', 'starts_at', 'active']),
    );
  });
});

/**
 * The operations whose form rules the document describes, and who sends them: each one's example must pass the
 * validation pipe and the form rule, so that a fuzzer's examples and generated bodies reach the handler.
 */
const DESCRIBED_OPERATIONS: [method: string, path: string, role: 'customer' | 'seller' | 'admin' | 'anonymous'][] = [
  ['post', '/offer', 'customer'],
  ['post', '/panel-offer-update/{offer_id}', 'customer'],
  ['post', '/inverter-offer-update/{offer_id}', 'customer'],
  ['post', '/battery-offer-update/{offer_id}', 'customer'],
  ['post', '/other-offer-update/{offer_id}', 'customer'],
  ['post', '/offer-status/{offer_id}', 'customer'],
  ['post', '/update-bid/{offer_id}', 'customer'],
  ['post', '/update-qty/{offer_id}', 'customer'],
  ['post', '/tax-legal/{offer_id}', 'seller'],
  ['post', '/quotation-contract/{offer_id}', 'customer'],
  ['post', '/quotation-contract/{offer_id}/cancel', 'customer'],
  ['post', '/direct-quote', 'seller'],
  ['post', '/send-msg/{offer_id}', 'customer'],
  ['post', '/v1/client/support/messages', 'customer'],
  ['post', '/admin/support/threads/{thread_id}/messages', 'admin'],
  ['post', '/listing/inquiry', 'customer'],
  ['post', '/listing/notify-user', 'customer'],
  ['post', '/login-info/guest-login', 'anonymous'],
  ['post', '/v1/client/cart', 'customer'],
  ['post', '/v1/client/cart/{item_uuid}/delete', 'customer'],
  ['post', '/v1/client/checkout', 'customer'],
  ['post', '/v1/client/contact-us', 'customer'],
  ['post', '/v1/client/custom-orders/create', 'customer'],
  ['post', '/v1/client/email/check', 'anonymous'],
];

describe('the form rules in the document', () => {
  let document: Document;
  const tokens: Record<string, string | undefined> = {};
  beforeAll(async () => {
    document = (await (await fetch(`${market.url}/openapi.json`)).json()) as Document;
    for (const [role, email, password] of [
      ['customer', 'buyer@solar-marketplace.local', 'demo-buyer-2026'],
      ['seller', 'seller@solar-marketplace.local', 'demo-seller-2026'],
      ['admin', 'admin@solar-marketplace.local', 'demo-admin-2026'],
    ]) {
      const signIn = await api(market.url, 'POST', '/v1/client/login', { email, password });
      tokens[role!] = signIn.body.data.auth.access_token;
    }
  }, 60_000);

  const bodySchema = (method: string, path: string) => {
    const ref = document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema.$ref;
    return document.components.schemas[ref?.split('/').pop() ?? ''];
  };

  it('refuses unknown keys and names what the rules require', () => {
    expect(bodySchema('post', '/offer-status/{offer_id}')?.additionalProperties).toBe(false);
    const offer = bodySchema('post', '/offer')!;
    expect(offer.required).toEqual(expect.arrayContaining(['listing_id', 'incoterm', 'delivery_state', 'payment_terms', 'lead_time', 'price', 'qty']));
    expect(offer.properties?.incoterm).toMatchObject({ enum: expect.arrayContaining(['EXW', 'DDP']) });
    expect(offer.properties?.listing_id).toHaveProperty('oneOf');
    expect(bodySchema('post', '/v1/client/contact-us')?.required).toEqual(['name', 'email', 'phone', 'subject', 'message']);
    expect(bodySchema('post', '/v1/client/email/check')?.properties?.email).toMatchObject({ format: 'email' });
    // A quote's discount is described as its own class, not as any object.
    expect(bodySchema('post', '/tax-legal/{offer_id}')?.properties?.discount).toMatchObject({ $ref: '#/components/schemas/QuoteDiscountBody' });
    const upload = document.paths['/v1/client/custom-orders/file/upload']!.post!.requestBody?.content['multipart/form-data'];
    expect(upload?.schema).toMatchObject({ required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
  });

  it("keeps each example within its own schema's patterns and enums (a fuzzer drops an example that breaks them)", () => {
    const mismatches = (schemaName: string, value: Record<string, unknown>, at: string): string[] => {
      const properties = (document.components.schemas[schemaName]?.properties ?? {}) as Record<string, { pattern?: string; enum?: unknown[]; $ref?: string }>;
      return Object.entries(value).flatMap(([field, fieldValue]) => {
        const rule = properties[field];
        if (rule?.$ref && fieldValue && typeof fieldValue === 'object')
          return mismatches(rule.$ref.split('/').pop()!, fieldValue as Record<string, unknown>, `${at}.${field}`);
        if (rule?.pattern && typeof fieldValue === 'string' && !new RegExp(rule.pattern).test(fieldValue)) return [`${at}.${field}`];
        if (rule?.enum && !rule.enum.includes(fieldValue)) return [`${at}.${field}`];
        return [];
      });
    };
    const examples = Object.entries(document.components.schemas).filter(([, schema]) => schema.example);
    expect(examples.length).toBeGreaterThan(15);
    expect(examples.flatMap(([name, schema]) => mismatches(name, schema.example!, name))).toEqual([]);
  });

  it.each(DESCRIBED_OPERATIONS)('%s %s: its example passes validation', async (method, path, role) => {
    const example = bodySchema(method, path)?.example;
    expect(example).toBeDefined();
    // Ids no deal or offer has: past validation, the handler answers 404 (or 409, 422 for the state).
    const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const answer = await api(market.url, method.toUpperCase(), url, example, tokens[role]);
    // 401 and 403 would answer before the pipe runs, proving nothing; 400 names the fields the example gets wrong.
    expect(answer.status === 400 ? answer.body.errors : undefined).toBeUndefined();
    expect([400, 401, 403]).not.toContain(answer.status);
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
