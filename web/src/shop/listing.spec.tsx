/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { COMPARE_TEXT } from '../compare/text';
import { SHARED_TEXT } from '../shared/text';
import { fakeApi, ok, resetBrowserState, type ApiCall } from '../test/app';
import { BRAND_LIST, CATEGORY_LIST, brandPage, hit, renderShop, searchAnswer, settle } from '../test/shopSupport';
import { SHOP_TEXT } from './text';

beforeEach(resetBrowserState);

const T = SHOP_TEXT.listing;
const SEARCH = 'POST /v1/client/items/search';

/** The shop's API with a listing answer (by default three panels over two pages' worth of facets). */
function shopApi(answer: (call: ApiCall) => ReturnType<typeof searchAnswer> = () => searchAnswer([hit(1), hit(2), hit(3)])) {
  return fakeApi({
    'POST /v1/client/categories/search': ok(CATEGORY_LIST),
    'GET /v1/client/brands': ok(brandPage(BRAND_LIST)),
    'POST /v1/client/brands/search': (call) => {
      const slug = (call.body as { where?: { slug?: string } }).where?.slug;
      return ok(brandPage(BRAND_LIST.filter((b) => b.slug === slug)));
    },
    [SEARCH]: (call) => ok(answer(call)),
  });
}

const lastSearch = (api: ReturnType<typeof fakeApi>) => api.callsTo(SEARCH).at(-1)?.body;
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const group = (name: string) => screen.getByRole('group', { name });
const products = () => screen.getByRole('region', { name: 'Products' });

describe('shop listing: the URL is the search', () => {
  it('sends the scope, filter segments, sort, page and page size of a subcategory URL', async () => {
    const api = shopApi();
    await renderShop('/shop/product/solar-panels/bifacial-panels/br_jinko-solar/cd_new/sta_tx/pr_100-500/ra_4?sort_by=price_asc&page_no=2&per_page=48');

    expect(lastSearch(api)).toEqual({
      page: 2,
      limit: 48,
      where: { category_slug: 'solar-panels', price_min: 100, price_max: 500, rating_min: 4 },
      where_in: { subcategory_slug: ['bifacial-panels'], brand_slug: ['jinko-solar'], condition: ['new'], state: ['TX'] },
      orderby: { sale_price: 'asc' },
    });
    expect(heading()).toBe('Bifacial Panels');
  });

  it('searches the whole shop for ?q, scoped to a ca_ category, best matches first', async () => {
    const api = shopApi();
    await renderShop('/shop/find/ca_solar-panels?q=Mono');

    expect(lastSearch(api)).toEqual({ page: 1, limit: 24, where: { category_slug: 'solar-panels' }, query: 'mono' });
    expect(heading()).toBe(T.resultsFor('mono'));
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText(T.searchTitle)).toBeTruthy();
  });

  it('lists a brand under its name, scoped to the brand, by quantity by default', async () => {
    const api = shopApi();
    await renderShop('/shop/brands/trina+solar-co');

    expect(api.callsTo('POST /v1/client/brands/search')[0].body).toMatchObject({ where: { slug: 'trina+solar-co' } });
    expect(lastSearch(api)).toEqual({ page: 1, limit: 24, where_in: { brand_slug: ['trina+solar-co'] }, orderby: { total_qty: 'desc' } });
    expect(heading()).toBe('Trina-Solar Co');
    const crumbs = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
    expect(crumbs.getByRole('link', { name: SHOP_TEXT.brands.title }).getAttribute('href')).toBe('/shop/brands');
    // The brand page has no brand filter of its own.
    expect(screen.queryByRole('group', { name: SHOP_TEXT.groups.brand })).toBeNull();
  });

  it('names the page after the category, with its meta title and description', async () => {
    shopApi();
    await renderShop('/shop/product/solar-panels');

    expect(heading()).toBe('Solar Panels');
    expect(document.title).toMatch(/^Solar Panels for sale \| /);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Buy solar panels at fixed prices.');
  });
});

