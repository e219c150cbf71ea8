/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi, ok, resetBrowserState, type ApiCall } from '../../test/app';
import { BRAND_LIST, brandPage, renderShop, settle } from '../../test/shopSupport';
import { LISTING_TEXT } from '../../shared/listing/text';
import { dealAnswer, dealHit } from './dealFixtures';
import { BROWSE_TEXT } from './text';

beforeEach(resetBrowserState);

const SEARCH = 'POST /listing/public/deals';
const G = { ...LISTING_TEXT.groups, ...BROWSE_TEXT.groups };

function dealApi(answer: (call: ApiCall) => ReturnType<typeof dealAnswer> = () => dealAnswer([dealHit(1), dealHit(2)])) {
  return fakeApi({
    'GET /v1/client/brands': ok(brandPage(BRAND_LIST)),
    [SEARCH]: (call) => ok(answer(call)),
  });
}

const lastSearch = (api: ReturnType<typeof fakeApi>) => api.callsTo(SEARCH).at(-1)?.body;
const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent;
const group = (name: string) => screen.getByRole('group', { name });
/** The sidebar's values of one group as read: 'Texas (21)'. */
const options = (name: string) =>
  within(group(name))
    .getAllByRole('checkbox')
    .map((box) => box.closest('li')?.textContent);

