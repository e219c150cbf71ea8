import {
  CONTRACT_PDF,
  EVENTS,
  OFFER_API,
  QUOTE_API,
  QUOTE_MESSAGES,
  TRADER_API,
  type ContractView,
  type DealView,
  type OfferView,
  type PageOf,
  type QuoteDraftView,
  type QuoteView,
  type SellerDealView,
} from '@solar/contracts';
import { getModelToken } from '@nestjs/mongoose';
import { AccountContacts, EmbeddedBroker, Outbox } from '@solar/platform';
import type { Model } from 'mongoose';
import { readPdf } from '@solar/platform/testing';
import { DealInquiry } from '../inquiries/deal-inquiry.schema';
import { BUYER, SELLER, SELLER_SECRETS, startTraderHarness, type TraderHarness } from '../testing/trader-harness';

/**
 * Quotes and contracts over HTTP: the seller quotes an agreed offer (each quote a new version, kept), the buyer
 * signs the newest, the contract names both parties (the seller nowhere before), its PDF reads back, and the
 * payment saga's events sell the held units or give them back. The panel deal: 620 panels of 550 W at
 * $0.25/W, MOQ 2 pallets of 31.
 */
const M = QUOTE_MESSAGES;
const LIMITS = { perAccount: { points: 100, windowSeconds: 3600 }, perAddress: { points: 1000, windowSeconds: 3600 } };
const BUYER_CONTACT = { firstname: 'Rosa', lastname: 'Marquez', email: 'rosa.marquez@buyer.example' };
let trader: TraderHarness;
let buyers = 0;

beforeAll(async () => {
  trader = await startTraderHarness({ offerLimits: LIMITS });
  await trader.get(AccountContacts).keep({ user_id: SELLER.id, email: SELLER.email, firstname: SELLER.firstname, lastname: SELLER.lastname });
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const terms = { incoterm: 'FOB', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };
const extras = {
  charges: [
    { type: 'Logistics', value: 1200 },
    { type: 'Custom', value: 50.5, label: 'Pallet wrap' },
    { type: 'Sales Tax', value: 8.25 },
  ],
  discount: { type: 'percent', value: 2 },
  legal_text: 'Title passes on full payment. <script>x</script>Disputes: Texas courts.',
};

/** A new buyer (with a name identity announced) and their token. */
async function newBuyer(): Promise<{ id: string; token: string }> {
  const id = `${BUYER}-${++buyers}`;
  await trader.get(AccountContacts).keep({ user_id: id, ...BUYER_CONTACT });
  return { id, token: trader.token(id, ['customer']) };
}

const seller = () => trader.sellerToken();
const send = (method: 'get' | 'post', path: string, body?: object, token?: string | null) => trader.send(method, path, body, token);

/** An offer of 124 panels at $0.23/W that the seller accepted. */
async function acceptedOffer(): Promise<{ deal: SellerDealView; offer: OfferView; buyer: { id: string; token: string } }> {
  const deal = await trader.dealIn('Active');
  const buyer = await newBuyer();
  const made = await send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty: 124, ...terms }, buyer.token);
  expect(made.status).toBe(201);
  const accepted = await send('post', OFFER_API.offerStatus(made.body.data.id), { status: 'Accepted', revision: made.body.data.revision }, seller());
  expect(accepted.status).toBe(200);
  return { deal, offer: accepted.body.data as OfferView, buyer };
}

async function quoted(offerId: string, body: object = extras): Promise<QuoteView> {
  expect((await send('post', QUOTE_API.taxLegal(offerId), body, seller())).status).toBe(200);
  const sent = await send('post', QUOTE_API.quote(offerId), {}, seller());
  expect(sent.status).toBe(201);
  return sent.body.data as QuoteView;
}

const publicDeal = async (id: number) => (await send('get', TRADER_API.deal(id), undefined, null)).body.data as DealView;

