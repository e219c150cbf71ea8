import { IDENTITY_API, MESSAGES, SEARCH_API, TRADER_API, type DealSearchAnswer, type DealSearchHit, type SellerDealView } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium, signedInPage } from '../support/browser';
import { fillPanelDealForm } from '../support/deal-form';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * The trader platform in Chromium: a seller creates a panel deal with the form; it waits as Pending, out of
 * buyers' sight; approved by an admin (through the API until the admin pages exist) it is found under its
 * wattage group with the sidebar's counts right, and its page shows the lot as a bulk buyer reads it.
 */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const DEMO_DEALS = 60;
const DEAL_NAME = 'Browser Listed Tiger Neo 550W Bifacial';

describeInBrowser('the trader platform in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 1, deals: DEMO_DEALS });
    browser = await launchChromium();
    context = await browser.createBrowserContext();
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    if (page && !page.isClosed()) await page.screenshot({ path: join(SCREENSHOTS, 'trader-last.png') }).catch(() => undefined);
    await browser?.close();
    await market?.stop();
  });

  /**
   * A click on an element in the middle of the viewport once it holds still: scrolled down a listing, the header
   * bar sticks to the top (and slides in) over what is under it, and a list may still be re-rendering.
   */
  const clickInView = async (selector: string) => {
    await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }));
    await page.locator(selector).click();
  };
  const waitForText = (text: string, timeout = 15_000) => page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
  const searchDeals = async (body: object) => (await api<DealSearchAnswer>(market.url, 'POST', SEARCH_API.publicDeals, body)).body.data;

  /** Every public deal a search body finds, page after page (the hits, not the facets, so counts can be checked against them). */
  async function everyHit(body: object): Promise<DealSearchHit[]> {
    const hits: DealSearchHit[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const answer = await searchDeals({ ...body, page: pageNo, limit: 100 });
      hits.push(...answer.items);
      if (pageNo >= answer.last_page) return hits;
    }
  }

  /** The sidebar's counts of one filter group, by the option's label. */
  const sidebarCounts = (group: string) =>
    page.$$eval(
      '.shop-filters fieldset',
      (sets, title) => {
        const set = sets.find((s) => s.querySelector('legend')?.textContent?.trim() === title);
        if (!set) return null;
        return Object.fromEntries(
          [...set.querySelectorAll('label')].map((label) => [
            label.querySelector('span')?.textContent?.trim() ?? '',
            Number(/\((\d+)\)/.exec(label.querySelector('.shop-filter-count')?.textContent ?? '')?.[1] ?? NaN),
          ]),
        );
      },
      group,
    );

  it('takes a panel deal from the seller form through approval to the wattage group page and the deal page', async () => {
    // Signed in as a demo seller: the session the web app stores after its sign-in call.
    const seller = DEMO_ACCOUNTS.find((a) => a.id === 'demo-seller-2')!;
    const signIn = await api(market.url, 'POST', IDENTITY_API.login, { email: seller.email, password: seller.password });
    const token: string = signIn.body.data.auth.access_token;
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${market.url}/`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((data) => {
      localStorage.setItem('solar.session.token', data.auth.access_token);
      localStorage.setItem('solar.session.user', JSON.stringify({ user: data.user, role: data.role }));
    }, signIn.body.data);

    await page.goto(`${market.url}/trader/create-deal`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('form.product-form select[name="brand_id"] option:nth-child(2)');

    // An empty form names what is missing with the spec's messages.
    await page.click('form.product-form button[type="submit"]');
    await waitForText(MESSAGES.validation.subCategoryRequired);

    await fillPanelDealForm(page, DEAL_NAME);
    // The form previews the lot as the trader computes it: 0.245 $/W x 550 W = $134.75 a panel.
    await waitForText('$134.75');
    await page.screenshot({ path: join(SCREENSHOTS, 'trader-create-deal.png') });

    await page.click('form.product-form button[type="submit"]');
    await page.waitForFunction(() => location.pathname === '/trader/deals-listing', { timeout: 15_000 });
    await waitForText(DEAL_NAME);
    await page.screenshot({ path: join(SCREENSHOTS, 'trader-deals-listing.png') });

    // Pending: not public.
    const own = await api(market.url, 'POST', TRADER_API.userDeals, { query: 'Browser Listed' }, token);
    const deal = own.body.data.items[0] as SellerDealView;
    expect(deal.status).toBe('Pending');
    expect(deal.price_unit).toBe('watt');
    expect((await api(market.url, 'GET', TRADER_API.deal(deal.id))).status).toBe(404);
    expect((await searchDeals({ query: DEAL_NAME })).items.map((hit) => hit.id)).not.toContain(deal.id);

    // Approved by an admin: public, and found under the 500-watt group (550 W).
    const admin = tokenFor(market.config, { sub: 'browser-admin', roles: ['admin'] });
    expect((await api(market.url, 'POST', TRADER_API.updateStatus, { listing_id: deal.id, status: 'Approved' }, admin)).status).toBe(200);
    // From here on a signed-out buyer browses.
    await page.evaluate(() => localStorage.clear());
    const groupPage = `${market.url}/trader/deals/500-watt-solar-panels?sort_by=newest`;
    await eventually(
      async () => {
        await page.goto(groupPage, { waitUntil: 'networkidle0' });
        return page.$$eval('.product-card', (cards) => cards.map((card) => card.getAttribute('aria-label')));
      },
      (names) => names.includes(DEAL_NAME),
      20_000,
    );

    // The sidebar's counts are what the group's deals hold: counted here from every hit of the same search.
    const groupHits = await everyHit({ where: { category_slug: 'solar-panels' }, where_in: { panel_wattage_group: [500] } });
    expect(groupHits.map((hit) => hit.id)).toContain(deal.id);
    const byIncoterm = new Map<string, number>();
    for (const hit of groupHits) if (hit.incoterm) byIncoterm.set(hit.incoterm, (byIncoterm.get(hit.incoterm) ?? 0) + 1);
    const shownIncoterms = await sidebarCounts('Incoterm');
    expect(shownIncoterms).not.toBeNull();
    for (const [incoterm, count] of byIncoterm) expect([incoterm, shownIncoterms![incoterm]]).toEqual([incoterm, count]);
    const inTexas = groupHits.filter((hit) => hit.state === 'TX').length;
    expect((await sidebarCounts('Ships from'))!['Texas']).toBe(inTexas);
    await page.screenshot({ path: join(SCREENSHOTS, 'trader-wattage-group.png') });

    // Ticking Texas narrows the list to the group's deals there; the URL carries the filter as a path segment.
    await clickInView('.shop-filters input[id$="-tx"]');
    await page.waitForFunction(() => location.pathname.includes('/sta_tx'));
    await page.waitForFunction((want: number) => document.querySelectorAll('.product-card').length === Math.min(want, 20), { timeout: 10_000 }, inTexas);

    // The deal page shows the lot as a bulk buyer reads it, and never the seller.
    await clickInView(`.product-card[aria-label="${DEAL_NAME}"] a[href="${deal.path}"]:not([aria-hidden])`);
    await page.waitForFunction((path: string) => location.pathname === path, {}, deal.path);
    for (const shown of ['$0.2450', '$134.75', '1.02 MW', '$250,635.00', '2 pallets', '62 panels', 'EXW', 'Texas', '5 days', '10 days'])
      await waitForText(shown);
    const text = await page.evaluate(() => document.body.innerText);
    for (const identity of [seller.email, seller.firstname, seller.lastname]) expect(text).not.toContain(identity);
    await page.screenshot({ path: join(SCREENSHOTS, 'trader-deal-page.png') });

    // On a phone the key figures come first.
    await page.setViewport({ width: 390, height: 844, isMobile: true });
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForText('$0.2450');
    await page.screenshot({ path: join(SCREENSHOTS, 'trader-deal-page-390.png') });
  }, 150_000);

  it("keeps the deal form's action bar clear of the field in use and of the scroll-to-top button on a phone", async () => {
    const seller = DEMO_ACCOUNTS.find((a) => a.id === 'demo-seller-2')!;
    const { page } = await signedInPage(browser, market.url, seller, { width: 390, height: 844, isMobile: true, hasTouch: true });
    // Scrolls land at once (bootstrap scrolls smoothly otherwise), so where they land can be measured.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(`${market.url}/trader/create-deal`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('form.product-form .product-form-actions');
    // The last field before the bar, brought just into view from above (as a caret moving into it, or a form
    // showing its error, scrolls it): it stops above the bar, not under it.
    await page.evaluate(() => {
      const fields = [
        ...document.querySelectorAll<HTMLElement>(
          'form.product-form input:not([type=hidden]), form.product-form select, form.product-form textarea, form.product-form button',
        ),
      ];
      const bar = document.querySelector('.product-form-actions')!;
      const last = fields.filter((field) => !bar.contains(field) && field.offsetParent !== null).at(-1)!;
      window.scrollTo(0, 0);
      last.focus({ preventScroll: true });
      last.scrollIntoView({ block: 'nearest' });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const layout = await page.evaluate(() => {
      const box = (element: Element | null) => element?.getBoundingClientRect().toJSON() as DOMRect;
      return {
        focused: box(document.activeElement),
        bar: box(document.querySelector('.product-form-actions')),
        buttons: [...document.querySelectorAll('.product-form-actions > *')].map(box),
        up: box(document.querySelector('.scroll-to-top')),
      };
    });
    expect(layout.focused.bottom).toBeLessThanOrEqual(layout.bar.top);
    // The scroll-to-top button (shown once scrolled) never sits on the bar's buttons.
    if (layout.up)
      for (const button of layout.buttons)
        expect(layout.up.bottom <= button.top || layout.up.top >= button.bottom || layout.up.right <= button.left || layout.up.left >= button.right).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'trader-deal-form-bar-390.png') });
    await page.browserContext().close();
  }, 60_000);

  it('lets a buyer heart a deal on a phone, signing in from the heart, and find it under the wishlist’s Deals tab', async () => {
    const buyer = DEMO_ACCOUNTS.find((a) => a.id === 'demo-buyer-1')!;
    await page.evaluate(() => localStorage.clear());
    await page.setViewport({ width: 390, height: 844, isMobile: true });
    await page.goto(`${market.url}/trader/find?sort_by=newest`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.product-card');
    const dealName = (await page.$eval('.product-card', (card) => card.getAttribute('aria-label')))!;
    await page.screenshot({ path: join(SCREENSHOTS, 'trader-deal-hearts-390.png') });

    // Signed out, the heart asks for a sign-in and saves the deal once it is done.
    await clickInView(`.product-card[aria-label="${dealName}"] button[aria-pressed="false"]`);
    await page.waitForSelector('.modal input[type="email"]');
    await page.type('.modal input[type="email"]', buyer.email);
    await page.type('.modal input[type="password"]', buyer.password);
    await page.click('.modal button[type="submit"]');
    await waitForText(MESSAGES.dealBuyer.wishlistAdded);
    await page.waitForSelector(`.product-card[aria-label="${dealName}"] button[aria-pressed="true"]`);

    await page.goto(`${market.url}/shop/wishlist`, { waitUntil: 'networkidle0' });
    const dealsTab = await page.waitForSelector('::-p-aria([name="Deals"][role="tab"])');
    await dealsTab!.click();
    await page.waitForFunction(() => location.search === '?tab=deals');
    await page.waitForSelector(`.list-group-item[aria-label="${dealName}"]`);
    await page.screenshot({ path: join(SCREENSHOTS, 'wishlist-deals-390.png') });
  }, 60_000);
});
