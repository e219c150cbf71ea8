/** @jest-environment jsdom */
import type { DashboardDeal, DashboardGraph, DashboardStats, DashboardVolume } from '@solar/contracts';
import { screen, within } from '@testing-library/react';
import { BUYER, fakeApi, ok, renderApp, resetBrowserState, SELLER, signedInAs, type ApiCall } from '../../test/app';
import { pageOf } from './fixtures';
import { LISTINGS_TEXT } from './text';

beforeEach(resetBrowserState);

const D = LISTINGS_TEXT.dashboard;
const HUB = '/trader/trader-deals';
const STATS = 'GET /dashboard/stats';
const DEALS = 'GET /dashboard/deals';
const GRAPH = 'GET /dashboard/graph';

const volume = (count: number, units: number, watts: number, usd: number, charges = 0, tax = 0): DashboardVolume => ({
  count,
  units,
  watts,
  usd,
  charges,
  tax,
});
const NONE = volume(0, 0, 0, 0);

const STATS_ANSWER: DashboardStats = {
  seller: {
    deals: { total: 3, active: 2, pending: 1, sold: 0 },
    offers: { open: 7, awaiting_you: 3, accepted: 2 },
    contracts: { signed: 1, paid: 4 },
    sold: volume(4, 496, 272_800, 62_744.5, 300, 1254.88),
  },
  buyer: { bids: { open: 0, awaiting_you: 0, accepted: 0 }, contracts: { to_pay: 0, paid: 0 }, purchases: NONE },
};

const DEALS_ANSWER: DashboardDeal[] = [
  {
    id: 41,
    uuid: 'd-41',
    path: '/trader/deal/bifacial-550w-panels-41',
    name: 'Bifacial 550W panels',
    status: 'Active',
    price_unit: 'watt',
    asking_price: 0.25,
    best_offer: 0.23,
    open_offers: 2,
    offers: 5,
    total_qty: 496,
    available_qty: 434,
    reserved_qty: 62,
    sold_qty: 124,
    last_activity_at: '2026-03-02T10:00:00.000Z',
  },
];

/** Twelve weeks from 2026-01-05; the last one with $15,686.00 accepted and paid, the third-last with $8,184.00 accepted. */
function graphAnswer(call: ApiCall): DashboardGraph {
  const side = new URL(call.url, 'http://localhost').searchParams.get('side') === 'buyer' ? 'buyer' : 'seller';
  const weeks = Array.from({ length: 12 }, (_, index) => ({
    week: new Date(Date.UTC(2026, 0, 5 + 7 * index)).toISOString().slice(0, 10),
    accepted: side === 'seller' && index === 11 ? volume(1, 124, 68_200, 15_686) : side === 'seller' && index === 9 ? volume(1, 62, 34_100, 8184) : NONE,
    paid: side === 'seller' && index === 11 ? volume(1, 124, 68_200, 15_686) : NONE,
  }));
  return { side, from: weeks[0]!.week, to: weeks[11]!.week, weeks };
}

/** A signed-in seller, the hub's own reads empty, and the dashboard's answers with `deals` as the most active deals. */
function signedInSeller(deals: DashboardDeal[]) {
  signedInAs(SELLER, ['seller']);
  return fakeApi({
    'POST /listing/user-deals': ok(pageOf([])),
    'POST /listing/get-sold-deals': ok(pageOf([])),
    [STATS]: ok(STATS_ANSWER),
    [DEALS]: ok(deals),
    [GRAPH]: (call: ApiCall) => ok(graphAnswer(call)),
  });
}

/** The dashboard's section of the hub. */
const dashboard = async () => within((await screen.findByRole('heading', { level: 2, name: D.title })).closest('section') as HTMLElement);

