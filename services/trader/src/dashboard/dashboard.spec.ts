import { AccountContacts } from '@solar/platform';
import { getModelToken } from '@nestjs/mongoose';
import {
  DASHBOARD_API,
  DASHBOARD_GRAPH_WEEKS,
  DASHBOARD_MESSAGES,
  EVENTS,
  OFFER_API,
  QUOTE_API,
  type ContractView,
  type DashboardDeal,
  type DashboardGraph,
  type DashboardStats,
  type OfferView,
  type QuoteCharge,
  type SellerDealView,
} from '@solar/contracts';
import type { Model } from 'mongoose';
import { Offer } from '../offers/offer.schema';
import { BUYER, OTHER_SELLER, SELLER, SELLER_SECRETS, inverterForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';

/**
 * The signed-in trader's dashboard over HTTP. The seller's panel deal (620 panels of 550 W at $0.25/W, MOQ 62)
 * gets a paid contract (124 panels at $0.23/W), a signed one (62 at $0.24/W, accepted two weeks ago) and an open
 * offer (62 at $0.22/W); the inverter deal (40 at $1,250) a bid the seller countered; a third deal waits for
 * approval.
 */
const LIMITS = { perAccount: { points: 100, windowSeconds: 3600 }, perAddress: { points: 1000, windowSeconds: 3600 } };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const terms = { incoterm: 'FOB', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };
const BUYERS = [`${BUYER}-1`, `${BUYER}-2`, `${BUYER}-3`] as const;

let trader: TraderHarness;
let panels: SellerDealView;
let inverters: SellerDealView;

const seller = () => trader.sellerToken();
const buyerToken = (id: string) => trader.token(id, ['customer']);
const send = (method: 'get' | 'post', path: string, body?: object, token?: string | null) => trader.send(method, path, body, token);
const read = async <T>(path: string, token: string): Promise<T> => {
  const answer = await send('get', path, undefined, token);
  expect(answer.status).toBe(200);
  return answer.body.data as T;
};

async function offer(deal: SellerDealView, buyer: string, price: number, qty: number): Promise<OfferView> {
  const made = await send('post', OFFER_API.offers, { listing_id: deal.id, price, qty, ...terms }, buyerToken(buyer));
  expect(made.status).toBe(201);
  return made.body.data as OfferView;
}

/** The offer accepted by the seller, quoted with `charges` (none unless told) and signed by its buyer. */
async function signed(made: OfferView, buyer: string, charges: QuoteCharge[] = []): Promise<ContractView> {
  expect((await send('post', OFFER_API.offerStatus(made.id), { status: 'Accepted', revision: made.revision }, seller())).status).toBe(200);
  expect((await send('post', QUOTE_API.taxLegal(made.id), { charges }, seller())).status).toBe(200);
  expect((await send('post', QUOTE_API.quote(made.id), {}, seller())).status).toBe(201);
  const contract = await send('post', QUOTE_API.contract(made.id), { version: 1 }, buyerToken(buyer));
  expect(contract.status).toBe(201);
  return contract.body.data as ContractView;
}

beforeAll(async () => {
  trader = await startTraderHarness({ offerLimits: LIMITS });
  const contacts = trader.get(AccountContacts);
  await contacts.keep({ user_id: SELLER.id, email: SELLER.email, firstname: SELLER.firstname, lastname: SELLER.lastname });
  for (const [index, id] of BUYERS.entries())
    await contacts.keep({ user_id: id, email: `buyer${index}@buyer.example`, firstname: 'Rosa', lastname: `Buyer${index}` });

  panels = await trader.dealIn('Active');
  inverters = await trader.dealIn('Active', inverterForm());
  await trader.dealIn('Pending');

  // Logistics and 8% Sales Tax on top of the goods: neither is what was sold.
  const paid = await signed(await offer(panels, BUYERS[0], 0.23, 124), BUYERS[0], [
    { type: 'Logistics', value: 300 },
    { type: 'Sales Tax', value: 8 },
  ]);
  const payment = { payment_id: 'CP-D1', contract_id: paid.id, offer_id: paid.offer_id, amount: paid.totals.total, reason: null, at: new Date().toISOString() };
  await trader.publish(EVENTS.orders.contractPaymentAuthorized, paid.offer_id, payment);

  // The second contract's offer was agreed two weeks ago.
  const second = await signed(await offer(panels, BUYERS[1], 0.24, 62), BUYERS[1]);
  const offers = trader.get<Model<Offer>>(getModelToken(Offer.name));
  const stored = (await offers.findOne({ uuid: second.offer_id }).lean<Offer>())!;
  const history = stored.history.map((step) => (step.status === 'Accepted' ? { ...step, at: new Date(step.at.getTime() - 2 * WEEK_MS) } : step));
  await offers.updateOne({ uuid: second.offer_id }, { $set: { history } }, { timestamps: false });

  await offer(panels, BUYERS[2], 0.22, 62);
  const bid = await offer(inverters, BUYERS[0], 1200, 4);
  expect((await send('post', OFFER_API.updateBid(bid.id), { price: 1225, revision: bid.revision }, seller())).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await trader?.close();
});

const zero = { count: 0, units: 0, watts: 0, usd: 0, charges: 0, tax: 0 };
/** The paid contract: 124 panels of 550 W at $0.23/W ($126.50 a panel), then $300 logistics and 8% Sales Tax apart. */
const PAID = { count: 1, units: 124, watts: 68_200, usd: 15_686, charges: 300, tax: 1254.88 };

describe('dashboard stats', () => {
  it('give the seller their deals by status group, the offers and contracts on them and what the paid ones sold', async () => {
    const stats = await read<DashboardStats>(DASHBOARD_API.stats, seller());
    expect(stats.seller).toEqual({
      deals: { total: 3, active: 2, pending: 1, sold: 0 },
      offers: { open: 2, awaiting_you: 1, accepted: 2 },
      contracts: { signed: 1, paid: 1 },
      sold: PAID,
    });
    expect(stats.buyer).toEqual({ bids: { open: 0, awaiting_you: 0, accepted: 0 }, contracts: { to_pay: 0, paid: 0 }, purchases: zero });
  });

  it('give a buyer their bids, the contracts to pay and their purchases', async () => {
    expect((await read<DashboardStats>(DASHBOARD_API.stats, buyerToken(BUYERS[0]))).buyer).toEqual({
      bids: { open: 1, awaiting_you: 1, accepted: 1 },
      contracts: { to_pay: 0, paid: 1 },
      purchases: PAID,
    });
    expect((await read<DashboardStats>(DASHBOARD_API.stats, buyerToken(BUYERS[1]))).buyer).toEqual({
      bids: { open: 0, awaiting_you: 0, accepted: 1 },
      contracts: { to_pay: 1, paid: 0 },
      purchases: zero,
    });
    const third = await read<DashboardStats>(DASHBOARD_API.stats, buyerToken(BUYERS[2]));
    expect([third.buyer.bids, third.seller.deals.total]).toEqual([{ open: 1, awaiting_you: 0, accepted: 0 }, 0]);
  });

  it('show another seller none of it', async () => {
    const other = trader.token(OTHER_SELLER, ['customer', 'seller']);
    const stats = await read<DashboardStats>(DASHBOARD_API.stats, other);
    expect(stats.seller).toEqual({
      deals: { total: 0, active: 0, pending: 0, sold: 0 },
      offers: { open: 0, awaiting_you: 0, accepted: 0 },
      contracts: { signed: 0, paid: 0 },
      sold: zero,
    });
    expect(await read<DashboardDeal[]>(DASHBOARD_API.deals, other)).toEqual([]);
    const graph = await read<DashboardGraph>(DASHBOARD_API.graph, other);
    expect(graph.weeks.every((week) => week.accepted.count === 0 && week.paid.count === 0)).toBe(true);
  });
});

describe('dashboard deals', () => {
  it("list the seller's published deals, the newest activity first, with their offers and quantities", async () => {
    const deals = await read<DashboardDeal[]>(DASHBOARD_API.deals, seller());
    expect(deals.map((deal) => deal.id)).toEqual([inverters.id, panels.id]);
    expect(deals[0]).toMatchObject({
      price_unit: 'unit',
      asking_price: 1250,
      best_offer: 1225,
      open_offers: 1,
      offers: 1,
      total_qty: 40,
      available_qty: 40,
      reserved_qty: 0,
      sold_qty: 0,
    });
    // 124 sold leave the lot; the signed contract's 62 stay held; one offer is open.
    expect(deals[1]).toMatchObject({
      status: 'Active',
      price_unit: 'watt',
      asking_price: 0.25,
      best_offer: 0.22,
      open_offers: 1,
      offers: 3,
      total_qty: 496,
      available_qty: 434,
      reserved_qty: 62,
      sold_qty: 124,
    });
    expect(Date.parse(deals[0]!.last_activity_at)).toBeGreaterThanOrEqual(Date.parse(deals[1]!.last_activity_at));
  });

  it('are empty for a buyer who sells nothing', async () => {
    expect(await read<DashboardDeal[]>(DASHBOARD_API.deals, buyerToken(BUYERS[0]))).toEqual([]);
  });
});

describe('dashboard graph', () => {
  it('gives the seller every week of the chart with the volume agreed and paid, zeros for a quiet week', async () => {
    const graph = await read<DashboardGraph>(DASHBOARD_API.graph, seller());
    expect(graph.side).toBe('seller');
    expect(graph.weeks).toHaveLength(DASHBOARD_GRAPH_WEEKS);
    expect([graph.weeks[0]!.week, graph.weeks.at(-1)!.week]).toEqual([graph.from, graph.to]);
    expect(new Date(`${graph.to}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(graph.weeks.at(-1)).toEqual({
      week: graph.to,
      accepted: { ...PAID, charges: 0, tax: 0 },
      paid: PAID,
    });
    // 62 panels at $0.24/W ($132.00 a panel), agreed two weeks ago and not paid yet.
    expect(graph.weeks.at(-3)).toMatchObject({ accepted: { count: 1, units: 62, watts: 34_100, usd: 8184, charges: 0, tax: 0 }, paid: zero });
    expect(graph.weeks.at(-2)).toMatchObject({ accepted: zero, paid: zero });
  });

  it('gives a buyer their side, and the weeks asked for', async () => {
    const graph = await read<DashboardGraph>(`${DASHBOARD_API.graph}?weeks=4`, buyerToken(BUYERS[0]));
    expect([graph.side, graph.weeks.length]).toEqual(['buyer', 4]);
    expect(graph.weeks.at(-1)).toMatchObject({ accepted: { count: 1, usd: 15_686 }, paid: { count: 1, watts: 68_200 } });
    // The seller's own bids: none.
    const asBuyer = await read<DashboardGraph>(`${DASHBOARD_API.graph}?side=buyer`, seller());
    expect(asBuyer.weeks.every((week) => week.accepted.count === 0 && week.paid.count === 0)).toBe(true);
  });
});

describe('the dashboard calls', () => {
  it('name neither party', async () => {
    const answers = await Promise.all([
      read(DASHBOARD_API.stats, seller()),
      read(DASHBOARD_API.deals, seller()),
      read(DASHBOARD_API.graph, seller()),
      read(DASHBOARD_API.stats, buyerToken(BUYERS[0])),
      read(`${DASHBOARD_API.graph}?side=buyer`, buyerToken(BUYERS[0])),
    ]);
    const json = JSON.stringify(answers);
    for (const secret of [...SELLER_SECRETS, ...BUYERS, 'owner_id', 'buyer_id', 'seller_id', 'Rosa']) expect(json).not.toContain(secret);
  });

  it('need a signed-in account: 401 without a token, 403 for a guest session', async () => {
    for (const path of Object.values(DASHBOARD_API)) {
      expect((await send('get', path, undefined, null)).status).toBe(401);
      expect((await send('get', path, undefined, trader.guestTokenOf('guest-0b6c8f1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f'))).status).toBe(403);
    }
  });

  it('answer a bad query with 400, never 500', async () => {
    for (const query of ['weeks=abc', 'weeks=1&weeks=2', 'weeks=0', 'weeks=53', 'weeks=1.5', 'weeks=']) {
      const answer = await send('get', `${DASHBOARD_API.graph}?${query}`, undefined, seller());
      expect([query, answer.status, answer.body.errors?.weeks]).toEqual([query, 400, [DASHBOARD_MESSAGES.weeksInvalid]]);
    }
    for (const query of ['side=admin', 'side=buyer&side=seller']) {
      expect([query, (await send('get', `${DASHBOARD_API.graph}?${query}`, undefined, seller())).status]).toEqual([query, 400]);
    }
  });
});