describe('quotes', () => {
  it('are sent by the seller on an agreed offer, each a new version with its totals, the earlier ones kept', async () => {
    const { offer, buyer } = await acceptedOffer();
    // Each party's offer view says whether there is a quote to read: the buyer reads none before it is sent.
    expect(offer.quoted).toBe(false);
    expect((await send('get', QUOTE_API.quote(offer.id), undefined, buyer.token)).status).toBe(404);
    const quote = await quoted(offer.id);
    for (const token of [buyer.token, seller()])
      expect(((await send('get', OFFER_API.offer(offer.id), undefined, token)).body.data as OfferView).quoted).toBe(true);
    // Goods 124 x (0.23 x 550 = 126.50) = 15,686.00; 2% off 313.72; charges 1,250.50; tax 8.25% of 15,372.28.
    expect(quote.current).toMatchObject({
      version: 1,
      qty: 124,
      price_per_watt: 0.23,
      unit_price: 126.5,
      total_watts: 68_200,
      incoterm: 'FOB',
      legal_text: 'Title passes on full payment. Disputes: Texas courts.',
      totals: { subtotal: 15_686, discount_amount: 313.72, charges_total: 1250.5, tax_total: 1268.21, total: 17_890.99 },
    });
    expect(quote.current!.totals.charges.map((c) => c.label)).toEqual(['Logistics', 'Pallet wrap', 'Sales Tax']);

    await quoted(offer.id, { ...extras, discount: { type: 'fixed', value: 1000 } });
    const asBuyer = await send('get', QUOTE_API.quote(offer.id), undefined, buyer.token);
    expect(asBuyer.status).toBe(200);
    const view = asBuyer.body.data as QuoteView;
    expect(view.versions.map((v) => [v.version, v.totals.discount_amount])).toEqual([
      [1, 313.72],
      [2, 1000],
    ]);
    expect(view).toMatchObject({ side: 'buyer', signable: true, draft: null, contract_status: null });
    for (const secret of SELLER_SECRETS) expect(JSON.stringify(asBuyer.body)).not.toContain(secret);
  });

  it('is for the seller to draft and send (403 for the buyer and strangers), only once the offer is agreed (422), with checked extras (400)', async () => {
    const { offer, buyer } = await acceptedOffer();
    const stranger = await newBuyer();
    expect((await send('post', QUOTE_API.taxLegal(offer.id), extras, buyer.token)).status).toBe(403);
    expect((await send('post', QUOTE_API.quote(offer.id), {}, buyer.token)).status).toBe(403);
    expect((await send('get', QUOTE_API.quote(offer.id), undefined, stranger.token)).status).toBe(403);
    expect((await send('get', QUOTE_API.quote('no-such-offer'), undefined, buyer.token)).status).toBe(404);

    const wrongType = await send('post', QUOTE_API.taxLegal(offer.id), { charges: [{ type: 'Bribe', value: 1 }] }, seller());
    expect([wrongType.status, wrongType.body.errors]).toEqual([400, { 'charges.0.type': [M.chargeTypeInvalid] }]);
    const bad = await send(
      'post',
      QUOTE_API.taxLegal(offer.id),
      {
        charges: [
          { type: 'Sales Tax', value: 40 },
          { type: 'Custom', value: 5 },
        ],
        discount: { type: 'fixed', value: 1e9 },
      },
      seller(),
    );
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      { 'charges.0.value': [M.taxRateInvalid], 'charges.1.label': [M.chargeLabelRequired], 'discount.value': [M.discountFixedInvalid] },
    ]);
    const tooLong = await send('post', QUOTE_API.taxLegal(offer.id), { charges: [], legal_text: 'x'.repeat(6000) }, seller());
    expect([tooLong.status, tooLong.body.errors]).toEqual([400, { legal_text: [M.legalTextTooLong] }]);
    expect(((await send('get', QUOTE_API.taxLegal(offer.id), undefined, seller())).body.data as QuoteDraftView).charges).toEqual([]);

    const deal = await trader.dealIn('Active');
    const open = await send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty: 124, ...terms }, (await newBuyer()).token);
    const notAgreed = await send('post', QUOTE_API.quote(open.body.data.id), {}, seller());
    expect([notAgreed.status, notAgreed.body.error]).toEqual([422, M.notQuotable]);
  });
});

