import {
  CATALOG_API,
  effectivePrice,
  IDENTITY_API,
  MESSAGES,
  roundHalfUp,
  SEARCH_API,
  TRADER_API,
  type DealSearchAnswer,
  type ItemDetail,
  type ItemSearchAnswer,
} from '@solar/contracts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@solar/identity';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium } from '../support/browser';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/** The shop in Chromium: from the home page through the menu and a filter to a product; a seller listing an item. */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');

describeInBrowser('the shop in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 6, deals: 2 });
    browser = await launchChromium();
    await eventually(
      async () => (await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 1 })).body.data.total,
      (total) => total > 80,
    );
  }, 120_000);

  // Leaves a picture of the page as it was when a test failed.
  afterEach(async () => {
    const state = expect.getState();
    if (page && !page.isClosed())
      await page
        .screenshot({ path: join(SCREENSHOTS, `shop-last-${(state.currentTestName ?? 'test').replace(/\W+/g, '-').slice(0, 60)}.png`) })
        .catch(() => undefined);
  });

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
  });

  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await context.close();
  });

  const waitForText = (text: string, timeout = 10_000) => page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
  const resultCount = () => page.$eval('.shop-topbar [aria-live]', (el) => (el as HTMLElement).innerText.trim());
  const cardNames = () => page.$$eval('.product-card .product-name', (els) => els.map((el) => (el as HTMLElement).innerText.trim()));

  it('sends the landing pages rendered: readable before any script runs, then hydrated without a mismatch or asking again', async () => {
    // A panel that can be ordered (a few demo items are out of stock).
    const hits = (await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 6, where: { category_slug: 'solar-panels' } })).body.data
      .items;
    const details = await Promise.all(hits.map(async (hit) => (await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(hit.id))).body.data));
    const item = details.find(
      (candidate) => Math.min(candidate.max_qty > 0 ? candidate.max_qty : Infinity, candidate.total_qty) >= Math.max(candidate.moq, 1),
    )!;
    const deal = await eventually(
      async () => (await api<DealSearchAnswer>(market.url, 'POST', SEARCH_API.publicDeals, { limit: 1 })).body.data.items[0],
      (hit) => hit !== undefined,
    );
    // Each page, what its HTML shows before any script, and the reads the server made for it, which the page must
    // not send again once its scripts run.
    const pages: { path: string; shows: string; readsMade: string[] }[] = [
      { path: '/', shows: 'The marketplace for solar equipment', readsMade: [] },
      { path: '/shop/product/solar-panels', shows: item.name, readsMade: ['POST /v1/client/categories/search', 'POST /v1/client/items/search'] },
      { path: `/product/${item.id}/panel`, shows: item.name, readsMade: [`GET ${CATALOG_API.item(item.id)}`] },
      { path: deal!.path, shows: deal!.name, readsMade: [`GET ${TRADER_API.deal(deal!.id)}`] },
      { path: '/trader/find', shows: deal!.name, readsMade: [`POST ${SEARCH_API.publicDeals}`] },
    ];
    for (const { path, shows, readsMade } of pages) {
      const html = await (await fetch(`${market.url}${path}`)).text();
      expect([path, html.includes(shows.replace(/&/g, '&amp;'))]).toEqual([path, true]);

      const tab = await context.newPage();
      const problems: string[] = [];
      const reads: string[] = [];
      tab.on('pageerror', (error) => problems.push(error.message));
      tab.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      tab.on('request', (req) => {
        if (req.resourceType() === 'fetch') reads.push(`${req.method()} ${new URL(req.url()).pathname}`);
      });
      await tab.goto(`${market.url}${path}`, { waitUntil: 'networkidle0' });
      // A hydration mismatch is reported as an error (React's #418 in a production build), and React renders the page again.
      expect([path, problems]).toEqual([path, []]);
      expect([path, reads.filter((read) => readsMade.includes(read))]).toEqual([path, []]);
      await tab.close();
    }

    // The hydrated product page is live: adding to the cart reaches the header.
    await page.goto(`${market.url}/product/${item.id}/panel`, { waitUntil: 'networkidle0' });
    await page.click('button::-p-text(Add to cart)');
    await page.waitForFunction(() => /Cart \([1-9]/.test(document.querySelector('.mini-cart button')?.getAttribute('aria-label') ?? ''), { timeout: 20_000 });
  }, 120_000);

  it('goes from the home page through the Buy menu and a brand filter to a product, with prices by quantity', async () => {
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    await page.click('.header-nav .dropdown-toggle');
    const viewAll = await page.waitForSelector('.mega-menu a[href="/shop/product/solar-panels"]', { visible: true });
    await viewAll!.click();
    await page.waitForFunction(() => location.pathname === '/shop/product/solar-panels');
    await page.waitForSelector('.product-card');
    const allCount = await resultCount();

    // The first brand in the sidebar: the URL gains its br_ segment and the list narrows.
    const brandBox = await page.waitForSelector('.shop-filters fieldset input[type="checkbox"][id*="brand"]');
    await brandBox!.click();
    await page.waitForFunction(() => location.pathname.includes('/br_'));
    await page.waitForFunction((before: string) => document.querySelector('.shop-topbar [aria-live]')?.textContent?.trim() !== before, {}, allCount);
    const filteredUrl = page.url();
    const filteredCount = await resultCount();
    const filteredNames = await cardNames();
    await page.screenshot({ path: join(SCREENSHOTS, 'shop-category-filtered.png') });

    // The filtered URL is shareable: loaded afresh it shows the same result; Back undoes the filter.
    const fresh = await context.newPage();
    await fresh.setViewport({ width: 1280, height: 900 });
    await fresh.goto(filteredUrl, { waitUntil: 'networkidle0' });
    await fresh.waitForSelector('.product-card');
    expect(await fresh.$eval('.shop-topbar [aria-live]', (el) => (el as HTMLElement).innerText.trim())).toBe(filteredCount);
    expect(await fresh.$$eval('.product-card .product-name', (els) => els.map((el) => (el as HTMLElement).innerText.trim()))).toEqual(filteredNames);
    await fresh.close();
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/shop/product/solar-panels');
    await page.waitForFunction((before: string) => document.querySelector('.shop-topbar [aria-live]')?.textContent?.trim() === before, {}, allCount);
    await page.goForward();
    await page.waitForFunction(() => location.pathname.includes('/br_'));

    // To the first product of the filtered list that can be ordered (a few demo items are out of stock, and
    // which comes first depends on how far the search index has got).
    await page.waitForSelector('.product-card .product-name a');
    const cardLinks = await page.$$eval('.product-card .product-name a', (links) => links.map((a) => a.getAttribute('href')!));
    let item: ItemDetail | undefined;
    for (const href of cardLinks) {
      const candidate = (await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(Number(href.split('/')[2])))).body.data;
      const cap = candidate.max_qty > 0 ? Math.min(candidate.max_qty, candidate.total_qty) : candidate.total_qty;
      if (cap >= Math.max(candidate.moq, 1)) {
        item = candidate;
        await page.click(`.product-card .product-name a[href="${href}"]`);
        break;
      }
    }
    if (!item) throw new Error('no product of the filtered list is in stock');
    await page.waitForFunction(() => location.pathname.startsWith('/product/'));
    await waitForText(item.name);
    const unitShown = async () => page.$eval('[aria-label="Unit price"]', (el) => (el as HTMLElement).innerText.trim());
    const totalShown = async () => page.$eval('[aria-label="Total"]', (el) => (el as HTMLElement).innerText.trim());
    const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    // The price block renders once the product's detail has arrived, which can be after its name shows.
    await page.waitForSelector('[aria-label="Unit price"]', { visible: true });
    expect(await unitShown()).toBe(usd(effectivePrice(item, item.moq)));
    expect(await totalShown()).toBe(usd(roundHalfUp(effectivePrice(item, item.moq) * item.moq, 2)));
    if (item.total_qty > item.moq) {
      await page.click('[aria-label="Increase quantity"]');
      const qty = item.moq + item.qty_step;
      await page.waitForFunction(
        (want: string) => document.querySelector('[aria-label="Total"]')?.textContent?.trim() === want,
        {},
        usd(roundHalfUp(effectivePrice(item, qty) * qty, 2)),
      );
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'shop-product.png'), fullPage: false });
  });

  it('lets a seller list an item with the form; it shows in its category once approved', async () => {
    // Signed in as a demo seller: the session the web app stores after its sign-in call.
    const seller = DEMO_ACCOUNTS.find((a) => a.id === 'demo-seller-2')!;
    const signIn = await api(market.url, 'POST', IDENTITY_API.login, { email: seller.email, password: seller.password });
    const token: string = signIn.body.data.auth.access_token;
    await page.goto(`${market.url}/`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((data) => {
      localStorage.setItem('solar.session.token', data.auth.access_token);
      localStorage.setItem('solar.session.user', JSON.stringify({ user: data.user, role: data.role }));
    }, signIn.body.data);
    await page.goto(`${market.url}/my-solar/seller-overview/sell-an-item`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('form.product-form');

    // An empty form shows the spec's messages under the fields.
    await page.click('form.product-form button[type="submit"]');
    await waitForText(MESSAGES.validation.categoryRequired);
    await waitForText(MESSAGES.product.priceRequired);
    await page.screenshot({ path: join(SCREENSHOTS, 'seller-form-errors.png') });

    const select = async (name: string, index = 1) => {
      const value = await page.$eval(`select[name="${name}"]`, (el, i) => (el as HTMLSelectElement).options[i]!.value, index);
      await page.select(`select[name="${name}"]`, value);
    };
    const type = (name: string, value: string) => page.locator(`form.product-form [name="${name}"]`).fill(value);
    await select('category_id');
    await page.waitForFunction(() => ((document.querySelector('select[name="subcategory_id"]') as HTMLSelectElement | null)?.options.length ?? 0) > 1);
    await select('subcategory_id');
    await type('name', 'Browser Listed 410W Panel');
    await type('description', '<p>Listed from the browser.</p>');
    await type('meta_name', 'Browser Listed 410W Panel');
    await type('meta_description', 'A panel listed through the seller form.');
    await type('price', '149.99');
    await type('cost', '120');
    await type('moq', '1');
    await type('total_qty', '25');
    await type('sku', 'BRW-410');
    await type('part_number', 'PN-BRW-410');
    await select('condition');
    await select('brand_id');
    await page.select('select[name="shipping_type"]', 'free_shipping');
    await type('weight', '45');
    await type('length', '70');
    await type('width', '40');
    await type('height', '2');
    await page.select('select[name="weight_unit"]', 'lb');
    for (const unit of ['length_unit', 'width_unit', 'height_unit']) await page.select(`select[name="${unit}"]`, 'in');

    const picture = join(SCREENSHOTS, 'upload-panel.png');
    writeFileSync(
      picture,
      await sharp({ create: { width: 800, height: 800, channels: 3, background: '#135' } })
        .png()
        .toBuffer(),
    );
    const fileInput = await page.$('input[type="file"]');
    await fileInput!.uploadFile(picture);
    await page.waitForSelector('.product-form img[src*="/files/items/uploads/"]');

    await page.click('form.product-form button[type="submit"]');
    await waitForText(MESSAGES.product.itemSubmitted);
    await page.waitForFunction(() => location.pathname.endsWith('/seller-overview/my-listing'));
    await waitForText('Browser Listed 410W Panel');
    await page.screenshot({ path: join(SCREENSHOTS, 'seller-my-listing.png') });

    // Pending: not public. Approved by an admin: in its category.
    const own = await api(market.url, 'POST', CATALOG_API.myItemsSearch, { query: 'Browser Listed' }, token);
    const listed = own.body.data.items[0] as ItemDetail;
    expect(listed.status).toBe('pending');
    expect(listed.images.length).toBe(3);
    expect((await api(market.url, 'GET', CATALOG_API.item(listed.uuid))).status).toBe(404);
    const admin = tokenFor(market.config, { sub: 'browser-admin', roles: ['admin'] });
    expect((await api(market.url, 'PUT', CATALOG_API.adminItemStatus(listed.uuid), { status: 'approved' }, admin)).status).toBe(200);

    await page.goto(`${market.url}/shop/product/${listed.category!.slug}?sort_by=newest`, { waitUntil: 'networkidle0' });
    await eventually(
      async () => {
        await page.reload({ waitUntil: 'networkidle0' });
        return cardNames();
      },
      (names) => names.includes('Browser Listed 410W Panel'),
      15_000,
    );
  }, 90_000);
});