describe('shop listing: the sidebar', () => {
  it('shows the groups that apply, each value with its count', async () => {
    shopApi();
    await renderShop('/shop/product/solar-panels');

    expect(within(group(SHOP_TEXT.groups.brand)).getByRole('checkbox', { name: 'Jinko Solar (12)' })).toBeTruthy();
    expect(within(group(SHOP_TEXT.groups.brand)).getByRole('checkbox', { name: 'Trina-Solar Co (7)' })).toBeTruthy();
    expect(within(group(SHOP_TEXT.groups.condition)).getByRole('checkbox', { name: 'Pre Owned (5)' })).toBeTruthy();
    expect(within(group(SHOP_TEXT.groups.state)).getByRole('checkbox', { name: 'Texas (21)' })).toBeTruthy();
    expect(within(group(SHOP_TEXT.groups.subcategories)).getByRole('checkbox', { name: 'Bifacial Panels (20)' })).toBeTruthy();
    // Solar panels: the four wattage groups, counted where the answer counts them.
    const watts = within(group(SHOP_TEXT.groups.panelWattage))
      .getAllByRole('checkbox')
      .map((box) => box.closest('li')?.textContent);
    expect(watts).toEqual(['300W - 395W(0)', '400W - 495W(18)', '500W - 595W(12)', '600W+(0)']);
    // No item has a wattage; a category page has no category group.
    expect(screen.queryByRole('group', { name: SHOP_TEXT.groups.wattage })).toBeNull();
    expect(screen.queryByRole('group', { name: SHOP_TEXT.groups.categories })).toBeNull();
  });

  it('leaves out panel wattage outside solar panels and offers categories on the search', async () => {
    shopApi();
    await renderShop('/shop/find?q=inverter');

    expect(screen.queryByRole('group', { name: SHOP_TEXT.groups.panelWattage })).toBeNull();
    expect(within(group(SHOP_TEXT.groups.categories)).getByRole('checkbox', { name: 'Solar Inverters (9)' })).toBeTruthy();
  });

  it('puts a ticked value in the URL and the search, and Back takes it out again', async () => {
    const used = hit(9, { name: 'Used Panel', condition: 'pre_owned' });
    const api = shopApi((call) => {
      const body = call.body as { page: number; where_in?: { condition?: string[] } };
      return searchAnswer(body.where_in?.condition ? [used] : [hit(1)], { page: body.page, last_page: 3, total: 60 });
    });
    const app = await renderShop('/shop/product/solar-panels?page_no=3');
    const preOwned = () => within(group(SHOP_TEXT.groups.condition)).getByRole('checkbox', { name: /^Pre Owned/ }) as HTMLInputElement;

    await app.user.click(preOwned());
    await settle();
    // A new filter starts again at page 1.
    expect(app.url()).toBe('/shop/product/solar-panels/cd_pre_owned');
    expect(lastSearch(api)).toMatchObject({ page: 1, where_in: { condition: ['pre_owned'] } });
    expect(preOwned().checked).toBe(true);
    expect(screen.getByRole('article', { name: 'Used Panel' })).toBeTruthy();

    await app.back();
    expect(app.url()).toBe('/shop/product/solar-panels?page_no=3');
    expect(preOwned().checked).toBe(false);
    expect(screen.queryByRole('article', { name: 'Used Panel' })).toBeNull();
    expect(screen.getByRole('article', { name: hit(1).name })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: T.pages }))
        .getByRole('link', { name: '3' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('chooses a category on the search, dropping the old category’s subcategories', async () => {
    shopApi();
    const app = await renderShop('/shop/find/ca_solar-panels/sb_bifacial-panels/pw_400?q=mono');

    await app.user.click(within(group(SHOP_TEXT.groups.categories)).getByRole('checkbox', { name: /^Solar Inverters/ }));
    expect(app.url()).toBe('/shop/find/ca_solar-inverters?q=mono');
  });

  it('moves between subcategory pages from a subcategory page', async () => {
    shopApi();
    const app = await renderShop('/shop/product/solar-panels/bifacial-panels/cd_new?page_no=2');

    await app.user.click(within(group(SHOP_TEXT.groups.subcategories)).getByRole('checkbox', { name: /^Monocrystalline Panels/ }));
    expect(app.url()).toBe('/shop/product/solar-panels/monocrystalline-panels/cd_new');
    await settle();
    await app.user.click(within(group(SHOP_TEXT.groups.subcategories)).getByRole('checkbox', { name: /^Monocrystalline Panels/ }));
    expect(app.url()).toBe('/shop/product/solar-panels/cd_new');
  });

  it('applies a price range, and the default range is no filter at all', async () => {
    const api = shopApi();
    const app = await renderShop('/shop/product/solar-panels');
    const price = within(group(SHOP_TEXT.groups.price));
    expect((price.getByLabelText(SHOP_TEXT.price.min) as HTMLInputElement).value).toBe('0');
    expect((price.getByLabelText(SHOP_TEXT.price.max) as HTMLInputElement).value).toBe('10000');

    await app.user.clear(price.getByLabelText(SHOP_TEXT.price.max));
    await app.user.type(price.getByLabelText(SHOP_TEXT.price.max), '500');
    await app.user.clear(price.getByLabelText(SHOP_TEXT.price.min));
    await app.user.type(price.getByLabelText(SHOP_TEXT.price.min), '100');
    await app.user.click(price.getByRole('button', { name: SHOP_TEXT.price.apply }));
    await settle();
    expect(app.url()).toBe('/shop/product/solar-panels/pr_100-500');
    expect(lastSearch(api)).toMatchObject({ where: { price_min: 100, price_max: 500 } });

    const reloaded = within(group(SHOP_TEXT.groups.price));
    await app.user.clear(reloaded.getByLabelText(SHOP_TEXT.price.min));
    await app.user.type(reloaded.getByLabelText(SHOP_TEXT.price.min), '0');
    await app.user.clear(reloaded.getByLabelText(SHOP_TEXT.price.max));
    await app.user.type(reloaded.getByLabelText(SHOP_TEXT.price.max), '10000');
    await app.user.click(reloaded.getByRole('button', { name: SHOP_TEXT.price.apply }));
    expect(app.url()).toBe('/shop/product/solar-panels');
  });

  it('filters by minimum rating', async () => {
    const api = shopApi();
    const app = await renderShop('/shop/product/solar-panels');

    await app.user.click(within(group(SHOP_TEXT.groups.rating)).getByRole('checkbox', { name: SHOP_TEXT.rating.andUp(3) }));
    await settle();
    expect(app.url()).toBe('/shop/product/solar-panels/ra_3');
    expect(lastSearch(api)).toMatchObject({ where: { rating_min: 3 } });
  });

  it('resets every filter, sort and page size but keeps the search text', async () => {
    shopApi();
    const app = await renderShop('/shop/find/ca_solar-panels/br_jinko-solar/pr_5-50?q=mono&sort_by=price_desc&per_page=96&page_no=2');

    await app.user.click(screen.getByRole('button', { name: T.reset }));
    expect(app.url()).toBe('/shop/find?q=mono');
  });
});

describe('shop listing: the top bar and the results', () => {
  it('shows the count and one removable chip per active filter', async () => {
    shopApi(() => searchAnswer([hit(1)], { total: 31 }));
    const app = await renderShop('/shop/product/solar-panels/br_jinko-solar/cd_new/ra_4');

    expect(within(products()).getByText(T.count(31))).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      T.removeFilter('Brand: Jinko Solar'),
      T.removeFilter('Condition: New / Unused'),
      T.removeFilter(`Rating: ${SHOP_TEXT.rating.andUp(4)}`),
    ]);

    await app.user.click(chips[1]);
    expect(app.url()).toBe('/shop/product/solar-panels/br_jinko-solar/ra_4');
  });

  it('sorts and sizes pages through the URL, quantity high to low by default', async () => {
    const api = shopApi();
    const app = await renderShop('/shop/product/solar-panels?page_no=2');
    const sort = screen.getByLabelText(T.sortBy) as HTMLSelectElement;
    expect(sort.value).toBe('quantity_desc');
    expect(sort.selectedOptions[0].textContent).toBe('quantity, high to low');

    await app.user.selectOptions(sort, 'price_asc');
    await settle();
    expect(app.url()).toBe('/shop/product/solar-panels?sort_by=price_asc');
    expect(lastSearch(api)).toMatchObject({ page: 1, orderby: { sale_price: 'asc' } });

    await app.user.selectOptions(screen.getByLabelText(T.perPage), '96');
    await settle();
    expect(app.url()).toBe('/shop/product/solar-panels?sort_by=price_asc&per_page=96');
    expect(lastSearch(api)).toMatchObject({ limit: 96 });

    await app.back();
    expect((screen.getByLabelText(T.perPage) as HTMLSelectElement).value).toBe('24');
  });

  it('pages through the results with links', async () => {
    const api = shopApi((call) => {
      const page = (call.body as { page: number }).page;
      return searchAnswer([hit(page)], { total: 120, page, last_page: 5 });
    });
    const app = await renderShop('/shop/find?q=panel');
    const pages = () => within(screen.getByRole('navigation', { name: T.pages }));

    expect(pages().getByRole('link', { name: '1' }).getAttribute('aria-current')).toBe('page');
    await app.user.click(pages().getByRole('link', { name: '3' }));
    await settle();
    expect(app.url()).toBe('/shop/find?q=panel&page_no=3');
    expect(lastSearch(api)).toMatchObject({ page: 3 });
    expect(screen.getByRole('link', { name: hit(3).name })).toBeTruthy();

    await app.user.click(pages().getByRole('link', { name: SHARED_TEXT.pager.previous }));
    expect(app.url()).toBe('/shop/find?q=panel&page_no=2');
    await app.user.click(pages().getByRole('link', { name: SHARED_TEXT.pager.previous }));
    expect(app.url()).toBe('/shop/find?q=panel');
  });

  it('loads the pictures of the cards a phone shows first at once, the rest as they scroll into view', async () => {
    shopApi(() => searchAnswer([1, 2, 3, 4, 5, 6].map((id) => hit(id))));
    await renderShop('/shop/find?q=panel');
    const loading = [1, 2, 3, 4, 5, 6].map((id) =>
      screen
        .getByRole('article', { name: hit(id).name })
        .querySelector('img')
        ?.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('shows each item with its link, brand, price, MOQ, stock and rating', async () => {
    shopApi(() => searchAnswer([hit(1), hit(2, { name: 'Sold Out Panel', total_qty: 0, reviews_avg: 0, reviews_total: 0 })]));
    await renderShop('/shop/product/solar-panels');

    const first = within(screen.getByRole('article', { name: hit(1).name }));
    expect(first.getByRole('link', { name: hit(1).name }).getAttribute('href')).toBe('/product/1/tiger-neo-401w-mono-panel');
    expect(first.getByText('Jinko Solar')).toBeTruthy();
    expect(first.getByText('$180.00')).toBeTruthy();
    expect(first.getByText('$200.00')).toBeTruthy();
    expect(first.getByText(SHOP_TEXT.card.moq(10))).toBeTruthy();
    expect(first.getByText(SHOP_TEXT.card.inStock(50))).toBeTruthy();
    expect(first.getByTitle(SHOP_TEXT.rating.rated(4.5))).toBeTruthy();
    expect(
      screen
        .getByRole('article', { name: hit(1).name })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/files/items/uuid-1/300x300.webp');

    const soldOut = within(screen.getByRole('article', { name: 'Sold Out Panel' }));
    expect(soldOut.getByText(SHOP_TEXT.card.outOfStock)).toBeTruthy();
  });

  it('adds an item to the compare list from its card', async () => {
    shopApi();
    const app = await renderShop('/shop/product/solar-panels');

    const card = within(screen.getByRole('article', { name: hit(2).name }));
    // The card's other toggle is the wishlist heart, so the compare button is asked for by its name.
    await app.user.click(card.getByRole('button', { name: COMPARE_TEXT.add, pressed: false }));
    expect(await screen.findByText(MESSAGES.toast.itemAddedToCompare)).toBeTruthy();
    expect(card.getByRole('button', { name: COMPARE_TEXT.added, pressed: true })).toBeTruthy();
  });

  it('says when nothing matches and offers a reset', async () => {
    shopApi(() => searchAnswer([], { total: 0, facets: {} }));
    const app = await renderShop('/shop/product/solar-panels/cd_for_parts?sort_by=newest');

    expect(within(products()).getByText(T.empty)).toBeTruthy();
    await app.user.click(within(products()).getByRole('button', { name: T.reset }));
    expect(app.url()).toBe('/shop/product/solar-panels');
  });

  it('reports a failed search with a retry that searches again', async () => {
    let failing = true;
    const api = fakeApi({
      'POST /v1/client/categories/search': ok(CATEGORY_LIST),
      [SEARCH]: () => (failing ? { status: 500, body: { status: 0, success: false } } : ok(searchAnswer([hit(1)]))),
    });
    const app = await renderShop('/shop/product/solar-panels');

    expect(within(products()).getByText(MESSAGES.http.serverError)).toBeTruthy();
    failing = false;
    await app.user.click(within(products()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('article', { name: hit(1).name })).toBeTruthy());
    expect(api.callsTo(SEARCH).length).toBeGreaterThanOrEqual(2);
  });
});

describe('shop listing: paths that name nothing', () => {
  it.each([
    '/shop/product/moon-panels',
    '/shop/product/solar-panels/moon-panels',
    '/shop/product/solar-panels/bifacial-panels/extra',
    '/shop/find/nonsense',
    '/shop/brands/no-such-brand',
  ])('shows the not-found page for %s', async (path) => {
    shopApi();
    await renderShop(path);
    expect(heading()).toBe(MESSAGES.notFoundPage.heading);
  });
});
