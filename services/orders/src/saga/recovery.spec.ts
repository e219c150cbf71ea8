import { getModelToken } from '@nestjs/mongoose';
import { CHECKOUT_MESSAGES, EVENTS, SANDBOX_TEST_CARDS, type CartAnswer, type CartItem, type IntegrationEvent } from '@solar/contracts';
import { EmbeddedBroker, Outbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { service as ordersService } from '../index';
import { Order } from '../orders/order.schema';
import { PAYMENT_PROVIDER, PaymentRefusedError, type PaymentProvider } from '../payments';
import { AbandonedCheckouts } from './abandoned-checkouts.service';
import { OrderSagaService } from './order-saga.service';

/**
 * The orders service alone (no catalog answers its placed orders; a stub stands in for the cart service):
 * what the recovery sweeps do with a checkout that died mid-authorization and with an order that never heard
 * from catalog.
 */
let orders: ServiceHarness;
let cartStub: Server;
let orderModel: Model<Order>;
let payments: PaymentProvider;

const item: CartItem = {
  uuid: randomUUID(),
  id: 7,
  name: 'Test Panel',
  image: '',
  price: 100,
  salePrice: 100,
  discount: 0,
  discount_unit: null,
  scalling_price: 0,
  bulk_savings: [],
  moq: 1,
  max_qty: 0,
  qty_step: 1,
  stock: 10,
  total_qty: 10,
  shipping_type: 'free_shipping',
  shipping_cost: 0,
  is_taxable: 1,
  weight: 40,
  weight_unit: 'lb',
  length: 60,
  width: 40,
  height: 2,
  dimension_unit: 'in',
  owner_id: 'seller-1',
  category: { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
  brand: { id: 1, name: 'Sunny', slug: 'sunny' },
  locations: [],
};
const cart = (owner: string): CartAnswer => ({
  owner_id: owner,
  count: 1,
  subtotal: 200,
  unavailable: [],
  items: [
    {
      item_uuid: item.uuid,
      qty: 2,
      price: 100,
      sum: 200,
      shipping_type: 'free_shipping',
      total_qty: 10,
      discount: 0,
      scalling_price: 0,
      shipping_cost: 0,
      item,
      added_at: new Date().toISOString(),
    },
  ],
});
const address = {
  firstname: 'Ann',
  lastname: 'Lee',
  phone: '5125550100',
  email: 'ann@example.com',
  address: '1 Way',
  unit: '2',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'United States',
};

beforeAll(async () => {
  cartStub = createServer((req, res) => {
    const owner = decodeURIComponent(req.url!.split('/').pop()!);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: 1, success: true, data: cart(owner) }));
  });
  await new Promise<void>((resolve) => cartStub.listen(0, '127.0.0.1', resolve));
  const cartUrl = `http://127.0.0.1:${(cartStub.address() as AddressInfo).port}`;
  orders = await startServiceHarness(ordersService, { peers: { cart: cartUrl, catalog: cartUrl } });
  orderModel = orders.get(getModelToken(Order.name));
  payments = orders.get(PAYMENT_PROVIDER);
}, 60_000);

afterAll(async () => {
  await orders?.close();
  await new Promise((resolve) => cartStub?.close(resolve));
});

it('cancels an order that never heard from catalog, voiding its payment', async () => {
  // A guest session's token: the cart checked out is the token's subject's.
  const guest = orders.guestTokenOf(`guest-${randomUUID()}`);
  const placed = await orders
    .http()
    .post('/v1/client/checkout')
    .set('Authorization', `Bearer ${guest}`)
    .send({
      shipping: address,
      billing: address,
      payment: { card_holder_name: 'Ann Lee', card_number: SANDBOX_TEST_CARDS.succeeds, cvc: '123', expiry_date: '12/30' },
    })
    .expect(200);
  const number = placed.body.data.order_number as string;
  const saga = orders.get(OrderSagaService);
  expect(await saga.expirePlaced(new Date(Date.now() - 60_000))).toBe(0); // not stalled yet
  expect(await saga.expirePlaced(new Date(Date.now() + 1000))).toBe(1);
  const order = (await orderModel.findOne({ order_number: number }).lean<Order>())!;
  expect(order).toMatchObject({
    status: 'cancelled',
    cancel_reason: expect.stringContaining('could not confirm the stock'),
    payment: expect.objectContaining({ status: 'voided' }),
  });
  expect((await payments.findByReference(number))!.status).toBe('voided');
  expect(await saga.expirePlaced(new Date(Date.now() + 1000))).toBe(0);
});

it('removes a checkout that died while authorizing, voiding what the provider authorized', async () => {
  const number = 'SM-261122-ABCDEF';
  await orderModel.create({
    order_number: number,
    idempotency_key: `x:${number}`,
    owner_id: 'x',
    user_id: null,
    email: 'ann@example.com',
    status: 'authorizing',
    cancel_reason: null,
    delivery: 'ship',
    shipping: address,
    billing: address,
    payment: { provider: 'sandbox', authorization_id: null, brand: '', last4: '', status: 'pending' },
    lines: [],
    seller_ids: [],
    subtotal: 200,
    shipping_cost: 0,
    tax: 0,
    total_amount: 200,
    history: [],
  });
  // The provider authorized it; the process died before the order recorded that.
  await payments.authorize({
    reference: number,
    amount: 200,
    currency: 'USD',
    card: { holder: 'Ann Lee', number: SANDBOX_TEST_CARDS.succeeds, cvc: '123', expiry: '12/30' },
  });
  const sweep = orders.get(AbandonedCheckouts);
  expect(await sweep.sweep(60_000)).toBe(0); // still young: its checkout may be waiting for the provider
  expect(await sweep.sweep(-1)).toBe(1);
  expect(await orderModel.exists({ order_number: number })).toBeNull();
  expect((await payments.findByReference(number))!.status).toBe('voided');
});

