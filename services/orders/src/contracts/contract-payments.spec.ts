import { getModelToken } from '@nestjs/mongoose';
import { CHECKOUT_MESSAGES, ORDERS_API, QUOTE_MESSAGES, SANDBOX_TEST_CARDS, type ContractPaymentTerms } from '@solar/contracts';
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
const pay = (offerId: string) =>
  orders
    .http()
    .post(ORDERS_API.contractCheckout)
    .set('Authorization', `Bearer ${orders.tokenOf(BUYER)}`)
    .send({ offer_id: offerId, payment: card });

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
