import { getModelToken } from '@nestjs/mongoose';
import { DEAL_BUYER_LIMITS, DEAL_MESSAGES, MESSAGES, SEARCH_OBJECT_ERRORS, TRADER_API, type DealInquiryView, type SellerDealView } from '@solar/contracts';
import type { Model } from 'mongoose';
import { announce, buyerAccount, mailsTo } from '../testing/buyer-accounts';
import { OTHER_SELLER, SELLER, SELLER_SECRETS, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { DealInquiry } from './deal-inquiry.schema';

/** listing/inquiry: a buyer's question to a public deal's seller, by mail, each side's address kept to itself. */
let trader: TraderHarness;
let inquiries: Model<DealInquiry>;
let deal: SellerDealView;
const B = MESSAGES.dealBuyer;
const LIMITS = { perAccount: { points: 3, windowSeconds: 3600 }, perAddress: { points: 5, windowSeconds: 3600 } };

beforeAll(async () => {
  trader = await startTraderHarness({ inquiryLimits: LIMITS });
  inquiries = trader.get<Model<DealInquiry>>(getModelToken(DealInquiry.name));
  await announce(trader, { id: SELLER.id, email: SELLER.email, firstname: SELLER.firstname, roles: ['customer', 'seller'] });
  deal = await trader.dealIn('Active', panelForm({ name: 'Mono 410W, 12 pallets' }));
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

let addresses = 0;
/** Each test asks from its own client address, so the per-address windows of one test do not reach another. */
const newAddress = () => `203.0.113.${++addresses}`;
const ask = (body: object, token: string | null, address: string) => trader.send('post', TRADER_API.inquiry, body, token).set('x-client-ip', address);

describe('an inquiry', () => {
  it("is stored and mailed to the deal's seller, naming the deal and never the buyer", async () => {
    const buyer = await buyerAccount(trader);
    const answer = await ask({ listing_id: deal.id, message: '  Can you do <b>$0.23/W</b> for 8 pallets?  ', quantity: 248 }, buyer.token, newAddress());
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(B.inquirySent);
    const sent = answer.body.data as DealInquiryView;
    expect(sent).toEqual({
      uuid: expect.any(String),
      listing_id: deal.id,
      message: 'Can you do $0.23/W for 8 pallets?',
      quantity: 248,
      created_at: expect.any(String),
    });
    for (const secret of SELLER_SECRETS) expect(JSON.stringify(answer.body)).not.toContain(secret);

    const [mail, ...more] = await mailsTo(trader, SELLER.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A buyer asked about your deal Mono 410W, 12 pallets');
    expect(mail!.text).toContain('Can you do $0.23/W for 8 pallets?');
    expect(mail!.text).toContain('Quantity they have in mind: 248');
    expect(mail!.text).toContain(`http://localhost:3000${deal.path}`);
    // The seller answers with a direct quote from the link naming the inquiry.
    expect(mail!.text).toContain(`http://localhost:3000/trader/offer-or-bid?listing_id=${deal.id}&inquiry_id=${sent.uuid}`);
    expect(mail!.text).not.toContain(buyer.email);
    expect(mail!.text).not.toContain(buyer.firstname);
    expect(await mailsTo(trader, buyer.email)).toEqual([]);

    expect(await inquiries.findOne({ uuid: sent.uuid }).lean()).toMatchObject({
      deal_uuid: deal.uuid,
      seller_id: SELLER.id,
      buyer_id: buyer.id,
      quantity: 248,
      mailed: true,
    });
  });

  it('is kept, not mailed, when identity has not told the trader where the seller is reached', async () => {
    const unknownSellers = await trader.send(
      'post',
      TRADER_API.create,
      panelForm({ name: 'A deal of a seller not announced' }),
      trader.token(OTHER_SELLER, ['seller']),
    );
    const theirs = unknownSellers.body.data as SellerDealView;
    await trader.deals.updateOne({ uuid: theirs.uuid }, { $set: { status: 'Active', published_at: new Date() } });
    const buyer = await buyerAccount(trader);
    const answer = await ask({ listing_id: theirs.uuid, message: 'Still available?' }, buyer.token, newAddress());
    expect(answer.status).toBe(201);
    expect(await inquiries.findOne({ uuid: answer.body.data.uuid }).lean()).toMatchObject({ seller_id: OTHER_SELLER, mailed: false });
  });

  it("refuses the seller's own deal (422), a deal not listed (422) and one buyers may not open (404)", async () => {
    const address = newAddress();
    const own = await ask({ listing_id: deal.id, message: 'Me again' }, trader.sellerToken(), address);
    expect(own.status).toBe(422);
    expect(own.body.error).toBe(B.ownDealInquiry);

    const buyer = await buyerAccount(trader);
    const privateDeal = await trader.dealIn('Private');
    const notListed = await ask({ listing_id: privateDeal.id, message: 'Hello' }, buyer.token, address);
    expect(notListed.status).toBe(422);
    expect(notListed.body.error).toBe(B.dealNotPublic);

    const pending = await trader.dealIn('Pending');
    for (const listingId of [pending.id, pending.uuid, 999_999]) {
      const hidden = await ask({ listing_id: listingId, message: 'Hello' }, buyer.token, address);
      expect({ listingId, status: hidden.status, error: hidden.body.error }).toEqual({ listingId, status: 404, error: DEAL_MESSAGES.dealNotFound });
    }
    // None of the refused ones counted against the buyer's limit.
    for (let i = 0; i < LIMITS.perAccount.points; i++)
      expect((await ask({ listing_id: deal.id, message: `Question ${i}` }, buyer.token, address)).status).toBe(201);
  });

  it('answers 400 with the message for what a buyer got wrong', async () => {
    const buyer = await buyerAccount(trader);
    const errorsOf = async (body: object) => {
      const answer = await ask(body, buyer.token, newAddress());
      expect(answer.status).toBe(400);
      return answer.body.errors as Record<string, string[]>;
    };
    expect(await errorsOf({ listing_id: deal.id })).toEqual({ message: [B.inquiryRequired] });
    expect(await errorsOf({ listing_id: deal.id, message: '<p> </p>' })).toEqual({ message: [B.inquiryRequired] });
    expect(await errorsOf({ listing_id: deal.id, message: 'x'.repeat(DEAL_BUYER_LIMITS.inquiryMax + 1) })).toEqual({ message: [B.inquiryTooLong] });
    expect(await errorsOf({ listing_id: deal.id, message: 42 })).toEqual({ message: [B.inquiryRequired] });
    for (const quantity of [0, 2.5, '12', 1_000_001]) {
      expect(await errorsOf({ listing_id: deal.id, message: 'Hi', quantity })).toEqual({ quantity: [MESSAGES.limits.quantityInvalid] });
    }
    expect(await errorsOf({ message: 'Hi' })).toEqual({ listing_id: [DEAL_MESSAGES.listingIdRequired] });
    expect(await errorsOf({ listing_id: deal.id, message: 'Hi', buyer_email: 'x@example.com' })).toEqual({ buyer_email: [SEARCH_OBJECT_ERRORS.unknownKey] });
    // Exactly the longest message is taken.
    expect((await ask({ listing_id: deal.id, message: 'y'.repeat(DEAL_BUYER_LIMITS.inquiryMax) }, buyer.token, newAddress())).status).toBe(201);
    expect(B.inquiryTooLong).toContain(String(DEAL_BUYER_LIMITS.inquiryMax));
  });

  it('needs a signed-in account: 401 without a token, 403 for a guest session', async () => {
    expect((await ask({ listing_id: deal.id, message: 'Hi' }, null, newAddress())).status).toBe(401);
    const guest = await ask({ listing_id: deal.id, message: 'Hi' }, trader.guestTokenOf('5b0b8b7e-2f0e-4a43-9d53-0c8d0e1c1a11'), newAddress());
    expect(guest.status).toBe(403);
  });
});

describe('the inquiry limits', () => {
  const refusedWith429 = (answer: { status: number; body: { error?: string }; headers: Record<string, string> }) => {
    expect(answer.status).toBe(429);
    expect(answer.body.error).toBe(B.tooManyInquiries);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('refuse an account past its inquiries of the hour, from any address, storing and mailing nothing', async () => {
    const buyer = await buyerAccount(trader);
    for (let i = 0; i < LIMITS.perAccount.points; i++) {
      expect((await ask({ listing_id: deal.id, message: `Question ${i}` }, buyer.token, newAddress())).status).toBe(201);
    }
    const mailsBefore = (await mailsTo(trader, SELLER.email)).length;
    refusedWith429(await ask({ listing_id: deal.id, message: 'One more' }, buyer.token, newAddress()));
    expect(await inquiries.countDocuments({ buyer_id: buyer.id })).toBe(LIMITS.perAccount.points);
    expect(await mailsTo(trader, SELLER.email)).toHaveLength(mailsBefore);
  });

  it('refuse an address past its inquiries of the hour, whichever account asks, without counting against the account', async () => {
    const address = newAddress();
    const first = await buyerAccount(trader);
    const second = await buyerAccount(trader);
    const third = await buyerAccount(trader);
    for (const buyer of [first, first, first, second, second]) {
      expect((await ask({ listing_id: deal.id, message: 'From the office' }, buyer.token, address)).status).toBe(201);
    }
    refusedWith429(await ask({ listing_id: deal.id, message: 'From the office' }, third.token, address));
    // Refused by the address, the third account still has all of its own.
    for (let i = 0; i < LIMITS.perAccount.points; i++) {
      expect((await ask({ listing_id: deal.id, message: 'From home' }, third.token, newAddress())).status).toBe(201);
    }
  });
});
