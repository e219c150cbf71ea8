import { SEARCH_OBJECT_ERRORS, TRADER_API, type PageOf, type SellerDealView } from '@solar/contracts';
import { BUYER, OTHER_SELLER, SELLER, inverterForm, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';

/** listing/get-sold-deals: the seller's own deals under contract or sold out, the last changed first. */
let trader: TraderHarness;

beforeAll(async () => {
  trader = await startTraderHarness();
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const soldPage = async (body: object, token?: string) => {
  const answer = await trader.send('post', TRADER_API.soldDeals, body, token);
  expect(answer.status).toBe(200);
  return answer.body.data as PageOf<SellerDealView>;
};

describe('the sold deals', () => {
  let contract: SellerDealView;
  let soldOut: SellerDealView;

  beforeAll(async () => {
    contract = await trader.dealIn('Contract', inverterForm({ name: 'Inverters under contract' }));
    await trader.dealIn('Active', panelForm({ name: 'Still selling' }));
    await trader.dealIn('Pending', panelForm({ name: 'Waiting for an admin' }));
    const listed = await trader.dealIn('Approved', panelForm({ name: 'Sold out panels' }));
    // Sold out through the API, the last change of all.
    soldOut = (await trader.send('post', TRADER_API.updateInventory, { listing_id: listed.id, total_qty: 0 }).expect(200)).body.data as SellerDealView;
  });

  it("lists the seller's Contract and OutOfStock deals only, the last changed first, in the seller's view", async () => {
    const page = await soldPage({});
    expect(page.items.map((deal) => [deal.name, deal.status])).toEqual([
      ['Sold out panels', 'OutOfStock'],
      ['Inverters under contract', 'Contract'],
    ]);
    expect(page).toMatchObject({ total: 2, page: 1, last_page: 1 });
    expect(page.items[0]).toMatchObject({ id: soldOut.id, owner_id: SELLER.id, sku: 'ACME-SKU-77', status_reason: expect.any(String) });
  });

  it("filters as user-deals does, 'All' meaning both sold statuses", async () => {
    expect((await soldPage({ where: { status: 'Contract' } })).items.map((deal) => deal.id)).toEqual([contract.id]);
    expect((await soldPage({ where: { status: 'All' } })).total).toBe(2);
    // A status the list does not hold finds nothing: the sold list never shows a live deal.
    expect((await soldPage({ where: { status: 'Active' } })).items).toEqual([]);
    expect((await soldPage({ query: { term: 'panels' } })).items.map((deal) => deal.id)).toEqual([soldOut.id]);
    const first = await soldPage({ limit: 1 });
    const second = await soldPage({ limit: 1, page: 2 });
    expect([...first.items, ...second.items].map((deal) => deal.id)).toEqual([soldOut.id, contract.id]);
  });

  it("never lists another seller's deals", async () => {
    expect((await soldPage({}, trader.token(OTHER_SELLER, ['seller']))).items).toEqual([]);
  });

  it('refuses a caller signed out (401), a buyer (403) and a search it does not allow (400)', async () => {
    expect((await trader.send('post', TRADER_API.soldDeals, {}, null)).status).toBe(401);
    const buyer = await trader.send('post', TRADER_API.soldDeals, {}, trader.token(BUYER, ['customer']));
    expect(buyer.status).toBe(403);
    const bad = await trader.send('post', TRADER_API.soldDeals, { where: { owner_id: OTHER_SELLER } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'where.owner_id': [SEARCH_OBJECT_ERRORS.notAllowed('owner_id')] });
  });
});
