// `node scripts/screenshots.mjs [--out docs/screenshots] [--port 3985]`: the built single-machine marketplace on a
// fresh data folder, and Chromium screenshots of the home page, a category, a product, a storefront and the cart
// (the demo buyer's, with two items) at 390 px (a phone) and 1280 px (a laptop), as PNGs named <page>-<width>.png.
// Run `npm run build` first. The committed set in docs/screenshots/ is what the README's pages look like.
import { nameSlug } from '@solar/contracts';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './ensure-ready.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', default: join(root, 'docs', 'screenshots') }, port: { type: 'string', default: '3985' } } });
const require = createRequire(import.meta.url);
const { startSingleMachineProcess } = require('./single-machine-process.cjs');
const puppeteer = require('puppeteer-core');

const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
];
const BUYER = { email: 'buyer@solar-marketplace.local', password: 'demo-buyer-2026' };
const base = `http://127.0.0.1:${values.port}`;

async function call(method, path, body, token) {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const dataDir = mkdtempSync(join(tmpdir(), 'solar-screenshots-'));
const { child } = await startSingleMachineProcess({ port: Number(values.port), dataDir, env: { LOG_LEVEL: 'error', DEMO_ACCOUNTS: 'true' } });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
});
try {
  mkdirSync(values.out, { recursive: true });
  const panels = await call('POST', '/v1/client/items/search', { limit: 2, where: { category_id: 1 } });
  const item = panels.items[0];
  const stores = await call('POST', '/v1/client/storefront/listing', { limit: 1 });
  const store = stores.items[0];
  const session = await call('POST', '/v1/client/login', BUYER);
  const token = session.auth.access_token;
  for (const line of panels.items) await call('POST', '/v1/client/cart', { item_uuid: line.uuid, qty: Math.max(1, line.moq ?? 1) }, token);

  const pages = {
    home: '/',
    category: '/shop/product/solar-panels',
    product: `/product/${item.id}/${nameSlug(item.name) || 'item'}`,
    storefront: `/storefront/${nameSlug(store.name) || 'store'}/${store.user_id}`,
    cart: '/shop/cart',
  };
  for (const viewport of WIDTHS) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(viewport);
    await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((s) => {
      localStorage.setItem('solar.session.token', s.auth.access_token);
      localStorage.setItem('solar.session.user', JSON.stringify({ user: s.user, role: s.role }));
    }, session);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle2' });
      await page.waitForFunction(() => !document.querySelector('[role="status"] .spinner-border'), { timeout: 15_000 }).catch(() => undefined);
      const file = join(values.out, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file });
      console.log(`${file}  ${path}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
