import { getModelToken } from '@nestjs/mongoose';
import { CHECKOUT_MESSAGES, EVENTS, ORDERS_API, QUOTE_MESSAGES, SANDBOX_TEST_CARDS, type ContractPaymentTerms, type IntegrationEvent } from '@solar/contracts';
import { EmbeddedBroker, Outbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { service as ordersService } from '../index';
import { PAYMENT_PROVIDER, PaymentRefusedError, type PaymentProvider } from '../payments';
import { ContractPayment } from './contract-payment.schema';

/**
 * Paying a trader contract when the card cannot be asked at all: a contract at $0 (signed before quotes had to
 * come to more than $0) and a provider refusing the request are answered 422 with the reason, never 502, and
 * leave no payment open, so the buyer may call the contract off. A stub stands in for the trader service.
 */
const BUYER = 'buyer-contract-pay';
const contracts = new Map<string, ContractPaymentTerms>();
let orders: ServiceHarness;
let traderStub: Server;
let payments: Model<ContractPayment>;

const terms = (offerId: string, total: number): ContractPaymentTerms => ({
  id: `contract-${offerId}`,
  offer_id: offerId,
  buyer_id: BUYER,
  status: 'Signed',
  total,
  deal_name: 'Test Panels',
});
const card = { card_holder_name: 'Ann Lee', card_number: SANDBOX_TEST_CARDS.succeeds, cvc: '123', expiry_date: '12/30' };
const pay = (offerId: string, number = card.card_number) =>
  orders
    .http()
    .post(ORDERS_API.contractCheckout)
    .set('Authorization', `Bearer ${orders.tokenOf(BUYER)}`)
    .send({ offer_id: offerId, payment: { ...card, card_number: number } });

beforeAll(async () => {
  traderStub = createServer((req, res) => {
    const offerId = decodeURIComponent(req.url!.split('/').at(-2)!);
    const contract = contracts.get(offerId);
    res.setHeader('content-type', 'application/json');
    res.statusCode = contract ? 200 : 404;
    res.end(JSON.stringify(contract ? { status: 1, success: true, data: contract } : { status: 0, success: false, error: 'Not found' }));
  });
  await new Promise<void>((resolve) => traderStub.listen(0, '127.0.0.1', resolve));
  orders = await startServiceHarness(ordersService, { peers: { trader: `http://127.0.0.1:${(traderStub.address() as AddressInfo).port}` } });
  payments = orders.get(getModelToken(ContractPayment.name));
}, 60_000);

afterAll(async () => {
  await orders?.close();
  await new Promise((resolve) => traderStub?.close(resolve));
});

it('refuses a contract at $0 with 422 and the reason, and leaves no payment open', async () => {
  contracts.set('offer-zero', terms('offer-zero', 0));
  for (let attempt = 0; attempt < 2; attempt++) {
    const refused = await pay('offer-zero');
    expect([refused.status, refused.body.error]).toEqual([422, QUOTE_MESSAGES.contractTotalNotPayable]);
  }
  expect(await payments.countDocuments({ offer_id: 'offer-zero' })).toBe(0);
});

it("answers a provider's refusal of the request with 422 and its reason, and the buyer may pay again", async () => {
  contracts.set('offer-refused', terms('offer-refused', 250));
  const provider = orders.get<PaymentProvider>(PAYMENT_PROVIDER);
  const authorize = jest.spyOn(provider, 'authorize').mockRejectedValueOnce(new PaymentRefusedError(CHECKOUT_MESSAGES.amountNotChargeable, 'amount refused'));
  try {
    const refused = await pay('offer-refused');
    expect([refused.status, refused.body.error]).toEqual([422, CHECKOUT_MESSAGES.amountNotChargeable]);
    expect(await payments.countDocuments({ offer_id: 'offer-refused' })).toBe(0);
  } finally {
    authorize.mockRestore();
  }
  const paid = await pay('offer-refused');
  expect([paid.status, paid.body.data.status]).toEqual([202, 'authorized']);
});

it('keeps 502 for a provider out of reach only', async () => {
  contracts.set('offer-down', terms('offer-down', 250));
  const provider = orders.get<PaymentProvider>(PAYMENT_PROVIDER);
  const authorize = jest.spyOn(provider, 'authorize').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
  try {
    const down = await pay('offer-down');
    expect([down.status, down.body.error]).toEqual([502, CHECKOUT_MESSAGES.paymentFailed]);
  } finally {
    authorize.mockRestore();
  }
});

describe('the payment saga', () => {
  /** The trader's answer to an authorized payment, as its contract events carry it. */
  const answer = (type: string, offerId: string, paymentId: string, reason: string | null = null) =>
    orders.publish(type, offerId, {
      id: `contract-${offerId}`,
      offer_id: offerId,
      deal_uuid: 'deal-1',
      deal_id: 1,
      version: 1,
      status: 'Signed',
      qty: 10,
      total: 250,
      payment_id: paymentId,
      reason,
      at: new Date().toISOString(),
    });
  /** The payment events of an offer, by their type's last part, as published. */
  const eventsOf = async (offerId: string) => {
    await orders.get(Outbox).flush();
    const broker = EmbeddedBroker.forDataDir(orders.dataDir);
    return [EVENTS.orders.contractPaymentAuthorized, EVENTS.orders.contractPaymentCaptured, EVENTS.orders.contractPaymentFailed]
      .flatMap((type) => broker.readTopic(type).map((m) => JSON.parse(m.value) as IntegrationEvent<{ reason: string | null }>))
      .filter((e) => e.key === offerId)
      .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
      .map((e) => [e.type.split('.').at(-1), e.data.reason]);
  };
  const stored = async (offerId: string) => (await payments.findOne({ offer_id: offerId }).sort({ created_at: -1 }).lean<ContractPayment>())!;

  it('captures once the trader confirms, once however often the confirmation comes', async () => {
    contracts.set('offer-paid', terms('offer-paid', 250));
    const paid = await pay('offer-paid');
    expect([paid.status, paid.body.data.status]).toEqual([202, 'authorized']);
    const confirmed = await answer(EVENTS.trader.contractConfirmed, 'offer-paid', paid.body.data.payment_id);
    await orders.redeliver(confirmed);
    expect(await stored('offer-paid')).toMatchObject({ status: 'captured', open_slot: 'contract-offer-paid' });
    expect(await eventsOf('offer-paid')).toEqual([
      ['authorized', null],
      ['captured', null],
    ]);
  });

  it('voids the hold on a refusal, frees the contract, and announces nothing', async () => {
    contracts.set('offer-off', terms('offer-off', 250));
    const paid = await pay('offer-off');
    await answer(EVENTS.trader.contractRefused, 'offer-off', paid.body.data.payment_id, QUOTE_MESSAGES.contractNotPayable);
    const payment = await stored('offer-off');
    expect([payment.status, payment.reason, payment.open_slot]).toEqual(['voided', QUOTE_MESSAGES.contractNotPayable, undefined]);
    expect(await eventsOf('offer-off')).toEqual([['authorized', null]]);
    // A late confirmation finds nothing to capture.
    await answer(EVENTS.trader.contractConfirmed, 'offer-off', payment.payment_id);
    expect((await stored('offer-off')).status).toBe('voided');
  });

  it('undoes a confirmed payment whose capture fails: the hold voided, the trader told to put the units back', async () => {
    contracts.set('offer-capture', terms('offer-capture', 250));
    const paid = await pay('offer-capture', SANDBOX_TEST_CARDS.failsAfterAuthorization);
    const provider = orders.get<PaymentProvider>(PAYMENT_PROVIDER);
    const voids = jest.spyOn(provider, 'void');
    try {
      await answer(EVENTS.trader.contractConfirmed, 'offer-capture', paid.body.data.payment_id);
      const payment = await stored('offer-capture');
      expect([payment.status, payment.reason, payment.open_slot]).toEqual(['failed', CHECKOUT_MESSAGES.paymentFailed, undefined]);
      expect(voids).toHaveBeenCalledWith(payment.authorization_id);
    } finally {
      voids.mockRestore();
    }
    expect(await eventsOf('offer-capture')).toEqual([
      ['authorized', null],
      ['failed', CHECKOUT_MESSAGES.paymentFailed],
    ]);
    // The buyer may pay again.
    expect((await pay('offer-capture')).status).toBe(202);
  });
});
