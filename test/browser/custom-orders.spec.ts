import { CATALOG_API, CONTENT_API, CUSTOM_ORDER_MESSAGES, productPath, type PageOf, type SellerItemDetail } from '@solar/contracts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium, signedInPage } from '../support/browser';
import { api, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/** Custom orders in Chromium: a buyer posts a request, a seller answers it from the listing, the buyer reads it. */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const BUYER = { email: 'buyer@solar-marketplace.local', password: 'demo-buyer-2026' };
const SELLER = { email: 'seller@solar-marketplace.local', password: 'demo-seller-2026' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeInBrowser('custom orders in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 1 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
  });

  const textOf = (page: Page) => page.evaluate(() => document.body.innerText);
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

  it('asks signed-out visitors to sign in instead of showing the form', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${market.url}/custom-order-fulfillment`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('h1');
    const text = await textOf(page);
    expect(text).toContain('Sign in with a buyer account to post a request');
    expect(await page.$('form[aria-label="Custom order request"]')).toBeNull();
    await shot(page, 'custom-order-fulfillment-signed-out-390');
    await page.close();
  }, 60_000);

  it('lets a buyer post a request, a seller answer it, and the buyer read the answer', async () => {
    for (const width of [390, 1280]) {
      const { page } = await signedInPage(browser, market.url, BUYER, { width, height: 900 });
      await page.goto(`${market.url}/custom-order-fulfillment`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('form[aria-label="Custom order request"] select option[value="1"]');
      await page.click('form[aria-label="Custom order request"] button[type="submit"]');
      await page.waitForFunction((message) => document.body.innerText.includes(message), {}, CUSTOM_ORDER_MESSAGES.categoryRequired);
      if (width === 390) await shot(page, 'custom-order-form-errors-390');
      await page.select('form[aria-label="Custom order request"] select[name="category_id"]', '2');
      await page.type('input[name="quantity"]', width === 390 ? '12' : '3');
      await page.select('select[name="unit"]', width === 390 ? 'pieces' : 'containers');
      await page.type('input[name="target_price"]', '4800');
      await page.$eval(
        'input[name="needed_by"]',
        (input, value) => {
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setter.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        },
        inDays(45),
      );
      await page.select('select[name="state"]', 'AZ');
      await page.type('input[name="city"]', 'Tucson');
      await page.type(
        'textarea[name="description"]',
        'Hybrid inverters, 10 kW, split-phase 120/240 V, UL 1741 SA listed. Delivery to a warehouse with a loading dock.',
      );
      if (width === 1280) {
        const datasheet = join(SCREENSHOTS, 'hybrid-inverter-datasheet.pdf');
        writeFileSync(datasheet, '%PDF-1.4\n%hybrid inverter datasheet\n');
        const input = await page.$('input[type="file"]');
        await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(datasheet);
      }
      const email = await page.$eval('input[name="email"]', (input) => (input as HTMLInputElement).value);
      if (!email) await page.type('input[name="email"]', 'bella@example.com');
      await page.click('form[aria-label="Custom order request"] button[type="submit"]');
      await page.waitForFunction((message) => document.body.innerText.includes(message), {}, CUSTOM_ORDER_MESSAGES.created);
      await page.waitForFunction(() => document.querySelectorAll('#own-requests ~ ul li').length > 0);
      await page.close();
    }

    const listing = await signedInPage(browser, market.url, SELLER, { width: 390, height: 844 });
    await listing.page.goto(`${market.url}/custom-order-listing`, { waitUntil: 'networkidle0' });
    await listing.page.waitForSelector('article');
    const publicText = await textOf(listing.page);
    expect(publicText).toContain('Buyer in Tucson, Arizona');
    expect(publicText).not.toMatch(/Bella|bella@example\.com|buyer@solar-marketplace/);
    const datasheetUrl = await listing.page.$eval('article a[href$="datasheet.pdf"]', (link) => (link as HTMLAnchorElement).href);
    expect((await fetch(datasheetUrl)).status).toBe(200);
    await shot(listing.page, 'custom-order-listing-seller-390');
    const [answerButton] = await listing.page.$$('article button');
    await answerButton!.click();
    // An answer links to one of the seller's own public listings: here a shop item (this marketplace seeds no deals).
    const own = await api<PageOf<SellerItemDetail>>(market.url, 'POST', CATALOG_API.myItemsSearch, { limit: 20 }, listing.token);
    const link = productPath(own.body.data.items.find((item) => item.status === 'approved' && item.is_active === 1)!);
    await listing.page.type('input[name="link"]', link);
    await listing.page.type('textarea[name="message"]', 'We have 3 containers of 10 kW hybrids in Phoenix.');
    await listing.page.click('form[aria-label="Answer this request"] button[type="submit"]');
    await listing.page.waitForFunction(() => document.body.innerText.includes('Answer sent'));
    await listing.page.close();

    const wide = await browser.newPage();
    await wide.setViewport({ width: 1280, height: 900 });
    await wide.goto(`${market.url}/custom-order-listing`, { waitUntil: 'networkidle0' });
    await wide.waitForSelector('article');
    await shot(wide, 'custom-order-listing-1280');
    await wide.close();

    const buyer = await signedInPage(browser, market.url, BUYER, { width: 390, height: 844 });
    await buyer.page.goto(`${market.url}/custom-order-fulfillment`, { waitUntil: 'networkidle0' });
    await buyer.page.waitForFunction(() => document.body.innerText.includes('We have 3 containers'));
    await shot(buyer.page, 'custom-order-fulfillment-buyer-390');
    await buyer.page.setViewport({ width: 1280, height: 900 });
    await shot(buyer.page, 'custom-order-fulfillment-buyer-1280');
    const mine = await api(market.url, 'GET', CONTENT_API.customOrdersMine, undefined, buyer.token);
    expect(mine.body.data.some((order: { answers: Array<{ link: string }> }) => order.answers.some((answer) => answer.link === link))).toBe(true);
    await buyer.page.close();
  }, 120_000);
});