describe('deal search: the URL is the search', () => {
  it('sends every filter segment, the text, sort, page and page size of a /trader/find URL', async () => {
    const api = dealApi();
    await renderShop(
      '/trader/find/ca_solar-panels/sb_bifacial-panels/br_1/cd_new/st_local_pickup_only/pw_400/wa_450/co_black/ic_exw/sta_tx/mu_mw/ct_tier-1/pr_0.1-0.3?q=Tiger&sort_by=price_asc&page_no=2&per_page=40',
    );

    expect(await heading()).toBe(BROWSE_TEXT.listing.resultsFor('tiger'));
    expect(lastSearch(api)).toEqual({
      page: 2,
      limit: 40,
      where: { category_slug: 'solar-panels', price_min: 0.1, price_max: 0.3 },
      where_in: {
        subcategory_slug: ['bifacial-panels'],
        condition: ['new'],
        shipping_type: ['local_pickup_only'],
        colour: ['black'],
        incoterm: ['EXW'],
        state: ['TX'],
        moq_unit: ['MW'],
        company_tier: ['Tier 1'],
        brand_id: [1],
        panel_wattage_group: [400],
        panel_wattage: [450],
      },
      query: 'tiger',
      orderby: { price: 'asc' },
    });
    // Every filter is a chip the buyer can take off, named as the sidebar names it.
    const chips = within(screen.getByRole('list', { name: 'Active filters' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent?.trim());
    expect(chips).toEqual(
      expect.arrayContaining([
        'Brand: Jinko Solar',
        'Incoterm: EXW',
        'Ships from: Texas',
        'MOQ unit: MW',
        'Company tier: Tier 1',
        'Price: $0.1000 /W to $0.3000 /W',
      ]),
    );
  });

  it('writes the price chip per watt when a panel wattage narrows the search to panels', async () => {
    dealApi();
    await renderShop('/trader/find/pw_500/ic_exw/sta_tx/pr_0.15-0.2');

    await heading();
    const chips = within(screen.getByRole('list', { name: 'Active filters' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent?.trim());
    expect(chips).toContain('Price: $0.1500 /W to $0.2000 /W');
    expect(chips.join(' ')).not.toContain('/unit');
  });

  it('scopes a category page to the category as the deal index names it, newest first', async () => {
    const api = dealApi();
    await renderShop('/trader/deals/ev-chargers/cd_new');

    expect(await heading()).toBe('EV Chargers Deals');
    expect(lastSearch(api)).toEqual({ page: 1, limit: 20, where: { category_slug: 'ev-charging-stations' }, where_in: { condition: ['new'] } });
    expect(document.title).toMatch(/^EV Chargers Deals \| /);
    const crumbs = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
    expect(crumbs.getByRole('link', { name: BROWSE_TEXT.landing.title }).getAttribute('href')).toBe('/trader/deals');
    // The path fixes the category: no category group.
    expect(screen.queryByRole('group', { name: G.categories })).toBeNull();
    // Without text or a chosen sort the search lists the newest deals first, as the select says.
    expect((screen.getByRole('combobox', { name: LISTING_TEXT.listing.sortBy }) as HTMLSelectElement).value).toBe('newest');
  });

  it.each([
    ['/trader/deals/400-watt-solar-panels', 400],
    ['/trader/deals/solar-panels/500-watt-solar-panels', 500],
  ])('lists the panels of a wattage group at %s', async (path, watts) => {
    const api = dealApi();
    await renderShop(path);

    expect(await heading()).toBe(`${watts} Watt Solar Panels`);
    expect(lastSearch(api)).toEqual({ page: 1, limit: 20, where: { category_slug: 'solar-panels' }, where_in: { panel_wattage_group: [watts] } });
    const crumbs = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Solar Panels' }).getAttribute('href')).toBe('/trader/deals/solar-panels');
  });

  it.each(['/trader/deals/unknown-category', '/trader/deals/solar-panels/not-a-group', '/trader/find/ca_solar-panels/extra'])(
    'shows the not-found page for %s without searching',
    async (path) => {
      const api = dealApi();
      await renderShop(path);

      expect(await heading()).toBe(MESSAGES.notFoundPage.heading);
      expect(api.callsTo(SEARCH)).toHaveLength(0);
    },
  );
});

describe('deal search: results', () => {
  it('shows each lot as a bulk buyer compares it', async () => {
    dealApi(() => dealAnswer([dealHit(1, { name: 'Jinko 550W Bifacial, 2 MW lot' })], { total: 41, last_page: 3 }));
    await renderShop('/trader/find');

    const card = await screen.findByRole('article', { name: 'Jinko 550W Bifacial, 2 MW lot' });
    expect(screen.getByText(BROWSE_TEXT.listing.count(41))).toBeTruthy();
    const text = card.textContent ?? '';
    // $0.245 per watt times 550 W is $134.75 a panel; 1,860 panels of 550 W are 1.02 MW.
    for (const shown of ['$0.2450 /W', '$134.75 per panel', '1.02 MW', '2 pallets', '1,860 panels', 'EXW', 'Texas', '5 days', 'New']) {
      expect(text).toContain(shown);
    }
    const picture = card.querySelector('img');
    expect(picture?.getAttribute('width')).toBe('300');
    expect(picture?.getAttribute('height')).toBe('300');
    expect(within(card).getByRole('link', { name: 'Jinko 550W Bifacial, 2 MW lot' }).getAttribute('href')).toBe('/trader/deal/jinko-550w-bifacial-2-mw-lot-1');
    // The pages are URLs.
    expect(
      within(screen.getByRole('navigation', { name: BROWSE_TEXT.listing.pages }))
        .getByRole('link', { name: '2' })
        .getAttribute('href'),
    ).toBe('/trader/find?page_no=2');
  });

  it("says exactly 'Deals Not Found!' when nothing matches", async () => {
    dealApi(() => dealAnswer([], { total: 0 }));
    await renderShop('/trader/find?q=perovskite');

    expect(await screen.findByText('Deals Not Found!')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('deal search: the sidebar', () => {
  it('counts each value from the facets and names brands from the catalog', async () => {
    dealApi();
    await renderShop('/trader/deals/solar-panels');
    await screen.findByRole('article', { name: dealHit(1).name });

    expect(options(G.brand)).toEqual(['Jinko Solar(12)', 'Trina-Solar Co(7)', 'Brand 99(2)']);
    expect(options(G.incoterm)).toEqual(['EXW(20)', 'Flexible(10)']);
    expect(options(G.state)).toEqual(['Texas(21)', 'California(9)']);
    expect(options(G.moqUnit)).toEqual(['Pallets(14)', 'MW(6)']);
    expect(options(G.companyTier)).toEqual(['Tier 1(9)', 'Tier 2(3)']);
    expect(options(G.subcategories)).toEqual(['Bifacial Panels(20)', 'Monocrystalline Panels(10)']);
    expect(options(G.panelWattage)).toEqual(['300W - 395W(0)', '400W - 495W(18)', '500W - 595W(12)', '600W+(0)']);
    expect(options(G.wattage)).toEqual(['450W(10)', '505W(4)', '550W(8)']);
    // Panels are priced per watt.
    expect(screen.getByRole('group', { name: G.pricePerWatt })).toBeTruthy();
    // The sector is an inverter filter.
    expect(screen.queryByRole('group', { name: G.sector })).toBeNull();
  });

  it('offers the sector on inverter deals only, and no panel wattage there', async () => {
    dealApi();
    await renderShop('/trader/deals/solar-inverters');
    await screen.findByRole('article', { name: dealHit(1).name });

    expect(options(G.sector)).toEqual(['Utility Scale(4)', 'Commercial(2)']);
    expect(screen.queryByRole('group', { name: G.panelWattage })).toBeNull();
    expect(screen.getByRole('group', { name: G.pricePerUnit })).toBeTruthy();
  });

  it('puts a ticked value in the URL, lower-cased, back on the first page', async () => {
    const api = dealApi();
    const app = await renderShop('/trader/find?page_no=2');
    await screen.findByRole('article', { name: dealHit(1).name });

    await app.user.click(within(group(G.companyTier)).getByRole('checkbox', { name: /^Tier 1/ }));
    await settle();
    expect(app.url()).toBe('/trader/find/ct_tier-1');
    expect(lastSearch(api)).toMatchObject({ page: 1, where_in: { company_tier: ['Tier 1'] } });
    expect((within(group(G.companyTier)).getByRole('checkbox', { name: /^Tier 1/ }) as HTMLInputElement).checked).toBe(true);

    await app.user.click(within(group(G.incoterm)).getByRole('checkbox', { name: /^EXW/ }));
    expect(app.url()).toBe('/trader/find/ic_exw/ct_tier-1');
  });

  it('clears wattage, colour, tier, MOQ unit, price and page on a category change, keeping the sector for inverters only', async () => {
    dealApi();
    const app = await renderShop('/trader/find/ca_solar-panels/pw_400/wa_450/co_black/sta_tx/mu_pallets/ct_tier-1/sec_commercial/pr_0.1-0.3?q=bulk&page_no=2');
    await screen.findByRole('article', { name: dealHit(1).name });

    await app.user.click(within(group(G.categories)).getByRole('checkbox', { name: /^Solar Inverters/ }));
    await settle();
    expect(app.url()).toBe('/trader/find/ca_solar-inverters/sta_tx/sec_commercial?q=bulk');

    await app.user.click(within(group(G.categories)).getByRole('checkbox', { name: /^Solar Batteries/ }));
    await settle();
    expect(app.url()).toBe('/trader/find/ca_solar-batteries/sta_tx?q=bulk');
  });

  it('moves between wattage group pages from a group page', async () => {
    dealApi();
    const app = await renderShop('/trader/deals/400-watt-solar-panels/wa_450/co_black');
    await screen.findByRole('article', { name: dealHit(1).name });

    await app.user.click(within(group(G.panelWattage)).getByRole('checkbox', { name: /^500W/ }));
    expect(app.url()).toBe('/trader/deals/500-watt-solar-panels/co_black');
    await settle();
    await app.user.click(within(group(G.panelWattage)).getByRole('checkbox', { name: /^500W/ }));
    expect(app.url()).toBe('/trader/deals/solar-panels/co_black');
  });

  it('searches the text within the listing, and sorts', async () => {
    const api = dealApi();
    const app = await renderShop('/trader/deals/solar-panels/cd_new?page_no=3');
    await screen.findByRole('article', { name: dealHit(1).name });

    await app.user.type(screen.getByRole('searchbox', { name: BROWSE_TEXT.search.label }), 'Mono PERC{Enter}');
    await settle();
    expect(app.url()).toBe('/trader/deals/solar-panels/cd_new?q=mono+perc');
    expect(lastSearch(api)).toMatchObject({ query: 'mono perc', page: 1 });

    await app.user.selectOptions(screen.getByRole('combobox', { name: LISTING_TEXT.listing.sortBy }), 'price_desc');
    await settle();
    expect(app.url()).toBe('/trader/deals/solar-panels/cd_new?q=mono+perc&sort_by=price_desc');
    expect(lastSearch(api)).toMatchObject({ orderby: { price: 'desc' } });
    // Deals have no rating sort.
    expect(screen.queryByRole('option', { name: /rating/ })).toBeNull();
  });
});
