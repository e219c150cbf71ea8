import { CATEGORIES, INDUSTRY_PAGES, SOLUTION_PAGES, isApiPath } from '@solar/contracts';
import { matchRoutes } from 'react-router-dom';
import { ACCOUNT_PREFIX } from './config';
import { areaFor } from './layout/areas';
import { LEGAL_LINKS, navGroups } from './navigation';
import { categoryPath, panelsByWattsPath, paths, subcategoryPath } from './paths';
import { isValidElement } from 'react';
import { LANDING_PAGES } from './landingPages';
import { createAreaRoutes, createRoutes, routesFor, type RouteHandle } from './routes';
import type { LazyPage } from './shared/lazyPage';

const routes = createRoutes({ advertiseWithUs: false });

/** The area layout and whether the not-found fallback answered, for one URL. */
function resolve(path: string, table = routes) {
  const matches = matchRoutes(table, path) ?? [];
  const handles = matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
  return { area: handles.find((h) => h.area)?.area, notFound: handles.some((h) => h.notFound), matched: matches.length > 0 };
}

/** Every route of both specs, with sample values for their parameters. */
const SPEC_PATHS = [
  '/',
  '/register',
  '/register/seller',
  '/login',
  '/reset-password',
  '/password/reset',
  '/sales-portal',
  '/solar-trader-platform',
  '/shop/cart',
  '/shop/checkout',
  '/shop/wishlist',
  '/shop/find',
  '/shop/find/ca_solar-panels',
  '/shop/brands',
  '/shop/brands/trina+solar-co',
  '/shop/product/solar-panels',
  '/shop/product/solar-panels/bifacial-panels',
  '/shop/product/solar-panels/pw_400',
  '/product/12/tiger-neo-440w',
  '/storefront/sunny-supplies/41',
  '/sunny-supplies/seller-marketplace/41/find',
  '/brands',
  '/order-status',
  '/events',
  '/explore-videos',
  '/explore-video/detail/installing-microinverters-9',
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
  ...['guide', 'purchase-history', 'trader-guide', 'offer-bids', 'purchases', 'reviews-feedback'].map((p) => `/my-solar/buying-overview/${p}`),
  '/my-solar/buying-overview',
  ...['sales-snapshot', 'sell-an-item', 'my-listing', 'sold-items', 'payout-details', 'resellers', 'stripe-onboarding', 'product/5'].map(
    (p) => `/my-solar/seller-overview/${p}`,
  ),
  '/my-solar/seller-overview',
  '/my-solar/business-profile',
  '/my-solar/user-setting',
  '/my-solar/product/detail/5',
  '/register-business/seller',
  '/register-business/sell-on-solar',
  '/trader/how-to-sell',
  '/trader/how-to-buy',
  '/trader/deals',
  '/trader/find',
  '/trader/find/pw_400/pr_0.1-0.3',
  '/trader/deals/solar-panels',
  '/trader/deals/solar-panels/400-watt-solar-panels',
  '/trader/deals/solar-panels/500-watt-solar-panels',
  '/trader/deals/solar-panels/600-watt-solar-panels',
  '/trader/deals/solar-inverters',
  '/trader/deals/solar-batteries',
  '/trader/deals/diy-kits-&-equipment',
  '/trader/deals/solar-lights',
  '/trader/deals/ev-chargers',
  '/trader/deal/jinko-440w-pallet-42',
  '/trader/brands',
  '/trader/trader-deals',
  '/trader/deals-listing',
  '/trader/sold-listing',
  '/trader/active-listing',
  '/trader/offer-or-bid',
  '/trader/create-deal',
  '/trader/create-deal-inverter',
  '/trader/create-deal-battery',
  '/trader/create-other-component-deal',
  '/trader/edit-deal',
  '/trader/edit-inventory',
  '/trader/chat/buyer',
  '/trader/chat/seller',
  ...[
    'listing',
    'listing/update',
    'product-detail',
    'price-listing',
    'listing-status',
    'sold-deals',
    'deals-ownership',
    'private-listing',
    'offer-bid-listing',
    'ads-management',
    'featured-product',
    'hot-product',
    'bulk-edit',
    'bulkEdit',
    'chat',
    'dashboard',
    // Ours: the admin actions' log.
    'audit-log',
  ].map((p) => `/trader/trader-admin/${p}`),
  // The bare admin root goes to the dashboard.
  '/trader/trader-admin',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('routes %s to a page in the area the top-level rule names', (path) => {
    const result = resolve(path);
    expect(result.notFound).toBe(false);
    expect(result.area).toBe(areaFor(path));
  });

  it.each(['/no-such-page', '/shop/nope', '/shop/product', '/product/12', '/trader/deals/unknown-category', '/my-solar/nope', '/solutions/nope'])(
    'shows the not-found page for the unknown path %s',
    (path) => {
      expect(resolve(path).notFound).toBe(true);
    },
  );

  it('keeps an unknown path inside its area, so the area layout frames the not-found page', () => {
    expect(resolve('/shop/nope').area).toBe('shop');
    expect(resolve('/trader/nope').area).toBe('trader');
    expect(resolve('/product/1/x/y').area).toBe('product');
    expect(resolve('/nope').area).toBe('general');
  });

  it('has /marketing only when Advertise with us is switched on', () => {
    expect(resolve('/marketing').notFound).toBe(true);
    expect(resolve('/marketing', createRoutes({ advertiseWithUs: true })).notFound).toBe(false);
  });

  it('uses the account prefix built from the product short name', () => {
    expect(SPEC_PATHS.filter((p) => p.startsWith(`${ACCOUNT_PREFIX}/`)).length).toBeGreaterThan(10);
  });

  it('has a page behind every menu, footer and shop link', () => {
    const links = [
      ...navGroups({ advertiseWithUs: true }).flatMap((group) => group.links.map((link) => link.to)),
      ...LEGAL_LINKS.map((link) => link.to),
      ...Object.values(paths),
      ...CATEGORIES.flatMap((c) => [categoryPath(c.name), ...c.subcategories.map((s) => subcategoryPath(c.name, s.name))]),
      panelsByWattsPath(300),
    ];
    const withMarketing = createRoutes({ advertiseWithUs: true });
    const dead = links.filter((to) => resolve(to.split('?')[0], withMarketing).notFound);
    expect(dead).toEqual([]);
  });
});

