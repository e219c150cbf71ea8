/** @jest-environment jsdom */
import type { DealSearchAnswer } from '@solar/contracts';
import { screen, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderApp, resetBrowserState } from '../../test/app';
import { BRAND_LIST, brandPage } from '../../test/shopSupport';
import { LISTING_TEXT } from '../../shared/listing/text';
import { GUIDE_TEXT } from './text';

const T = GUIDE_TEXT.brands;

beforeEach(resetBrowserState);

/** The deal search's answer: no hit needed, just the brand facet (brand ids as the index holds them). */
const brandFacet = (counts: Record<string, number>): DealSearchAnswer => ({
  items: [],
  total: Object.values(counts).reduce((sum, count) => sum + count, 0),
  page: 1,
  limit: 1,
  last_page: 1,
  facets: { brand_id: Object.entries(counts).map(([value, count]) => ({ value, count })) },
});

const brandLinks = () =>
  within(screen.getByRole('list', { name: T.list }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('trader brands page', () => {
  it('lists only the brands with deals, A to Z, with their counts and their deal search', async () => {
    // Trina-Solar Co (3) and Jinko Solar (1) have deals, LONGi (2) and Enphase (4) none; 99 is not a listed brand.
    const api = fakeApi({
      'GET /v1/client/brands': ok(brandPage(BRAND_LIST)),
      'POST /listing/public/deals': ok(brandFacet({ '3': 2, '1': 14, '99': 5 })),
    });
    await renderApp('/trader/brands');

    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeTruthy();
    expect(await screen.findByRole('list', { name: T.list })).toBeTruthy();
    // Text: the logo or initial, the name, the number of deals.
    expect(brandLinks()).toEqual([
      ['Jinko Solar14 deals', '/trader/find/br_1'],
      ['TTrina-Solar Co2 deals', '/trader/find/br_3'],
    ]);
    expect(
      screen
        .getByRole('link', { name: /Jinko Solar/ })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/files/brands/jinko.png');
    expect(api.callsTo('POST /listing/public/deals').map((call) => call.body)).toEqual([{ page: 1, limit: 1 }]);
  });

  it('narrows the list as the visitor types, keeping the text in the URL', async () => {
    fakeApi({
      'GET /v1/client/brands': ok(brandPage(BRAND_LIST)),
      'POST /listing/public/deals': ok(brandFacet({ '1': 14, '2': 1, '3': 2 })),
    });
    const app = await renderApp('/trader/brands');
    await screen.findByRole('list', { name: T.list });
    expect(brandLinks().map(([, href]) => href)).toEqual(['/trader/find/br_1', '/trader/find/br_2', '/trader/find/br_3']);

    await app.user.type(screen.getByLabelText(LISTING_TEXT.brands.filterLabel), 'solar');
    expect(brandLinks().map(([, href]) => href)).toEqual(['/trader/find/br_1', '/trader/find/br_3']);
    expect(app.location().search).toBe('?q=solar');

    await app.user.type(screen.getByLabelText(LISTING_TEXT.brands.filterLabel), 'xyz');
    expect(screen.getByText(T.noMatch)).toBeTruthy();
  });

  it('says so when no brand has a deal, and offers a retry when the search fails', async () => {
    const api = fakeApi({ 'GET /v1/client/brands': ok(brandPage(BRAND_LIST)), 'POST /listing/public/deals': ok(brandFacet({})) });
    const first = await renderApp('/trader/brands');
    expect(await screen.findByText(T.none)).toBeTruthy();
    first.unmount();

    api.on('POST /listing/public/deals', fail(500));
    const app = await renderApp('/trader/brands');
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    api.on('POST /listing/public/deals', ok(brandFacet({ '2': 3 })));
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /LONGi/ })).toBeTruthy();
  });
});
