import { CATALOG_API, MESSAGES, ORDER_STATUS_LABELS, SANDBOX_TEST_CARDS, SEARCH_API, type ItemDetail, type ItemSearchAnswer } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium } from '../support/browser';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/** The buyer's whole path in Chromium: a guest cart, signing in, checking out, and looking the order up. */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const buyer = DEMO_ACCOUNTS.find((a) => a.email === 'buyer@solar-marketplace.local')!;

describeInBrowser('checkout in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let product: ItemDetail;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 2 });
    browser = await launchChromium();
    const hits = (await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 30 })).body.data.items;
    const details = await Promise.all(hits.map(async (h) => (await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(h.uuid))).body.data));
    product = details.find((d) => d.qty_step === 1 && d.max_qty === 0)!;
    const seller = tokenFor(market.config, { sub: product.owner_id, roles: ['seller'] });
    await api(market.url, 'POST', CATALOG_API.bulkUpdate, { items: [{ uuid: product.uuid, total_qty: 9, moq: 1 }] }, seller);
    product = await eventually(
      async () => (await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(product.uuid))).body.data,
      (d) => d.total_qty === 9 && d.moq === 1,
    );
  }, 120_000);

  afterEach(async () => {
    const state = expect.getState();
    if (page && !page.isClosed())
      await page
        .screenshot({ path: join(SCREENSHOTS, `checkout-last-${(state.currentTestName ?? 'test').replace(/\W+/g, '-').slice(0, 60)}.png`) })
        .catch(() => undefined);
    await context?.close();
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

  const waitForText = (text: string, timeout = 15_000) => page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `checkout-${name}.png`), fullPage: true });
  async function fill(fields: Record<string, string>) {
    for (const [name, value] of Object.entries(fields)) {
      const input = await page.waitForSelector(`input[name="${name}"]`, { visible: true });
      await input!.click({ count: 3 });
      await input!.type(value);
    }
  }
  const clickButton = (text: string) =>
    page.evaluate((t: string) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.innerText.trim() === t && !b.disabled);
      if (!button) throw new Error(`no enabled button '${t}'`);
      button.click();
    }, text);

  it('a guest fills a cart, signs in, checks out with the test card and finds the confirmed order', async () => {
    // A guest adds the item from its product page.
    await page.goto(`${market.url}/product/${product.id}/x`, { waitUntil: 'networkidle0' });
    await clickButton('Add to cart');
    await waitForText(MESSAGES.toast.itemAddedToCart);
    await page.click('.mini-cart > button');
    await page.waitForSelector('.mini-cart .dropdown-menu.show', { visible: true });
    expect(await page.$eval('.mini-cart .dropdown-menu', (el) => (el as HTMLElement).innerText)).toContain(product.name);
    await shot('1-mini-cart');

    // Signing in brings the guest's cart into the account.
    await page.goto(`${market.url}/login`, { waitUntil: 'networkidle0' });
    await fill({ email: buyer.email, password: buyer.password });
    await page.$eval('input[name="password"]', (input) =>
      ((input as HTMLInputElement).form!.querySelector('button[type="submit"]') as HTMLButtonElement).click(),
    );
    await page.waitForSelector('.account-menu', { visible: true, timeout: 15_000 });
    await page.goto(`${market.url}/shop/cart`, { waitUntil: 'networkidle0' });
    await waitForText(product.name);
    await shot('2-cart-signed-in');

    // Checkout: an empty submit shows the form's messages; then the real details and the success card.
    await page.goto(`${market.url}/shop/checkout`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="shipping.firstname"]', { visible: true });
    expect(await page.$('header.site-header')).toBeNull();
    await fill({ 'shipping.email': 'not-an-email' });
    await clickButton('Place order');
    await waitForText(MESSAGES.validation.checkoutEmailInvalid);
    await fill({
      'shipping.firstname': 'Bella',
      'shipping.lastname': 'Buyer',
      'shipping.phone': '5125550100',
      'shipping.email': 'bella.browser@example.com',
      'shipping.address': '12 Sun Street',
      'shipping.unit': 'Suite 4',
      'shipping.city': 'Austin',
      'shipping.zip': '78701',
      'payment.card_holder_name': 'Bella Buyer',
      'payment.card_number': SANDBOX_TEST_CARDS.succeeds,
      'payment.cvc': '123',
      'payment.expiry_date': '12/30',
    });
    await page.select('select[name="shipping.state"]', 'TX');
    await waitForText('Tax');
    await shot('3-checkout');
    await clickButton('Place order');
    await page.waitForFunction(() => location.pathname.startsWith('/shop/checkout/confirmation/'), { timeout: 15_000 });
    const orderNumber = decodeURIComponent(await page.evaluate(() => location.pathname.split('/').pop()!));
    await waitForText(ORDER_STATUS_LABELS.confirmed, 20_000);
    await shot('4-confirmation');

    // Anyone with the number and the e-mail can follow it on the order-status page.
    const lookup = await browser.createBrowserContext();
    const other = await lookup.newPage();
    try {
      page = other;
      await page.goto(`${market.url}/order-status`, { waitUntil: 'networkidle0' });
      await fill({ order_number: orderNumber, email: 'bella.browser@example.com' });
      await clickButton('Find my order');
      await waitForText(ORDER_STATUS_LABELS.confirmed);
      await waitForText(product.name);
      await shot('5-order-status');
    } finally {
      await lookup.close();
    }
    const after = await eventually(
      async () => (await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(product.uuid))).body.data,
      (d) => d.total_qty === 8,
    );
    expect(after.stock).toBe(8);
  }, 120_000);

  it('the cart works on a 390 px phone: each line a card with its picture, price, stepper, total and remove, nothing wider than the screen', async () => {
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.goto(`${market.url}/product/${product.id}/x`, { waitUntil: 'networkidle0' });
    await clickButton('Add to cart');
    await waitForText(MESSAGES.toast.itemAddedToCart);
    await page.goto(`${market.url}/shop/cart`, { waitUntil: 'networkidle0' });
    await waitForText(product.name);
    await shot('cart-390');

    // Nothing to scroll sideways, and every control of the line within the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const boxes = await page.$eval('.cart-line', (line) =>
      ['img, .bi-image', 'a.cart-line-name', 'input[type="number"]', 'button[aria-label^="Remove"]'].map((selector) => {
        const box = line.querySelector(selector)!.getBoundingClientRect();
        return { selector, left: box.left, right: box.right, width: box.width };
      }),
    );
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
      expect(box.width).toBeGreaterThan(0);
    }
    // The stepper works there: one more unit, and the line total follows.
    const lineBefore = await page.$eval('.cart-line', (line) => (line as HTMLElement).innerText);
    await page.click('.cart-line button[aria-label="Increase quantity"]');
    await page.waitForFunction((before: string) => (document.querySelector('.cart-line') as HTMLElement).innerText !== before, { timeout: 15_000 }, lineBefore);
    expect(await page.$eval('.cart-line input', (input) => (input as HTMLInputElement).value)).toBe('2');

    await page.setViewport({ width: 1280, height: 900 });
    await shot('cart-1280');
  }, 120_000);
});
