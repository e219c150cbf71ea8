import { TRADER_INTERNAL_API, type ListingOwner } from '@solar/contracts';
import { SELLER, startTraderHarness, type TraderHarness } from '../testing/trader-harness';

/** `internal/deals/{id}/owner`: who sells a public deal, for links a seller gives to their own deals (custom-order answers). */
let trader: TraderHarness;

beforeAll(async () => {
  trader = await startTraderHarness();
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const ownerAs = (id: number | string, token: string | null = trader.token('service:content', ['admin'])) =>
  trader.send('get', TRADER_INTERNAL_API.dealOwner(id), undefined, token);

it("answers a public deal's seller, and 404 for a deal that is not public or does not exist", async () => {
  for (const status of ['Approved', 'Active'] as const) {
    const deal = await trader.dealIn(status);
    expect((await ownerAs(deal.id)).body.data as ListingOwner).toEqual({ owner_id: SELLER.id });
  }
  for (const status of ['Pending', 'Private', 'Inactive'] as const) {
    const deal = await trader.dealIn(status);
    expect((await ownerAs(deal.id)).status).toBe(404);
  }
  expect((await ownerAs(999_999)).status).toBe(404);
  expect((await ownerAs('abc')).status).toBe(404);
});

it('is for services and admins only: 401 without a token, 403 for a seller', async () => {
  const deal = await trader.dealIn('Active');
  expect((await ownerAs(deal.id, null)).status).toBe(401);
  expect((await ownerAs(deal.id, trader.sellerToken())).status).toBe(403);
});
