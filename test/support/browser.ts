import { IDENTITY_API } from '@solar/contracts';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser suite can run here. Without Chromium it is skipped with the reason printed, except
 * where REQUIRE_BROWSER=1 (CI), which turns a missing browser into a failure.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM} (apt-get install chromium)`);
  console.info(`Browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  return false;
}

export async function launchChromium(): Promise<Browser> {
  // Loaded lazily, so a machine without a browser never needs it.
  const puppeteer = await import('puppeteer-core');
  return puppeteer.launch({
    executablePath: CHROMIUM,
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
}

/**
 * A page in a browser context of its own, signed in as the account: the session the web app stores after its
 * sign-in call, on `baseUrl`'s home page. A native dialog is dismissed (the site asks in its own modals, so a
 * step that still used one does not happen). Also the account's token, for API calls.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  account: { email: string; password: string },
  viewport: Parameters<Page['setViewport']>[0] = { width: 1280, height: 900 },
): Promise<{ page: Page; token: string }> {
  const res = await fetch(`${baseUrl}${IDENTITY_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${account.email} answered ${res.status}`);
  const data = ((await res.json()) as { data: { auth: { access_token: string }; user: unknown; role: unknown } }).data;
  const page = await (await browser.createBrowserContext()).newPage();
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.setViewport(viewport);
  await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((session) => {
    localStorage.setItem('solar.session.token', session.auth.access_token);
    localStorage.setItem('solar.session.user', JSON.stringify({ user: session.user, role: session.role }));
  }, data);
  return { page, token: data.auth.access_token };
}