describe('contracts', () => {
  it('are the newest version the buyer signs, naming both parties; the offer becomes a Contract and the units stay held', async () => {
    const { deal, offer, buyer } = await acceptedOffer();
    await quoted(offer.id);
    await quoted(offer.id, { ...extras, charges: [] });
    const stale = await send('post', QUOTE_API.contract(offer.id), { version: 1 }, buyer.token);
    expect([stale.status, stale.body.error]).toEqual([409, M.versionStale]);
    expect((await send('post', QUOTE_API.contract(offer.id), { version: 2 }, seller())).status).toBe(403);

    const signed = await send('post', QUOTE_API.contract(offer.id), { version: 2 }, buyer.token);
    expect(signed.status).toBe(201);
    expect(signed.body.message).toBe(M.signed);
    const contract = signed.body.data as ContractView;
    expect(contract).toMatchObject({
      status: 'Signed',
      version: 2,
      side: 'buyer',
      seller: { name: `${SELLER.firstname} ${SELLER.lastname}`, email: SELLER.email },
      buyer: { name: `${BUYER_CONTACT.firstname} ${BUYER_CONTACT.lastname}`, email: BUYER_CONTACT.email },
      deal: { id: deal.id, name: deal.name, category: 'Solar Panels', panel_wattage: 550 },
      qty: 124,
      totals: { charges: [], total: 15_372.28 },
    });
    const offerNow = (await send('get', OFFER_API.offer(offer.id), undefined, buyer.token)).body.data as OfferView;
    expect(offerNow.status).toBe('Contract');
    expect((await publicDeal(deal.id)).available_qty).toBe(620 - 124);

    expect((await send('post', QUOTE_API.contract(offer.id), { version: 2 }, buyer.token)).status).toBe(409);
    expect((await send('get', QUOTE_API.contract(offer.id), undefined, seller())).body.data).toMatchObject({ side: 'seller', id: contract.id });
    expect((await send('get', QUOTE_API.contract(offer.id), undefined, (await newBuyer()).token)).status).toBe(403);
    const quote = (await send('get', QUOTE_API.quote(offer.id), undefined, buyer.token)).body.data as QuoteView;
    expect([quote.signable, quote.contract_status]).toEqual([false, 'Signed']);
  });

  it('cannot be signed on a quote the offer moved past: a counter since asks for a new quote (409)', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = await newBuyer();
    const made = (await send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.22, qty: 124, ...terms }, buyer.token)).body.data as OfferView;
    const countered = (await send('post', OFFER_API.updateBid(made.id), { price: 0.24, revision: made.revision }, seller())).body.data as OfferView;
    await quoted(countered.id);
    expect((await send('post', OFFER_API.updateBid(made.id), { price: 0.23, revision: countered.revision }, buyer.token)).status).toBe(200);
    const refused = await send('post', QUOTE_API.contract(made.id), { version: 1 }, buyer.token);
    expect([refused.status, refused.body.error]).toEqual([409, M.termsChanged]);
  });

  it('come as a legal-size PDF named Contract Terms with the parties, totals and terms in its text', async () => {
    const { offer, buyer } = await acceptedOffer();
    await quoted(offer.id);
    await send('post', QUOTE_API.contract(offer.id), { version: 1 }, buyer.token);
    const pdf = await send('get', QUOTE_API.contractPdf(offer.id), undefined, buyer.token)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${CONTRACT_PDF.fileName}.pdf"`);
    const read = readPdf(pdf.body as Buffer);
    expect(read.title).toBe(CONTRACT_PDF.fileName);
    expect(read.pages.map((page) => [page.width, page.height])).toEqual([[CONTRACT_PDF.widthPt, CONTRACT_PDF.heightPt]]);
    const text = read.pages.map((page) => page.text).join(' ');
    for (const expected of [
      'Contract Terms',
      `${SELLER.firstname} ${SELLER.lastname}`,
      SELLER.email,
      BUYER_CONTACT.email,
      '$17,890.99',
      '$0.2300',
      '68,200 W',
      'FOB',
      'Texas',
      'Prepayment',
      '10 days',
      'Disputes: Texas courts.',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await send('get', QUOTE_API.contractPdf(offer.id), undefined, (await newBuyer()).token)).status).toBe(403);
  });

  it('can be called off by either party before payment, which releases the units', async () => {
    const { deal, offer, buyer } = await acceptedOffer();
    await quoted(offer.id);
    await send('post', QUOTE_API.contract(offer.id), { version: 1 }, buyer.token);
    const cancelled = await send('post', QUOTE_API.cancelContract(offer.id), { reason: 'Budget moved' }, seller());
    expect([cancelled.status, cancelled.body.data.status, cancelled.body.data.cancel_reason]).toEqual([200, 'Cancelled', 'Budget moved']);
    expect((await publicDeal(deal.id)).available_qty).toBe(620);
    expect(((await send('get', OFFER_API.offer(offer.id), undefined, buyer.token)).body.data as OfferView).status).toBe('Cancelled');
    const again = await send('post', QUOTE_API.cancelContract(offer.id), {}, buyer.token);
    expect([again.status, again.body.error]).toEqual([422, M.contractNotCancellable]);
  });
});

