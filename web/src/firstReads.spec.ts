/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { fail, fakeApi, ok, renderApp } from './test/app';
import { itemDetail, picture } from './test/productFixtures';
import { BRAND_LIST, brandPage, CATEGORY_LIST, hit, searchAnswer } from './test/shopSupport';
import { preloadFirstReads } from './firstReads';

const preloadedImages = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadFirstReads', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("asks for a product page's item and, once it names it, for the picture its gallery opens with", async () => {
    const api = fakeApi({ 'GET /v1/client/items/41': ok(itemDetail({ id: 41, images: [...picture('uuid-41', 2), ...picture('uuid-41', 1)] })) });
    preloadFirstReads('/product/41/tiger-neo-440w', '');
    await settle();
    expect(api.callsTo('GET /v1/client/items/41')).toHaveLength(1);
    // The first picture by order, in the gallery's large rendition.
    expect(preloadedImages()).toEqual(['/files/items/uuid-41/1/685x450.jpg']);
  });

  it('preloads no picture for an item without one, and reads nothing for a page without first reads', async () => {
    const api = fakeApi({ 'GET /v1/client/items/42': ok(itemDetail({ id: 42, images: [] })) });
    preloadFirstReads('/product/42/bare-panel', '');
    preloadFirstReads('/shop/cart', '');
    await settle();
    expect(api.calls).toHaveLength(1);
    expect(preloadedImages()).toEqual([]);
  });

  it('preloads nothing when the read fails', async () => {
    fakeApi({ 'GET /v1/client/items/43': fail(404) });
    preloadFirstReads('/product/43/gone', '');
    await settle();
    expect(preloadedImages()).toEqual([]);
  });
});

describe('a listing started early', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("is the category page's own search: the page shows the early answer and asks for nothing twice", async () => {
    const api = fakeApi({
      'POST /v1/client/categories/search': ok(CATEGORY_LIST),
      'POST /v1/client/items/search': ok(searchAnswer([hit(1), hit(2)])),
      'GET /v1/client/brands': ok(brandPage(BRAND_LIST)),
    });
    preloadFirstReads('/shop/product/solar-panels/pw_400', '?sort_by=price_asc');
    await renderApp('/shop/product/solar-panels/pw_400?sort_by=price_asc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Panels' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: hit(2).name })).toBeTruthy();
    const searches = api.callsTo('POST /v1/client/items/search');
    expect(searches).toHaveLength(1);
    expect(searches[0].body).toMatchObject({ orderby: { sale_price: 'asc' }, where_in: { panel_wattage_group: [400] } });
    expect(api.callsTo('POST /v1/client/categories/search')).toHaveLength(1);
  });

  it("is the home page's reads: its banners, ads, rows and popular products, each asked for once, early", async () => {
    const api = fakeApi({
      'POST /v1/client/banners/search': ok([]),
      'GET /v1/client/ads': ok([]),
      'GET /v1/client/merchandising/featured-products': ok([]),
      'GET /v1/client/merchandising/hot-products': ok([]),
      'POST /v1/client/categories/search': ok(CATEGORY_LIST),
      'POST /v1/client/items/search': ok(searchAnswer([hit(1), hit(2)])),
    });
    const reads = () => api.calls.map((call) => `${call.method} ${call.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]}`).sort();
    const HOME_READS = [
      'GET /v1/client/ads',
      'GET /v1/client/ads',
      'GET /v1/client/merchandising/featured-products',
      'GET /v1/client/merchandising/hot-products',
      'POST /v1/client/banners/search',
      'POST /v1/client/categories/search',
      'POST /v1/client/items/search',
    ];
    preloadFirstReads('/', '');
    expect(reads()).toEqual(HOME_READS);

    await renderApp('/');
    expect(await screen.findAllByRole('link', { name: hit(2).name })).not.toHaveLength(0);
    expect(await screen.findByRole('link', { name: CATEGORY_LIST[0]!.name })).toBeTruthy();
    await settle();
    // The page took the early answers (the categories, shared with the header's menu, may be read again).
    expect(reads().filter((read) => !read.includes('categories'))).toEqual(HOME_READS.filter((read) => !read.includes('categories')));
  });

  it("is the deal search page's own search", async () => {
    const api = fakeApi({ 'POST /listing/public/deals': ok({ items: [], total: 0, page: 1, limit: 24, last_page: 1, facets: {} }) });
    preloadFirstReads('/trader/find', '?q=tiger');
    await renderApp('/trader/find?q=tiger');
    await screen.findByRole('heading', { level: 1 });
    expect(api.callsTo('POST /listing/public/deals')).toHaveLength(1);
  });
});
