import {
  IDENTITY_API,
  OFFER_API,
  ORDERS_API,
  QUOTE_API,
  QUOTE_MESSAGES,
  SANDBOX_TEST_CARDS,
  TRADER_API,
  type ContractPaymentView,
  type ContractView,
  type DealView,
  type OfferView,
  type PageOf,
  type SellerDealView,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSingleMachineProcess } from '../../scripts/single-machine-process.cjs';
import { api, demoSellerDeals, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * A negotiation to its end through the gateway, across the trader and orders services: an offer on a demo
 * deal, accepted, quoted, signed and paid by card; the contract saga sells the lot (the deal goes to Contract)
 * and the purchase shows on both sides. A declined card and a stranger's payment change nothing.
 */
let market: TestMarketplace;
const account = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;
const buyer = account('demo-buyer-1');
const card = (number: string) => ({ card_holder_name: 'Bella Buyer', card_number: number, cvc: '123', expiry_date: '12/39' });
const terms = { incoterm: 'EXW', delivery_state: 'NV', payment_terms: 'prepayment', lead_time: 5 };

let buyerToken: string;
let sellerToken: string;
let sellerId: string;
let deals: SellerDealView[] = [];

beforeAll(async () => {
  // The deals are what it needs; the shop's items only as many as the marketplace it may share (scripts/test-engines.mjs).
  market = await startTestMarketplace({ deals: 12, itemsPerCategory: 2 });
  buyerToken = tokenFor(market.config, { sub: buyer.id, roles: ['customer'] });
  ({ sellerId, token: sellerToken, deals } = await demoSellerDeals(market, { min: 2 }));
}, 180_000);

afterAll(async () => {
  await market?.close();
});

/** Where the negotiation runs: the test marketplace unless a test names another, with its buyer's and seller's tokens. */
interface Parties {
  url: string;
  buyer: string;
  seller: string;
}

/** The buyer's offer on the deal for `qty` units at its asking price, accepted, quoted without extras and signed. */
async function signedContract(deal: SellerDealView, qty: number, on?: Parties): Promise<ContractView> {
  const { url, buyer: asBuyer, seller: asSeller } = on ?? { url: market.url, buyer: buyerToken, seller: sellerToken };
  const made = await api<OfferView>(url, 'POST', OFFER_API.offers, { listing_id: deal.id, price: deal.price, qty, ...terms }, asBuyer);
  expect(made.status).toBe(201);
  const accepted = await api<OfferView>(
    url,
    'POST',
    OFFER_API.offerStatus(made.body.data.id),
    { status: 'Accepted', revision: made.body.data.revision },
    asSeller,
  );
  expect(accepted.status).toBe(200);
  expect((await api(url, 'POST', QUOTE_API.taxLegal(made.body.data.id), { charges: [{ type: 'Logistics', value: 900 }] }, asSeller)).status).toBe(200);
  expect((await api(url, 'POST', QUOTE_API.quote(made.body.data.id), {}, asSeller)).status).toBe(201);
  const signed = await api<ContractView>(url, 'POST', QUOTE_API.contract(made.body.data.id), { version: 1 }, asBuyer);
  expect(signed.status).toBe(201);
  return signed.body.data;
}

const publicDeal = async (id: number) => (await api<DealView>(market.url, 'GET', TRADER_API.deal(id))).body.data;

it('sells the whole lot through the contract saga: the card pays, the deal goes to Contract, both sides see the purchase', async () => {
  const deal = deals[0]!;
  const whole = (await publicDeal(deal.id)).available_qty;
  const contract = await signedContract(deal, whole);
  const seller = account(sellerId);
  expect(contract.seller).toEqual({ name: `${seller.firstname} ${seller.lastname}`, email: seller.email });
  expect(contract.buyer.email).toBe(buyer.email);

  const stranger = tokenFor(market.config, { sub: 'demo-both-1', roles: ['customer'] });
  const strangers = await api(
    market.url,
    'POST',
    ORDERS_API.contractCheckout,
    { offer_id: contract.offer_id, payment: card(SANDBOX_TEST_CARDS.succeeds) },
    stranger,
  );
  expect([strangers.status, strangers.body.error]).toEqual([403, QUOTE_MESSAGES.notYourContract]);
  const badCard = await api(
    market.url,
    'POST',
    ORDERS_API.contractCheckout,
    { offer_id: contract.offer_id, payment: { ...card('4242'), cvc: 'x' } },
    buyerToken,
  );
  expect(badCard.status).toBe(400);

  const paid = await api<ContractPaymentView>(
    market.url,
    'POST',
    ORDERS_API.contractCheckout,
    { offer_id: contract.offer_id, payment: card(SANDBOX_TEST_CARDS.succeeds) },
    buyerToken,
  );
  expect([paid.status, paid.body.data.status, paid.body.data.amount]).toEqual([202, 'authorized', contract.totals.total]);
  await eventually(
    () => api<ContractPaymentView>(market.url, 'GET', ORDERS_API.contractPayment(contract.offer_id), undefined, buyerToken),
    (answer) => answer.body.data?.status === 'captured',
  );
  const settled = await api<ContractView>(market.url, 'GET', QUOTE_API.contract(contract.offer_id), undefined, buyerToken);
  expect(settled.body.data.status).toBe('Paid');
  const after = await publicDeal(deal.id);
  expect([after.status, after.available_qty]).toEqual(['Contract', 0]);

  const purchases = await api<PageOf<ContractView>>(market.url, 'GET', `${QUOTE_API.contracts}?side=buyer&status=Paid`, undefined, buyerToken);
  expect(purchases.body.data.items.map((c) => c.id)).toContain(contract.id);
  const sold = await api<PageOf<SellerDealView>>(market.url, 'POST', TRADER_API.soldDeals, {}, sellerToken);
  expect(sold.body.data.items.find((d) => d.id === deal.id)).toMatchObject({ status: 'Contract', sold_qty: whole });

  const again = await api(
    market.url,
    'POST',
    ORDERS_API.contractCheckout,
    { offer_id: contract.offer_id, payment: card(SANDBOX_TEST_CARDS.succeeds) },
    buyerToken,
  );
  expect([again.status, again.body.error]).toEqual([409, QUOTE_MESSAGES.contractPaid]);
});

it('leaves a contract waiting for payment when the card is declined, and gives the units back when the capture fails', async () => {
  const deal = deals[1]!;
  const before = await publicDeal(deal.id);
  const contract = await signedContract(deal, before.available_qty);
  const declined = await api(
    market.url,
    'POST',
    ORDERS_API.contractCheckout,
    { offer_id: contract.offer_id, payment: card(SANDBOX_TEST_CARDS.declined) },
    buyerToken,
  );
  expect(declined.status).toBe(402);
  expect((await api<ContractView>(market.url, 'GET', QUOTE_API.contract(contract.offer_id), undefined, buyerToken)).body.data.status).toBe('Signed');

  const failing = await api<ContractPaymentView>(
    market.url,
    'POST',
    ORDERS_API.contractCheckout,
    { offer_id: contract.offer_id, payment: card(SANDBOX_TEST_CARDS.failsAfterAuthorization) },
    buyerToken,
  );
  expect(failing.status).toBe(202);
  await eventually(
    () => api<ContractPaymentView>(market.url, 'GET', ORDERS_API.contractPayment(contract.offer_id), undefined, buyerToken),
    (answer) => answer.body.data?.status === 'failed',
  );
  const back = await eventually(
    () => api<ContractView>(market.url, 'GET', QUOTE_API.contract(contract.offer_id), undefined, buyerToken),
    (answer) => answer.body.data.status === 'Signed',
  );
  expect(back.body.data.paid_at).toBeNull();
  const deal2 = await publicDeal(deal.id);
  expect([deal2.total_qty, deal2.available_qty]).toEqual([before.total_qty, before.available_qty - contract.qty]);
});

describe('a crash during a contract payment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-contract-crash-'));
  const port = 4010 + Math.floor(Math.random() * 20);
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcessWithoutNullStreams | undefined;
  const start = async () => {
    // On its own data folder and the embedded adapters, also when the run has real engines (npm run test:engines): an
    // empty setting counts as unset.
    const embedded = Object.fromEntries(
      [
        'KAFKA_BROKERS',
        'MONGODB_URI',
        'ELASTICSEARCH_URL',
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
      ].map((name) => [name, '']),
    );
    child = (await startSingleMachineProcess({ port, dataDir, env: { LOG_LEVEL: 'error', ...embedded } })).child;
  };
  const login = async (email: string) => {
    const who = DEMO_ACCOUNTS.find((a) => a.email === email)!;
    return (await api<{ auth: { access_token: string } }>(url, 'POST', IDENTITY_API.login, { email: who.email, password: who.password })).body.data.auth
      .access_token;
  };

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child!.once('exit', resolve);
        child!.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the saga after a restart: the payment captured once, the contract paid, the lot sold', async () => {
    await start();
    const on: Parties = { url, buyer: await login('buyer@solar-marketplace.local'), seller: await login('seller@solar-marketplace.local') };
    const active = (await api<PageOf<SellerDealView>>(url, 'POST', TRADER_API.userDeals, { where: { status: 'Active' }, limit: 5 }, on.seller)).body.data.items;
    const deal = active[0]!;
    const contract = await signedContract(deal, deal.total_qty, on);
    const paid = await api<ContractPaymentView>(
      url,
      'POST',
      ORDERS_API.contractCheckout,
      { offer_id: contract.offer_id, payment: card(SANDBOX_TEST_CARDS.succeeds) },
      on.buyer,
    );
    expect([paid.status, paid.body.data.status]).toEqual([202, 'authorized']);
    // Killed as soon as the buyer was told: the trader's confirmation and the capture may not have run yet.
    await new Promise((resolve) => {
      child!.once('exit', resolve);
      child!.kill('SIGKILL');
    });

    await start();
    const again: Parties = { url, buyer: await login('buyer@solar-marketplace.local'), seller: await login('seller@solar-marketplace.local') };
    const payment = await eventually(
      () => api<ContractPaymentView>(url, 'GET', ORDERS_API.contractPayment(contract.offer_id), undefined, again.buyer),
      (answer) => answer.body.data?.status === 'captured',
      60_000,
    );
    expect(payment.body.data.payment_id).toBe(paid.body.data.payment_id);
    const settled = await eventually(
      () => api<ContractView>(url, 'GET', QUOTE_API.contract(contract.offer_id), undefined, again.buyer),
      (answer) => answer.body.data.status === 'Paid',
      60_000,
    );
    expect(settled.body.data.paid_at).not.toBeNull();
    const sold = await api<PageOf<SellerDealView>>(url, 'POST', TRADER_API.soldDeals, {}, again.seller);
    expect(sold.body.data.items.find((d) => d.id === deal.id)).toMatchObject({ status: 'Contract', sold_qty: deal.total_qty });
    // Paid once: a second payment is refused.
    const twice = await api(url, 'POST', ORDERS_API.contractCheckout, { offer_id: contract.offer_id, payment: card(SANDBOX_TEST_CARDS.succeeds) }, again.buyer);
    expect([twice.status, twice.body.error]).toEqual([409, QUOTE_MESSAGES.contractPaid]);
  }, 300_000);
});
