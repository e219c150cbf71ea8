/** @jest-environment jsdom */
import type { DashboardStats, OrderView, PageOf, ReviewView, SalesSnapshot } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { itemDetail as sellerItem } from '../../seller/fixtures';
import { BUYER, fail, fakeApi, ok, renderApp, resetBrowserState, SELLER, signedInAs, TRADER } from '../../test/app';
import { ORDER, orderAt, SHIPPED_ORDER } from '../../test/orderFixtures';
import { itemDetail, picture } from '../../test/productFixtures';
import { ACCOUNT_TEXT } from '../text';
import { OVERVIEW_TEXT } from './text';

beforeEach(resetBrowserState);

const HISTORY = 'GET /v1/client/my-profile/purchase-history';
const STATS = 'GET /dashboard/stats';
const WISHLIST = 'POST /v1/client/wishlist/search';
const MY_REVIEWS = 'POST /v1/client/reviews/my-list';
const SNAPSHOT = 'GET /v1/client/seller/sales-snapshot';

const page = <T,>(items: T[], total = items.length): PageOf<T> => ({ items, total, page: 1, limit: 10, last_page: Math.max(1, Math.ceil(total / 10)) });
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const STATS_ANSWER: DashboardStats = {
  seller: {
    deals: { total: 0, active: 0, pending: 0, sold: 0 },
    offers: { open: 0, awaiting_you: 0, accepted: 0 },
    contracts: { signed: 0, paid: 0 },
    sold: { count: 0, units: 0, watts: 0, usd: 0, charges: 0, tax: 0 },
  },
  buyer: {
    bids: { open: 4, awaiting_you: 1, accepted: 2 },
    contracts: { to_pay: 1, paid: 3 },
    purchases: { count: 3, units: 900, watts: 0, usd: 90_000, charges: 0, tax: 0 },
  },
};

/** A confirmed order of two items, and one still placed. */
const INVERTER_LINE = { ...ORDER.order_items[0]!, item_id: 2, item_uuid: 'uuid-2', name: 'Hybrid Inverter 8 kW', qty: 1, price: 1999, sum: 1999 };
const CONFIRMED: OrderView = orderAt('confirmed', {
  order_number: 'SM-2000',
  created_at: '2026-03-05T10:00:00.000Z',
  order_items: [{ ...ORDER.order_items[0]!, item_id: 1, item_uuid: 'uuid-1' }, INVERTER_LINE],
  total_amount: 2599,
});
const PLACED: OrderView = {
  ...ORDER,
  order_number: 'SM-2001',
  order_items: [{ ...ORDER.order_items[0]!, item_id: 3, item_uuid: 'uuid-3', name: 'Still Placed Battery' }],
};

const myReview = (itemId: number, rating: number, comment: string): ReviewView => ({
  id: `r-${itemId}`,
  item_uuid: `uuid-${itemId}`,
  item_id: itemId,
  author: 'Bea B.',
  rating,
  comment,
  created_at: '2026-03-08T10:00:00.000Z',
});

