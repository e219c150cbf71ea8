import { AccountContacts } from '@solar/platform';
import {
  ADMIN_MESSAGES,
  MODERATION_INTERNAL_API,
  OFFER_API,
  QUOTE_API,
  TRADER_ADMIN_API,
  TRADER_ADMIN_INTERNAL_API,
  TRADER_API,
  dealPath,
  type AdminDealRow,
  type AdminOfferRow,
  type AdminSoldDealRow,
  type ContractView,
  type ModerationDetail,
  type ModerationSlice,
  type OfferView,
  type PageOf,
  type TraderAdminStats,
  EVENTS,
} from '@solar/contracts';
import { ADMIN, BUYER, OTHER_SELLER, SELLER, inverterForm, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { weekStart } from '../graph/deal-graph.service';

/**
 * What the admin pages and the admin service read of the trader: every deal and offer with its parties named
 * (admins only), and its side of the moderation queue and the dashboard (a service's or an admin's token).
 */
const LIMITS = { perAccount: { points: 200, windowSeconds: 3600 }, perAddress: { points: 2000, windowSeconds: 3600 } };
const terms = { incoterm: 'FOB', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };
const BUYER_CONTACT = { user_id: `${BUYER}-reads`, email: 'rosa.marquez@buyer.example', firstname: 'Rosa', lastname: 'Marquez' };
let trader: TraderHarness;

beforeAll(async () => {
  trader = await startTraderHarness({ offerLimits: LIMITS });
  const contacts = trader.get(AccountContacts);
  await contacts.keep({ user_id: SELLER.id, email: SELLER.email, firstname: SELLER.firstname, lastname: SELLER.lastname });
  await contacts.keep({ user_id: OTHER_SELLER, email: 'other.seller@sun-traders.example', firstname: 'Olu', lastname: 'Bankole' });
  await contacts.keep(BUYER_CONTACT);
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const admin = () => trader.token(ADMIN, ['admin']);
const service = () => trader.token('service:admin', ['admin']);
const customer = () => trader.token(BUYER_CONTACT.user_id, ['customer']);
const seller = () => trader.sellerToken();
const get = (path: string, token: string | null) => trader.send('get', path, undefined, token);

describe('the admin routes (TRADER_ADMIN_API)', () => {
  it.each([TRADER_ADMIN_API.getDeals, TRADER_ADMIN_API.getSoldDeals, TRADER_ADMIN_API.offers])(
    '%s: 401 without a token, 403 for a customer and a seller, 200 for an admin',
    async (path) => {
      expect((await get(path, null)).status).toBe(401);
      for (const token of [customer(), seller(), trader.token(OTHER_SELLER, ['customer', 'seller'])]) {
        const refused = await get(path, token);
        expect([refused.status, refused.body.error]).toEqual([403, ADMIN_MESSAGES.adminOnly]);
      }
      expect((await get(path, admin())).status).toBe(200);
    },
  );

  it('lists every deal in any status with its seller named, newest change first, filtered by status, text and a waiting edit', async () => {
    const draft = await trader.dealIn('Incomplete', panelForm({ name: 'Reads draft', part_number: 'RD-DRAFT-1' }));
    const live = await trader.dealIn('Active', inverterForm({ name: 'Reads live inverter' }));
    await trader.send('post', TRADER_API.updateListing, { ...inverterForm({ name: 'Reads live inverter', price: 1100 }), listing_id: live.id });
    const page = (await get(TRADER_ADMIN_API.getDeals, admin())).body.data as PageOf<AdminDealRow>;
    expect(page.items.slice(0, 2).map((row) => row.id)).toEqual([live.id, draft.id]);
    expect(page.items[0]).toEqual({
      uuid: live.uuid,
      id: live.id,
      title: 'Reads live inverter',
      status: 'Active',
      category: 'Solar Inverters',
      equipment: 'inverter',
      price: 1250,
      price_per_watt: null,
      unit_price: 1250,
      total_qty: 40,
      moq: 4,
      moq_unit: 'units',
      seller: { id: SELLER.id, name: `${SELLER.firstname} ${SELLER.lastname}`, email: SELLER.email },
      private_buyers: 0,
      awaiting_edit: true,
      updated_at: expect.any(String),
      link: dealPath(live),
    });
    const ids = async (query: string) =>
      ((await get(`${TRADER_ADMIN_API.getDeals}?${query}`, admin())).body.data as PageOf<AdminDealRow>).items.map((row) => row.id);
    expect(await ids('status=Incomplete')).toContain(draft.id);
    expect(await ids('status=Incomplete')).not.toContain(live.id);
    expect(await ids('q=rd-draft')).toEqual([draft.id]);
    expect(await ids(`q=${encodeURIComponent(SELLER.email)}`)).toEqual(expect.arrayContaining([draft.id, live.id]));
    expect(await ids(`q=${live.uuid}`)).toEqual([live.id]);
    expect(await ids('awaiting_edit=true')).toEqual([live.id]);
    expect(await ids('status=All&per_page=1')).toHaveLength(1);
    expect((await get(`${TRADER_ADMIN_API.getDeals}?status=Sold`, admin())).status).toBe(400);
  });

  it('lists the sold deals of every seller with their contracts and what was paid, and every negotiation with both parties named', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = trader.token(BUYER_CONTACT.user_id, ['customer']);
    const made = (await trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.24, qty: 124, ...terms }, buyer)).body.data as OfferView;
    await trader.send('post', OFFER_API.offerStatus(made.id), { status: 'Accepted', revision: made.revision });
    await trader.send('post', QUOTE_API.taxLegal(made.id), { charges: [] });
    await trader.send('post', QUOTE_API.quote(made.id), {});
    const contract = (await trader.send('post', QUOTE_API.contract(made.id), { version: 1 }, buyer)).body.data as ContractView;
    await trader.publish(EVENTS.orders.contractPaymentAuthorized, made.id, {
      payment_id: 'CP-R1',
      contract_id: contract.id,
      offer_id: made.id,
      amount: contract.totals.total,
      reason: null,
      at: new Date().toISOString(),
    });

    const sold = (await get(TRADER_ADMIN_API.getSoldDeals, admin())).body.data as PageOf<AdminSoldDealRow>;
    expect(sold.items.find((row) => row.id === deal.id)).toMatchObject({
      sold_qty: 124,
      contracts: 1,
      sold_total: contract.totals.total,
      seller: { id: SELLER.id },
    });

    const offers = (await get(`${TRADER_ADMIN_API.offers}?q=marquez`, admin())).body.data as PageOf<AdminOfferRow>;
    expect(offers.items.find((row) => row.id === made.id)).toMatchObject({
      deal: { uuid: deal.uuid, id: deal.id, title: deal.name },
      buyer: { id: BUYER_CONTACT.user_id, name: 'Rosa Marquez', email: BUYER_CONTACT.email },
      seller: { id: SELLER.id, email: SELLER.email },
      status: 'Contract',
      price: 0.24,
      qty: 124,
    });
    const byStatus = (await get(`${TRADER_ADMIN_API.offers}?status=Offered`, admin())).body.data as PageOf<AdminOfferRow>;
    expect(byStatus.items.map((row) => row.id)).not.toContain(made.id);

    const stats = (await get(TRADER_ADMIN_INTERNAL_API.stats, service())).body.data as TraderAdminStats;
    expect(stats.weekly).toHaveLength(12);
    expect(stats.weekly.at(-1)!.week_start).toBe(new Date(weekStart(Date.now())).toISOString().slice(0, 10));
    expect(stats.contracts_this_week).toBeGreaterThanOrEqual(1);
    expect(stats.weekly.at(-1)!.contracts).toBe(stats.contracts_this_week);
    expect(stats.traded_watts).toBe(124 * 550);
    expect(stats.traded_usd).toBe(contract.totals.total);
    expect(stats.active_deals).toBeGreaterThanOrEqual(1);
  });
});

