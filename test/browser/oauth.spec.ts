import { MESSAGES, OAUTH_MESSAGES, oauthReturnPath } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium } from '../support/browser';
import { startTestMarketplace, TOPOLOGY, type TestMarketplace } from '../support/marketplace';
import { startOpenIdProvider, type TestOpenIdProvider } from '../support/openid-provider';
import { ACCOUNT_TEXT } from '../../web/src/accounts/text';

/**
 * Continue with Google in Chromium, against a real OpenID provider on this machine (oidc-provider) standing in
 * for Google: the button on the sign-in modal, the provider's login page, and back on the site signed in. The
 * provider sends the browser back to the site's own address, so the site runs on a port chosen beforehand.
 */
const describeInBrowser = browserAvailable() && TOPOLOGY === 'single-machine' ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const buyer = DEMO_ACCOUNTS.find((account) => account.email === 'buyer@solar-marketplace.local')!;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeInBrowser('sign-in with Google in a browser', () => {
  let market: TestMarketplace;
  let google: TestOpenIdProvider;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const port = await freePort();
    const site = `http://localhost:${port}`;
    google = await startOpenIdProvider({ name: 'google', redirectUris: [site + oauthReturnPath('google')], claimsInIdToken: true });
    market = await startTestMarketplace({
      itemsPerCategory: 1,
      port,
      identity: { publicUrl: site, oauth: { google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret } } },
    });
    expect(market.url).toBe(site);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
    await google?.stop();
  });

  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  const waitForText = (text: string) => page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout: 15_000 }, text);

  /** Header's Sign in, then the modal's Continue with Google: the browser goes to the provider. */
  async function continueWithGoogle(from: string, screenshot?: string) {
    await page.goto(`${market.url}${from}`, { waitUntil: 'networkidle0' });
    await page.locator(`header ::-p-text(${MESSAGES.account.signIn})`).click();
    const button = await page.waitForSelector(`[role="dialog"] a[data-provider="google"]`, { visible: true });
    expect(await button!.evaluate((a) => (a as HTMLElement).innerText.trim())).toBe(OAUTH_MESSAGES.continueWith('google'));
    if (screenshot) await page.screenshot({ path: join(SCREENSHOTS, screenshot) });
    await Promise.all([page.waitForNavigation(), button!.click()]);
    expect(new URL(page.url()).origin).toBe(google.issuer);
  }

  /** The provider's own login page: any login is an account there, its email the login. */
  async function signInAtGoogle(email: string) {
    await page.waitForSelector('input[name="login"]', { visible: true });
    await page.type('input[name="login"]', email);
    await page.type('input[name="password"]', 'any password');
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  }

  it.each([
    ['phone', 390, 844],
    ['desktop', 1280, 900],
  ])('a new visitor (%s) clicks Continue with Google on the sign-in modal and comes back signed in where they were', async (label, width, height) => {
    await page.setViewport({ width, height });
    await continueWithGoogle('/brands', `oauth-sign-in-modal-${width}.png`);
    await signInAtGoogle(`marie.curie.${label}@example.com`);

    await page.waitForSelector('.account-menu', { visible: true, timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/brands');
    await waitForText(OAUTH_MESSAGES.accountCreated);
    if (width > 992) expect(await page.$eval('.account-menu .dropdown-toggle', (el) => (el as HTMLElement).innerText)).toContain('Marie Curie');
    // The session is the site's own: the provider's code left no trace in the address.
    expect(page.url()).not.toContain('code=');
  });

  it('an existing account is linked only after its password is typed on the site', async () => {
    await page.setViewport({ width: 390, height: 844 });
    await continueWithGoogle('/');
    await signInAtGoogle(buyer.email);

    await waitForText(ACCOUNT_TEXT.notes.linkAccountTitle('Google'));
    expect(await page.evaluate(() => document.body.innerText)).toContain(OAUTH_MESSAGES.linkNeeded('google', buyer.email));
    expect(await page.evaluate(() => localStorage.getItem('solar.session.token'))).toBeNull();
    expect(page.url()).not.toContain('code=');
    await page.screenshot({ path: join(SCREENSHOTS, 'oauth-link-account-390.png') });

    await page.type('input[name="password"]', buyer.password);
    await page.locator(`button ::-p-text(${ACCOUNT_TEXT.actions.linkAndSignIn})`).click();
    await waitForText(OAUTH_MESSAGES.linked('google'));
    expect(await page.evaluate(() => localStorage.getItem('solar.session.token'))).not.toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
