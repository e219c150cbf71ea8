import express from 'express';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { Logger } from '@nestjs/common';
import { LandingPages } from './landing-pages';
import { webAppRoutes } from './web-app';

/** The built web app as the gateway serves it: compressed copies, year-long caching of hashed assets, the page revalidated. */
let dist: string;
const script = 'console.log("the app");'.repeat(100);
const app = () => express().use(webAppRoutes(dist));

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'solar-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web app at the gateway', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year and never revalidated', async () => {
    const res = await request(app())
      .get('/assets/index-Ab12Cd34.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await request(app()).get('/assets/index-Ab12Cd34.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);
    const plain = await request(app()).get('/assets/index-Ab12Cd34.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('answers a missing asset with 404 in the envelope, not with the page', async () => {
    const res = await request(app()).get('/assets/index-Old99999.js');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(expect.objectContaining({ success: false, error: 'File not found.' }));
  });

  it('answers every page path with index.html, revalidated on each visit, and other files cached for an hour', async () => {
    for (const path of ['/', '/product/1/a-panel', '/no-such-page']) {
      const res = await request(app()).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await request(app()).get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the landing pages rendered on the server', () => {
  // A stand-in for the web's server build (web/dist-server/entry-server.js), loaded by the render threads as the
  // real one is: a module whose default export renders one page, or answers undefined for a page it does not render.
  let serverEntry: string;
  let routesFile: string;
  let landingPages: LandingPages;
  const rendering = () => express().use(webAppRoutes(dist, landingPages));

  beforeAll(() => {
    serverEntry = join(dist, 'entry-server.mjs');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    routesFile = join(dist, '.vite', 'landing-routes.json');
    writeFileSync(routesFile, JSON.stringify(['^/product/[^/]+/[^/]+/?$', '^/fails$', '^/hangs$', '^/declines$']));
    writeFileSync(
      serverEntry,
      `export default async function ({ url, template, apiOrigin, clientIp }) {
        if (url.startsWith('/shop')) throw new Error('asked for a page that is not a landing page');
        if (url.startsWith('/fails')) throw new Error('the render failed');
        if (url.startsWith('/hangs')) await new Promise(() => setInterval(() => undefined, 1000));
        if (url.startsWith('/declines')) return undefined;
        return template.replace('<div id="root"></div>', '<div id="root"><h1>' + url + '</h1><p>' + apiOrigin + ' for ' + clientIp + '</p></div>');
      }`,
    );
    landingPages = new LandingPages({ serverEntry, routesFile, threads: 1, timeoutMs: 200 });
  });
  afterAll(() => landingPages.close());

  it('sends a landing page rendered, compressed, revalidated on each visit, its reads sent back to this gateway', async () => {
    const res = await request(rendering()).get('/product/7/panel?x=1').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toMatch(/<h1>\/product\/7\/panel\?x=1<\/h1><p>http:\/\/(127\.0\.0\.1|\[[:0-9a-f.]+\]):\d+ for [:0-9a-f.]+<\/p>/);

    const gzip = await request(rendering()).get('/product/7/panel').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('<h1>/product/7/panel</h1>');
  });

  it('sends index.html for the browser to render when the page is not a landing page, is not rendered, the render fails or runs late', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    for (const path of ['/shop/cart', '/declines', '/fails', '/hangs']) {
      const res = await request(rendering()).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toBe('<!doctype html><div id="root"></div>');
    }
    // A page that is not a landing page never reaches a thread.
    expect(warn.mock.calls.map(([message]) => String(message).split(' ')[0])).toEqual(['/fails', '/hangs']);
    warn.mockRestore();
  }, 20_000);

  it('sends index.html, and stays up, when the server build cannot load', async () => {
    // A build whose imports are missing (copied without its node_modules, say): each thread fails as it starts.
    const broken = join(dist, 'broken-entry.mjs');
    writeFileSync(broken, `import 'a-package-that-is-not-installed';\nexport default async () => '<h1>never</h1>';`);
    const pages = new LandingPages({ serverEntry: broken, routesFile, threads: 1, timeoutMs: 200 });
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      for (let visit = 0; visit < 2; visit++) {
        const res = await request(express().use(webAppRoutes(dist, pages))).get('/product/7/panel');
        expect(res.status).toBe(200);
        expect(res.text).toBe('<!doctype html><div id="root"></div>');
      }
      expect(warned.mock.calls.map(([message]) => String(message).split(' ')[0])).toEqual(['/product/7/panel', '/product/7/panel']);
      expect(logged.mock.calls.some(([message]) => String(message).includes('a-package-that-is-not-installed'))).toBe(true);
    } finally {
      logged.mockRestore();
      warned.mockRestore();
      await pages.close();
    }
  }, 20_000);

  it('renders nothing without render threads, or without a server build or its routes', async () => {
    const builds = [
      new LandingPages({ serverEntry, routesFile, threads: 0 }),
      new LandingPages({ serverEntry: join(dist, 'none.mjs'), routesFile, threads: 1 }),
      new LandingPages({ serverEntry, routesFile: join(dist, 'none.json'), threads: 1 }),
    ];
    for (const pages of builds) {
      const res = await request(express().use(webAppRoutes(dist, pages))).get('/product/7/panel');
      expect(res.text).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
