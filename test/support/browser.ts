import { existsSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';

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
