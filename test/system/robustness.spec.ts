import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { SERVICE_KEEP_ALIVE_MS } from '@solar/platform';
import { gzipSync } from 'node:zlib';
import { startTestMarketplace, type TestMarketplace } from '../support/marketplace';
import { httpErrorMessage } from '@solar/contracts';

/**
 * Bodies and paths a caller gets wrong: each is the caller's fault and answers 4xx in the API envelope, at the
 * gateway and at every service behind it, never a 500 or the framework's own page.
 */
let market: TestMarketplace;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** One request with a body exactly as given (no client-side encoding or length fixing). */
function send(base: string, method: string, path: string, body: Buffer, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { 'content-length': String(body.length), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // left as text: the assertion on the envelope shows it
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
    // A server that answers before reading everything may reset the socket: the answer already counts.
    req.on('error', reject);
    req.end(body);
  });
}

const envelope = (status: number, error: string) => ({ status: 0, success: false, error, http_error: expect.any(String) });

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 1 });
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

/** The gateway, and each service reached directly (as another service or a misconfigured proxy would). */
const targets = (): [string, string, string][] => [
  ['the gateway', market.url, '/v1/client/items/search'],
  ['identity', market.services.identity.split(',')[0], '/v1/client/login'],
  ['catalog', market.services.catalog.split(',')[0], '/v1/client/categories/search'],
  ['search', market.services.search.split(',')[0], '/v1/client/items/search'],
  ['cart', market.services.cart.split(',')[0], '/v1/client/cart/search'],
  ['orders', market.services.orders.split(',')[0], '/v1/client/orders/status'],
];

describe('request bodies a caller gets wrong', () => {
  it('answers 413 to a 5 MB body', async () => {
    const huge = Buffer.from(JSON.stringify({ query: 'x'.repeat(5 * 1024 * 1024) }));
    for (const [name, base, path] of targets()) {
      const answer = await send(base, 'POST', path, huge, { 'content-type': 'application/json' });
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, status: 413, body: envelope(413, 'The request body is too large.') });
    }
  });

  it('answers 400 to a broken gzip body', async () => {
    const broken = gzipSync(Buffer.from('{"query":"panel"}')).subarray(0, 12);
    for (const [name, base, path] of targets()) {
      const answer = await send(base, 'POST', path, broken, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, status: 400, body: envelope(400, 'The request body is malformed.') });
    }
  });

  it('answers 415 to an unknown Content-Encoding', async () => {
    for (const [name, base, path] of targets()) {
      const answer = await send(base, 'POST', path, Buffer.from('{}'), { 'content-type': 'application/json', 'content-encoding': 'x-lzma' });
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 415,
        body: envelope(415, 'The request body is compressed in an unsupported way.'),
      });
    }
  });

  it('answers 400 to malformed JSON and to a body nested deeper than any form', async () => {
    const deep = Buffer.from(`{"tags":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    for (const [name, base, path] of targets()) {
      const malformed = await send(base, 'POST', path, Buffer.from('{"query": '), { 'content-type': 'application/json' });
      expect({ name, status: malformed.status, body: malformed.body }).toEqual({ name, status: 400, body: envelope(400, 'The request body is malformed.') });
      const nested = await send(base, 'POST', path, deep, { 'content-type': 'application/json' });
      expect({ name, status: nested.status, body: nested.body }).toEqual({ name, status: 400, body: envelope(400, 'The request body is nested too deeply.') });
    }
  });

  it('still takes a gzip-compressed body', async () => {
    const answer = await send(market.url, 'POST', '/v1/client/categories/search', gzipSync(Buffer.from('{}')), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 1, success: true });
  });
});

describe('what the framework would otherwise say', () => {
  it('sends no x-powered-by header, from the gateway or a service', async () => {
    for (const base of [market.url, ...Object.values(market.services).map((urls) => urls.split(',')[0])]) {
      const res = await fetch(`${base}/health`);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it("keeps the gateway's idle connections to each service open for a minute, and says so", async () => {
    const agent = new Agent({ keepAlive: true });
    try {
      for (const base of Object.values(market.services).map((urls) => urls.split(',')[0])) {
        const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
          httpRequest(`${base}/health`, { agent }, (res) => {
            res.resume();
            resolve(res.headers);
          })
            .on('error', reject)
            .end();
        });
        expect({ base, keepAlive: headers['keep-alive'] }).toEqual({ base, keepAlive: `timeout=${SERVICE_KEEP_ALIVE_MS / 1000}` });
      }
    } finally {
      agent.destroy();
    }
  });

  it('answers 405 in the envelope to a TRACE of an API path, with or without a body, naming the methods it takes', async () => {
    for (const body of [Buffer.alloc(0), Buffer.from('{"items":[{"uuid":""}]}')]) {
      const answer = await send(market.url, 'TRACE', '/v1/client/bulk/update', body, { 'content-type': 'application/json' });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(answer.body).toEqual(envelope(405, httpErrorMessage(405)));
    }
  });

  it('answers a missing file in the API envelope', async () => {
    const res = await fetch(`${market.url}/files/items/no-such-picture.webp`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(envelope(404, 'File not found.'));
  });
});

describe('metrics', () => {
  it('are not served to a caller who came through a proxy', async () => {
    const res = await fetch(`${market.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 0, success: false });
  });
});

describe('requests Node refuses before any middleware', () => {
  it('answers a URL over the header limit with 431 in the envelope', async () => {
    const res = await fetch(`${market.url}/v1/client/brands?q=${'%E5%99%AA'.repeat(3000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual(envelope(431, 'The request URL or headers are too large.'));
  });
});
