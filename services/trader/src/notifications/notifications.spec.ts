import { getModelToken } from '@nestjs/mongoose';
import {
  DEAL_BUYER_LIMITS,
  DEAL_MESSAGES,
  EVENTS,
  MESSAGES,
  TRADER_API,
  type DealSubscriptionView,
  type IntegrationEvent,
  type SellerDealView,
} from '@solar/contracts';
import { EmbeddedBroker } from '@solar/platform';
import type { Model } from 'mongoose';
import { buyerAccount, mailsTo, type TestAccount } from '../testing/buyer-accounts';
import { ADMIN, SELLER_SECRETS, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { DealSubscription } from './deal-subscription.schema';

/** listing/notify-user: a buyer mailed when a deal is back in stock or an approved change lowers its price. */
let trader: TraderHarness;
let subscriptions: Model<DealSubscription>;
const B = MESSAGES.dealBuyer;
const NOTICES_PER_SUBSCRIPTION = 2;

beforeAll(async () => {
  trader = await startTraderHarness({ noticeMailsPerSubscription: { points: NOTICES_PER_SUBSCRIPTION, windowSeconds: 24 * 3600 } });
  subscriptions = trader.get<Model<DealSubscription>>(getModelToken(DealSubscription.name));
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const follow = (buyer: { token: string }, listingId: number | string, on: string[]) =>
  trader.send('post', TRADER_API.notifyUser, { listing_id: listingId, on }, buyer.token);
const inventory = (deal: SellerDealView, totalQty: number) =>
  trader.send('post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: totalQty }).expect(200);
const soldOutDeal = async (name: string) => {
  const deal = await trader.dealIn('Active', panelForm({ name }));
  await inventory(deal, 0);
  return deal;
};
/** The seller's edit of a live deal at `price`, approved by an admin. */
const approvedPrice = async (deal: SellerDealView, price: number) => {
  await trader.send('post', TRADER_API.updateListing, { ...panelForm({ name: deal.name, price }), listing_id: deal.id }).expect(200);
  await trader.send('post', TRADER_API.updateStatus, { listing_id: deal.id, status: 'Approved' }, trader.token(ADMIN, ['admin'])).expect(200);
};
const subjectsOf = async (buyer: TestAccount) => (await mailsTo(trader, buyer.email)).map((mail) => mail.subject);

describe('asking for notices', () => {
  it('keeps one choice per account and deal, which asking again replaces', async () => {
    const buyer = await buyerAccount(trader);
    const deal = await soldOutDeal('Sold out, ask again');
    const saved = await follow(buyer, deal.id, ['back_in_stock']);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(B.noticesSaved);
    expect(saved.body.data).toEqual({ listing_id: deal.id, on: ['back_in_stock'], created_at: expect.any(String) });

    const replaced = (await follow(buyer, deal.uuid, ['price_drop', 'back_in_stock']).expect(200)).body.data as DealSubscriptionView;
    expect(replaced).toEqual({ listing_id: deal.id, on: ['price_drop', 'back_in_stock'], created_at: saved.body.data.created_at });
    expect(await subscriptions.countDocuments({ owner_id: buyer.id })).toBe(1);
    expect((await trader.send('get', TRADER_API.notifyUserDeal(deal.id), undefined, buyer.token).expect(200)).body.data).toEqual(replaced);

    const other = await buyerAccount(trader);
    expect((await trader.send('get', TRADER_API.notifyUserDeal(deal.id), undefined, other.token).expect(200)).body.data).toEqual({
      listing_id: deal.id,
      on: [],
      created_at: null,
    });
  });

  it("stops on DELETE; only the caller's own notices, 404 when there are none", async () => {
    const buyer = await buyerAccount(trader);
    const other = await buyerAccount(trader);
    const deal = await soldOutDeal('Sold out, stop');
    await follow(buyer, deal.id, ['back_in_stock']).expect(200);

    const notTheirs = await trader.send('delete', TRADER_API.notifyUserDeal(deal.id), undefined, other.token);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error).toBe(B.noNotices);
    expect(await subscriptions.countDocuments({ owner_id: buyer.id })).toBe(1);

    const stopped = await trader.send('delete', TRADER_API.notifyUserDeal(deal.uuid), undefined, buyer.token);
    expect(stopped.status).toBe(200);
    expect(stopped.body.message).toBe(B.noticesStopped);
    expect((await trader.send('delete', TRADER_API.notifyUserDeal(deal.id), undefined, buyer.token)).status).toBe(404);

    await inventory(deal, 10);
    expect(await subjectsOf(buyer)).toEqual([]);
  });

  it("refuses one's own deal (422), a deal buyers may not open (404), and wrong choices (400)", async () => {
    const buyer = await buyerAccount(trader);
    const deal = await trader.dealIn('Active');
    const own = await trader.send('post', TRADER_API.notifyUser, { listing_id: deal.id, on: ['price_drop'] });
    expect(own.status).toBe(422);
    expect(own.body.error).toBe(B.ownDealNotices);

    const pending = await trader.dealIn('Pending');
    for (const answer of [
      await follow(buyer, pending.id, ['price_drop']),
      await trader.send('get', TRADER_API.notifyUserDeal(pending.id), undefined, buyer.token),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(DEAL_MESSAGES.dealNotFound);
    }

    for (const on of [undefined, [], ['sometimes'], ['price_drop', 'price_drop'], 'price_drop', ['back_in_stock', 'price_drop', 'back_in_stock']]) {
      const answer = await trader.send('post', TRADER_API.notifyUser, { listing_id: deal.id, on }, buyer.token);
      expect({ on, status: answer.status, errors: answer.body.errors }).toEqual({ on, status: 400, errors: { on: [B.noticesRequired] } });
    }
    const noDeal = await trader.send('post', TRADER_API.notifyUser, { on: ['price_drop'] }, buyer.token);
    expect(noDeal.body.errors).toEqual({ listing_id: [DEAL_MESSAGES.listingIdRequired] });
  });

  it('needs a signed-in account: 401 without a token, 403 for a guest session', async () => {
    const deal = await trader.dealIn('Active');
    const guest = trader.guestTokenOf('0b7f4a52-6a43-4d55-b0a2-64a3f3f0b7a1');
    for (const [method, path, body] of [
      ['post', TRADER_API.notifyUser, { listing_id: deal.id, on: ['price_drop'] }],
      ['get', TRADER_API.notifyUserDeal(deal.id), undefined],
      ['delete', TRADER_API.notifyUserDeal(deal.id), undefined],
    ] as const) {
      expect({ method, status: (await trader.send(method, path, body, null)).status }).toEqual({ method, status: 401 });
      expect({ method, status: (await trader.send(method, path, body, guest)).status }).toEqual({ method, status: 403 });
    }
  });

  it(`follows at most ${DEAL_BUYER_LIMITS.subscriptionsMax} deals per account`, async () => {
    const buyer = await buyerAccount(trader);
    const followed = await trader.dealIn('Active');
    await follow(buyer, followed.id, ['price_drop']).expect(200);
    const filler = Array.from({ length: DEAL_BUYER_LIMITS.subscriptionsMax - 1 }, (_, index) => ({
      owner_id: buyer.id,
      deal_uuid: `filler-${index}`,
      deal_id: 900_000 + index,
      on: ['price_drop'],
      price: 0.2,
      price_unit: 'watt',
      revision: 1,
      created_at: new Date(),
    }));
    await subscriptions.insertMany(filler);

    const another = await trader.dealIn('Active');
    const refused = await follow(buyer, another.id, ['price_drop']);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(B.tooManySubscriptions);
    expect(B.tooManySubscriptions).toContain(String(DEAL_BUYER_LIMITS.subscriptionsMax));
    expect(await subscriptions.countDocuments({ owner_id: buyer.id })).toBe(DEAL_BUYER_LIMITS.subscriptionsMax);
    // Changing a choice already made is no new subscription.
    expect((await follow(buyer, followed.id, ['back_in_stock'])).status).toBe(200);
  });
});

describe('the back-in-stock mail', () => {
  it('goes to each follower once when the deal is restocked, naming the deal and never its seller', async () => {
    const deal = await soldOutDeal('Restocked 550W lot');
    const [waiting, alsoWaiting, pricesOnly] = [await buyerAccount(trader), await buyerAccount(trader), await buyerAccount(trader)];
    await follow(waiting, deal.id, ['back_in_stock']).expect(200);
    await follow(alsoWaiting, deal.id, ['back_in_stock', 'price_drop']).expect(200);
    await follow(pricesOnly, deal.id, ['price_drop']).expect(200);

    await inventory(deal, 124);
    const [mail, ...more] = await mailsTo(trader, waiting.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Back in stock: Restocked 550W lot');
    expect(mail!.text).toContain('124 units available at $0.25 per watt');
    expect(mail!.text).toContain(`http://localhost:3000${deal.path}`);
    for (const secret of SELLER_SECRETS) expect(JSON.stringify(mail)).not.toContain(secret);
    expect(await subjectsOf(alsoWaiting)).toEqual(['Back in stock: Restocked 550W lot']);
    expect(await subjectsOf(pricesOnly)).toEqual([]);

    // The bus delivers the event again: still one mail each.
    const moves = EmbeddedBroker.forDataDir(trader.dataDir)
      .readTopic(EVENTS.trader.dealStatusChanged)
      .map((message) => JSON.parse(message.value) as IntegrationEvent<{ uuid: string; status: string }>)
      .filter((event) => event.data.uuid === deal.uuid && event.data.status === 'Active');
    await trader.redeliver(moves.at(-1)!);
    expect(await subjectsOf(waiting)).toHaveLength(1);
    // A quantity change that moves nothing mails nothing.
    await inventory(deal, 200);
    expect(await subjectsOf(waiting)).toHaveLength(1);
  });

  it(`goes out at most ${NOTICES_PER_SUBSCRIPTION} times a day per follower, however often the deal sells out and comes back`, async () => {
    const deal = await soldOutDeal('Flickering stock');
    const buyer = await buyerAccount(trader);
    await follow(buyer, deal.id, ['back_in_stock']).expect(200);
    for (let round = 0; round < NOTICES_PER_SUBSCRIPTION + 1; round++) {
      await inventory(deal, 10);
      await inventory(deal, 0);
    }
    expect(await subjectsOf(buyer)).toHaveLength(NOTICES_PER_SUBSCRIPTION);
  });
});

describe('the price-drop mail', () => {
  it('goes out when an admin approves a lower price, not while the edit waits, and not for a higher one', async () => {
    const deal = await trader.dealIn('Active', panelForm({ name: 'Bifacial 545W, price watch' }));
    const [watching, stockOnly] = [await buyerAccount(trader), await buyerAccount(trader)];
    await follow(watching, deal.id, ['price_drop']).expect(200);
    await follow(stockOnly, deal.id, ['back_in_stock']).expect(200);

    await trader.send('post', TRADER_API.updateListing, { ...panelForm({ name: deal.name, price: 0.22 }), listing_id: deal.id }).expect(200);
    expect(await subjectsOf(watching)).toEqual([]);

    await trader.send('post', TRADER_API.updateStatus, { listing_id: deal.id, status: 'Approved' }, trader.token(ADMIN, ['admin'])).expect(200);
    const [mail, ...more] = await mailsTo(trader, watching.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Price drop: Bifacial 545W, price watch');
    expect(mail!.text).toContain('dropped from $0.25 per watt to $0.22 per watt');
    for (const secret of SELLER_SECRETS) expect(JSON.stringify(mail)).not.toContain(secret);
    expect(await subjectsOf(stockOnly)).toEqual([]);

    await approvedPrice(deal, 0.24);
    expect(await subjectsOf(watching)).toHaveLength(1);
    // Lower than the last price, though not than the first one the buyer saw: a drop all the same.
    await approvedPrice(deal, 0.235);
    expect(await subjectsOf(watching)).toEqual(['Price drop: Bifacial 545W, price watch', 'Price drop: Bifacial 545W, price watch']);
    expect((await mailsTo(trader, watching.email)).at(-1)!.text).toContain('dropped from $0.24 per watt to $0.235 per watt');
  });
});
