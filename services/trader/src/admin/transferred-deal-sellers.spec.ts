import { getModelToken } from '@nestjs/mongoose';
import {
  DASHBOARD_API,
  DEAL_MESSAGES,
  EVENTS,
  OFFER_API,
  OFFER_MESSAGES,
  QUOTE_API,
  QUOTE_MESSAGES,
  TRADER_API,
  TRADER_INTERNAL_API,
  type ContractView,
  type DashboardDeal,
  type DashboardStats,
  type OfferParties,
  type OfferView,
  type QuoteView,
  type SellerDealView,
} from '@solar/contracts';
import { AccountContacts } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { Deal } from '../deals/deal.schema';
import { DealInquiry } from '../inquiries/deal-inquiry.schema';
import { DealSubscription } from '../notifications/deal-subscription.schema';
import { Offer } from '../offers/offer.schema';
import { ADMIN, BUYER, OTHER_SELLER, SELLER, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';

/**
 * A deal an admin moved to another seller is that seller's to sell: every seller call of the previous seller on
 * anything tied to it (its inquiries, the offers and quotes that followed it, the closed offers and the paid
 * contract that stay the previous seller's history, the deal and its pictures) is refused with 403, whatever
 * copy of the seller an inquiry, offer or contract still holds. The previous seller still reads their history.
 */
const LIMITS = { perAccount: { points: 200, windowSeconds: 3600 }, perAddress: { points: 2000, windowSeconds: 3600 } };
const terms = { incoterm: 'FOB', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };
let trader: TraderHarness;
let offers: Model<Offer>;
let inquiries: Model<DealInquiry>;
let buyers = 0;

beforeAll(async () => {
  trader = await startTraderHarness({ offerLimits: LIMITS });
  offers = trader.get<Model<Offer>>(getModelToken(Offer.name));
  inquiries = trader.get<Model<DealInquiry>>(getModelToken(DealInquiry.name));
  const contacts = trader.get(AccountContacts);
  await contacts.keep({ user_id: SELLER.id, email: SELLER.email, firstname: SELLER.firstname, lastname: SELLER.lastname });
  await contacts.keep({ user_id: OTHER_SELLER, email: 'other.seller@sun-traders.example', firstname: 'Olu', lastname: 'Bankole' });
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const oldSeller = () => trader.sellerToken();
const newSeller = () => trader.token(OTHER_SELLER, ['customer', 'seller']);
const adminToken = () => trader.token(ADMIN, ['admin']);

async function newBuyer(): Promise<{ id: string; token: string }> {
  const id = `${BUYER}-transferred-${++buyers}`;
  await trader.get(AccountContacts).keep({ user_id: id, email: `${id}@buyer.example`, firstname: 'Rosa', lastname: 'Marquez' });
  return { id, token: trader.token(id, ['customer']) };
}

async function offer(deal: SellerDealView, qty = 62): Promise<{ buyer: { id: string; token: string }; offer: OfferView }> {
  const buyer = await newBuyer();
  const made = await trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty, ...terms }, buyer.token);
  expect(made.status).toBe(201);
  return { buyer, offer: made.body.data as OfferView };
}

async function decided(made: OfferView, status: 'Accepted' | 'Rejected'): Promise<OfferView> {
  const answer = await trader.send('post', OFFER_API.offerStatus(made.id), { status, revision: made.revision }, oldSeller());
  expect(answer.status).toBe(200);
  return answer.body.data as OfferView;
}

async function quoted(offerId: string): Promise<void> {
  expect((await trader.send('post', QUOTE_API.taxLegal(offerId), { charges: [] }, oldSeller())).status).toBe(200);
  expect((await trader.send('post', QUOTE_API.quote(offerId), {}, oldSeller())).status).toBe(201);
}

async function transfer(deal: { uuid: string }, to: string) {
  await trader.publish(EVENTS.admin.dealOwnershipTransferRequested, deal.uuid, {
    action_id: randomUUID(),
    deal_uuid: deal.uuid,
    to_seller_id: to,
    compensates: null,
    at: new Date().toISOString(),
  });
}

async function inquiryOf(deal: SellerDealView, buyer: { id: string; token: string }): Promise<string> {
  expect((await trader.send('post', TRADER_API.inquiry, { listing_id: deal.id, message: 'Price for 186 panels to Texas?' }, buyer.token)).status).toBe(201);
  return (await inquiries.findOne({ buyer_id: buyer.id, deal_uuid: deal.uuid }).lean<DealInquiry>())!.uuid;
}

/** A call as the walk-through makes it: its name, method, path and body. */
type Call = [string, 'get' | 'post' | 'put', string, object | undefined];

const directQuote = (inquiryId: string, token: string) =>
  trader.send('post', QUOTE_API.directQuote, { inquiry_id: inquiryId, price: 1, qty: 186, ...terms, charges: [] }, token);
const parties = async (offerId: string) =>
  (await trader.send('get', TRADER_INTERNAL_API.offerParties(offerId), undefined, adminToken())).body.data as OfferParties;

describe('a deal an admin moved to another seller', () => {
  it("refuses every seller call of the previous seller (403), lets the new seller answer the deal's inquiries, and leaves the previous seller their history", async () => {
    const picture = await trader.upload('image', 'dock-4.jpg');
    const deal = await trader.dealIn('Active', panelForm({ name: 'Transferred panels', images: [picture] }));

    // What names the previous seller when the deal moves: an inquiry, an open offer, an accepted and quoted offer,
    // a rejected offer with a draft, a paid contract, and the new seller's own notices on the deal.
    const asker = await newBuyer();
    const inquiry = await inquiryOf(deal, asker);
    const open = await offer(deal);
    const agreed = await offer(deal);
    await decided(agreed.offer, 'Accepted');
    await quoted(agreed.offer.id);
    const rejected = await offer(deal);
    await decided(rejected.offer, 'Rejected');
    expect((await trader.send('post', QUOTE_API.taxLegal(rejected.offer.id), { charges: [] }, oldSeller())).status).toBe(200);
    const sold = await offer(deal, 124);
    await decided(sold.offer, 'Accepted');
    await quoted(sold.offer.id);
    const contract = (await trader.send('post', QUOTE_API.contract(sold.offer.id), { version: 1 }, sold.buyer.token)).body.data as ContractView;
    await trader.publish(EVENTS.orders.contractPaymentAuthorized, sold.offer.id, {
      payment_id: 'CP-T1',
      contract_id: contract.id,
      offer_id: contract.offer_id,
      amount: contract.totals.total,
      reason: null,
      at: new Date().toISOString(),
    });
    expect(((await trader.send('get', QUOTE_API.contract(sold.offer.id), undefined, sold.buyer.token)).body.data as ContractView).status).toBe('Paid');
    expect((await trader.send('post', TRADER_API.notifyUser, { listing_id: deal.id, on: ['price_drop'] }, newSeller())).status).toBe(200);

    await transfer(deal, OTHER_SELLER);
    expect((await trader.deals.findOne({ uuid: deal.uuid }).lean<Deal>())!.owner_id).toBe(OTHER_SELLER);

    // Everything the previous seller could do on the deal, each refused.
    const [openNow, agreedNow] = [
      (await offers.findOne({ uuid: open.offer.id }).lean<Offer>())!,
      (await offers.findOne({ uuid: agreed.offer.id }).lean<Offer>())!,
    ];
    const rejectedNow = (await offers.findOne({ uuid: rejected.offer.id }).lean<Offer>())!;
    const offerCalls = (o: Pick<Offer, 'uuid' | 'revision'>, which: string): Call[] => [
      [`update-bid (${which})`, 'post', OFFER_API.updateBid(o.uuid), { price: 1, revision: o.revision }],
      [`update-qty (${which})`, 'post', OFFER_API.updateQty(o.uuid), { qty: 186, revision: o.revision }],
      [`update-terms (${which})`, 'post', OFFER_API.updateTerms(o.uuid), { ...terms, revision: o.revision }],
      [`panel-offer-update (${which})`, 'post', OFFER_API.panelOfferUpdate(o.uuid), { price: 1, qty: 186, ...terms, revision: o.revision }],
      [`offer-status Accepted (${which})`, 'post', OFFER_API.offerStatus(o.uuid), { status: 'Accepted', revision: o.revision }],
      [`offer-status Rejected (${which})`, 'post', OFFER_API.offerStatus(o.uuid), { status: 'Rejected', revision: o.revision }],
      [`tax-legal read (${which})`, 'get', QUOTE_API.taxLegal(o.uuid), undefined],
      [`tax-legal (${which})`, 'post', QUOTE_API.taxLegal(o.uuid), { charges: [] }],
      [`quote (${which})`, 'post', QUOTE_API.quote(o.uuid), {}],
    ];
    const calls: Call[] = [
      ['direct-quote', 'post', QUOTE_API.directQuote, { inquiry_id: inquiry, price: 1, qty: 186, ...terms, charges: [] }],
      ...offerCalls(openNow, 'open offer'),
      ...offerCalls(agreedNow, 'accepted offer'),
      ...offerCalls(rejectedNow, 'rejected offer'),
      ['get_offer (open offer)', 'get', OFFER_API.offer(open.offer.id), undefined],
      ['quote read (accepted offer)', 'get', QUOTE_API.quote(agreed.offer.id), undefined],
      ['quotation-contract cancel (paid)', 'post', QUOTE_API.cancelContract(sold.offer.id), {}],
      ['updateListing', 'post', TRADER_API.updateListing, { ...panelForm({ name: 'Taken back' }), listing_id: deal.id }],
      ['updateListing PUT', 'put', TRADER_API.updateListing, { ...panelForm({ name: 'Taken back' }), listing_id: deal.id }],
      ['update-inventory', 'post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: 1 }],
      ['update-status', 'post', TRADER_API.updateStatus, { listing_id: deal.id, status: 'Inactive' }],
      ['duplicate-deal', 'post', TRADER_API.duplicateDeal, { listing_id: deal.id }],
      ['attachment delete', 'post', TRADER_API.attachmentDelete(picture), undefined],
    ];
    const answers = [];
    for (const [name, method, path, body] of calls) answers.push([name, (await trader.send(method, path, body, oldSeller())).status]);
    expect(answers).toEqual(calls.map(([name]) => [name, 403]));
    expect((await directQuote(inquiry, oldSeller())).body.error).toBe(QUOTE_MESSAGES.onlySellerQuotes);
    expect(
      (await trader.send('post', OFFER_API.offerStatus(rejected.offer.id), { status: 'Accepted', revision: rejectedNow.revision }, oldSeller())).body.error,
    ).toBe(OFFER_MESSAGES.notYourOffer);
    expect((await trader.send('post', TRADER_API.attachmentDelete(picture), undefined, oldSeller())).body.error).toBe(DEAL_MESSAGES.notYourDeal);
    // None of them changed anything.
    expect(await offers.find({ deal_uuid: deal.uuid }).sort({ created_at: 1 }).lean<Offer[]>()).toEqual(
      expect.arrayContaining([openNow, agreedNow, rejectedNow].map((o) => expect.objectContaining({ uuid: o.uuid, revision: o.revision, status: o.status }))),
    );
    expect(await offers.countDocuments({ deal_uuid: deal.uuid })).toBe(4);

    // Their history stays theirs to read: the rejected offer, the paid contract and its quote.
    expect((await trader.send('get', OFFER_API.offer(rejected.offer.id), undefined, oldSeller())).status).toBe(200);
    expect(((await trader.send('get', QUOTE_API.contract(sold.offer.id), undefined, oldSeller())).body.data as ContractView).status).toBe('Paid');
    expect((await trader.send('get', QUOTE_API.quote(sold.offer.id), undefined, oldSeller())).status).toBe(200);
    // Their dashboard no longer counts the deal or its open offers.
    expect(((await trader.send('get', DASHBOARD_API.deals, undefined, oldSeller())).body.data as DashboardDeal[]).map((d) => d.uuid)).not.toContain(deal.uuid);
    expect(((await trader.send('get', DASHBOARD_API.stats, undefined, oldSeller())).body.data as DashboardStats).seller.offers.open).toBe(0);
    expect(
      ((await trader.send('get', DASHBOARD_API.deals, undefined, newSeller())).body.data as DashboardDeal[]).find((d) => d.uuid === deal.uuid)?.open_offers,
    ).toBe(1);

    // The chat hears the deal's owner as the seller of the negotiations under way; a closed one keeps its seller.
    expect((await parties(open.offer.id)).seller_id).toBe(OTHER_SELLER);
    expect((await parties(agreed.offer.id)).seller_id).toBe(OTHER_SELLER);
    expect(await parties(rejected.offer.id)).toMatchObject({ seller_id: SELLER.id, seller_left: true });
    expect(await parties(sold.offer.id)).toMatchObject({ seller_id: SELLER.id, seller_left: false });
    expect((await parties(open.offer.id)).seller_left).toBe(false);

    // The inquiry and the notices moved with the deal: the new seller answers the inquiry, and is no longer told
    // of their own deal's price drops.
    expect((await inquiries.findOne({ uuid: inquiry }).lean<DealInquiry>())!.seller_id).toBe(OTHER_SELLER);
    expect(
      await trader.get<Model<DealSubscription>>(getModelToken(DealSubscription.name)).countDocuments({ deal_uuid: deal.uuid, owner_id: OTHER_SELLER }),
    ).toBe(0);
    const answered = await directQuote(inquiry, newSeller());
    expect(answered.status).toBe(201);
    expect((await offers.findOne({ uuid: (answered.body.data as QuoteView).offer_id }).lean<Offer>())!).toMatchObject({
      seller_id: OTHER_SELLER,
      buyer_id: asker.id,
      price: 1,
    });
    expect((await trader.send('post', OFFER_API.offerStatus(open.offer.id), { status: 'Rejected', revision: openNow.revision }, newSeller())).status).toBe(200);

    // The new seller edits the deal with the pictures it shows (the previous seller's uploads), but cannot take
    // in an upload of the previous seller's that the deal does not show.
    const elsewhere = await trader.upload('image', 'other-deal.jpg');
    const withOther = await trader.send(
      'put',
      TRADER_API.updateListing,
      { ...panelForm({ name: 'Kept pictures', images: [picture, elsewhere] }), listing_id: deal.id },
      newSeller(),
    );
    expect(withOther.status).toBe(400);
    expect(withOther.body.errors).toEqual({ images: [DEAL_MESSAGES.fileUnknown] });
    expect(
      (await trader.send('put', TRADER_API.updateListing, { ...panelForm({ name: 'Kept pictures', images: [picture] }), listing_id: deal.id }, newSeller()))
        .status,
    ).toBe(200);
  });

  it('decides by who owns the deal now, not by the seller an inquiry or offer still names; a redelivered transfer moves what a crash left', async () => {
    const deal = await trader.dealIn('Active', panelForm({ name: 'Transferred panels, left behind' }));
    const asker = await newBuyer();
    const inquiry = await inquiryOf(deal, asker);
    const open = await offer(deal);
    await transfer(deal, OTHER_SELLER);

    // As if the transfer had stopped before the inquiry and the offer followed: they still name the previous seller.
    await inquiries.updateOne({ uuid: inquiry }, { $set: { seller_id: SELLER.id } });
    await offers.updateOne({ uuid: open.offer.id }, { $set: { seller_id: SELLER.id } });
    expect((await directQuote(inquiry, oldSeller())).status).toBe(403);
    expect((await trader.send('post', OFFER_API.updateBid(open.offer.id), { price: 1, revision: open.offer.revision }, oldSeller())).status).toBe(403);
    expect((await trader.send('post', OFFER_API.offerStatus(open.offer.id), { status: 'Accepted', revision: open.offer.revision }, oldSeller())).status).toBe(
      403,
    );
    expect((await trader.send('post', QUOTE_API.taxLegal(open.offer.id), { charges: [] }, oldSeller())).status).toBe(403);
    expect((await parties(open.offer.id)).seller_id).toBe(OTHER_SELLER);
    // Another seller who never had the deal still learns nothing of the inquiry.
    expect((await directQuote(inquiry, trader.token('seller-stranger', ['seller']))).status).toBe(404);

    // The same transfer delivered again finds the deal moved and brings what names the previous seller along.
    await transfer(deal, OTHER_SELLER);
    expect((await inquiries.findOne({ uuid: inquiry }).lean<DealInquiry>())!.seller_id).toBe(OTHER_SELLER);
    expect((await offers.findOne({ uuid: open.offer.id }).lean<Offer>())!.seller_id).toBe(OTHER_SELLER);
    expect((await trader.send('post', OFFER_API.offerStatus(open.offer.id), { status: 'Accepted', revision: open.offer.revision }, newSeller())).status).toBe(
      200,
    );
  });
});
