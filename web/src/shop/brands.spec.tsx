/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, resetBrowserState } from '../test/app';
import { BRAND_LIST, brandPage, renderShop } from '../test/shopSupport';
import { SHOP_TEXT } from './text';

beforeEach(resetBrowserState);

const T = SHOP_TEXT.brands;
const brandLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.classList.contains('brand-card'))
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('brands page', () => {
  it.each([
    ['/shop/brands', T.shopTitle],
    ['/brands', T.title],
  ])('%s lists every brand A to Z with its logo or initial, count and listing link', async (path, title) => {
    const api = fakeApi({ 'GET /v1/client/brands': ok(brandPage(BRAND_LIST)) });
    await renderShop(path);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(api.callsTo('GET /v1/client/brands')[0].url).toBe('/v1/client/brands?page=1&limit=200');
    // Text: the initial (brands without a logo), the name, the number of products.
    expect(brandLinks()).toEqual([
      ['EEnphase0 products', '/shop/brands/enphase'],
      ['Jinko Solar12 products', '/shop/brands/jinko-solar'],
      ['LLONGi1 product', '/shop/brands/longi'],
      ['TTrina-Solar Co7 products', '/shop/brands/trina+solar-co'],
    ]);
    // A logo when the brand has one, its initial otherwise.
    const jinko = screen.getByRole('link', { name: /Jinko Solar/ });
    expect(jinko.querySelector('img')?.getAttribute('src')).toBe('/files/brands/jinko.png');
    expect(screen.getByRole('link', { name: /LONGi/ }).querySelector('img')).toBeNull();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['E', 'J', 'L', 'T']);
  });

  it('narrows the list by name as the visitor types, keeping the text in the URL', async () => {
    fakeApi({ 'GET /v1/client/brands': ok(brandPage(BRAND_LIST)) });
    const app = await renderShop('/shop/brands');

    await app.user.type(screen.getByLabelText(T.filterLabel), 'solar');
    expect(brandLinks().map(([, href]) => href)).toEqual(['/shop/brands/jinko-solar', '/shop/brands/trina+solar-co']);
    expect(app.url()).toBe('/shop/brands?q=solar');

    await app.user.type(screen.getByLabelText(T.filterLabel), 'xyz');
    expect(screen.getByText(T.none)).toBeTruthy();
  });

  it('fetches every page of a long brand list', async () => {
    const many = Array.from({ length: 3 }, (_, i) => ({ id: 10 + i, name: `Brand ${i}`, slug: `brand-${i}`, logo: null, items_count: i }));
    const api = fakeApi({
      'GET /v1/client/brands': (call) => {
        const page = Number(new URL(call.url, 'http://shop.test').searchParams.get('page'));
        return ok({ items: [many[page - 1]], total: 3, page, limit: 200, last_page: 3 });
      },
    });
    await renderShop('/brands');

    await waitFor(() => expect(brandLinks()).toHaveLength(3));
    expect(api.callsTo('GET /v1/client/brands').map((c) => c.url)).toEqual(
      expect.arrayContaining(['/v1/client/brands?page=1&limit=200', '/v1/client/brands?page=2&limit=200', '/v1/client/brands?page=3&limit=200']),
    );
    expect(within(screen.getByRole('main')).getByText('Brand 2')).toBeTruthy();
  });
});
