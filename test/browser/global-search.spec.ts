import { MESSAGES, SEARCH_API, STOREFRONT_API, type DealSearchAnswer, type ItemSearchAnswer, type SuggestionsAnswer } from '@solar/contracts';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium } from '../support/browser';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * The header's global search box in Chromium: grouped suggestions from the real indices (demo items, demo deals,
 * a storefront made through the storefront service), stale answers ignored, each kind of choice going where it
 * should, Enter searching the typed text; and how the list looks on a phone and a desktop.
 */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
// Each test types, waits for answers and follows links several times over: a full page load each, slower when
// the other jest worker is busy too.
jest.setTimeout(180_000);
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const SELLER_ID = 'demo-seller-2';

describeInBrowser('the global search box in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** A word that finds deals, products and the test's store at once. */
  let word: string;
  const storeName = () => `${word} Partners Depot`;

  const suggest = async (query: string) => (await api<SuggestionsAnswer>(market.url, 'POST', SEARCH_API.suggestions, { query })).body.data;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 3, deals: 40 });
    browser = await launchChromium();
    await eventually(
      async () => (await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 1 })).body.data.total,
      (total) => total > 50,
    );
    const deals = await eventually(
      async () => (await api<DealSearchAnswer>(market.url, 'POST', SEARCH_API.publicDeals, { limit: 40 })).body.data.items,
      (items) => items.length > 10,
      60_000,
    );
    // The first word of a deal's title (its brand) that also finds shop items.
    for (const candidate of new Set(deals.map((deal) => deal.name.split(/\s+/)[0]!.toLowerCase()))) {
      const answer = await suggest(candidate);
      if (answer.deals.length && answer.products.length) {
        word = candidate;
        break;
      }
    }
    expect(word).toBeDefined();
    word = word[0]!.toUpperCase() + word.slice(1);

    const seller = tokenFor(market.config, { sub: SELLER_ID, roles: ['seller'] });
    const created = await api(
      market.url,
      'POST',
      STOREFRONT_API.create,
      {
        name: storeName(),
        title: storeName(),
        website: 'https://depot.example.com',
        city: 'Austin',
        address_name: 'Warehouse',
        address: '1 Solar Way',
        zip: '73301',
        about: 'Panels and inverters from stock.',
        shipping_refund: 'Returns within 30 days.',
        terms_conditions: 'Standard terms.',
        privacy_policy: 'We keep your data safe.',
        shipping_policy: 'Ships in 2 days.',
        is_enable: true,
      },
      seller,
    );
    expect(created.status).toBeLessThan(300);
    await eventually(
      () => suggest(word),
      (answer) => answer.stores.some((store) => store.seller_id === SELLER_ID),
      20_000,
    );
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
  });

  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    // Beside another suite on a 2-core machine a page load can take longer than puppeteer's 30 s default.
    page.setDefaultTimeout(60_000);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle2' });
  });
  afterEach(async () => {
    const state = expect.getState();
    if (page && !page.isClosed())
      await page
        .screenshot({ path: join(SCREENSHOTS, `global-search-last-${(state.currentTestName ?? 'test').replace(/\W+/g, '-').slice(0, 60)}.png`) })
        .catch(() => undefined);
    await context.close();
  });

  /** The visible search box (the header has one for wide screens and one for phones). */
  const box = async () => {
    const handles = await page.$$('input[role="combobox"]');
    for (const handle of handles) if (await handle.isVisible()) return handle;
    throw new Error('no visible search box');
  };
  const typeSlowly = async (text: string) => {
    const input = await box();
    await input.click({ count: 3 });
    await input.type(text, { delay: 20 });
    // Until the answer to the whole text is in: the answer to a shorter prefix may be on screen before it. The
    // phone's home page keeps the network busy at times, so after 8 s the last answer is taken as in.
    await page.waitForNetworkIdle({ idleTime: 600, timeout: 8_000 }).catch(() => undefined);
  };
  const listboxOf = async () => `#${await (await box()).evaluate((input) => input.getAttribute('aria-controls'))}`;
  const groupsShown = async () =>
    page.$$eval(`${await listboxOf()} [role="group"]`, (groups) =>
      groups.map((group) => ({
        heading: document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent,
        options: [...group.querySelectorAll('[role="option"]')].map((option) => (option as HTMLElement).innerText),
      })),
    );
  const waitForOptions = async () => page.waitForSelector(`${await listboxOf()} [role="option"]`, { visible: true });
  const path = () => page.evaluate(() => location.pathname + location.search);

  it('shows suggestions grouped in Solar Deals, in Products and in Stores while typing, five at most in each', async () => {
    await typeSlowly(word);
    await waitForOptions();
    const groups = await groupsShown();
    expect(groups.map((group) => group.heading)).toEqual([MESSAGES.search.groupDeals, MESSAGES.search.groupProducts, MESSAGES.search.groupStores]);
    for (const group of groups) expect(group.options.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.options.length).toBeLessThanOrEqual(5);
    expect(groups[2]!.options).toContain(`${storeName()}\n${MESSAGES.search.storeLabel}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'global-search-1280.png') });
  });

  it('ignores the answer to an earlier query that arrives after the newer one', async () => {
    await page.setRequestInterception(true);
    let first = true;
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.url().endsWith(SEARCH_API.suggestions) && first) {
        first = false;
        // The first suggestion request is held back 1.5 s: its answer, if it still arrives, comes last.
        setTimeout(() => void request.continue().catch(() => undefined), 1500);
        return;
      }
      void request.continue();
    });
    const input = await box();
    await input.type('zzzz', { delay: 10 });
    await new Promise((resolve) => setTimeout(resolve, 400)); // the first request goes out (and is held)
    await input.click({ count: 3 });
    await input.type(word, { delay: 10 });
    await waitForOptions();
    const fresh = await groupsShown();
    await new Promise((resolve) => setTimeout(resolve, 2000)); // past the held answer
    expect(await groupsShown()).toEqual(fresh);
    expect(fresh.length).toBe(3);
  });

  it('sends a product to the shop search, a store to its storefront and a deal to the deal search with its title', async () => {
    const answer = await suggest(word);
    const product = answer.products[0]!;
    const deal = answer.deals[0]!;
    const store = answer.stores.find((s) => s.seller_id === SELLER_ID)!;

    const choose = async (name: string) => {
      await typeSlowly(word);
      await waitForOptions();
      const option = await page.waitForSelector(`::-p-xpath(//*[@role="option"][.//span[normalize-space(text())=${JSON.stringify(name)}]])`);
      const before = await path();
      await option!.click();
      await page.waitForFunction((was: string) => location.pathname + location.search !== was, {}, before);
      const landed = await path();
      await page.goto(`${market.url}/`, { waitUntil: 'networkidle2' });
      return decodeURIComponent(landed.replace(/\+/g, ' '));
    };
    expect(await choose(product.name)).toBe(`/shop/find?q=${product.name.toLowerCase()}`);
    expect(await choose(store.title)).toMatch(new RegExp(`^/storefront/[a-z0-9-]+/${SELLER_ID}$`));
    expect(await choose(deal.title)).toBe(`/trader/find?q=${deal.title.toLowerCase()}`);
  });

  it('chooses with the arrow keys and Enter, closes with Escape, and searches the typed text on Enter', async () => {
    await typeSlowly(word);
    await waitForOptions();
    const input = await box();
    await page.keyboard.press('Escape');
    expect(await input.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('false');

    await page.keyboard.press('ArrowDown');
    expect(await input.evaluate((el) => el.getAttribute('aria-activedescendant'))).toBeTruthy();
    const firstDeal = (await suggest(word)).deals[0]!;
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/trader/find');
    expect(decodeURIComponent((await path()).replace(/\+/g, ' '))).toBe(`/trader/find?q=${firstDeal.title.toLowerCase()}`);

    await page.goto(`${market.url}/`, { waitUntil: 'networkidle2' });
    await typeSlowly(`${word} kit`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/shop/find');
    expect(decodeURIComponent((await path()).replace(/\+/g, ' '))).toBe(`/shop/find?q=${word.toLowerCase()} kit`);
  });

  it('fits the list on a 390 px wide phone', async () => {
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle2' });
    await typeSlowly(word);
    await waitForOptions();
    const box390 = await page.$eval(await listboxOf(), (list) => {
      const rect = list.getBoundingClientRect();
      return { left: rect.left, right: rect.right, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(box390.left).toBeGreaterThanOrEqual(0);
    expect(box390.right).toBeLessThanOrEqual(390);
    expect(box390.scrollWidth).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENSHOTS, 'global-search-390.png') });
  });
});
