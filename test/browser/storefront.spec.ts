import { CATEGORIES, MESSAGES } from '@solar/contracts';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium } from '../support/browser';
import { eventually, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/** The storefront in Chromium, served by the single-machine marketplace. */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');

describeInBrowser('the storefront in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 2 });
    await eventually(
      async () =>
        (
          await (
            await fetch(`${market.url}/v1/client/items/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"limit":1}' })
          ).json()
        ).data.total,
      (total: number) => total >= 30,
    );
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
  });

  beforeEach(async () => {
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await page.close();
  });

  it('shows the 20 menu categories and their subcategories on the home page, from the API', async () => {
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.category-card');
    const cards = await page.$$eval('.category-card', (els) =>
      els.map((el) => ({
        name: el.querySelector('.category-title')?.textContent?.trim(),
        pills: [...el.querySelectorAll('.pill-link')].map((a) => a.textContent?.trim()),
        links: [...el.querySelectorAll('.pill-link')].map((a) => a.getAttribute('href')),
      })),
    );
    expect(cards.map((c) => c.name)).toEqual(CATEGORIES.map((c) => c.name));
    const panels = cards.find((c) => c.name === 'Solar Panels')!;
    expect(panels.pills).toContain('Bifacial Panels');
    expect(panels.links).toContain('/shop/product/solar-panels/bifacial-panels');
    const cables = cards.find((c) => c.name === 'PV Cables')!;
    // A slash in a subcategory name becomes '!' in its slug.
    expect(cables.links).toContain('/shop/product/pv-cables/ac!dc-cables');
    expect(await page.$eval('footer', (el) => el.textContent)).toContain(MESSAGES.footer.text);
    await page.screenshot({ path: join(SCREENSHOTS, 'home-1280.png'), fullPage: false });
  });

  it('opens a category page from the home page with the browser router', async () => {
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.category-card .category-title');
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/shop/product/solar-inverters'),
      page.click('a.category-title[href="/shop/product/solar-inverters"]'),
    ]);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Solar Inverters'));
  });

  it('shows the not-found page for an unknown path, and its button goes home', async () => {
    await page.goto(`${market.url}/no/such/page`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('h1');
    const body = await page.$eval('body', (el) => el.innerText);
    expect(body).toContain(MESSAGES.notFoundPage.heading);
    expect(body).toContain(MESSAGES.notFoundPage.text);
    const [button] = await page.$$(
      `xpath/.//a[normalize-space()="${MESSAGES.notFoundPage.button}"] | .//button[normalize-space()="${MESSAGES.notFoundPage.button}"]`,
    );
    expect(button).toBeDefined();
    await page.screenshot({ path: join(SCREENSHOTS, 'not-found.png') });
    await Promise.all([page.waitForFunction(() => location.pathname === '/'), (button as unknown as { click(): Promise<void> }).click()]);
  });

  it('hides the header and footer on the sign-in page', async () => {
    await page.goto(`${market.url}/login`, { waitUntil: 'networkidle0' });
    expect(await page.$('header')).toBeNull();
    expect(await page.$('footer')).toBeNull();
    await page.goto(`${market.url}/shop/cart`, { waitUntil: 'networkidle0' });
    expect(await page.$('header')).not.toBeNull();
    expect(await page.$('footer')).not.toBeNull();
  });

  it('fits a phone screen', async () => {
    await page.setViewport({ width: 390, height: 844, isMobile: true });
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.category-card');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'home-390.png') });
  });

  it('opens a subcategory from the mobile category drawer', async () => {
    await page.setViewport({ width: 390, height: 844, isMobile: true });
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    await page.click('button[aria-label="Shop by category"]');
    await page.waitForSelector('#category-drawer.show');
    await page.click('#category-drawer button[data-bs-target="#category-drawer-1"]');
    await page.waitForSelector('#category-drawer-1.show a[href="/shop/product/solar-panels/bifacial-panels"]', { visible: true });
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/shop/product/solar-panels/bifacial-panels'),
      page.click('#category-drawer-1 a[href="/shop/product/solar-panels/bifacial-panels"]'),
    ]);
    // The drawer closes once the page changes.
    await page.waitForFunction(() => !document.querySelector('#category-drawer.show'));
    await page.screenshot({ path: join(SCREENSHOTS, 'subcategory-390.png') });
  });
});