describe('buying overview', () => {
  it("shows the buyer's figures, recent purchases and the guides", async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      [HISTORY]: ok(page([CONFIRMED, SHIPPED_ORDER], 7)),
      [STATS]: ok(STATS_ANSWER),
      [WISHLIST]: ok(page([], 5)),
      [MY_REVIEWS]: ok(page([], 2)),
    });
    await renderApp('/my-solar/buying-overview');

    expect(await screen.findByRole('heading', { level: 1, name: OVERVIEW_TEXT.buying.title })).toBeTruthy();
    expect(screen.getByText(/Welcome back, Bea/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Shop orders: 7' })).toHaveProperty('pathname', '/my-solar/buying-overview/purchase-history');
    expect(await screen.findByRole('link', { name: 'Open bids: 4' })).toHaveProperty('pathname', '/my-solar/buying-overview/offer-bids');
    expect(screen.getByText('1 counter-offer waiting for you')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contracts to pay: 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wishlist: 5' })).toHaveProperty('pathname', '/shop/wishlist');

    const recent = within(screen.getByRole('listitem', { name: 'SM-2000' }));
    expect(recent.getByText('$2,599.00')).toBeTruthy();
    expect(recent.getByText('3 units')).toBeTruthy();
    expect(recent.getByRole('link', { name: 'Hybrid Inverter 8 kW' })).toHaveProperty('pathname', '/my-solar/product/detail/uuid-2');
    expect(screen.getByText('4 open bids, 2 accepted offers.')).toBeTruthy();
    expect(api.callsTo(HISTORY)[0]!.url).toBe('/v1/client/my-profile/purchase-history?page=1&limit=3');

    for (const [name, path] of [
      ['Buying Guide', '/my-solar/buying-overview/guide'],
      ['Trader Guide', '/my-solar/buying-overview/trader-guide'],
      ['Reviews and Feedback', '/my-solar/buying-overview/reviews-feedback'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveProperty('pathname', path);
    }
  });

  it('invites a buyer with no orders to shop, and keeps working when the trader figures fail', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi({ [HISTORY]: ok(page([])), [STATS]: fail(503), [WISHLIST]: ok(page([])), [MY_REVIEWS]: ok(page([])) });
    await renderApp('/my-solar/buying-overview');
    expect(await screen.findByText(OVERVIEW_TEXT.buying.recentNone)).toBeTruthy();
    expect(await screen.findByText(OVERVIEW_TEXT.buying.unavailable)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open bids: not available' })).toBeTruthy();
  });
});

describe('guides', () => {
  it('the buying guide covers choosing equipment, datasheets, pallets and shipping, under the buying overview', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi();
    await renderApp('/my-solar/buying-overview/guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buying Guide' })).toBeTruthy();
    expect(crumbs()).toEqual(['Home', 'Buying Overview', 'Buying Guide']);
    for (const section of OVERVIEW_TEXT.guide.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeTruthy();
      expect(screen.getByRole('link', { name: section.title }).getAttribute('href')).toBe(`#${section.id}`);
    }
    expect(screen.getByText(/Temperature coefficient of Pmax/)).toBeTruthy();
  });

  it('the trader guide explains offers, counters, contracts, every offer status and every incoterm', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi();
    await renderApp('/my-solar/buying-overview/trader-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trader Guide' })).toBeTruthy();
    expect(crumbs()).toEqual(['Home', 'Buying Overview', 'Trader Guide']);
    expect(screen.getByRole('heading', { level: 2, name: 'Counter-offers and revisions' })).toBeTruthy();
    const statuses = within(screen.getByRole('region', { name: 'Offer statuses' }));
    expect(statuses.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Offered',
      'Countered',
      'Accepted',
      'Rejected',
      'Withdrawn',
      'Expired',
      'Contract',
      'Cancelled',
    ]);
    expect(statuses.getByText(OVERVIEW_TEXT.traderGuide.statuses.Countered)).toBeTruthy();
    const incoterms = within(screen.getByRole('region', { name: 'Delivery terms (incoterms)' }));
    expect(incoterms.getByText(/The seller delivers to your named place with every cost paid/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to buy on the trader platform' })).toHaveProperty('pathname', '/trader/how-to-buy');
  });
});

describe('reviews and feedback', () => {
  it("lists the buyer's reviews with their items, and the confirmed purchases still waiting for a review", async () => {
    signedInAs(BUYER, ['customer']);
    const reviews = [myReview(1, 4, 'Solid panels, well packed.')];
    const api = fakeApi({
      [MY_REVIEWS]: ok(page(reviews)),
      [HISTORY]: ok(page([CONFIRMED, PLACED])),
      'GET /v1/client/items/uuid-1': ok(itemDetail({ id: 1, uuid: 'uuid-1', name: 'Tiger Neo 440W Panel', images: picture('uuid-1', 1) })),
    });
    await renderApp('/my-solar/buying-overview/reviews-feedback');

    expect(await screen.findByRole('heading', { level: 1, name: OVERVIEW_TEXT.reviews.title })).toBeTruthy();
    expect(crumbs()).toEqual(['Home', 'Buying Overview', 'Reviews and Feedback']);

    // The panel is reviewed, the battery's order is not confirmed yet: only the inverter waits.
    const waiting = within(await screen.findByRole('region', { name: OVERVIEW_TEXT.reviews.toReviewTitle }));
    expect(await waiting.findByText('1 item from your confirmed orders.')).toBeTruthy();
    const write = waiting.getByRole('link', { name: 'Write a review: Hybrid Inverter 8 kW' });
    expect(write.getAttribute('href')).toBe('/product/2/hybrid-inverter-8-kw#product-reviews-title');
    expect(waiting.queryByText('Still Placed Battery')).toBeNull();
    expect(waiting.queryByText(ORDER.order_items[0]!.name)).toBeNull();

    const mine = within(screen.getByRole('region', { name: OVERVIEW_TEXT.reviews.mineTitle }));
    const row = within(await mine.findByRole('listitem', { name: 'Tiger Neo 440W Panel' }));
    expect(row.getByText('Solid panels, well packed.')).toBeTruthy();
    expect(row.getByRole('img', { name: /4\.0 out of 5/ })).toBeTruthy();
    expect(row.getByRole('link', { name: 'Tiger Neo 440W Panel' })).toHaveProperty('pathname', '/my-solar/product/detail/uuid-1');
    expect(api.callsTo(MY_REVIEWS).map((call) => call.body)).toEqual(
      expect.arrayContaining([
        { page: 1, limit: 100 },
        { page: 1, limit: 10 },
      ]),
    );
  });

  it('says so when everything is reviewed and when nothing is', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi({ [MY_REVIEWS]: ok(page([])), [HISTORY]: ok(page([])) });
    await renderApp('/my-solar/buying-overview/reviews-feedback');
    expect(await screen.findByText(OVERVIEW_TEXT.reviews.toReviewNone)).toBeTruthy();
    expect(await screen.findByText(OVERVIEW_TEXT.reviews.mineNone)).toBeTruthy();
  });
});

