import { IDENTITY_API, OFFER_API, TRADER_API, type DealView, type OfferView, type PageOf, type SellerDealView } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium, signedInPage } from '../support/browser';
import { fillPanelDealForm } from '../support/deal-form';
import { api, demoSellerDeals, eventually, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/**
 * The admin area in Chromium: a seller creates a deal with the form, the admin approves it from the queue and it
 * becomes public; the admin rejects another with a reason, which the seller reads on their listing; the admin moves
 * a deal with an open offer to another seller, who then sees the deal and the offer; a banner the admin creates
 * shows on the home page, on a phone.
 */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const account = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;
const APPROVED = 'Admin Approved Tiger Neo 550W Bifacial';
const REJECTED = 'Admin Rejected Tiger Neo 550W Bifacial';
const REASON = 'The datasheet names a 540 W module: upload the 550 W datasheet.';
const BANNER = 'Bifacial week: 5% off full pallets';

describeInBrowser('the admin area in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let files: string;
  const pages: Page[] = [];

  /** A page signed in as the account, closed with the others at the end. */
  async function signedIn(who: (typeof DEMO_ACCOUNTS)[number], viewport?: { width: number; height: number }): Promise<{ page: Page; token: string }> {
    const session = await signedInPage(browser, market.url, who, viewport);
    pages.push(session.page);
    return session;
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    files = mkdtempSync(join(tmpdir(), 'solar-admin-files-'));
    market = await startTestMarketplace({ itemsPerCategory: 1, deals: 12 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    for (const [index, page] of pages.entries()) {
      if (!page.isClosed()) await page.screenshot({ path: join(SCREENSHOTS, `admin-last-${index}.png`) }).catch(() => undefined);
    }
    await browser?.close();
    await market?.stop();
    rmSync(files, { recursive: true, force: true });
  });

  const waitForText = (page: Page, text: string, timeout = 20_000) =>
    page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
  /** Clicks the control of that accessible name, once it holds still in the middle of the viewport. */
  const press = async (page: Page, name: string, within = 'body') => {
    const selector = `${within} ::-p-aria([name="${name}"])`;
    await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
    await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }));
    await page.locator(selector).click();
  };
  const fill = async (page: Page, name: string, value: string, within = 'body', role = 'textbox') => {
    const selector = `${within} ::-p-aria([name="${name}"][role="${role}"])`;
    await page.waitForSelector(selector, { visible: true });
    await page.locator(selector).fill(value);
  };

  it('approves, rejects with a reason, transfers a deal with its offer, and shows a banner', async () => {
    const sellerAccount = account('demo-seller-2');
    const { page: seller, token: sellerToken } = await signedIn(sellerAccount);
    const { page: admin } = await signedIn(account('demo-admin-1'));

    // The seller creates two deals with the form; both wait for an admin.
    for (const name of [APPROVED, REJECTED]) {
      await seller.goto(`${market.url}/trader/create-deal`, { waitUntil: 'networkidle0' });
      await seller.waitForSelector('form.product-form select[name="brand_id"] option:nth-child(2)');
      await fillPanelDealForm(seller, name);
      await seller.click('form.product-form button[type="submit"]');
      await seller.waitForFunction(() => location.pathname === '/trader/deals-listing', { timeout: 15_000 });
    }
    const own = (await api<PageOf<SellerDealView>>(market.url, 'POST', TRADER_API.userDeals, { query: 'Admin', where: { status: 'Pending' } }, sellerToken))
      .body.data.items;
    const approved = own.find((deal) => deal.name === APPROVED)!;
    const rejected = own.find((deal) => deal.name === REJECTED)!;
    expect((await api(market.url, 'GET', TRADER_API.deal(approved.id))).status).toBe(404);

    // The admin approves one from the queue, oldest first.
    await admin.goto(`${market.url}/trader/trader-admin/listing?kind=deal`, { waitUntil: 'networkidle0' });
    await waitForText(admin, APPROVED);
    await admin.screenshot({ path: join(SCREENSHOTS, 'admin-queue-1280.png') });
    await press(admin, `Approve ${APPROVED}`);
    const publicDeal = await eventually(
      () => api<DealView>(market.url, 'GET', TRADER_API.deal(approved.id)),
      (answer) => answer.status === 200,
    );
    const visitor = await (await browser.createBrowserContext()).newPage();
    pages.push(visitor);
    await visitor.setViewport({ width: 390, height: 844 });
    await visitor.goto(`${market.url}${publicDeal.body.data.path}`, { waitUntil: 'networkidle0' });
    await waitForText(visitor, APPROVED);

    // ... and rejects the other with a reason, which the seller reads on their listing.
    await press(admin, `Reject ${REJECTED}`);
    await admin.waitForSelector('.modal textarea', { visible: true });
    await admin.locator('.modal textarea').fill(REASON);
    await press(admin, 'Reject', '.modal form');
    await eventually(
      () => api<SellerDealView>(market.url, 'GET', TRADER_API.deal(rejected.id), undefined, sellerToken),
      (answer) => answer.body.data.status === 'Rejected',
    );
    await seller.goto(`${market.url}/trader/deals-listing`, { waitUntil: 'networkidle0' });
    await waitForText(seller, REASON);
    await seller.screenshot({ path: join(SCREENSHOTS, 'admin-rejected-seen-by-seller.png') });

    // A buyer's open offer on a deal of the first demo seller; the admin moves that deal to the second.
    const { deals } = await demoSellerDeals(market);
    const moved = deals.find((deal) => deal.name !== deals[0]!.name) ?? deals[0]!;
    const buyer = account('demo-buyer-1');
    const buyerToken = (await api(market.url, 'POST', IDENTITY_API.login, { email: buyer.email, password: buyer.password })).body.data.auth
      .access_token as string;
    const offer = await api<OfferView>(
      market.url,
      'POST',
      OFFER_API.offers,
      { listing_id: moved.id, price: moved.price, qty: moved.total_qty, incoterm: 'EXW', delivery_state: 'NV', payment_terms: 'prepayment', lead_time: 5 },
      buyerToken,
    );
    expect(offer.status).toBe(201);

    await admin.goto(`${market.url}/trader/trader-admin/deals-ownership`, { waitUntil: 'networkidle0' });
    await fill(admin, 'Search', moved.uuid, 'body', 'searchbox');
    await press(admin, `Choose ${moved.name}`);
    await fill(admin, 'Search sellers by name or e-mail', sellerAccount.email, 'body', 'searchbox');
    await admin.locator(`button ::-p-text(${sellerAccount.email})`).click();
    await press(admin, 'Transfer the chosen deals');
    // The transfer is a saga over the event bus (trader, chat, admin); on a machine running the whole suite its
    // steps can take longer than a page's usual 20 s to be answered.
    await waitForText(admin, 'Completed', 60_000);
    await admin.screenshot({ path: join(SCREENSHOTS, 'admin-transfer-1280.png') });

    // The new seller sees the deal among theirs and answers its offer.
    await seller.goto(`${market.url}/trader/deals-listing`, { waitUntil: 'networkidle0' });
    await waitForText(seller, moved.name);
    await seller.goto(`${market.url}/trader/offer-or-bid`, { waitUntil: 'networkidle0' });
    await seller.waitForSelector('article.offer-card');
    await waitForText(seller, moved.name);
    expect((await api(market.url, 'GET', OFFER_API.offer(offer.body.data.id), undefined, sellerToken)).status).toBe(200);

    // A banner with an uploaded picture, on the home page of a phone.
    await admin.goto(`${market.url}/trader/trader-admin/featured-product`, { waitUntil: 'networkidle0' });
    await press(admin, 'New banner');
    const form = 'form[aria-label="New banner"]';
    await fill(admin, 'Title', BANNER, form);
    await fill(admin, 'Link', '/trader/deals/solar-panels', form);
    // A square picture for a wide frame: the admin chooses the point to keep, and it is cropped to the hero there.
    const picture = join(files, 'banner.png');
    await admin.screenshot({ path: picture, clip: { x: 0, y: 0, width: 900, height: 900 } });
    const upload = await admin.waitForSelector(`${form} input[type="file"]`);
    await upload!.uploadFile(picture);
    await press(admin, 'Crop and upload', form);
    await admin.waitForFunction(
      (f: string) =>
        [...document.querySelectorAll<HTMLImageElement>(`${f} img`)].some(
          (img) => img.src.includes('/files/') && img.src.endsWith('1600x675.webp') && img.complete,
        ),
      { timeout: 20_000 },
      form,
    );
    await press(admin, 'Save', form);
    await waitForText(admin, 'Showing now');
    await admin.screenshot({ path: join(SCREENSHOTS, 'admin-banners-1280.png') });

    await visitor.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    await waitForText(visitor, BANNER);
    await visitor.screenshot({ path: join(SCREENSHOTS, 'admin-home-banner-390.png') });
    const image = await visitor.$eval('img[width][height][src*="/files/"]', (img) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    }));
    expect(Number(image.width)).toBeGreaterThan(0);

    // The admin pages on a phone: nothing wider than the screen.
    await admin.setViewport({ width: 390, height: 844 });
    for (const page of ['dashboard', 'listing', 'deals-ownership', 'audit-log']) {
      await admin.goto(`${market.url}/trader/trader-admin/${page}`, { waitUntil: 'networkidle0' });
      await admin.screenshot({ path: join(SCREENSHOTS, `admin-${page}-390.png`) });
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  }, 300_000);
});
