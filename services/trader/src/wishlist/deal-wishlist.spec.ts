import { getModelToken } from '@nestjs/mongoose';
import {
  DEAL_BUYER_LIMITS,
  DEAL_MESSAGES,
  MESSAGES,
  SEARCH_OBJECT_ERRORS,
  TRADER_API,
  WISHLIST_PAGE_SIZE,
  type DealWishlistEntry,
  type PageOf,
} from '@solar/contracts';
import type { Model } from 'mongoose';
import { buyerAccount } from '../testing/buyer-accounts';
import { SELLER_SECRETS, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { DealWishlistEntryRecord } from './deal-wishlist-entry.schema';

/** The deal wishlist: the signed-in caller's own, fetched by the access token, WISHLIST_PAGE_SIZE deals a page. */
let trader: TraderHarness;
let entries: Model<DealWishlistEntryRecord>;
const B = MESSAGES.dealBuyer;

beforeAll(async () => {
  trader = await startTraderHarness();
  entries = trader.get<Model<DealWishlistEntryRecord>>(getModelToken(DealWishlistEntryRecord.name));
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const add = (token: string | null, listingId: number | string) => trader.send('post', TRADER_API.wishlist, { listing_id: listingId }, token);
const pageOf = async (token: string, page?: number | string) => {
  const answer = await trader.send('get', page === undefined ? TRADER_API.wishlist : `${TRADER_API.wishlist}?page=${page}`, undefined, token);
  expect(answer.status).toBe(200);
  return answer.body.data as PageOf<DealWishlistEntry>;
};

describe('the deal wishlist', () => {
  it('adds a public deal once and lists it, newest first, in the public view', async () => {
    const buyer = await buyerAccount(trader);
    const first = await trader.dealIn('Active', panelForm({ name: 'First wish' }));
    const second = await trader.dealIn('Approved', panelForm({ name: 'Second wish' }));
    const added = await add(buyer.token, first.id);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(B.wishlistAdded);
    expect(added.body.data).toMatchObject({ listing_id: first.id, added_at: expect.any(String), deal: { id: first.id, name: 'First wish', status: 'Active' } });
    await add(buyer.token, second.uuid).expect(200);
    // Adding again keeps the first entry.
    expect((await add(buyer.token, first.uuid).expect(200)).body.data.added_at).toBe(added.body.data.added_at);

    const page = await pageOf(buyer.token);
    expect(page).toMatchObject({ total: 2, page: 1, limit: WISHLIST_PAGE_SIZE, last_page: 1 });
    expect(page.items.map((entry) => entry.deal.name)).toEqual(['Second wish', 'First wish']);
    const json = JSON.stringify(page);
    for (const secret of SELLER_SECRETS) expect(json).not.toContain(secret);
    expect(json).not.toContain('owner_id');
  });

  it(`pages by ${WISHLIST_PAGE_SIZE}, leaving out deals buyers may no longer open until they are back`, async () => {
    const buyer = await buyerAccount(trader);
    const deals = [];
    for (let i = 0; i < WISHLIST_PAGE_SIZE + 3; i++) {
      const deal = await trader.dealIn('Active', panelForm({ name: `Wish ${i}` }));
      await add(buyer.token, deal.id).expect(200);
      deals.push(deal);
    }
    expect(await pageOf(buyer.token, 1)).toMatchObject({ total: WISHLIST_PAGE_SIZE + 3, last_page: 2 });
    expect((await pageOf(buyer.token, 2)).items.map((entry) => entry.deal.name)).toEqual(['Wish 2', 'Wish 1', 'Wish 0']);

    // Paused by its seller: gone from the list and its counts; an OutOfStock deal can still be opened, so it stays.
    await trader.send('post', TRADER_API.updateStatus, { listing_id: deals[1]!.id, status: 'Inactive' }).expect(200);
    await trader.send('post', TRADER_API.updateInventory, { listing_id: deals[0]!.id, total_qty: 0 }).expect(200);
    const second = await pageOf(buyer.token, 2);
    expect(second).toMatchObject({ total: WISHLIST_PAGE_SIZE + 2, last_page: 2 });
    expect(second.items.map((entry) => [entry.deal.name, entry.deal.status])).toEqual([
      ['Wish 2', 'Active'],
      ['Wish 0', 'OutOfStock'],
    ]);
    await trader.send('post', TRADER_API.updateStatus, { listing_id: deals[1]!.id, status: 'Active' }).expect(200);
    expect((await pageOf(buyer.token, 2)).items.map((entry) => entry.deal.name)).toEqual(['Wish 2', 'Wish 1', 'Wish 0']);
    expect((await pageOf(buyer.token, 3)).items).toEqual([]);
  });

  it("removes a deal from the caller's own wishlist only (404 for one not on it)", async () => {
    const buyer = await buyerAccount(trader);
    const other = await buyerAccount(trader);
    const deal = await trader.dealIn('Active');
    await add(buyer.token, deal.id).expect(200);

    const notTheirs = await trader.send('delete', TRADER_API.wishlistDeal(deal.id), undefined, other.token);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error).toBe(B.notInWishlist);
    expect((await pageOf(other.token)).items).toEqual([]);
    expect((await pageOf(buyer.token)).total).toBe(1);

    const removed = await trader.send('delete', TRADER_API.wishlistDeal(deal.uuid), undefined, buyer.token);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(B.wishlistRemoved);
    expect((await pageOf(buyer.token)).total).toBe(0);
    expect((await trader.send('delete', TRADER_API.wishlistDeal(deal.id), undefined, buyer.token)).status).toBe(404);
  });

  it('takes public deals only: 422 for one that is not listed, 404 for one buyers may not open', async () => {
    const buyer = await buyerAccount(trader);
    const privateDeal = await trader.dealIn('Private');
    const notListed = await add(buyer.token, privateDeal.id);
    expect(notListed.status).toBe(422);
    expect(notListed.body.error).toBe(B.dealNotPublic);
    for (const listingId of [(await trader.dealIn('Pending')).id, 999_999]) {
      const hidden = await add(buyer.token, listingId);
      expect({ status: hidden.status, error: hidden.body.error }).toEqual({ status: 404, error: DEAL_MESSAGES.dealNotFound });
    }
  });

  it('answers 400 with the message for a wrong deal id, page or field', async () => {
    const buyer = await buyerAccount(trader);
    for (const listingId of [undefined, '', 'not a uuid!', -4, { $gt: 0 }]) {
      const answer = await add(buyer.token, listingId as never);
      expect({ listingId, status: answer.status, errors: answer.body.errors }).toEqual({
        listingId,
        status: 400,
        errors: { listing_id: [DEAL_MESSAGES.listingIdRequired] },
      });
    }
    for (const page of ['0', 'two', '1.5']) {
      const answer = await trader.send('get', `${TRADER_API.wishlist}?page=${page}`, undefined, buyer.token);
      expect({ page, status: answer.status, errors: answer.body.errors }).toEqual({ page, status: 400, errors: { page: [SEARCH_OBJECT_ERRORS.pageRange] } });
    }
    const owner = await trader.send('get', `${TRADER_API.wishlist}?owner_id=someone-else`, undefined, buyer.token);
    expect(owner.status).toBe(400);
    expect(owner.body.errors).toEqual({ owner_id: [SEARCH_OBJECT_ERRORS.unknownKey] });
  });

  it('needs a signed-in account: 401 without a token, 403 for a guest session', async () => {
    const deal = await trader.dealIn('Active');
    const guest = trader.guestTokenOf('6c1d7a2e-8f3b-4f0e-9a55-2d4c8b1e7f90');
    for (const [method, path, body] of [
      ['get', TRADER_API.wishlist, undefined],
      ['post', TRADER_API.wishlist, { listing_id: deal.id }],
      ['delete', TRADER_API.wishlistDeal(deal.id), undefined],
    ] as const) {
      expect({ method, status: (await trader.send(method, path, body, null)).status }).toEqual({ method, status: 401 });
      expect({ method, status: (await trader.send(method, path, body, guest)).status }).toEqual({ method, status: 403 });
    }
  });

  it(`holds at most ${DEAL_BUYER_LIMITS.wishlistMax} deals`, async () => {
    const buyer = await buyerAccount(trader);
    const kept = await trader.dealIn('Active');
    await add(buyer.token, kept.id).expect(200);
    await entries.insertMany(
      Array.from({ length: DEAL_BUYER_LIMITS.wishlistMax - 1 }, (_, index) => ({
        owner_id: buyer.id,
        deal_uuid: `filler-${index}`,
        deal_id: 800_000 + index,
        added_at: new Date(0),
      })),
    );
    const refused = await add(buyer.token, (await trader.dealIn('Active')).id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(B.wishlistFull);
    expect(B.wishlistFull).toContain(String(DEAL_BUYER_LIMITS.wishlistMax));
    expect(await entries.countDocuments({ owner_id: buyer.id })).toBe(DEAL_BUYER_LIMITS.wishlistMax);
    // A deal already on it is no new entry.
    expect((await add(buyer.token, kept.id)).status).toBe(200);
  });
});
