import puppeteer from 'puppeteer-core';
import { readFileSync } from 'node:fs';
const base = 'http://localhost:3917';
const seed = JSON.parse(readFileSync('/tmp/chat-seed.log', 'utf8').trim().split('\n').at(-1));
const out = process.argv[2] ?? '/tmp/chat-shots';
async function call(method, path, body, token) {
  const r = await fetch(base + path, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return r.json().catch(() => null);
}
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
async function pageAs(who, width, height) {
  const page = await browser.newPage();
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 200)));
  await page.goto(base + '/', { waitUntil: 'domcontentloaded' });
  const s = seed[who];
  await page.evaluate((s) => {
    localStorage.setItem('solar.session.token', s.auth.access_token);
    localStorage.setItem('solar.session.user', JSON.stringify({ user: s.user, role: s.role }));
  }, s);
  return page;
}
const settle = (ms = 1500) => new Promise((r) => setTimeout(r, ms));
const shot = async (page, name) => { await page.screenshot({ path: `${out}/${name}.png` }); console.log('shot', name); };

const o = seed.offerId;
let p = await pageAs('seller', 1366, 900);
await p.goto(`${base}/trader/chat/seller?offer_id=${o}`, { waitUntil: 'networkidle2' });
await settle();
await shot(p, 'seller-desktop');
const buyerPage = await pageAs('buyer', 390, 844);
await buyerPage.goto(`${base}/trader/chat/buyer`, { waitUntil: 'networkidle2' });
await settle();
await shot(buyerPage, 'buyer-mobile-list');
await buyerPage.goto(`${base}/trader/chat/buyer?offer_id=${o}`, { waitUntil: 'networkidle2' });
await settle();
await shot(buyerPage, 'buyer-mobile-thread');
// Live: the seller types and sends from the desktop page; the buyer sees it without reload.
await p.type('textarea', 'Sending the counter now: $0.185/W for 1,280 panels.');
await settle(500);
await shot(buyerPage, 'buyer-mobile-typing');
await p.keyboard.press('Enter');
await settle();
await shot(buyerPage, 'buyer-mobile-live');
await shot(p, 'seller-desktop-after-send');
// The offer folded above the messages on the phone.
const [offerButton] = await buyerPage.$$('xpath/.//button[contains(., "Offer")]');
if (offerButton) { await offerButton.click(); await settle(800); await shot(buyerPage, 'buyer-mobile-offer'); }
const tablet = await pageAs('buyer', 900, 900);
await tablet.goto(`${base}/trader/chat/buyer?offer_id=${o}`, { waitUntil: 'networkidle2' });
await settle();
await shot(tablet, 'buyer-tablet');
await browser.close();