describe('direct quotes', () => {
  it("answer a buyer's inquiry with a negotiation on the seller's terms, which the buyer's signature accepts", async () => {
    const deal = await trader.dealIn('Active');
    const buyer = await newBuyer();
    expect((await send('post', TRADER_API.inquiry, { listing_id: deal.id, message: 'Price for 186 panels to Texas?' }, buyer.token)).status).toBe(201);
    // The seller learns the inquiry's id from its mail's link to answer it.
    const { uuid } = (await trader.get<Model<DealInquiry>>(getModelToken(DealInquiry.name)).findOne({ buyer_id: buyer.id }).lean<DealInquiry>())!;

    const strangerQuote = await send(
      'post',
      QUOTE_API.directQuote,
      { inquiry_id: uuid, price: 0.24, qty: 186, ...terms, ...extras },
      trader.token('seller-other', ['seller']),
    );
    expect([strangerQuote.status, strangerQuote.body.error]).toEqual([404, M.inquiryNotFound]);
    const direct = await send('post', QUOTE_API.directQuote, { inquiry_id: uuid, price: 0.24, qty: 186, ...terms, ...extras }, seller());
    expect(direct.status).toBe(201);
    const quote = direct.body.data as QuoteView;
    expect(quote.current).toMatchObject({ version: 1, qty: 186, price: 0.24 });

    const bids = (await send('get', `${OFFER_API.offers}?side=buyer`, undefined, buyer.token)).body.data as PageOf<OfferView>;
    expect(bids.items.map((o) => [o.id, o.status, o.turn])).toEqual([[quote.offer_id, 'Countered', 'buyer']]);
    const received = (await send('get', QUOTE_API.buyerQuotes, undefined, buyer.token)).body.data as PageOf<QuoteView>;
    expect(received.items.map((q) => q.offer_id)).toEqual([quote.offer_id]);

    expect((await send('post', QUOTE_API.contract(quote.offer_id), { version: 1 }, buyer.token)).status).toBe(201);
    expect((await publicDeal(deal.id)).available_qty).toBe(620 - 186);
  });
});

