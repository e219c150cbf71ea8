import { getModelToken } from '@nestjs/mongoose';
import { CONTACT_MASKS, OFFER_API, OFFER_MESSAGES, QUOTE_API, TRADER_API, type DealInquiryView, type OfferView, type QuoteView } from '@solar/contracts';
import { AccountContacts } from '@solar/platform';
import type { Model } from 'mongoose';
import { DealInquiry } from '../inquiries/deal-inquiry.schema';
import { announce, buyerAccount, mailsTo } from '../testing/buyer-accounts';
import { BUYER, SELLER, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { Offer } from './offer.schema';

/**
 * Every text a party of a negotiable deal reads before the contract is stored with contact details masked, by
 * the one rule of the chat: the offer's and the counter's notes, a rejection's reason, the quote's legal text
 * and custom charges, a direct quote's note, an inquiry and its mail to the seller.
 */
const { email: EMAIL, phone: PHONE, link: LINK } = CONTACT_MASKS;
/** Disguises that once reached the other party as written. */
const CONTACTS = 'Call me at 415-555-0199 or ４１５_５５５_０１９９, name＠gmail．com or name @ gmail . com, see domain[.]com';
const MASKED = `Call me at ${PHONE} or ${PHONE}, ${EMAIL} or ${EMAIL}, see ${LINK}`;
const SECRETS = ['0199', '０１９９', 'gmail', 'domain'];
const LIMITS = { perAccount: { points: 100, windowSeconds: 3600 }, perAddress: { points: 1000, windowSeconds: 3600 } };
const terms = { incoterm: 'FOB', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };

let trader: TraderHarness;
let buyers = 0;

beforeAll(async () => {
  trader = await startTraderHarness({ offerLimits: LIMITS, inquiryLimits: LIMITS });
  await announce(trader, { id: SELLER.id, email: SELLER.email, firstname: SELLER.firstname, roles: ['customer', 'seller'] });
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const send = (method: 'get' | 'post', path: string, body?: object, token?: string | null) => trader.send(method, path, body, token);
const seller = () => trader.sellerToken();
const expectNoSecret = (body: unknown) => {
  for (const secret of SECRETS) expect(JSON.stringify(body)).not.toContain(secret);
};

async function newBuyer(): Promise<string> {
  const id = `${BUYER}-masking-${++buyers}`;
  await trader.get(AccountContacts).keep({ user_id: id, firstname: 'Rosa', lastname: 'Marquez', email: `${id}@buyer.example` });
  return trader.token(id, ['customer']);
}

async function offered(message = 'Can you ship next week?'): Promise<{ made: OfferView; buyer: string }> {
  const deal = await trader.dealIn('Active');
  const buyer = await newBuyer();
  const answer = await send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty: 124, ...terms, message }, buyer);
  expect(answer.status).toBe(201);
  return { made: answer.body.data as OfferView, buyer };
}

describe('offers', () => {
  it("mask the buyer's note, as stored and as the seller reads it", async () => {
    const { made } = await offered(`<p>${CONTACTS}</p>`);
    expect(made.message).toBe(MASKED);
    const asSeller = await send('get', OFFER_API.offer(made.id), undefined, seller());
    expect(asSeller.body.data).toMatchObject({ message: MASKED });
    expectNoSecret(asSeller.body);
    expect(await trader.get<Model<Offer>>(getModelToken(Offer.name)).findOne({ uuid: made.id }).lean()).toMatchObject({ message: MASKED });
  });

  it("mask the counter-offers' notes, the seller's and the buyer's, on every counter call", async () => {
    const { made, buyer } = await offered();
    const bid = await send('post', OFFER_API.updateBid(made.id), { price: 0.245, revision: made.revision, message: CONTACTS }, seller());
    expect(bid.body.data).toMatchObject({ status: 'Countered', message: MASKED });
    const qty = await send('post', OFFER_API.updateQty(made.id), { qty: 186, revision: bid.body.data.revision, message: CONTACTS }, buyer);
    expect(qty.body.data).toMatchObject({ status: 'Offered', message: MASKED });
    const whole = await send(
      'post',
      OFFER_API.panelOfferUpdate(made.id),
      { price: 0.24, qty: 186, ...terms, revision: qty.body.data.revision, message: CONTACTS },
      seller(),
    );
    expect(whole.body.data).toMatchObject({ status: 'Countered', message: MASKED });
    const termsOnly = await send('post', OFFER_API.updateTerms(made.id), { ...terms, revision: whole.body.data.revision, message: CONTACTS }, buyer);
    expect(termsOnly.body.data).toMatchObject({ message: MASKED });
    expectNoSecret([bid.body, qty.body, whole.body, termsOnly.body]);
  });

  it('mask the reason of a rejection', async () => {
    const { made, buyer } = await offered();
    const rejected = await send('post', OFFER_API.offerStatus(made.id), { status: 'Rejected', revision: made.revision, reason: CONTACTS }, seller());
    expect(rejected.status).toBe(200);
    const asBuyer = await send('get', OFFER_API.offer(made.id), undefined, buyer);
    expect(asBuyer.body.data).toMatchObject({ status: 'Rejected', reason: MASKED });
    expectNoSecret(asBuyer.body);
  });

  it('keep the limit of a note for the masked text, which is what is stored', async () => {
    const deal = await trader.dealIn('Active');
    // 994 characters as typed, over 1,000 once each address reads '[email hidden]'.
    const answer = await send(
      'post',
      OFFER_API.offers,
      { listing_id: deal.id, price: 0.23, qty: 124, ...terms, message: 'a@b.co '.repeat(142) },
      await newBuyer(),
    );
    expect([answer.status, answer.body.errors]).toEqual([400, { message: [OFFER_MESSAGES.messageTooLong] }]);
  });
});

describe('quotes', () => {
  it('mask the legal text and the custom charges the buyer reads', async () => {
    const { made, buyer } = await offered();
    expect((await send('post', OFFER_API.offerStatus(made.id), { status: 'Accepted', revision: made.revision }, seller())).status).toBe(200);
    const extras = { charges: [{ type: 'Custom', value: 10, label: 'Wrap 555_123_4567' }], legal_text: CONTACTS };
    expect((await send('post', QUOTE_API.taxLegal(made.id), extras, seller())).status).toBe(200);
    expect((await send('post', QUOTE_API.quote(made.id), {}, seller())).status).toBe(201);
    const quote = (await send('get', QUOTE_API.quote(made.id), undefined, buyer)).body.data as QuoteView;
    expect(quote.current).toMatchObject({ legal_text: MASKED });
    expect(quote.current!.totals.charges.map((c) => c.label)).toEqual([`Wrap ${PHONE}`]);
    expectNoSecret(quote);
    expect(JSON.stringify(quote)).not.toContain('555_123');
  });

  it("mask a direct quote's note and legal text", async () => {
    const deal = await trader.dealIn('Active');
    const buyer = await buyerAccount(trader);
    expect(
      (await send('post', TRADER_API.inquiry, { listing_id: deal.id, message: 'Price for 186 panels?' }, buyer.token).set('x-client-ip', '203.0.113.90'))
        .status,
    ).toBe(201);
    const { uuid } = (await trader.get<Model<DealInquiry>>(getModelToken(DealInquiry.name)).findOne({ buyer_id: buyer.id }).lean<DealInquiry>())!;
    const direct = await send(
      'post',
      QUOTE_API.directQuote,
      { inquiry_id: uuid, price: 0.24, qty: 186, ...terms, charges: [], legal_text: CONTACTS, message: CONTACTS },
      seller(),
    );
    expect(direct.status).toBe(201);
    const quote = direct.body.data as QuoteView;
    expect(quote.current).toMatchObject({ legal_text: MASKED });
    const offer = await send('get', OFFER_API.offer(quote.offer_id), undefined, buyer.token);
    expect(offer.body.data).toMatchObject({ message: MASKED });
    expectNoSecret([quote, offer.body]);
  });
});

describe('an inquiry', () => {
  it('is stored, answered and mailed to the seller with contact details masked', async () => {
    const deal = await trader.dealIn('Active', undefined);
    const buyer = await buyerAccount(trader);
    const answer = await send('post', TRADER_API.inquiry, { listing_id: deal.id, message: CONTACTS }, buyer.token).set('x-client-ip', '203.0.113.91');
    expect(answer.status).toBe(201);
    expect((answer.body.data as DealInquiryView).message).toBe(MASKED);
    const mails = await mailsTo(trader, SELLER.email);
    const mail = mails.find((m) => m.text.includes(deal.path));
    expect(mail!.text).toContain(MASKED);
    expectNoSecret([answer.body, mail]);
    expect(await trader.get<Model<DealInquiry>>(getModelToken(DealInquiry.name)).findOne({ uuid: answer.body.data.uuid }).lean()).toMatchObject({
      message: MASKED,
    });
  });
});

describe("the deal's own texts", () => {
  it('are stored with contact details masked, links and pictures out of the description, as every buyer reads them', async () => {
    const deal = await trader.dealIn(
      'Active',
      panelForm({
        name: 'Panels, call 415-555-0199',
        description: `<p><strong>Tier 1</strong> stock. ${CONTACTS}</p><p><a href="https://domain.example/me">our site</a><img src="https://domain.example/x.png" alt="x"></p>`,
        tags: ['mono', 'name＠gmail．com'],
        meta_description: 'Write to name @ gmail . com',
      }),
    );
    const read = (await send('get', TRADER_API.deal(deal.id))).body.data as Record<string, unknown>;
    expect(read).toMatchObject({ name: `Panels, call ${PHONE}`, description: `<p><strong>Tier 1</strong> stock. ${MASKED}</p><p>our site</p>` });
    expect(read.tags).toEqual(['mono', EMAIL]);
    expectNoSecret(read);
  });

  it('keep a description as its masked text when a contact is spread over its formatting', async () => {
    const deal = await trader.dealIn('Active', panelForm({ description: '<p>Ask name@<b>gmail.com</b> or 415-555</p><p>0199</p>' }));
    const read = (await send('get', TRADER_API.deal(deal.id))).body.data as { description: string };
    // The domain was masked as a link within its own text; the phone only in the whole text.
    expect(read.description).toBe(`<p>Ask name@${LINK} or ${PHONE}</p>`);
  });
});
