import { getModelToken } from '@nestjs/mongoose';
import {
  DEAL_MESSAGES,
  MESSAGES,
  OFFER_API,
  OFFER_MESSAGES,
  TRADER_API,
  offerMoveRefused,
  type AdminOfferView,
  type DealView,
  type OfferView,
  type PageOf,
  type SellerDealView,
} from '@solar/contracts';
import { EmbeddedBroker, Outbox } from '@solar/platform';
import type { Model } from 'mongoose';
import { ADMIN, BUYER, SELLER_SECRETS, inverterForm, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { DealsService } from '../deals/deals.service';
import { OfferLapses } from './offer-lapses';
import { Offer } from './offer.schema';

/**
 * Offers on deals over HTTP: a buyer offers, the parties counter and answer by the one transition table, an
 * acceptance holds the quantity on the deal (one of two racing for the last lot wins), and nobody but the
 * parties (and admins) reads or moves an offer. The panel deal: 620 panels of 550 W at $0.25/W, MOQ 2 pallets of 31.
 */
const M = OFFER_MESSAGES;
const OFFER_LIMITS_FOR_TEST = { perAccount: { points: 40, windowSeconds: 3600 }, perAddress: { points: 400, windowSeconds: 3600 } };
let trader: TraderHarness;
let offers: Model<Offer>;
let buyers = 0;

beforeAll(async () => {
  trader = await startTraderHarness({ offerLimits: OFFER_LIMITS_FOR_TEST });
  offers = trader.get<Model<Offer>>(getModelToken(Offer.name));
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

/** A new buyer's token (each test its own buyers, so one buyer's open offers do not reach another test). */
const newBuyer = () => trader.token(`${BUYER}-${++buyers}`, ['customer']);
const sellerToken = () => trader.sellerToken();
const terms = { incoterm: 'FOB', delivery_state: 'ca', payment_terms: 'deposit_30', lead_time: 10 };

const offer = (token: string | null, body: object) => trader.send('post', OFFER_API.offers, body, token);
const makeOffer = async (token: string, deal: { id: number }, fields: object = {}): Promise<OfferView> => {
  const answer = await offer(token, { listing_id: deal.id, price: 0.23, qty: 124, ...terms, ...fields });
  if (answer.status !== 201) throw new Error(`offer answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as OfferView;
};
const setStatus = (token: string, made: Pick<OfferView, 'id' | 'revision'>, status: string, reason?: string) =>
  trader.send('post', OFFER_API.offerStatus(made.id), { status, revision: made.revision, reason }, token);
const publicDeal = async (id: number) => (await trader.send('get', TRADER_API.deal(id), undefined, null)).body.data as DealView;

describe('making an offer', () => {
  it('answers Offered with the figures of the lot, waiting for the seller, and names no seller', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = newBuyer();
    const answer = await offer(buyer, { listing_id: deal.id, price: '0.2310', qty: 124, ...terms, message: 'Can ship <b>next week</b>?' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(M.moved.Offered);
    const made = answer.body.data as OfferView;
    expect(made).toMatchObject({
      side: 'buyer',
      status: 'Offered',
      turn: 'seller',
      moves: ['Offered', 'Withdrawn'],
      price: 0.231,
      qty: 124,
      price_unit: 'watt',
      unit_price: 127.05,
      total: 15754.2,
      total_watts: 68_200,
      incoterm: 'FOB',
      delivery_state: 'CA',
      payment_terms: 'deposit_30',
      lead_time: 10,
      message: 'Can ship next week?',
      revision: 1,
      deal: { id: deal.id, equipment: 'panel', price_unit: 'watt', asking_price: 0.25, moq_qty: 62, moq_units: '2 pallets', available_qty: 620 },
    });
    // The deal's offer validity is 10 days.
    expect(Date.parse(made.expires_at!) - Date.now()).toBeGreaterThan(9.9 * 24 * 3600_000);
    for (const secret of SELLER_SECRETS) expect(JSON.stringify(answer.body)).not.toContain(secret);

    const asSeller = await trader.send('get', OFFER_API.offer(made.id), undefined, sellerToken());
    expect(asSeller.body.data).toMatchObject({ side: 'seller', turn: 'seller', moves: ['Countered', 'Accepted', 'Rejected'] });
    expect(JSON.stringify(asSeller.body)).not.toContain(`${BUYER}-${buyers}`);
  });

  it("is refused signed out (401), on a deal buyers cannot open (404), on one not taking offers and on one's own (422)", async () => {
    const deal = await trader.dealIn('Active');
    expect((await offer(null, { listing_id: deal.id, price: 0.23, qty: 124, ...terms })).status).toBe(401);
    const pending = await trader.dealIn('Pending');
    const hidden = await offer(newBuyer(), { listing_id: pending.id, price: 0.23, qty: 124, ...terms });
    expect([hidden.status, hidden.body.error]).toEqual([404, DEAL_MESSAGES.dealNotFound]);
    const soldOut = await trader.dealIn('OutOfStock');
    const notTaking = await offer(newBuyer(), { listing_id: soldOut.id, price: 0.23, qty: 124, ...terms });
    expect([notTaking.status, notTaking.body.error]).toEqual([422, M.dealNotTakingOffers]);
    const own = await offer(sellerToken(), { listing_id: deal.id, price: 0.23, qty: 124, ...terms });
    expect([own.status, own.body.error]).toEqual([422, M.ownDeal]);
    // A Private deal takes offers from the buyers its link reached.
    const privateDeal = await trader.dealIn('Private');
    expect((await offer(newBuyer(), { listing_id: privateDeal.id, price: 0.23, qty: 124, ...terms })).status).toBe(201);
  });

  it("checks the quantity against the deal's MOQ and what is available (422) and the rest of the form (400)", async () => {
    const deal = await trader.dealIn('Active');
    const buyer = newBuyer();
    const belowMoq = await offer(buyer, { listing_id: deal.id, price: 0.23, qty: 61, ...terms });
    expect([belowMoq.status, belowMoq.body.errors]).toEqual([422, { qty: [M.qtyBelowMoq(62)] }]);
    const tooMany = await offer(buyer, { listing_id: deal.id, price: 0.23, qty: 621, ...terms });
    expect([tooMany.status, tooMany.body.errors]).toEqual([422, { qty: [M.qtyAboveAvailable(620)] }]);
    const badForm = await offer(buyer, {
      listing_id: deal.id,
      price: 0.23,
      qty: 124,
      incoterm: 'XYZ',
      delivery_state: 'ZZ',
      payment_terms: 'barter',
      lead_time: 7,
    });
    expect([badForm.status, badForm.body.errors]).toEqual([
      400,
      { incoterm: [M.incotermRequired], delivery_state: [M.deliveryStateRequired], payment_terms: [M.paymentTermsRequired], lead_time: [M.leadTimeRequired] },
    ]);
    // Panels are offered per watt, in the spec's range.
    const badPrice = await offer(buyer, { listing_id: deal.id, price: 1.5, qty: 124, ...terms });
    expect([badPrice.status, badPrice.body.errors]).toEqual([400, { price: [MESSAGES.advancedFilter.panelPriceOutOfRange] }]);
    for (const wrong of [{ qty: 'many' }, { qty: [124] }, { price: { $gt: 0 } }, { listing_id: { id: 1 } }, { message: 'x'.repeat(5001) }]) {
      const answer = await offer(buyer, { listing_id: deal.id, price: 0.23, qty: 124, ...terms, ...wrong });
      expect({ wrong, status: answer.status }).toEqual({ wrong, status: 400 });
    }
    expect(await offers.countDocuments({ deal_uuid: deal.uuid })).toBe(0);
  });

  it('allows one open offer per buyer and deal (409), and another once the first is over', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = newBuyer();
    const first = await makeOffer(buyer, deal);
    const second = await offer(buyer, { listing_id: deal.id, price: 0.22, qty: 124, ...terms });
    expect([second.status, second.body.error]).toEqual([409, M.openOfferExists]);
    expect((await setStatus(buyer, first, 'Withdrawn')).status).toBe(200);
    expect((await offer(buyer, { listing_id: deal.id, price: 0.22, qty: 124, ...terms })).status).toBe(201);
  });
});

describe('negotiating', () => {
  it('passes the turn with each counter, refuses a stale answer (409) and a move the table does not give (422)', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = newBuyer();
    const made = await makeOffer(buyer, deal);

    const counter = await trader.send(
      'post',
      OFFER_API.updateBid(made.id),
      { price: 0.245, revision: made.revision, message: 'Best I can do.' },
      sellerToken(),
    );
    expect(counter.status).toBe(200);
    expect(counter.body.message).toBe(M.moved.Countered);
    const countered = counter.body.data as OfferView;
    expect(countered).toMatchObject({ side: 'seller', status: 'Countered', turn: 'buyer', price: 0.245, qty: 124, message: 'Best I can do.', revision: 2 });

    // The buyer answers the terms they saw before the counter: refused, nothing changes.
    const stale = await trader.send('post', OFFER_API.updateQty(made.id), { qty: 186, revision: made.revision }, buyer);
    expect([stale.status, stale.body.error]).toEqual([409, M.stale]);
    // The seller cannot accept their own counter.
    const ownCounter = await setStatus(sellerToken(), countered, 'Accepted');
    expect([ownCounter.status, ownCounter.body.error]).toEqual([422, offerMoveRefused('Countered', 'Accepted', 'seller')]);

    const more = await trader.send('post', OFFER_API.updateQty(made.id), { qty: 186, revision: countered.revision }, buyer);
    expect(more.body.data).toMatchObject({ status: 'Offered', turn: 'seller', price: 0.245, qty: 186, message: null, revision: 3 });

    // The whole proposal at once, on the path of the deal's equipment only.
    const wrongPath = await trader.send('post', OFFER_API.inverterOfferUpdate(made.id), { price: 0.24, qty: 186, ...terms, revision: 3 }, sellerToken());
    expect([wrongPath.status, wrongPath.body.error]).toEqual([422, M.wrongEquipment('panel')]);
    const whole = await trader.send(
      'post',
      OFFER_API.panelOfferUpdate(made.id),
      { price: 0.24, qty: 248, ...terms, incoterm: 'DDP', revision: 3 },
      sellerToken(),
    );
    expect(whole.status).toBe(200);
    const last = whole.body.data as OfferView;
    expect(last).toMatchObject({ status: 'Countered', price: 0.24, qty: 248, incoterm: 'DDP', revision: 4 });
    expect(last.history.map((step) => [step.status, step.by])).toEqual([
      ['Offered', 'buyer'],
      ['Countered', 'seller'],
      ['Offered', 'buyer'],
      ['Countered', 'seller'],
    ]);

    const accepted = await setStatus(buyer, last, 'Accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'Accepted', turn: null, moves: ['Withdrawn'], deal: { available_qty: 620 - 248 } });
    expect((await publicDeal(deal.id)).available_qty).toBe(372);
    // Agreed terms no longer change.
    const late = await trader.send('post', OFFER_API.updateBid(made.id), { price: 0.2, revision: 5 }, buyer);
    expect([late.status, late.body.error]).toEqual([422, offerMoveRefused('Accepted', 'Offered', 'buyer')]);
  });

  it('lets only the parties read and move an offer (403 for another buyer or seller), and admins read it with the parties', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = newBuyer();
    const made = await makeOffer(buyer, deal);
    const stranger = newBuyer();
    const otherSeller = trader.token('seller-stranger', ['seller']);
    for (const token of [stranger, otherSeller]) {
      expect((await trader.send('get', OFFER_API.offer(made.id), undefined, token)).status).toBe(403);
      const move = await setStatus(token, made, 'Rejected');
      expect([move.status, move.body.error]).toEqual([403, M.notYourOffer]);
      expect((await trader.send('post', OFFER_API.updateBid(made.id), { price: 0.2, revision: 1 }, token)).status).toBe(403);
    }
    expect((await trader.send('get', OFFER_API.offer(made.id), undefined, null)).status).toBe(401);
    const asAdmin = await trader.send('get', OFFER_API.offer(made.id), undefined, trader.token(ADMIN, ['admin']));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data as AdminOfferView).toMatchObject({ side: null, moves: [], buyer_id: `${BUYER}-${buyers - 1}`, seller_id: deal.owner_id });
    expect((await trader.send('get', OFFER_API.offer('no-such-offer'), undefined, buyer)).status).toBe(404);
  });

  it("lists each side's offers: the bids a buyer made and the offers on a seller's deals", async () => {
    const deal = await trader.dealIn('Active', inverterForm());
    const buyer = newBuyer();
    const made = await makeOffer(buyer, deal, { price: 1180, qty: 8 });
    expect(made).toMatchObject({ price_unit: 'unit', unit_price: 1180, total: 9440, total_watts: null, deal: { equipment: 'inverter', moq_qty: 4 } });
    const bids = (await trader.send('get', `${OFFER_API.offers}?side=buyer`, undefined, buyer)).body.data as PageOf<OfferView>;
    expect(bids.items.map((o) => o.id)).toEqual([made.id]);
    const received = (await trader.send('get', `${OFFER_API.offers}?side=seller&status=Offered`, undefined, sellerToken())).body.data as PageOf<OfferView>;
    expect(received.items.map((o) => o.id)).toContain(made.id);
    expect(received.items.every((o) => o.side === 'seller' && o.status === 'Offered')).toBe(true);
    for (const query of ['side=both', 'side=buyer&side=seller', 'side=buyer&status=Nope', 'side=buyer&page=0', '']) {
      const answer = await trader.send('get', `${OFFER_API.offers}?${query}`, undefined, buyer);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
    }
  });
});

describe('the quantity an acceptance holds', () => {
  it('goes to one of several acceptances racing for the last lot; the others get 409 and the deal never goes below zero', async () => {
    // 124 panels, MOQ 2 pallets of 31: room for two offers of 62.
    const deal = await trader.dealIn('Active', panelForm({ total_qty: 124, units_per_container: 124, locations: [] }));
    const offersMade = await Promise.all(Array.from({ length: 6 }, async () => makeOffer(newBuyer(), deal, { qty: 62 })));
    const answers = await Promise.all(offersMade.map((made) => setStatus(sellerToken(), made, 'Accepted')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.error).toBe(M.quantityGone);
    const stored = (await trader.deals.findOne({ uuid: deal.uuid }).lean())!;
    expect([stored.reserved_qty, stored.reservations.length, stored.total_qty]).toEqual([124, 2, 124]);
    expect((await publicDeal(deal.id)).available_qty).toBe(0);
    expect(await offers.countDocuments({ deal_uuid: deal.uuid, status: 'Accepted' })).toBe(2);

    // The seller cannot take the held units off the deal; withdrawing an acceptance frees them.
    const inventory = await trader.send('post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: 100 });
    expect([inventory.status, inventory.body.error]).toEqual([422, M.inventoryBelowReserved(124)]);
    const acceptedOffer = answers.find((answer) => answer.status === 200)!.body.data as OfferView;
    const withdrawn = await setStatus(sellerToken(), acceptedOffer, 'Withdrawn', 'Buyer went quiet');
    expect(withdrawn.body.data).toMatchObject({ status: 'Withdrawn', reason: 'Buyer went quiet', moves: [], deal: { available_qty: 62 } });
  });

  it('stays held when the same acceptance is sent twice at once and the call that took the hold loses the race', async () => {
    const deal = await trader.dealIn('Active');
    const made = await makeOffer(newBuyer(), deal);
    // The first call takes the hold, then waits until the second (which finds the hold) has accepted the offer.
    const dealsService = trader.get(DealsService);
    const reserve = dealsService.reserve.bind(dealsService);
    let twinDone!: () => void;
    const twinAccepted = new Promise<void>((resolve) => (twinDone = resolve));
    let calls = 0;
    jest.spyOn(dealsService, 'reserve').mockImplementation(async (...args: Parameters<DealsService['reserve']>) => {
      const first = ++calls === 1;
      const held = await reserve(...args);
      if (first) await twinAccepted;
      return held;
    });
    try {
      const first = setStatus(sellerToken(), made, 'Accepted').then((answer) => answer);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await setStatus(sellerToken(), made, 'Accepted');
      twinDone();
      const answers = [await first, second];
      expect(answers.map((answer) => answer.status)).toEqual([409, 200]);
    } finally {
      jest.restoreAllMocks();
    }
    const stored = (await trader.deals.findOne({ uuid: deal.uuid }).lean())!;
    expect([stored.reserved_qty, stored.reservations.map((r) => r.offer_uuid)]).toEqual([124, [made.id]]);
    expect((await offers.findOne({ uuid: made.id }).lean())!.status).toBe('Accepted');
  });

  it('is given back when the offer lapses, and a hold whose offer ended without it is freed by the sweep', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = newBuyer();
    const accepted = (await setStatus(sellerToken(), await makeOffer(buyer, deal), 'Accepted')).body.data as OfferView;
    const open = await makeOffer(newBuyer(), deal);
    await offers.updateMany({ uuid: { $in: [accepted.id, open.id] } }, { $set: { expires_at: new Date(Date.now() - 1000) } });
    // A hold left behind by an acceptance whose offer write never happened (the process stopped in between).
    await trader.deals.updateOne(
      { uuid: deal.uuid },
      {
        $push: { reservations: { offer_uuid: 'offer-never-written', for_revision: 1, qty: 62, at: new Date(Date.now() - 120_000) } },
        $inc: { reserved_qty: 62, revision: 1 },
      },
    );
    await trader.get(OfferLapses).sweep();
    const lapsed = (await trader.send('get', OFFER_API.offer(accepted.id), undefined, buyer)).body.data as OfferView;
    expect(lapsed).toMatchObject({ status: 'Expired', expires_at: null });
    expect(lapsed.history.at(-1)).toMatchObject({ status: 'Expired', by: 'system' });
    expect((await offers.findOne({ uuid: open.id }).lean())!.status).toBe('Expired');
    const stored = (await trader.deals.findOne({ uuid: deal.uuid }).lean())!;
    expect([stored.reserved_qty, stored.reservations]).toEqual([0, []]);
  });
});

describe('offer events', () => {
  it('announce every move keyed by the offer, naming neither party', async () => {
    const deal = await trader.dealIn('Active');
    const buyerId = `${BUYER}-events`;
    const buyer = trader.token(buyerId, ['customer']);
    const made = await makeOffer(buyer, deal);
    const countered = (await trader.send('post', OFFER_API.updateBid(made.id), { price: 0.24, revision: 1 }, sellerToken())).body.data as OfferView;
    await setStatus(buyer, countered, 'Accepted');
    await trader.get(Outbox).flush();
    const broker = EmbeddedBroker.forDataDir(trader.dataDir);
    const events = ['trader.offer.made', 'trader.offer.countered', 'trader.offer.accepted'].flatMap((topic) =>
      broker
        .readTopic(topic)
        .filter((message) => message.key === made.id)
        .map((message) => JSON.parse(message.value) as { type: string; data: Record<string, unknown> }),
    );
    expect(events.map((event) => [event.type, event.data.status, event.data.by, event.data.revision])).toEqual([
      ['trader.offer.made', 'Offered', 'buyer', 1],
      ['trader.offer.countered', 'Countered', 'seller', 2],
      ['trader.offer.accepted', 'Accepted', 'buyer', 3],
    ]);
    for (const event of events) {
      for (const secret of [...SELLER_SECRETS, buyerId]) expect(JSON.stringify(event)).not.toContain(secret);
    }
  });
});

describe('the offer limit', () => {
  it('answers 429 with Retry-After past the offers an account may make in an hour, and makes no offer', async () => {
    const limited = await startTraderHarness({
      offerLimits: { perAccount: { points: 2, windowSeconds: 3600 }, perAddress: { points: 100, windowSeconds: 3600 } },
    });
    try {
      const buyer = limited.token('buyer-limited', ['customer']);
      const deals: SellerDealView[] = [];
      for (let i = 0; i < 3; i++) deals.push(await limited.dealIn('Active'));
      const answers = [];
      for (const deal of deals) answers.push(await limited.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty: 124, ...terms }, buyer));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429]);
      expect(answers[2]!.body.error).toBe(M.tooManyOffers);
      expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(await limited.get<Model<Offer>>(getModelToken(Offer.name)).countDocuments({ buyer_id: 'buyer-limited' })).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
