import {
  brandPath,
  CATALOG_API,
  CONTENT_API,
  categorySlug,
  dealPath,
  INDUSTRY_PAGES,
  nameSlug,
  SEARCH_API,
  SOLUTION_PAGES,
  STOREFRONT_API,
  subcategorySlug,
  videoPathTitle,
  type PageOf,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import type { Browser, Page } from 'puppeteer-core';
import { CHROME_HIDDEN_TRADER_ADMIN_PAGES } from '../../web/src/shared/chrome';
import { browserAvailable, launchChromium, signedInPage } from '../support/browser';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * Every route both specs list, opened in Chromium as the role the route is for: none may show the placeholder
 * ("This page is coming soon."), the not-found page, an error the page could not recover from, or throw. The
 * pages are reached as a user clicking through the site reaches them (client-side navigation after one load per
 * account), so the walk is quick enough to run on every change.
 */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const account = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;
const PLACEHOLDER = 'This page is coming soon.';
const NOT_FOUND = 'Error 404';

type Who = 'anonymous' | 'customer' | 'seller' | 'both' | 'admin';
const ACCOUNTS: Record<Exclude<Who, 'anonymous'>, string> = { customer: 'demo-buyer-1', seller: 'demo-seller-1', both: 'demo-both-1', admin: 'demo-admin-1' };

interface Samples {
  product: string;
  category: string;
  subcategory: string;
  brand: string;
  deal: string;
  sellerItem: string;
  storefront: { name: string; sellerId: string };
  video: string;
}

/** The specs' routes, by the role that may open them; `samples` fills in the ones that name a record. */
function routes(s: Samples): Record<Who, string[]> {
  return {
    anonymous: [
      '/',
      '/register',
      '/register/seller',
      '/login',
      '/reset-password',
      '/sales-portal',
      '/solar-trader-platform',
      '/brands',
      '/order-status',
      '/events',
      '/explore-videos',
      '/rv-quotation',
      '/storefront-listing',
      '/custom-order-fulfillment',
      '/custom-order-listing',
      '/faq',
      '/contact-us',
      '/about-solar',
      '/terms-of-use',
      '/terms-of-sale',
      '/privacy-notice',
      '/buyer-terms',
      '/seller-terms',
      '/solutions',
      ...SOLUTION_PAGES.map((p) => `/solutions/${p}`),
      '/industries',
      ...INDUSTRY_PAGES.map((p) => `/industries/${p}`),
      '/register-business/seller',
      `/storefront/${s.storefront.name}/${s.storefront.sellerId}`,
      `/${s.storefront.name}/seller-marketplace/${s.storefront.sellerId}/find`,
      s.video,
      '/shop/cart',
      '/shop/find?q=solar',
      '/shop/brands',
      `/shop/brands/${s.brand}`,
      `/shop/product/${s.category}`,
      `/shop/product/${s.category}/${s.subcategory}`,
      s.product,
      '/trader/how-to-sell',
      '/trader/how-to-buy',
      '/trader/deals',
      '/trader/find',
      '/trader/deals/solar-panels',
      '/trader/deals/solar-panels/400-watt-solar-panels',
      '/trader/deals/solar-panels/500-watt-solar-panels',
      '/trader/deals/solar-panels/600-watt-solar-panels',
      '/trader/deals/solar-inverters',
      '/trader/deals/solar-batteries',
      '/trader/deals/diy-kits-&-equipment',
      '/trader/deals/solar-lights',
      '/trader/deals/ev-chargers',
      s.deal,
      '/trader/brands',
    ],
    customer: [
      '/shop/wishlist',
      '/shop/checkout',
      '/my-solar/user-setting',
      '/my-solar/buying-overview',
      '/my-solar/buying-overview/guide',
      '/my-solar/buying-overview/purchase-history',
      '/my-solar/buying-overview/trader-guide',
      '/my-solar/buying-overview/offer-bids',
      '/my-solar/buying-overview/purchases',
      '/my-solar/buying-overview/reviews-feedback',
      '/trader/offer-or-bid',
      '/trader/chat/buyer',
    ],
    seller: [
      '/my-solar/seller-overview',
      '/my-solar/seller-overview/sales-snapshot',
      '/my-solar/seller-overview/sell-an-item',
      '/my-solar/seller-overview/my-listing',
      '/my-solar/seller-overview/sold-items',
      '/my-solar/seller-overview/payout-details',
      '/my-solar/seller-overview/resellers',
      '/my-solar/seller-overview/stripe-onboarding',
      `/my-solar/seller-overview/product/${s.sellerItem}`,
      `/my-solar/product/detail/${s.sellerItem}`,
      '/my-solar/business-profile',
      '/register-business/sell-on-solar',
      '/trader/trader-deals',
      '/trader/deals-listing',
      '/trader/active-listing',
      '/trader/sold-listing',
      '/trader/create-deal',
      '/trader/create-deal-inverter',
      '/trader/create-deal-battery',
      '/trader/create-other-component-deal',
      '/trader/edit-inventory',
      '/trader/chat/seller',
    ],
    both: ['/my-solar/buying-overview', '/my-solar/seller-overview', '/trader/offer-or-bid'],
    // The spec's sixteen trader-admin pages and the audit log, as the web's chrome rules list them.
    admin: CHROME_HIDDEN_TRADER_ADMIN_PAGES.map((p) => `/trader/trader-admin/${p}`),
  };
}

describeInBrowser('every route of both specs', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let samples: Samples;

  beforeAll(async () => {
    market = await startTestMarketplace({ itemsPerCategory: 1, deals: 6 });
    browser = await launchChromium();
    samples = await findSamples(market);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
  });

  it.each<Who>(['anonymous', 'customer', 'seller', 'both', 'admin'])(
    'shows a real page on each route for %s',
    async (who) => {
      const { page, failures } = await walker(who);
      for (const path of routes(samples)[who]) await visit(page, path, failures);
      await page.browserContext().close();
      expect(failures).toEqual([]);
    },
    300_000,
  );

  async function walker(who: Who): Promise<{ page: Page; failures: string[] }> {
    const failures: string[] = [];
    let page: Page;
    if (who === 'anonymous') {
      page = await (await browser.createBrowserContext()).newPage();
      await page.setViewport({ width: 390, height: 844 });
      await page.goto(`${market.url}/`, { waitUntil: 'domcontentloaded' });
    } else {
      page = (await signedInPage(browser, market.url, account(ACCOUNTS[who]), { width: 390, height: 844 })).page;
    }
    page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
    await page.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    return { page, failures };
  }

  /** Client-side navigation, as a link in the app does it; then what the page shows once its data arrived. */
  async function visit(page: Page, path: string, failures: string[]) {
    const previous = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
    await page.evaluate((to: string) => {
      // The page before keeps its heading until the next one renders: marked, so only a new heading counts.
      document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-walked', ''));
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // The page's heading, then its data: no loading indicator left (the app's <Loading/> is a status with a spinner).
    // A page drawn by the same component as the one before (the solutions, the deal forms) keeps its heading
    // element: then a new heading text tells it rendered, and after a while any heading counts.
    await page
      .waitForFunction(
        (before: string) => document.querySelector('h1:not([data-walked])') || (document.querySelector('h1')?.textContent ?? before) !== before,
        { timeout: 5_000, polling: 50 },
        previous,
      )
      .catch(() => undefined);
    await page
      .waitForFunction(() => !document.querySelector('[role="status"] .spinner-border'), { timeout: 10_000, polling: 100 })
      .catch(() => failures.push(`${path}: still loading after 10 s`));
    const text = await page.evaluate(() => document.body.innerText);
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '');
    if (text.includes(PLACEHOLDER)) failures.push(`${path}: placeholder`);
    if (text.includes(NOT_FOUND)) failures.push(`${path}: not found`);
    if (!heading) failures.push(`${path}: no heading`);
  }
});

/** Records the routes with a parameter name: a public product, category, subcategory, brand and deal, and an item of the demo seller. */
async function findSamples(market: TestMarketplace): Promise<Samples> {
  type Item = {
    id: number;
    uuid: string;
    name: string;
    category: { name: string } | null;
    subcategory: { name: string } | null;
    brand: { name: string } | null;
  };
  const found = await api<PageOf<{ uuid: string }>>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 1 });
  if (found.status !== 200 || !found.body.data.items[0]) throw new Error(`items/search answered ${found.status}: ${JSON.stringify(found.body)}`);
  const item = (await api<Item>(market.url, 'GET', CATALOG_API.item(found.body.data.items[0].uuid))).body.data;
  if (!item?.category || !item.subcategory || !item.brand) throw new Error(`no public item with category, subcategory and brand: ${JSON.stringify(item)}`);
  const deals = await eventually(
    () => api<PageOf<{ id: number; name: string }>>(market.url, 'POST', SEARCH_API.publicDeals, { limit: 1 }),
    (answer) => answer.body.data?.items?.length > 0,
  );
  const seller = account(ACCOUNTS.seller);
  const sellerToken = tokenFor(market.config, { sub: seller.id, roles: seller.roles });
  const own = await api<PageOf<{ uuid: string }>>(market.url, 'POST', CATALOG_API.myItemsSearch, { limit: 1 }, sellerToken);
  if (!own.body.data?.items?.[0]) throw new Error(`the demo seller has no item: ${JSON.stringify(own.body)}`);
  const stores = await eventually(
    () => api<PageOf<{ name: string; user_id: string }>>(market.url, 'POST', STOREFRONT_API.listing, { limit: 1 }),
    (answer) => answer.body.data?.items?.length > 0,
  );
  const store = stores.body.data.items[0];
  const videos = await api<PageOf<{ id: number; title: string }>>(market.url, 'GET', `${CONTENT_API.videos}?limit=1`);
  const video = videos.body.data?.items?.[0];
  if (!video) throw new Error(`no seeded video: ${JSON.stringify(videos.body)}`);
  return {
    product: `/product/${item.id}/${nameSlug(item.name) || 'item'}`,
    category: categorySlug(item.category.name),
    subcategory: subcategorySlug(item.subcategory.name),
    brand: brandPath(item.brand.name),
    deal: dealPath(deals.body.data.items[0]),
    sellerItem: own.body.data.items[0].uuid,
    storefront: { name: nameSlug(store.name) || 'store', sellerId: store.user_id },
    video: `/explore-video/detail/${videoPathTitle(video.title)}-${video.id}`,
  };
}
