/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { fakeApi, fail, ok, resetBrowserState } from '../../test/app';
import { BRAND_LIST, brandPage, renderShop, settle } from '../../test/shopSupport';
import { panelDeal } from '../deal/dealFixtures';
import { dealAnswer, dealHit } from './dealFixtures';
import { BROWSE_TEXT } from './text';

beforeEach(resetBrowserState);

const T = BROWSE_TEXT.landing;
const SEARCH = 'POST /listing/public/deals';

function landingApi(
  featured = [panelDeal()],
  recent = [
    panelDeal({ id: 43, uuid: 'deal-uuid-43', name: 'Canadian Solar 410W Mono, 1 container', path: '/trader/deal/canadian-solar-410w-mono-1-container-43' }),
  ],
) {
  return fakeApi({
    'GET /v1/client/brands': ok(brandPage(BRAND_LIST)),
    [SEARCH]: ok(dealAnswer([dealHit(1)], { total: 48 })),
    'GET /listing/featured-deals': ok(featured),
    'GET /listing/recent-deals': ok(recent),
  });
}

const tile = (section: string, label: string) => within(screen.getByRole('region', { name: section })).getByRole('link', { name: new RegExp(`^${label}`) });

describe('deals landing', () => {
  it('links every deal category and wattage group with its deal count from one facet search', async () => {
    const api = landingApi();
    await renderShop('/trader/deals');
    await screen.findByRole('heading', { level: 1, name: T.heading });
    await settle();

    expect(api.callsTo(SEARCH).map((call) => call.body)).toEqual([{ page: 1, limit: 1 }]);
    expect(tile(T.categories, 'Solar Panels').getAttribute('href')).toBe('/trader/deals/solar-panels');
    expect(tile(T.categories, 'Solar Panels').textContent).toContain(T.dealCount(30));
    // The trader's 'EV Chargers' page counts the deals of the catalog's EV Charging Stations.
    expect(tile(T.categories, 'EV Chargers').getAttribute('href')).toBe('/trader/deals/ev-chargers');
    expect(tile(T.categories, 'EV Chargers').textContent).toContain(T.dealCount(3));
    expect(tile(T.categories, 'DIY Kits & Equipment').getAttribute('href')).toBe('/trader/deals/diy-kits-&-equipment');
    expect(tile(T.categories, 'Generator').textContent).toContain(T.dealCount(0));
    expect(tile(T.wattages, '400W - 495W').getAttribute('href')).toBe('/trader/deals/400-watt-solar-panels');
    expect(tile(T.wattages, '400W - 495W').textContent).toContain(T.dealCount(18));
    expect(tile(T.wattages, '600W\\+').textContent).toContain(T.dealCount(0));
  });

  it('shows featured and recent deals as deal cards', async () => {
    landingApi();
    await renderShop('/trader/deals');

    const featured = within(screen.getByRole('region', { name: T.featured }));
    const card = await featured.findByRole('article', { name: panelDeal().name });
    expect(card.textContent).toContain('$0.2450 /W');
    expect(card.textContent).toContain('2 pallets');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/files/deals/42/0/300x300.webp');
    const recent = within(screen.getByRole('region', { name: T.recent }));
    expect(recent.getByRole('link', { name: 'Canadian Solar 410W Mono, 1 container' }).getAttribute('href')).toBe(
      '/trader/deal/canadian-solar-410w-mono-1-container-43',
    );
  });

  it("says 'Deals Not Found!' where a list is empty, and offers a retry where it failed", async () => {
    const api = landingApi([]);
    api.on('GET /listing/recent-deals', fail(500));
    await renderShop('/trader/deals');

    expect(await within(screen.getByRole('region', { name: T.featured })).findByText('Deals Not Found!')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: T.recent })).findByRole('alert')).toBeTruthy();
  });

  it('searches the deals for the typed text', async () => {
    landingApi();
    const app = await renderShop('/trader/deals');

    await app.user.type(await screen.findByRole('searchbox', { name: BROWSE_TEXT.search.label }), 'Jinko 550{Enter}');
    expect(app.url()).toBe('/trader/find?q=jinko+550');
  });
});
