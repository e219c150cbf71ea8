/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, findToast, ok, renderApp, resetBrowserState, SELLER, signedInAs } from '../../test/app';
import { pageOf, sellerDeal } from './fixtures';
import { LISTINGS_TEXT } from './text';

beforeEach(resetBrowserState);

const L = LISTINGS_TEXT.list;
const USER_DEALS = 'POST /listing/user-deals';
const SOLD_DEALS = 'POST /listing/get-sold-deals';

const LIVE = sellerDeal({ id: 71, name: 'JA Solar DeepBlue 4.0 lot', status: 'Active' });
const UNDER_CONTRACT = sellerDeal({ id: 72, name: 'Trina Vertex 600W container', status: 'Contract' });
const SOLD_OUT = sellerDeal({ id: 73, name: 'Enphase IQ8 pallet', status: 'OutOfStock', status_reason: 'The quantity available reached 0.' });

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('Active listing', () => {
  it('lists the seller’s public and private deals', async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({ [USER_DEALS]: ok(pageOf([LIVE])) });
    const app = await renderApp('/trader/active-listing');
    expect(await screen.findByRole('heading', { level: 1, name: LISTINGS_TEXT.pages.activeListing })).toBeTruthy();
    expect(await screen.findByRole('link', { name: LIVE.name })).toBeTruthy();
    expect(api.callsTo(USER_DEALS).at(-1)?.body).toEqual({ where_in: { status: ['Approved', 'Active', 'Private'] }, page: 1, limit: 20 });
    expect(api.callsTo(SOLD_DEALS)).toHaveLength(0);
    expect(screen.queryByRole('tablist')).toBeNull();

    await app.user.type(screen.getByRole('searchbox', { name: L.search }), 'deepblue{Enter}');
    await waitFor(() =>
      expect(api.callsTo(USER_DEALS).at(-1)?.body).toEqual({ where_in: { status: ['Approved', 'Active', 'Private'] }, query: 'deepblue', page: 1, limit: 20 }),
    );
  });

  it('says when no deal is live yet and offers the create forms', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi({ [USER_DEALS]: ok(pageOf([])) });
    await renderApp('/trader/active-listing');
    expect(await screen.findByText(L.emptyActive)).toBeTruthy();
    expect(screen.getByRole('link', { name: LISTINGS_TEXT.create.inverter.label }).getAttribute('href')).toBe('/trader/create-deal-inverter');
    expect(screen.getByRole('link', { name: LISTINGS_TEXT.create.battery.label }).getAttribute('href')).toBe('/trader/create-deal-battery');
  });
});

describe('Sold listing', () => {
  it('lists the deals under contract or sold out from listing/get-sold-deals', async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({ [SOLD_DEALS]: ok(pageOf([UNDER_CONTRACT, SOLD_OUT])) });
    await renderApp('/trader/sold-listing');
    expect(await screen.findByRole('heading', { level: 1, name: LISTINGS_TEXT.pages.soldListing })).toBeTruthy();
    await screen.findByRole('link', { name: UNDER_CONTRACT.name });
    expect(api.callsTo(SOLD_DEALS).map((call) => call.body)).toEqual([{ page: 1, limit: 20 }]);
    expect(api.callsTo(USER_DEALS)).toHaveLength(0);

    expect(within(row(UNDER_CONTRACT.name)).getByText('Contract')).toBeTruthy();
    expect(within(row(SOLD_OUT.name)).getByText(L.reason('The quantity available reached 0.'))).toBeTruthy();
    // A sold-out deal may be paused; one under contract is the marketplace's until the contract ends.
    expect(within(row(SOLD_OUT.name)).getByRole('button', { name: `Pause: ${SOLD_OUT.name}` })).toBeTruthy();
    expect(within(row(UNDER_CONTRACT.name)).queryByRole('button', { name: /^Pause/ })).toBeNull();
  });

  it('refreshes the sold deals after a copy of one is made', async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({
      [SOLD_DEALS]: ok(pageOf([UNDER_CONTRACT])),
      'POST /listing/duplicate-deal': ok(sellerDeal({ id: 80, name: 'Copy', status: 'Incomplete' }), 'The deal has been copied as a draft.', 201),
    });
    const app = await renderApp('/trader/sold-listing');
    await screen.findByRole('link', { name: UNDER_CONTRACT.name });
    await app.user.click(screen.getByRole('button', { name: `${LISTINGS_TEXT.actions.duplicate}: ${UNDER_CONTRACT.name}` }));
    expect(await findToast('The deal has been copied as a draft.')).toBeTruthy();
    expect(api.callsTo('POST /listing/duplicate-deal')[0].body).toEqual({ listing_id: 72 });
    await waitFor(() => expect(api.callsTo(SOLD_DEALS).length).toBeGreaterThan(1));
  });

  it('says when nothing has sold yet', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi({ [SOLD_DEALS]: ok(pageOf([])) });
    await renderApp('/trader/sold-listing');
    expect(await screen.findByText(L.emptySold)).toBeTruthy();
  });
});
