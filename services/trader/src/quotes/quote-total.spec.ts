import { OFFER_API, QUOTE_API, QUOTE_MESSAGES, TRADER_API, type DealView, type OfferView } from '@solar/contracts';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DealInquiry } from '../inquiries/deal-inquiry.schema';
import { BUYER, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { Quote } from './quote.schema';

/**
 * A quote must come to more than $0: a card cannot be charged $0, so a $0 contract could never be paid and
 * would hold its units until someone called it off. The panel deal: 620 panels of 550 W at $0.25/W.
 */
const M = QUOTE_MESSAGES;
const terms = { incoterm: 'FOB', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };
let trader: TraderHarness;
let buyers = 0;

beforeAll(async () => {
  trader = await startTraderHarness();
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const seller = () => trader.sellerToken();
const send = (method: 'get' | 'post', path: string, body?: object, token?: string | null) => trader.send(method, path, body, token);
const publicDeal = async (id: number) => (await send('get', TRADER_API.deal(id), undefined, null)).body.data as DealView;

async function acceptedOffer(qty = 124) {
  const deal = await trader.dealIn('Active');
  const buyer = trader.token(`${BUYER}-zero-${++buyers}`, ['customer']);
  const made = await send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty, ...terms }, buyer);
  expect(made.status).toBe(201);
  const accepted = await send('post', OFFER_API.offerStatus(made.body.data.id), { status: 'Accepted', revision: made.body.data.revision }, seller());
  expect(accepted.status).toBe(200);
  return { deal, offer: accepted.body.data as OfferView, buyer };
}

describe('a quote at $0', () => {
  it('is refused in the tax-legal form (422 with the reason): a full discount needs a charge to be sent', async () => {
    const { offer } = await acceptedOffer();
    for (const discount of [
      { type: 'percent', value: 100 },
      { type: 'fixed', value: 15_686 },
    ]) {
      const refused = await send('post', QUOTE_API.taxLegal(offer.id), { charges: [], discount }, seller());
      expect([refused.status, refused.body.error]).toEqual([422, M.totalNotPositive]);
      // A tax on nothing is still nothing.
      const taxed = await send('post', QUOTE_API.taxLegal(offer.id), { charges: [{ type: 'Sales Tax', value: 8 }], discount }, seller());
      expect([taxed.status, taxed.body.error]).toEqual([422, M.totalNotPositive]);
    }
    const withCharge = await send(
      'post',
      QUOTE_API.taxLegal(offer.id),
      { charges: [{ type: 'Logistics', value: 10 }], discount: { type: 'percent', value: 100 } },
      seller(),
    );
    expect(withCharge.status).toBe(200);
    const sent = await send('post', QUOTE_API.quote(offer.id), {}, seller());
    expect([sent.status, sent.body.data.current.totals.total]).toEqual([201, 10]);
  });

  it('is refused when sent (quote) on a draft that terms agreed since bring to $0', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = trader.token(`${BUYER}-zero-${++buyers}`, ['customer']);
    const made = (await send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.22, qty: 124, ...terms }, buyer)).body.data as OfferView;
    const countered = (await send('post', OFFER_API.updateBid(made.id), { price: 0.24, revision: made.revision }, seller())).body.data as OfferView;
    // 124 x 0.24 x 550 = 16,368.00: a fixed discount of the goods total of a lower counter-offer later covers it all.
    expect((await send('post', QUOTE_API.taxLegal(made.id), { charges: [], discount: { type: 'fixed', value: 15_000 } }, seller())).status).toBe(200);
    const lower = (await send('post', OFFER_API.updateBid(made.id), { price: 0.2, revision: countered.revision }, buyer)).body.data as OfferView;
    expect((await send('post', OFFER_API.offerStatus(made.id), { status: 'Accepted', revision: lower.revision }, seller())).status).toBe(200);
    const refused = await send('post', QUOTE_API.quote(made.id), {}, seller());
    expect([refused.status, refused.body.error]).toEqual([422, M.totalNotPositive]);
    expect((await send('get', QUOTE_API.quote(made.id), undefined, seller())).body.data.versions).toEqual([]);
  });

  it('is refused in a direct quote, and no offer is made', async () => {
    const deal = await trader.dealIn('Active');
    const buyerId = `${BUYER}-zero-${++buyers}`;
    const buyer = trader.token(buyerId, ['customer']);
    expect((await send('post', TRADER_API.inquiry, { listing_id: deal.id, message: 'Price for 124 panels?' }, buyer)).status).toBe(201);
    const inquiry = (await trader.get<Model<DealInquiry>>(getModelToken(DealInquiry.name)).findOne({ buyer_id: buyerId }).lean<DealInquiry>())!;
    const refused = await send(
      'post',
      QUOTE_API.directQuote,
      { inquiry_id: inquiry.uuid, price: 0.24, qty: 124, ...terms, charges: [], discount: { type: 'percent', value: 100 } },
      seller(),
    );
    expect([refused.status, refused.body.error]).toEqual([422, M.totalNotPositive]);
    expect((await send('get', `${OFFER_API.offers}?side=buyer`, undefined, buyer)).body.data.items).toEqual([]);
  });

  it('sent before the rule cannot be signed, so no units are held for a contract nobody can pay', async () => {
    const { deal, offer, buyer } = await acceptedOffer();
    expect((await send('post', QUOTE_API.taxLegal(offer.id), { charges: [] }, seller())).status).toBe(200);
    expect((await send('post', QUOTE_API.quote(offer.id), {}, seller())).status).toBe(201);
    // A version at $0 as an earlier release stored it.
    await trader
      .get<Model<Quote>>(getModelToken(Quote.name))
      .updateOne({ offer_uuid: offer.id }, { $set: { 'versions.0.totals.discount_amount': 15_686, 'versions.0.totals.total': 0 } });
    const refused = await send('post', QUOTE_API.contract(offer.id), { version: 1 }, buyer);
    expect([refused.status, refused.body.error]).toEqual([422, M.quoteTotalNotPayable]);
    expect(((await send('get', OFFER_API.offer(offer.id), undefined, buyer)).body.data as OfferView).status).toBe('Accepted');
    expect((await publicDeal(deal.id)).available_qty).toBe(620 - 124);
  });
});