describe('the moderation queue, trader side (MODERATION_INTERNAL_API)', () => {
  it('refuses a call without a token (401) and one without the admin role (403)', async () => {
    for (const path of [MODERATION_INTERNAL_API.queue, MODERATION_INTERNAL_API.entry('x'), TRADER_ADMIN_INTERNAL_API.stats]) {
      expect((await get(path, null)).status).toBe(401);
      expect((await get(path, customer())).status).toBe(403);
      expect((await get(path, seller())).status).toBe(403);
    }
    expect((await get(MODERATION_INTERNAL_API.entry('no-such-deal'), service())).status).toBe(404);
  });

  it('holds new listings and edits of published deals under Pending, the oldest first, with the counts of every filter', async () => {
    const listing = await trader.dealIn('Pending', panelForm({ name: 'Queue new listing', price: 0.21 }));
    const published = await trader.dealIn('Active', panelForm({ name: 'Queue published' }));
    await trader.send('post', TRADER_API.updateListing, { ...panelForm({ name: 'Queue published, renamed', price: 0.2455 }), listing_id: published.id });

    const slice = (await get(`${MODERATION_INTERNAL_API.queue}?status=Pending&limit=50`, service())).body.data as ModerationSlice;
    const mine = slice.entries.filter((entry) => [listing.id, published.id].includes(entry.id));
    expect(mine.map((entry) => [entry.id, entry.awaiting])).toEqual([
      [listing.id, 'listing'],
      [published.id, 'edit'],
    ]);
    expect(mine[0]).toMatchObject({
      kind: 'deal',
      uuid: listing.uuid,
      title: 'Queue new listing',
      status: 'Pending',
      seller: { id: SELLER.id, name: `${SELLER.firstname} ${SELLER.lastname}`, email: SELLER.email },
      category: 'Solar Panels',
      price_label: '$0.2100 /W',
      image: null,
      link: dealPath(listing),
      reason: null,
    });
    const submitted = slice.entries.map((entry) => entry.submitted_at);
    expect(submitted).toEqual([...submitted].sort());
    expect(slice.total).toBe(slice.counts.Pending);
    expect(slice.counts.Pending).toBe(slice.entries.length);
    expect(slice.edits).toBe(slice.entries.filter((entry) => entry.awaiting === 'edit').length);
    expect(slice.counts.All).toBeGreaterThanOrEqual(2);
    expect(slice.counts.Active).toBeGreaterThanOrEqual(1);

    const active = (await get(`${MODERATION_INTERNAL_API.queue}?status=Active`, admin())).body.data as ModerationSlice;
    expect(active.entries.every((entry) => entry.status === 'Active')).toBe(true);
    expect((await get(`${MODERATION_INTERNAL_API.queue}?status=Nope`, service())).status).toBe(400);
  });

  it("answers one deal: its live fields, the edit beside them, its history and the admin's moves", async () => {
    const published = await trader.dealIn('Active', panelForm({ name: 'Detail deal' }));
    await trader.send('post', TRADER_API.updateListing, { ...panelForm({ name: 'Detail deal', price: 0.2455, total_qty: 600 }), listing_id: published.id });
    const detail = (await get(MODERATION_INTERNAL_API.entry(published.uuid), service())).body.data as ModerationDetail;
    expect(detail.entry).toMatchObject({ uuid: published.uuid, awaiting: 'edit', price_label: '$0.2500 /W' });
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { label: 'Title', value: 'Detail deal' },
        { label: 'Price', value: '$0.2500 /W' },
        { label: 'Category', value: 'Solar Panels' },
      ]),
    );
    expect(detail.changes).toEqual([
      { field: 'price', label: 'Price', live: '$0.2500 /W', pending: '$0.2455 /W' },
      { field: 'total_qty', label: 'Quantity available', live: '620', pending: '600' },
    ]);
    expect(detail.moves).toEqual(['Disabled', 'Approved', 'Rejected']);
    expect(detail.history.at(-1)).toMatchObject({ to: 'Pending', by: 'seller' });

    const pending = await trader.dealIn('Pending', inverterForm({ name: 'Detail inverter', price: 1299 }));
    const plain = (await get(MODERATION_INTERNAL_API.entry(pending.uuid), admin())).body.data as ModerationDetail;
    expect([plain.entry.price_label, plain.entry.awaiting, plain.changes, plain.moves]).toEqual(['$1,299.00', 'listing', [], ['Approved', 'Rejected']]);
  });
});