describe('routesFor (the table AppRoutes matches against)', () => {
  const tables = createAreaRoutes({ advertiseWithUs: false });
  /** The chain of routes a path matches: each route's path and the component it renders (the same in both tables). */
  const chain = (table: typeof routes, path: string) =>
    (matchRoutes(table, path) ?? []).map((m) => [m.route.path, m.route.index, isValidElement(m.route.element) ? m.route.element.type : undefined]);
  // react-router warns, then matches the raw path, for a segment that is not valid percent-encoding.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ...SPEC_PATHS,
    '/no-such-page',
    '/shop/nope',
    '/shop',
    '/shop/product',
    '/product',
    '/product/12',
    '/product/1/x/y',
    '/trader',
    '/trader/nope',
    '/PRODUCT/12/Tiger-Neo',
    '/Shop/Cart',
    '/%70roduct/12/tiger-neo',
    '/%E0%A4%A/x',
    '//product/12/x',
    // A storefront whose name is an area's: the general area's seller listing, as the whole table routes it.
    '/shop/seller-marketplace/41/find',
    '/trader/seller-marketplace/41/find/ca_solar-panels',
    '/product/seller-marketplace/41/find',
  ])('matches %s as the whole table does', (path) => {
    expect(chain(routesFor(tables, path), path)).toEqual(chain(routes, path));
  });

  it('matches a page under /product, /shop or /trader against that area alone', () => {
    expect(routesFor(tables, '/product/12/tiger-neo')[0]!.children!.map((area) => (area.handle as RouteHandle).area)).toEqual(['product']);
    expect(routesFor(tables, '/shop/cart')[0]!.children!.map((area) => (area.handle as RouteHandle).area)).toEqual(['shop']);
    expect(routesFor(tables, '/trader/find')[0]!.children!.map((area) => (area.handle as RouteHandle).area)).toEqual(['trader']);
    expect(routesFor(tables, '/')[0]!.children!.map((area) => (area.handle as RouteHandle).area)).toEqual(['general']);
  });
});

describe('landing pages (web/src/landingPages.ts)', () => {
  /** A path the route matches: each `:name` a sample segment, a trailing `/*` nothing and something. */
  const samples = (route: string) => {
    const path = route.replace(/:[a-zA-Z]+/g, 'sample-1');
    return path.endsWith('/*') ? [path.slice(0, -2), `${path.slice(0, -2)}/more-1`] : [path];
  };

  it.each(Object.entries(LANDING_PAGES))('%s: every route of it renders its module, so index.html preloads the right chunks', async (_name, page) => {
    const expected = await import(`./${page.module.replace(/^src\//, '').replace(/\.tsx$/, '')}`);
    for (const path of page.routes.flatMap(samples)) {
      const leaf = (matchRoutes(routes, path) ?? []).at(-1);
      const element = leaf?.route.element;
      const rendered = isValidElement(element) ? (element.type as Partial<LazyPage<never>>) : undefined;
      expect(typeof rendered?.load).toBe('function');
      await expect(rendered?.load?.()).resolves.toBe(expected);
    }
  });
});

describe('areaFor', () => {
  it.each([
    ['/product/1/x', 'product'],
    ['/shop/cart', 'shop'],
    ['/trader/deals', 'trader'],
    ['/', 'general'],
    ['/shopping', 'general'],
    ['/my-solar/user-setting', 'general'],
  ])('puts %s in the %s area', (path, area) => {
    expect(areaFor(path)).toBe(area);
  });
});

describe('pages and API paths', () => {
  /** Every path pattern of the route table, parents joined to children. */
  const patterns = (table: typeof routes, parent = ''): string[] =>
    table.flatMap((route) => {
      const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
      return [...(route.path === undefined ? [] : [own]), ...(route.children ? patterns(route.children, own) : [])];
    });

  // The gateway answers API paths with JSON (a 404 when unknown) and never with the app, so a page there could not load.
  it.each(SPEC_PATHS)('%s is not an API path', (path) => {
    expect(isApiPath(path)).toBe(false);
  });

  it('no pattern of the route table starts with an API root', () => {
    const all = patterns(routes).filter((p) => p !== '*' && !p.startsWith('/*'));
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((p) => isApiPath(p.startsWith('/') ? p : `/${p}`))).toEqual([]);
  });
});
