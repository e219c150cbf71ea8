import { ADMIN_API, MERCHANDISING_API, SEARCH_API, type ItemSearchAnswer, type MerchandisingEntryView } from '@solar/contracts';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium } from '../support/browser';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * The home page on a phone: a shopper reaches the curated deals and the popular products within three screens,
 * past the categories, which a phone shows as a compact grid (their subcategory pills are for wider screens).
 */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const LAPTOP = { width: 1280, height: 800, deviceScaleFactor: 1 };

describeInBrowser('the home page on a phone', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 2 });
    browser = await launchChromium();
    // The admin's hot products: the home page's row of deals, four of them (two rows of cards in a grid).
    const hits = await eventually(
      async () =>
        (await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 4, where: { category_slug: 'solar-panels' } })).body.data.items,
      (items) => items.length >= 2,
    );
    const more = (await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 2, where: { category_slug: 'solar-inverters' } })).body.data
      .items;
    const admin = tokenFor(market.config, { sub: 'browser-admin', roles: ['admin'] });
    const refs = [...hits, ...more].slice(0, 4).map((hit) => hit.uuid);
    await eventually(
      async () => (await api(market.url, 'PUT', ADMIN_API.merchandising('hot-products'), { refs }, admin)).status,
      (status) => status === 200,
    );
    await eventually(
      async () => (await api<MerchandisingEntryView[]>(market.url, 'GET', MERCHANDISING_API.list('hot-products'))).body.data,
      (entries) => entries.length === refs.length,
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
  });

  /** Where each part of the home page starts, in CSS pixels from the top of the page, once it has rendered. */
  async function offsets(viewport: typeof PHONE | typeof LAPTOP, name: string) {
    const context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport(viewport);
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('section[aria-label="Hot products"] .product-card', { timeout: 15_000 });
    await page.waitForSelector('.popular-products .product-card', { timeout: 15_000 });
    const found = await page.evaluate(() => {
      const top = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : null;
      };
      return {
        categories: top('#categories'),
        deals: top('section[aria-label="Hot products"]'),
        popular: top('.popular-products'),
        height: document.documentElement.scrollHeight,
        pills: [...document.querySelectorAll<HTMLElement>('#categories .pill-link')].filter((pill) => pill.offsetParent !== null).length,
        categoryLinks: [...document.querySelectorAll<HTMLElement>('#categories .category-title')].filter((link) => link.offsetParent !== null).length,
      };
    });
    await page.screenshot({ path: join(SCREENSHOTS, `home-${name}.png`), fullPage: true });
    await context.close();
    return found;
  }

  it('shows the deals and the popular products within three screens at 390 px, every category still a tap away', async () => {
    const phone = await offsets(PHONE, 'phone-390');
    expect(phone.deals).not.toBeNull();
    expect(phone.popular).not.toBeNull();
    expect(phone.deals!).toBeLessThan(3 * PHONE.height);
    expect(phone.popular!).toBeLessThan(3 * PHONE.height);
    expect(phone.categoryLinks).toBe(20);
    expect(phone.pills).toBe(0);
  }, 60_000);

  it('keeps the categories with their subcategories on a laptop', async () => {
    const laptop = await offsets(LAPTOP, 'laptop-1280');
    expect(laptop.categoryLinks).toBe(20);
    expect(laptop.pills).toBeGreaterThan(20);
    expect(laptop.categories!).toBeLessThan(laptop.deals!);
    expect(laptop.deals!).toBeLessThan(laptop.popular!);
  }, 60_000);
});
