import {
  DEAL_MESSAGES,
  EVENTS,
  OFFER_API,
  QUOTE_API,
  TRADER_API,
  type ContractView,
  type DealView,
  type OfferView,
  type SellerDealView,
} from '@solar/contracts';
import { BUYER, startTraderHarness, type TraderHarness } from '../testing/trader-harness';

/**
 * A deal whose every unit paid contracts took is under Contract: hidden and closed to offers. Restocking it
 * relists it as it relists an OutOfStock deal (the marketplace's move to Active). The panel deal: 620 panels.
 */
const D = DEAL_MESSAGES;
const terms = { incoterm: 'FOB', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };
let trader: TraderHarness;

beforeAll(async () => {
  trader = await startTraderHarness();
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const seller = () => trader.sellerToken();
const buyer = () => trader.token(`${BUYER}-restock`, ['customer']);

/** An Active deal whose 620 panels one paid contract bought: under Contract. */
async function soldOutByContract(): Promise<SellerDealView> {
  const deal = await trader.dealIn('Active');
  const made = (await trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.25, qty: 620, ...terms }, buyer())).body.data as OfferView;
  expect((await trader.send('post', OFFER_API.offerStatus(made.id), { status: 'Accepted', revision: made.revision }, seller())).status).toBe(200);
  expect((await trader.send('post', QUOTE_API.taxLegal(made.id), { charges: [] }, seller())).status).toBe(200);
  expect((await trader.send('post', QUOTE_API.quote(made.id), {}, seller())).status).toBe(201);
  const contract = (await trader.send('post', QUOTE_API.contract(made.id), { version: 1 }, buyer())).body.data as ContractView;
  await trader.publish(EVENTS.orders.contractPaymentAuthorized, made.id, {
    payment_id: 'CP-restock',
    contract_id: contract.id,
    offer_id: made.id,
    amount: contract.totals.total,
    reason: null,
    at: new Date().toISOString(),
  });
  const read = (await trader.send('get', TRADER_API.deal(deal.id), undefined, seller())).body.data as SellerDealView;
  expect([read.status, read.total_qty]).toEqual(['Contract', 0]);
  return read;
}

it('relists a deal that contracts sold out once restocked, as the marketplace relists an OutOfStock one', async () => {
  const deal = await soldOutByContract();
  expect((await trader.send('get', TRADER_API.deal(deal.id), undefined, null)).status).toBe(200);
  const restocked = await trader.send('post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: 100 }, seller());
  expect(restocked.status).toBe(200);
  expect(restocked.body.data).toMatchObject({ status: 'Active', total_qty: 100, status_reason: D.restockedReason });
  expect((restocked.body.data as SellerDealView).status_history.at(-1)).toMatchObject({
    from: 'Contract',
    to: 'Active',
    by: 'system',
    reason: D.restockedReason,
  });

  const listed = (await trader.send('get', TRADER_API.deal(deal.id), undefined, null)).body.data as DealView;
  expect([listed.status, listed.available_qty]).toEqual(['Active', 100]);
  const events = await trader.eventsOf(deal.uuid);
  expect(events.filter((event) => event.type === 'trader.deal.status-changed').at(-1)?.data).toMatchObject({
    previous_status: 'Contract',
    status: 'Active',
    by: 'system',
  });
  // Open to offers again.
  const offer = await trader.send(
    'post',
    OFFER_API.offers,
    { listing_id: deal.id, price: 0.24, qty: 62, ...terms },
    trader.token(`${BUYER}-restock-2`, ['customer']),
  );
  expect(offer.status).toBe(201);
});

it('keeps a sold-out deal under Contract when its quantity stays 0', async () => {
  const deal = await soldOutByContract();
  const same = await trader.send('post', TRADER_API.updateInventory, { listing_id: deal.id, total_qty: 0 }, seller());
  expect([same.status, same.body.data.status]).toEqual([200, 'Contract']);
});