it("answers a provider's refusal of the request with 422 and its reason, not 502, and keeps no checkout", async () => {
  const guestId = `guest-${randomUUID()}`;
  const authorize = jest.spyOn(payments, 'authorize').mockRejectedValueOnce(new PaymentRefusedError(CHECKOUT_MESSAGES.amountNotChargeable, 'amount refused'));
  try {
    const refused = await orders
      .http()
      .post('/v1/client/checkout')
      .set('Authorization', `Bearer ${orders.guestTokenOf(guestId)}`)
      .send({
        shipping: address,
        billing: address,
        payment: { card_holder_name: 'Ann Lee', card_number: SANDBOX_TEST_CARDS.succeeds, cvc: '123', expiry_date: '12/30' },
      });
    expect([refused.status, refused.body.error]).toEqual([422, CHECKOUT_MESSAGES.amountNotChargeable]);
  } finally {
    authorize.mockRestore();
  }
  expect(await orderModel.exists({ owner_id: guestId })).toBeNull();
});

/** Checks out a guest's cart with `card`: the order number, its order placed and waiting for catalog. */
async function place(card: string): Promise<string> {
  const guest = orders.guestTokenOf(`guest-${randomUUID()}`);
  const placed = await orders
    .http()
    .post('/v1/client/checkout')
    .set('Authorization', `Bearer ${guest}`)
    .send({ shipping: address, billing: address, payment: { card_holder_name: 'Ann Lee', card_number: card, cvc: '123', expiry_date: '12/30' } })
    .expect(200);
  return placed.body.data.order_number as string;
}

/** The orders events about one order on the bus, by their type's last part, in the order published. */
async function eventsOf(orderNumber: string): Promise<string[]> {
  await orders.get(Outbox).flush();
  const broker = EmbeddedBroker.forDataDir(orders.dataDir);
  return [EVENTS.orders.orderPlaced, EVENTS.orders.orderConfirmed, EVENTS.orders.orderCancelled]
    .flatMap((type) => broker.readTopic(type).map((m) => JSON.parse(m.value) as IntegrationEvent))
    .filter((e) => e.key === orderNumber)
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
    .map((e) => e.type.split('.').at(-1)!);
}
const stored = async (orderNumber: string) => (await orderModel.findOne({ order_number: orderNumber }).lean<Order>())!;

describe('the order saga', () => {
  it('captures on the stock answer and confirms once, however often the answer comes', async () => {
    const number = await place(SANDBOX_TEST_CARDS.succeeds);
    const reserved = await orders.publish(EVENTS.catalog.stockReserved, number, { order_number: number, lines: [{ item_uuid: item.uuid, qty: 2 }] });
    await orders.redeliver(reserved);
    const order = await stored(number);
    expect([order.status, order.payment.status, order.history.map((h) => h.status)]).toEqual([
      'confirmed',
      'captured',
      ['placed', 'stock_reserved', 'confirmed'],
    ]);
    expect((await payments.findByReference(number))!.status).toBe('captured');
    expect(await eventsOf(number)).toEqual(['placed', 'confirmed']);
  });

  it('voids the payment and cancels when the capture fails, with the failure as the reason', async () => {
    const number = await place(SANDBOX_TEST_CARDS.failsAfterAuthorization);
    const voids = jest.spyOn(payments, 'void');
    try {
      await orders.publish(EVENTS.catalog.stockReserved, number, { order_number: number, lines: [{ item_uuid: item.uuid, qty: 2 }] });
      const order = await stored(number);
      expect([order.status, order.cancel_reason, order.payment.status]).toEqual(['cancelled', CHECKOUT_MESSAGES.paymentFailed, 'failed']);
      expect(voids).toHaveBeenCalledWith(order.payment.authorization_id);
    } finally {
      voids.mockRestore();
    }
    expect(await eventsOf(number)).toEqual(['placed', 'cancelled']);
  });

  it("voids and cancels on catalog's refusal, and a late reservation changes nothing", async () => {
    const number = await place(SANDBOX_TEST_CARDS.succeeds);
    await orders.publish(EVENTS.catalog.stockRejected, number, {
      order_number: number,
      reason: 'Only 1 left',
      shortages: [{ item_uuid: item.uuid, requested: 2, available: 1 }],
    });
    await orders.publish(EVENTS.catalog.stockReserved, number, { order_number: number, lines: [{ item_uuid: item.uuid, qty: 2 }] });
    const order = await stored(number);
    expect([order.status, order.cancel_reason, order.payment.status]).toEqual(['cancelled', 'Only 1 left', 'voided']);
    expect((await payments.findByReference(number))!.status).toBe('voided');
    expect(await eventsOf(number)).toEqual(['placed', 'cancelled']);
  });

  it('resumes at the capture when a crash stopped it after the stock was recorded: the redelivered answer finishes it', async () => {
    const number = await place(SANDBOX_TEST_CARDS.succeeds);
    // The process died right after the reservation's write, before capturing: the order says stock_reserved.
    await orderModel.updateOne(
      { order_number: number },
      { $set: { status: 'stock_reserved' }, $push: { history: { status: 'stock_reserved', at: new Date() } } },
    );
    await orders.publish(EVENTS.catalog.stockReserved, number, { order_number: number, lines: [{ item_uuid: item.uuid, qty: 2 }] });
    expect((await stored(number)).status).toBe('confirmed');
    expect(await eventsOf(number)).toEqual(['placed', 'confirmed']);
  });
});