describe('the dashboard on the seller deal hub', () => {
  it("shows a seller's figures, their most active deals and the weekly volume chart", async () => {
    const api = signedInSeller(DEALS_ANSWER);
    await renderApp(HUB);
    const section = await dashboard();

    const selling = within(await section.findByRole('list', { name: D.sellerTitle }));
    const card = (label: string) => selling.getByText(label).closest('li') as HTMLElement;
    expect(card(D.seller.openOffers).textContent).toContain('7');
    expect(card(D.seller.openOffers).textContent).toContain(D.awaitingYou('3'));
    expect(card(D.seller.openOffers).querySelector('a')?.getAttribute('href')).toBe('/trader/offer-or-bid?tab=selling');
    expect(card(D.seller.accepted).textContent).toContain('2');
    expect(card(D.seller.signed).textContent).toContain(D.paidCount('4'));
    expect(card(D.seller.sold).textContent).toContain('$62,744.50');
    expect(card(D.seller.sold).textContent).toContain('4 contracts · 496 units · 272.8 kW');
    // The goods' value, with the charges and Sales Tax the buyers paid on top said apart.
    expect(card(D.seller.sold).textContent).toContain('Goods sold');
    expect(card(D.seller.sold).textContent).toContain('Paid on top: charges $300.00 · sales tax $1,254.88');
    // A seller who never bid sees no buying figures.
    expect(section.queryByRole('list', { name: D.buyerTitle })).toBeNull();

    const row = (await section.findByRole('link', { name: 'Bifacial 550W panels' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('$0.2300 /W');
    expect(row.textContent).toContain(D.vsAsking(-8));
    expect([...row.querySelectorAll('td')].slice(3).map((cell) => cell.textContent)).toEqual(['434', '62', '124']);

    const chart = await section.findByRole('img', { name: D.chartLabel(12, '$23,870.00', '$15,686.00') });
    expect(chart.querySelectorAll('g')).toHaveLength(12);
    expect(chart.querySelectorAll('title')[11]!.textContent).toBe(D.weekTitle('Mar 23', '$15,686.00', '$15,686.00'));
    expect(section.getByText(D.totals('$23,870.00', '$15,686.00'))).toBeTruthy();
    expect(api.callsTo(GRAPH).map((call) => call.url)).toEqual(['/dashboard/graph?side=seller']);
  });

  it("switches the chart to the seller's purchases", async () => {
    const api = signedInSeller([]);
    const app = await renderApp(HUB);
    const section = await dashboard();
    expect(await section.findByText(D.dealsEmpty)).toBeTruthy();
    await section.findByRole('img');
    await app.user.click(section.getByRole('button', { name: D.sides.buyer }));
    expect(await section.findByText(D.chartEmpty)).toBeTruthy();
    expect(section.getByRole('button', { name: D.sides.buyer }).getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo(GRAPH).map((call) => call.url)).toEqual(['/dashboard/graph?side=seller', '/dashboard/graph?side=buyer']);
  });

  it('gives a signed-in buyer their bids and purchases, without a deals table', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      [STATS]: ok({
        ...STATS_ANSWER,
        buyer: { bids: { open: 2, awaiting_you: 1, accepted: 1 }, contracts: { to_pay: 1, paid: 1 }, purchases: volume(1, 40, 0, 50_000) },
      }),
      [GRAPH]: (call: ApiCall) => ok(graphAnswer(call)),
    });
    await renderApp(HUB);
    const section = await dashboard();
    const buying = within(await section.findByRole('list', { name: D.buyerTitle }));
    const card = (label: string) => buying.getByText(label).closest('li') as HTMLElement;
    expect(card(D.buyer.openBids).textContent).toContain(D.awaitingYou('1'));
    expect(card(D.buyer.toPay).querySelector('a')?.getAttribute('href')).toBe('/my-solar/buying-overview/purchases');
    expect(card(D.buyer.purchases).textContent).toContain('$50,000.00');
    expect(card(D.buyer.purchases).textContent).toContain('1 contract · 40 units');
    expect(section.queryByRole('list', { name: D.sellerTitle })).toBeNull();
    expect(section.queryByRole('button', { name: D.sides.buyer })).toBeNull();
    await section.findByRole('img');
    expect(api.callsTo(DEALS)).toHaveLength(0);
    expect(api.callsTo(GRAPH).map((call) => call.url)).toEqual(['/dashboard/graph?side=buyer']);
  });

  it('is not shown to a visitor', async () => {
    const api = fakeApi();
    await renderApp(HUB);
    await screen.findByRole('heading', { level: 1, name: LISTINGS_TEXT.hub.visitorTitle });
    expect(screen.queryByRole('heading', { level: 2, name: D.title })).toBeNull();
    expect(api.callsTo(STATS)).toHaveLength(0);
  });
});