const day = (date: string, sales: number, orders: number, units: number) => ({ date, sales, orders, units });
const SNAPSHOT_ANSWER: SalesSnapshot = {
  days: 7,
  from: '2026-03-01',
  to: '2026-03-07',
  per_day: [
    day('2026-03-01', 0, 0, 0),
    day('2026-03-02', 500, 1, 2),
    day('2026-03-03', 0, 0, 0),
    day('2026-03-04', 0, 0, 0),
    day('2026-03-05', 2499, 2, 3),
    day('2026-03-06', 0, 0, 0),
    day('2026-03-07', 0, 0, 0),
  ],
  top_items: [
    { item_id: 2, item_uuid: 'uuid-2', name: 'Hybrid Inverter 8 kW', image: '', orders: 1, units: 1, sales: 1999 },
    { item_id: 1, item_uuid: 'uuid-1', name: 'Tiger Neo 440W Panel', image: '', orders: 2, units: 4, sales: 1000 },
  ],
  totals: { orders: 3, units: 5, sales: 2999 },
  currency: 'USD',
};

describe('sales snapshot', () => {
  it('charts sales per day and the top items, with the figures as a table and another period on request', async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({ [SNAPSHOT]: ok({ ...SNAPSHOT_ANSWER, days: 30 }) });
    const app = await renderApp('/my-solar/seller-overview/sales-snapshot');

    expect(await screen.findByRole('heading', { level: 1, name: OVERVIEW_TEXT.snapshot.title })).toBeTruthy();
    expect(crumbs()).toEqual(['Home', 'Seller Overview', 'Sales Snapshot']);
    expect(await screen.findByLabelText('Sales: $2,999.00')).toBeTruthy();
    expect(screen.getByLabelText('Orders: 3')).toBeTruthy();
    expect(screen.getByLabelText('Units: 5')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bar chart of sales per day over the last 7 days, $2,999.00 in all' })).toBeTruthy();
    expect(api.callsTo(SNAPSHOT)[0]!.url).toBe('/v1/client/seller/sales-snapshot?days=30');

    const top = within(screen.getByRole('list', { name: OVERVIEW_TEXT.snapshot.topLabel }));
    const rows = top.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Hybrid Inverter 8 kW', 'Tiger Neo 440W Panel']);
    expect(within(rows[0]!).getByText('$1,999.00')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: OVERVIEW_TEXT.snapshot.showTable }));
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('row')).toHaveLength(1 + 7);
    expect(within(table.getByRole('row', { name: /Mar 5/ })).getByText('$2,499.00')).toBeTruthy();

    await app.user.selectOptions(screen.getByLabelText(OVERVIEW_TEXT.snapshot.range), 'Last 7 days');
    await waitFor(() => expect(api.callsTo(SNAPSHOT).at(-1)!.url).toBe('/v1/client/seller/sales-snapshot?days=7'));
  });

  it('says so when nothing sold yet', async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi({
      [SNAPSHOT]: ok({
        ...SNAPSHOT_ANSWER,
        per_day: SNAPSHOT_ANSWER.per_day.map((d) => ({ ...d, sales: 0, orders: 0, units: 0 })),
        top_items: [],
        totals: { orders: 0, units: 0, sales: 0 },
      }),
    });
    await renderApp('/my-solar/seller-overview/sales-snapshot');
    expect(await screen.findByText(OVERVIEW_TEXT.snapshot.quiet)).toBeTruthy();
    expect(screen.getByText(OVERVIEW_TEXT.snapshot.topNone)).toBeTruthy();
  });

  it('is refused to a customer (the seller guard) and sends a signed-out visitor to sign in', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi();
    let app = await renderApp('/my-solar/seller-overview/sales-snapshot');
    expect(heading()).toBe(ACCOUNT_TEXT.access.notAllowedTitle);
    expect(api.callsTo(SNAPSHOT)).toHaveLength(0);
    app.unmount();

    resetBrowserState();
    fakeApi();
    app = await renderApp('/my-solar/seller-overview/sales-snapshot');
    expect(app.location().pathname).toBe('/login');
  });
});