describe('the payment saga, trader side', () => {
  async function signedContract() {
    const made = await acceptedOffer();
    await quoted(made.offer.id);
    const contract = (await send('post', QUOTE_API.contract(made.offer.id), { version: 1 }, made.buyer.token)).body.data as ContractView;
    return { ...made, contract };
  }
  const payment = (contract: ContractView, id: string) => ({
    payment_id: id,
    contract_id: contract.id,
    offer_id: contract.offer_id,
    amount: contract.totals.total,
    reason: null,
    at: new Date().toISOString(),
  });
  const contractEvents = async (offerId: string) => {
    await trader.get(Outbox).flush();
    const broker = EmbeddedBroker.forDataDir(trader.dataDir);
    return [EVENTS.trader.contractSigned, EVENTS.trader.contractConfirmed, EVENTS.trader.contractRefused, EVENTS.trader.contractCancelled].flatMap((topic) =>
      broker
        .readTopic(topic)
        .filter((m) => m.key === offerId)
        .map((m) => JSON.parse(m.value) as { type: string; data: { payment_id: string | null } }),
    );
  };

  it('sells the held units when the card holds the total, once however often the event comes, and lists the sale', async () => {
    const { deal, offer, buyer, contract } = await signedContract();
    const authorized = await trader.publish(EVENTS.orders.contractPaymentAuthorized, offer.id, payment(contract, 'CP-1'));
    await trader.redeliver(authorized);
    const paid = (await send('get', QUOTE_API.contract(offer.id), undefined, buyer.token)).body.data as ContractView;
    expect([paid.status, paid.paid_at !== null]).toEqual(['Paid', true]);
    const after = await publicDeal(deal.id);
    expect([after.total_qty, after.available_qty]).toEqual([620 - 124, 620 - 124]);
    expect((await contractEvents(offer.id)).map((e) => [e.type, e.data.payment_id])).toEqual([
      ['trader.contract.signed', null],
      ['trader.contract.confirmed', 'CP-1'],
    ]);
    const purchases = (await send('get', `${QUOTE_API.contracts}?side=buyer&status=Paid`, undefined, buyer.token)).body.data as PageOf<ContractView>;
    expect(purchases.items.map((c) => c.id)).toEqual([contract.id]);
    const sold = (await send('post', TRADER_API.soldDeals, {}, seller())).body.data as PageOf<SellerDealView>;
    expect(sold.items.find((d) => d.id === deal.id)?.sold_qty).toBe(124);
    const late = await send('post', QUOTE_API.cancelContract(offer.id), {}, buyer.token);
    expect([late.status, late.body.error]).toEqual([422, M.contractPaid]);
  });

  it('refuses a payment for a contract called off meanwhile, and gives the units back when the capture fails', async () => {
    const first = await signedContract();
    await send('post', QUOTE_API.cancelContract(first.offer.id), {}, first.buyer.token);
    await trader.publish(EVENTS.orders.contractPaymentAuthorized, first.offer.id, payment(first.contract, 'CP-2'));
    expect((await contractEvents(first.offer.id)).map((e) => e.type)).toContain('trader.contract.refused');

    const second = await signedContract();
    expect(second.contract.payment_sent).toBe(false);
    await trader.publish(EVENTS.orders.contractPaymentAuthorized, second.offer.id, payment(second.contract, 'CP-3'));
    expect((await publicDeal(second.deal.id)).total_qty).toBe(620 - 124);
    await trader.publish(EVENTS.orders.contractPaymentFailed, second.offer.id, payment(second.contract, 'CP-3'));
    const back = await publicDeal(second.deal.id);
    expect([back.total_qty, back.available_qty]).toEqual([620, 620 - 124]);
    // Signed again, and it says a payment was sent: the buyer's page reads how that one ended.
    const signedAgain = (await send('get', QUOTE_API.contract(second.offer.id), undefined, second.buyer.token)).body.data as ContractView;
    expect([signedAgain.status, signedAgain.payment_sent]).toEqual(['Signed', true]);
  });

  it('puts a deal whose whole lot was bought under Contract', async () => {
    const deal = await trader.dealIn('Active');
    const buyer = await newBuyer();
    const made = (await send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.25, qty: 620, ...terms }, buyer.token)).body.data as OfferView;
    await send('post', OFFER_API.offerStatus(made.id), { status: 'Accepted', revision: made.revision }, seller());
    await quoted(made.id, { charges: [] });
    const contract = (await send('post', QUOTE_API.contract(made.id), { version: 1 }, buyer.token)).body.data as ContractView;
    await trader.publish(EVENTS.orders.contractPaymentAuthorized, made.id, payment(contract, 'CP-4'));
    expect((await publicDeal(deal.id)).status).toBe('Contract');
  });
});
