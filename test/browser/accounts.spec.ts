import { MESSAGES } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { readMailbox } from '@solar/platform';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium } from '../support/browser';
import { eventually, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/** Accounts in Chromium: sign up with the mailed code, sign in, the menu by role, sign out. */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const V = MESSAGES.validation;
const A = MESSAGES.account;

describeInBrowser('accounts in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 1 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
  });

  let context: BrowserContext;
  // Each test in its own context: a session stored by one test must not sign in the next.
  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await context.close();
  });

  const textOf = (selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());
  const bodyText = () => page.evaluate(() => document.body.innerText);
  const waitForText = (text: string) => page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout: 10_000 }, text);

  async function fill(fields: Record<string, string>) {
    for (const [name, value] of Object.entries(fields)) {
      const input = await page.waitForSelector(`input[name="${name}"]`, { visible: true });
      await input!.click({ count: 3 });
      await input!.type(value);
    }
  }
  /** Submits the form that holds the named input, as pressing its submit button does. */
  const submitFormOf = (inputName: string) =>
    page.$eval(`input[name="${inputName}"]`, (input) => {
      const form = (input as HTMLInputElement).form!;
      (form.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });

  async function signInThroughPage(email: string, password: string) {
    await page.goto(`${market.url}/login`, { waitUntil: 'networkidle0' });
    await fill({ email, password });
    await submitFormOf('password');
    await page.waitForSelector('.account-menu', { visible: true, timeout: 10_000 });
  }

  /** The account dropdown's entries, after opening it. */
  async function accountMenuEntries(): Promise<string[]> {
    await page.click('.account-menu .dropdown-toggle');
    await page.waitForSelector('.account-menu .dropdown-menu.show', { visible: true });
    return page.$$eval('.account-menu .dropdown-menu .dropdown-item', (items) => items.map((i) => (i as HTMLElement).innerText.trim()));
  }

  it('shows the spec messages under the sign-up fields', async () => {
    await page.goto(`${market.url}/register`, { waitUntil: 'networkidle0' });
    await fill({ firstname: 'R2D2', email: 'not-an-email', password: 'short', password_confirmation: 'other' });
    await submitFormOf('firstname');
    await waitForText(V.nameLettersOnly);
    const text = await bodyText();
    for (const message of [V.nameLettersOnly, V.lastNameRequired, V.emailInvalid, V.passwordMinLength, V.passwordConfirmMismatch]) {
      expect(text).toContain(message);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'register-errors.png') });
  });

  it('signs up, confirms the mailed code, signs in, sees the buyer menu and signs out', async () => {
    const email = `browser.${Date.now()}@example.com`;
    const password = 'panels-in-the-sun';
    await page.goto(`${market.url}/register`, { waitUntil: 'networkidle0' });
    await fill({ firstname: 'Nora', lastname: 'Sol', email, password, password_confirmation: password });
    await submitFormOf('firstname');

    const mail = await eventually(
      async () => readMailbox(market.dataDir, email),
      (list) => list.length > 0,
    );
    const code = /\b(\d{6})\b/.exec(mail[0].text)![1];
    await fill({ code });
    await submitFormOf('code');

    // Verified: the sign-in form follows with the email filled in.
    await page.waitForFunction(
      (e: string) => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === e,
      { timeout: 10_000 },
      email,
    );
    await page.waitForSelector('input[name="password"]', { visible: true });
    await page.type('input[name="password"]', password);
    await submitFormOf('password');
    await waitForText(MESSAGES.toast.loggedIn);
    await page.waitForSelector('.account-menu', { visible: true });
    expect(await textOf('.account-menu .dropdown-toggle')).toContain('Nora Sol');

    const entries = await accountMenuEntries();
    expect(entries).toEqual(expect.arrayContaining([A.myPurchases, A.myTraderBids, A.myTraderPurchases, A.wishlist, A.myAccount, A.signOut]));
    expect(entries).not.toContain(A.myStore);
    await page.screenshot({ path: join(SCREENSHOTS, 'account-menu-buyer.png') });

    await page.click('.account-menu .dropdown-menu button.dropdown-item');
    await page.waitForFunction(() => !document.querySelector('.account-menu'), { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await bodyText()).toContain(A.signIn);
    // Signed out, the browser is a guest again: the only token it keeps is a fresh guest session's, never the account's.
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((k) => /token|session/i.test(k) && localStorage.getItem(k))
          .map((k) => [k, localStorage.getItem(k)!]),
      ),
    );
    expect(Object.keys(stored).filter((k) => k !== 'solar.guest.token')).toEqual([]);
    if (stored['solar.guest.token']) {
      const claims = JSON.parse(Buffer.from(stored['solar.guest.token'].split('.')[1], 'base64url').toString('utf8')) as { sub: string; roles?: string[] };
      expect(claims.sub).toMatch(/^guest-/);
      expect(claims.roles ?? []).toEqual([]);
    }
  });

  it('gives a user with both roles the seller items and the Bid/Offer menu', async () => {
    const trader = DEMO_ACCOUNTS.find((a) => a.roles.includes('seller') && a.roles.includes('customer'))!;
    await signInThroughPage(trader.email, trader.password);
    const entries = await accountMenuEntries();
    expect(entries).toEqual(expect.arrayContaining([A.myStore, A.myTraderListings, A.myTraderOffers, A.myStorefront, A.myPurchases, A.myTraderBids]));
    // My Trader Purchases is for customers who are not sellers.
    expect(entries).not.toContain(A.myTraderPurchases);
    await page.keyboard.press('Escape');
    const bidOffer = await page.$$eval('.dropdown-menu a', (links) => links.map((l) => (l as HTMLElement).textContent?.trim()));
    expect(bidOffer).toEqual(expect.arrayContaining([A.sellingOffers, A.myBids]));
    await page.screenshot({ path: join(SCREENSHOTS, 'account-menu-trader.png') });
  });

  it('keeps a buyer out of the seller area and a visitor out of the account area', async () => {
    await page.goto(`${market.url}/my-solar/user-setting`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname === '/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-solar/user-setting');

    const buyer = DEMO_ACCOUNTS.find((a) => a.id === 'demo-buyer-1')!;
    await signInThroughPage(buyer.email, buyer.password);
    await page.goto(`${market.url}/my-solar/seller-overview/my-listing`, { waitUntil: 'networkidle0' });
    await waitForText('Become a seller');
    await page.screenshot({ path: join(SCREENSHOTS, 'seller-area-refused.png') });
  });
});