describe('product details in the account', () => {
  it("shows the seller their listing's status, price, stock and sales", async () => {
    signedInAs(SELLER, ['seller']);
    const mine = sellerItem({
      uuid: 'uuid-9',
      id: 9,
      name: 'Tiger Neo 440W Panel',
      status: 'rejected',
      status_reason: 'Blurry pictures',
      is_active: 1,
      price: 120,
      salePrice: 99,
      total_qty: 340,
      moq: 10,
      sale_count: 57,
    });
    fakeApi({ 'GET /v1/client/items/uuid-9': fail(404), 'GET /v1/client/my/items/uuid-9': ok(mine), [HISTORY]: ok(page([])) });
    await renderApp('/my-solar/product/detail/uuid-9');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tiger Neo 440W Panel' })).toBeTruthy();
    expect(crumbs()).toEqual(['Home', 'Seller Overview', 'Tiger Neo 440W Panel']);
    const listing = within(screen.getByRole('region', { name: OVERVIEW_TEXT.product.listed }));
    expect(listing.getByText('Rejected')).toBeTruthy();
    expect(listing.getByText('Rejected: Blurry pictures')).toBeTruthy();
    expect(listing.getByText('$120.00')).toBeTruthy();
    expect(listing.getByText('$99.00')).toBeTruthy();
    expect(listing.getByText('340')).toBeTruthy();
    expect(listing.getByText('57')).toBeTruthy();
    expect(listing.getByRole('link', { name: OVERVIEW_TEXT.product.edit })).toHaveProperty('pathname', '/my-solar/seller-overview/product/uuid-9');
    // Not public (rejected): no link to a product page that would answer 404.
    expect(listing.queryByRole('link', { name: OVERVIEW_TEXT.product.publicPage })).toBeNull();
  });

  it('shows a buyer their orders of the item and a way to review it', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi({
      'GET /v1/client/items/uuid-2': ok(itemDetail({ id: 2, uuid: 'uuid-2', name: 'Hybrid Inverter 8 kW' })),
      [HISTORY]: ok(page([CONFIRMED])),
      [MY_REVIEWS]: ok(page([])),
    });
    await renderApp('/my-solar/product/detail/uuid-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hybrid Inverter 8 kW' })).toBeTruthy();
    expect(crumbs()).toEqual(['Home', 'Buying Overview', 'Hybrid Inverter 8 kW']);
    const bought = within(screen.getByRole('region', { name: OVERVIEW_TEXT.product.bought }));
    const row = within(bought.getByRole('listitem', { name: 'SM-2000' }));
    expect(row.getByText('$1,999.00')).toBeTruthy();
    expect(row.getByText(/Confirmed · Awaiting shipment/)).toBeTruthy();
    expect((await bought.findByRole('link', { name: OVERVIEW_TEXT.product.reviewIt })).getAttribute('href')).toBe(
      '/product/2/hybrid-inverter-8-kw#product-reviews-title',
    );
    expect(screen.queryByRole('region', { name: OVERVIEW_TEXT.product.listed })).toBeNull();
  });

  it('tells a user the item is not theirs, with its public page', async () => {
    signedInAs(TRADER, ['customer', 'seller']);
    fakeApi({
      'GET /v1/client/items/uuid-5': ok(itemDetail({ id: 5, uuid: 'uuid-5', name: 'Someone Else Battery' })),
      'GET /v1/client/my/items/uuid-5': fail(403),
      [HISTORY]: ok(page([CONFIRMED])),
    });
    await renderApp('/my-solar/product/detail/uuid-5');
    expect(await screen.findByText(OVERVIEW_TEXT.product.notYours)).toBeTruthy();
    expect(screen.getByRole('link', { name: OVERVIEW_TEXT.product.publicPage })).toHaveProperty('pathname', '/product/5/someone-else-battery');
  });
});
