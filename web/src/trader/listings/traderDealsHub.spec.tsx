/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { BUYER, fakeApi, ok, renderApp, resetBrowserState, SELLER, sessionOf, signedInAs, type ApiCall } from '../../test/app';
import { pageOf, sellerDeal } from './fixtures';
import { LISTINGS_TEXT } from './text';

beforeEach(resetBrowserState);

const H = LISTINGS_TEXT.hub;
const C = LISTINGS_TEXT.create;
const HUB = '/trader/trader-deals';
const USER_DEALS = 'POST /listing/user-deals';
const SOLD_DEALS = 'POST /listing/get-sold-deals';

const LATEST = [
  sellerDeal({ id: 91, name: 'Jinko Tiger Neo 580W container', status: 'Pending' }),
  sellerDeal({ id: 92, name: 'Canadian Solar TOPBiHiKu7 pallet', status: 'Active' }),
];

/** user-deals as the service counts the seller's 23 deals: the total of each filter, and the latest page. */
function userDeals(call: ApiCall) {
  const body = call.body as { where?: { status?: string }; where_in?: { status?: string[] }; limit: number };
  const total = body.where_in ? 9 : (({ Pending: 4, Incomplete: 3, Rejected: 1 } as Record<string, number>)[body.where?.status ?? ''] ?? 23);
  return ok(pageOf(body.limit === 1 ? [] : LATEST, 1, 1, total));
}

/** The hub's section headed `name`. */
const section = (name: string) => within(screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement);

describe('Seller deal hub', () => {
  it('gives a seller the four deal forms, their counts, the listings and their latest deals', async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({ [USER_DEALS]: userDeals, [SOLD_DEALS]: ok(pageOf([], 1, 1, 6)) });
    await renderApp(HUB);
    expect(await screen.findByRole('heading', { level: 1, name: LISTINGS_TEXT.pages.hub })).toBeTruthy();

    const create = section(H.createTitle);
    const formOf = (label: string) => create.getByRole('link', { name: new RegExp(`^${label}`) }).getAttribute('href');
    expect(formOf(C.panel.label)).toBe('/trader/create-deal');
    expect(formOf(C.inverter.label)).toBe('/trader/create-deal-inverter');
    expect(formOf(C.battery.label)).toBe('/trader/create-deal-battery');
    expect(formOf(C.other.label)).toBe('/trader/create-other-component-deal');

    expect(await section(H.latestTitle).findByRole('link', { name: LATEST[0].name })).toBeTruthy();
    const counts = section(H.countsTitle);
    const count = (label: string) => counts.getByRole('link', { name: new RegExp(`${label}$`) });
    expect(count(H.counts.all).textContent).toContain('23');
    expect(count(H.counts.live).textContent).toContain('9');
    expect(count(H.counts.pending).textContent).toContain('4');
    expect(count(H.counts.drafts).textContent).toContain('3');
    expect(count(H.counts.rejected).textContent).toContain('1');
    expect(count(H.counts.sold).textContent).toContain('6');
    expect(count(H.counts.pending).getAttribute('href')).toBe('/trader/deals-listing?status=Pending');
    expect(count(H.counts.drafts).getAttribute('href')).toBe('/trader/deals-listing?status=Incomplete');
    expect(count(H.counts.sold).getAttribute('href')).toBe('/trader/sold-listing');

    const manage = section(H.manageTitle);
    const target = (label: string) => manage.getByRole('link', { name: new RegExp(`^${label}`) }).getAttribute('href');
    expect(target(LISTINGS_TEXT.pages.dealsListing)).toBe('/trader/deals-listing');
    expect(target(LISTINGS_TEXT.pages.activeListing)).toBe('/trader/active-listing');
    expect(target(LISTINGS_TEXT.pages.soldListing)).toBe('/trader/sold-listing');
    expect(target(LISTINGS_TEXT.pages.offers)).toBe('/trader/offer-or-bid');

    // A handful of reads, not one per status.
    expect(api.callsTo(USER_DEALS).map((call) => call.body)).toEqual([
      { page: 1, limit: 5, orderby: { updated_at: 'desc' } },
      { where_in: { status: ['Approved', 'Active', 'Private'] }, page: 1, limit: 1 },
      { where: { status: 'Pending' }, page: 1, limit: 1 },
      { where: { status: 'Incomplete' }, page: 1, limit: 1 },
      { where: { status: 'Rejected' }, page: 1, limit: 1 },
    ]);
    expect(api.callsTo(SOLD_DEALS)).toHaveLength(1);
  });

  it('offers a buyer the seller role, then opens the hub', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'POST /v1/client/change-role': ok(sessionOf(BUYER, ['customer', 'seller']), 'Role added.'),
      [USER_DEALS]: userDeals,
      [SOLD_DEALS]: ok(pageOf([])),
    });
    const app = await renderApp(HUB);
    expect(await screen.findByRole('heading', { level: 1, name: H.visitorTitle })).toBeTruthy();
    const page = within(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement);
    expect(page.getByText(H.becomeSellerIntro)).toBeTruthy();
    expect(page.queryByRole('heading', { name: H.createTitle })).toBeNull();
    expect(page.queryByRole('link', { name: H.signIn })).toBeNull();
    expect(api.callsTo(USER_DEALS)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Become a seller' }));
    expect(await screen.findByRole('heading', { level: 2, name: H.createTitle })).toBeTruthy();
    expect(api.callsTo('POST /v1/client/change-role')[0].body).toEqual({ role: 'seller' });
    expect(api.callsTo(USER_DEALS).length).toBeGreaterThan(0);
  });

  it('tells a visitor what negotiable selling is and how to start', async () => {
    const api = fakeApi();
    await renderApp(HUB);
    const heading = await screen.findByRole('heading', { level: 1, name: H.visitorTitle });
    // The page below its heading (the header has a sign-in link of its own).
    const page = within(heading.parentElement as HTMLElement);
    expect(page.getByText(H.visitorIntro)).toBeTruthy();
    expect(page.getByText('Seller anonymity')).toBeTruthy();
    expect(page.getByRole('link', { name: H.signIn }).getAttribute('href')).toBe('/login?redirect=%2Ftrader%2Ftrader-deals');
    expect(page.getByRole('link', { name: H.registerSeller }).getAttribute('href')).toBe('/register-business/seller');
    expect(page.getByRole('link', { name: H.howToSell }).getAttribute('href')).toBe('/trader/how-to-sell');
    expect(page.queryByRole('button', { name: 'Become a seller' })).toBeNull();
    expect(api.callsTo(USER_DEALS)).toHaveLength(0);
  });
});
