import { CONTACT_MASKS } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium, signedInPage } from '../support/browser';
import { startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/**
 * The site's chat widget as support chat, in two browsers: a guest on a phone opens the widget and writes; an admin
 * on a desktop finds the thread in the Support inbox with its unread count, opens it and answers; the guest sees
 * the answer without reloading, and finds the conversation again after a reload. The widget is not on a trader
 * chat page.
 */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const QUESTION = 'Hi! Do you deliver 550W panels to Hawaii? Mail me at lea@example.com';
const ANSWER = 'Yes: by sea freight from Oakland, about three weeks.';

describeInBrowser('the support chat in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 1 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    for (const [index, page] of pages.entries()) {
      if (!page.isClosed()) await page.screenshot({ path: join(SCREENSHOTS, `support-chat-last-${index}.png`) }).catch(() => undefined);
    }
    await browser?.close();
    await market?.stop();
  });

  const waitForText = (page: Page, text: string, within = 'body', timeout = 20_000) =>
    page.waitForFunction(
      (t: string, selector: string) => (document.querySelector(selector) as HTMLElement | null)?.innerText.includes(t) ?? false,
      { timeout },
      text,
      within,
    );
  const launcher = 'button.support-launcher';
  const panel = '#support-panel';

  async function guestPage(viewport = { width: 390, height: 844 }): Promise<Page> {
    const page = await (await browser.createBrowserContext()).newPage();
    pages.push(page);
    await page.setViewport(viewport);
    return page;
  }

  it('takes a guest’s question to the Support inbox, and the admin’s answer back live', async () => {
    const guest = await guestPage();
    const chunks: string[] = [];
    guest.on('request', (request) => chunks.push(request.url()));
    await guest.goto(`${market.url}/`, { waitUntil: 'load' });

    // The widget comes once the page is idle, as a chunk of its own the page's first load did not carry.
    await guest.waitForSelector(launcher, { visible: true, timeout: 20_000 });
    const widgetChunk = chunks.find((url) => /\/assets\/SupportWidget-[^/]+\.js$/.test(url));
    expect(widgetChunk).toBeDefined();
    const html = await (await fetch(`${market.url}/`)).text();
    expect(html).not.toContain(widgetChunk!.split('/').pop());
    // Nobody yet: opening the widget asks the server nothing and opens no socket.
    const before = chunks.length;
    await guest.click(launcher);
    await guest.waitForSelector(panel, { visible: true });
    await waitForText(guest, 'Ask us about products', panel);
    expect(chunks.slice(before).filter((url) => /support|socket\.io|guest-login/.test(url))).toEqual([]);

    // The panel is a sheet across a phone's width.
    const box = (await (await guest.$(panel))!.boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    await guest.type(`${panel} textarea`, QUESTION);
    await guest.keyboard.press('Enter');
    await waitForText(guest, 'Do you deliver 550W panels to Hawaii?', panel);
    // Contact details are hidden, as in the trader chat.
    await waitForText(guest, CONTACT_MASKS.email, panel);
    await guest.screenshot({ path: join(SCREENSHOTS, 'support-widget-open-390.png') });

    // The admin finds it first in the Support inbox, unread.
    const admin = (
      await signedInPage(
        browser,
        market.url,
        DEMO_ACCOUNTS.find((a) => a.roles.includes('admin'))!,
      )
    ).page;
    pages.push(admin);
    await admin.goto(`${market.url}/trader/trader-admin/support`, { waitUntil: 'networkidle0' });
    const firstRow = 'ul[aria-label="Conversations"] li:first-child';
    await admin.waitForSelector(firstRow);
    await waitForText(admin, 'Guest', firstRow);
    await waitForText(admin, '1 unread', firstRow);
    await waitForText(admin, 'Do you deliver 550W panels', firstRow);
    // Live: the guest's second message raises the count without a reload.
    await guest.type(`${panel} textarea`, 'Thanks in advance!');
    await guest.keyboard.press('Enter');
    await waitForText(admin, '2 unread', firstRow);
    await admin.screenshot({ path: join(SCREENSHOTS, 'support-inbox-1280.png') });

    // Opening the thread reads it; the admin answers.
    await admin.click(`${firstRow} button`);
    const thread = 'section[aria-labelledby="support-thread-head"]';
    await waitForText(admin, 'Thanks in advance!', thread);
    await waitForText(admin, CONTACT_MASKS.email, thread);
    expect(await admin.$eval(thread, (element) => (element as HTMLElement).innerText.includes('lea@example.com'))).toBe(false);
    await admin.waitForFunction(
      (selector: string) => !(document.querySelector(selector) as HTMLElement).innerText.includes('unread'),
      { timeout: 20_000 },
      firstRow,
    );
    await admin.type(`${thread} textarea`, ANSWER);
    await admin.keyboard.press('Enter');
    await waitForText(admin, ANSWER, thread);
    await admin.screenshot({ path: join(SCREENSHOTS, 'support-inbox-thread-1280.png') });

    // The guest sees the answer without reloading.
    await waitForText(guest, ANSWER, panel);
    await guest.screenshot({ path: join(SCREENSHOTS, 'support-widget-answer-390.png') });

    // Closed, the widget's button counts a new answer; after a reload the conversation is still there.
    await guest.click(`${panel} button.btn-close`);
    await admin.type(`${thread} textarea`, 'Anything else we can help with?');
    await admin.keyboard.press('Enter');
    await guest.waitForSelector(`${launcher} .support-launcher-badge`, { visible: true, timeout: 20_000 });
    await guest.screenshot({ path: join(SCREENSHOTS, 'support-widget-closed-390.png') });
    await guest.reload({ waitUntil: 'load' });
    await guest.waitForSelector(launcher, { visible: true, timeout: 20_000 });
    await guest.click(launcher);
    await waitForText(guest, 'Anything else we can help with?', panel);
    await waitForText(guest, 'Do you deliver 550W panels to Hawaii?', panel);

    // The same widget and inbox on a desktop and on a phone.
    await guest.setViewport({ width: 1280, height: 900 });
    await guest.screenshot({ path: join(SCREENSHOTS, 'support-widget-open-1280.png') });
    await admin.setViewport({ width: 390, height: 844 });
    await admin.screenshot({ path: join(SCREENSHOTS, 'support-inbox-thread-390.png') });
    await admin.goto(`${market.url}/trader/trader-admin/support`, { waitUntil: 'networkidle0' });
    await admin.waitForSelector(firstRow);
    await admin.screenshot({ path: join(SCREENSHOTS, 'support-inbox-390.png') });
    // The admin area shows no widget of its own.
    expect(await admin.$(launcher)).toBeNull();
  }, 180_000);

  it("keeps its button clear of a form's action bar, and the back-to-top button clear of both, on a phone", async () => {
    const seller = (
      await signedInPage(
        browser,
        market.url,
        DEMO_ACCOUNTS.find((a) => a.id === 'demo-seller-2')!,
        { width: 390, height: 844 },
      )
    ).page;
    pages.push(seller);
    await seller.goto(`${market.url}/trader/create-deal`, { waitUntil: 'networkidle0' });
    await seller.waitForSelector('form.product-form .product-form-actions');
    await seller.waitForSelector(launcher, { visible: true, timeout: 20_000 });
    // Down the form, past where the back-to-top button shows, with the bar stuck to the screen's bottom.
    await seller.evaluate(() => window.scrollTo(0, 900));
    await seller.waitForSelector('.scroll-to-top', { visible: true });
    const barStuck = await seller.$eval('.product-form-actions', (bar) => Math.abs(bar.getBoundingClientRect().bottom - window.innerHeight) < 2);
    expect(barStuck).toBe(true);
    const layout = await seller.evaluate(() => {
      const box = (element: Element | null) => element!.getBoundingClientRect().toJSON() as DOMRect;
      return {
        buttons: [...document.querySelectorAll('.product-form-actions > *')].map(box),
        launcher: box(document.querySelector('button.support-launcher')),
        up: box(document.querySelector('.scroll-to-top')),
      };
    });
    const apart = (a: DOMRect, b: DOMRect) => a.bottom <= b.top || a.top >= b.bottom || a.right <= b.left || a.left >= b.right;
    for (const button of layout.buttons) {
      expect(apart(layout.launcher, button)).toBe(true);
      expect(apart(layout.up, button)).toBe(true);
    }
    expect(apart(layout.up, layout.launcher)).toBe(true);
    await seller.screenshot({ path: join(SCREENSHOTS, 'support-widget-form-bar-390.png') });
  }, 60_000);

  it('is not on a trader chat page', async () => {
    const buyer = (
      await signedInPage(
        browser,
        market.url,
        DEMO_ACCOUNTS.find((a) => a.id === 'demo-buyer-1')!,
        { width: 390, height: 844 },
      )
    ).page;
    pages.push(buyer);
    // The sign-in left the page on the home page, where the widget may still be on its way: off it first, so every
    // request counted is the chat page's.
    await buyer.goto('about:blank');
    const chunks: string[] = [];
    buyer.on('request', (request) => chunks.push(request.url()));
    await buyer.goto(`${market.url}/trader/chat/buyer`, { waitUntil: 'networkidle0' });
    // Longer than the widget waits for an idle moment after the page's load.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await buyer.$(launcher)).toBeNull();
    expect(chunks.filter((url) => url.includes('/assets/SupportWidget-'))).toEqual([]);
    // Back on a shop page, it comes.
    await buyer.goto(`${market.url}/shop/cart`, { waitUntil: 'load' });
    await buyer.waitForSelector(launcher, { visible: true, timeout: 20_000 });
  }, 60_000);
});
