import {
  CART_API,
  CATALOG_API,
  CHECKOUT_MESSAGES,
  IDENTITY_API,
  MESSAGES,
  ORDERS_API,
  SANDBOX_TEST_CARDS,
  SEARCH_API,
  type CartAnswer,
  type CheckoutAnswer,
  type ItemDetail,
  type ItemSearchAnswer,
  type OrderView,
  type PageOf,
  type SoldItem,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { randomUUID } from 'node:crypto';
import { checkoutAddress, checkoutRequest } from '../support/fixtures';
import { api, eventually, guestSession, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * Cart, checkout and the order saga over HTTP through the gateway: a guest (a session identity issued, its
 * token the cart's owner) fills a cart that follows the buyer into the account, the success card confirms an order whose units leave the stock, the declined card leaves nothing
 * behind, and concurrent buyers of the last units never oversell.
 */
let market: TestMarketplace;
const demo = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const buyerAccount = demo('buyer@solar-marketplace.local');

async function post<T>(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${market.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data: T; error?: string; errors?: Record<string, string[]> } };
}

const item = async (uuid: string) => (await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(uuid))).body.data;
const orderStatus = async (order_number: string, email = checkoutAddress().email) => post<OrderView>(ORDERS_API.orderStatus, { order_number, email });
// A budget, not a speed check: a dozen checkouts at once each go through the saga's round trips over Kafka, which on
// a busy machine with every service in its own process can take longer than eventually's default.
const settled = (order_number: string) =>
  eventually(
    () => orderStatus(order_number),
    (r) => r.status === 200 && ['confirmed', 'cancelled'].includes(r.body.data.status),
    60_000,
  );

/** Seeded public items, in full; each test takes its own so they do not share stock. */
let pool: ItemDetail[] = [];
const takeItem = (where: (i: ItemDetail) => boolean = () => true): ItemDetail => {
  const index = pool.findIndex(where);
  if (index < 0) throw new Error('no seeded item left for this test');
  return pool.splice(index, 1)[0]!;
};
const sellerToken = (item: ItemDetail) => tokenFor(market.config, { sub: item.owner_id, roles: ['seller'] });

/** Gives an item a known stock and MOQ 1 through the seller's bulk edit, and waits until the cart sees it. */
async function stockItem(target: ItemDetail, units: number): Promise<ItemDetail> {
  const edit = await post(CATALOG_API.bulkUpdate, { items: [{ uuid: target.uuid, total_qty: units, moq: 1 }] }, sellerToken(target));
  expect(edit.status).toBe(200);
  const prober = await guestSession(market.url);
  // The cart's read model follows catalog events: probe it until the new stock shows.
  await eventually(
    async () => (await post(CART_API.cart, { item_uuid: target.uuid, qty: units + 1 }, prober.token)).body,
    (b) => JSON.stringify(b.errors ?? {}).includes(`Only ${units}`),
  );
  return item(target.uuid);
}

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 3 });
  const hits = (await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 60 })).body.data.items;
  pool = (await Promise.all(hits.map((h) => item(h.uuid)))).filter((i) => i.qty_step === 1 && i.max_qty === 0 && i.owner_id !== buyerAccount.id);
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

describe('a guest cart follows the buyer into the account and becomes a confirmed order', () => {
  it('guest adds, signs in, checks out with the success card; buyer, seller and stock all see it', async () => {
    const bought = await stockItem(takeItem(), 10);
    const guest = await guestSession(market.url);
    const added = await post(CART_API.cart, { item_uuid: bought.uuid, qty: 2 }, guest.token);
    expect(added.status).toBe(200);
    // The spec's owner_id may still be sent: the guest's own id is fine.
    const again = await post(CART_API.cart, { item_uuid: bought.uuid, qty: 1, owner_id: guest.guestId }, guest.token);
    expect(again.body.data).toMatchObject({ item_uuid: bought.uuid, qty: 3 });

    // The sign-in carries the guest's token: that is what moves the guest's cart into the account.
    const login = await post<{ auth: { access_token: string } }>(
      IDENTITY_API.login,
      { email: buyerAccount.email, password: buyerAccount.password, isGuest: true, guestId: guest.guestId },
      guest.token,
    );
    expect(login.status).toBe(200);
    const token = login.body.data.auth.access_token;
    const cart = await eventually(
      async () => (await post<CartAnswer>(CART_API.cartSearch, {}, token)).body.data,
      (c) => c.items.some((l) => l.item_uuid === bought.uuid && l.qty === 3),
    );
    expect(cart.items.find((l) => l.item_uuid === bought.uuid)!.price).toBe(bought.salePrice);

    const placed = await post<CheckoutAnswer>(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.succeeds), token, { 'idempotency-key': randomUUID() });
    expect(placed.status).toBe(200);
    expect(placed.body.data.status).toBe('placed');
    const order = (await settled(placed.body.data.order_number)).body.data;
    expect(order.status).toBe('confirmed');
    expect(order.history.map((h) => h.status)).toEqual(['placed', 'stock_reserved', 'confirmed']);
    expect(order.order_items).toEqual([expect.objectContaining({ item_uuid: bought.uuid, qty: 3, price: bought.salePrice })]);
    expect(order.total_amount).toBeCloseTo(order.subtotal + order.shipping_cost + order.tax, 2);
    expect(order.payment).toMatchObject({ brand: 'visa', last4: '4242', status: 'captured' });

    const history = await api<PageOf<OrderView>>(market.url, 'GET', ORDERS_API.purchaseHistory, undefined, token);
    expect(history.body.data.items.map((o) => o.order_number)).toContain(order.order_number);

    const sold = await post<PageOf<SoldItem>>(ORDERS_API.soldItems, {}, sellerToken(bought));
    expect(sold.body.data.items).toContainEqual(
      expect.objectContaining({ order_number: order.order_number, item_uuid: bought.uuid, qty: 3, buyer_name: 'Bella Buyer' }),
    );

    const after = await eventually(
      () => item(bought.uuid),
      (i) => i.total_qty === 7,
    );
    expect(after.stock).toBe(7);
    expect(after.sale_count).toBe(bought.sale_count + 3);
    const emptied = await eventually(
      async () => (await post<CartAnswer>(CART_API.cartSearch, {}, token)).body.data,
      (c) => !c.items.some((l) => l.item_uuid === bought.uuid),
    );
    expect(emptied.items.find((l) => l.item_uuid === bought.uuid)).toBeUndefined();
  });

  it('the declined card leaves no order and no reserved stock', async () => {
    const target = await stockItem(takeItem(), 6);
    const guest = await guestSession(market.url);
    await post(CART_API.cart, { item_uuid: target.uuid, qty: 2 }, guest.token);
    const declined = await post(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.declined), guest.token, { 'idempotency-key': randomUUID() });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe(CHECKOUT_MESSAGES.cardDeclined);
    expect(declined.body.errors).toEqual({ 'payment.card_number': [CHECKOUT_MESSAGES.cardDeclined] });
    const still = await item(target.uuid);
    expect([still.stock, still.total_qty]).toEqual([6, 6]);
    const cart = (await post<CartAnswer>(CART_API.cartSearch, {}, guest.token)).body.data;
    expect(cart.items.map((l) => [l.item_uuid, l.qty])).toEqual([[target.uuid, 2]]);
  });

  it('stops card testing: past 10 payments a session in 10 minutes, 429 with Retry-After, and nothing reaches the provider', async () => {
    const target = await stockItem(takeItem(), 6);
    const tester = await guestSession(market.url);
    await post(CART_API.cart, { item_uuid: target.uuid, qty: 1 }, tester.token);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await post(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.declined), tester.token, { 'idempotency-key': randomUUID() })).status).toBe(
        402,
      );
    }
    const stopped = await post(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.succeeds), tester.token, { 'idempotency-key': randomUUID() });
    expect(stopped.status).toBe(429);
    expect(stopped.body.error).toBe(CHECKOUT_MESSAGES.tooManyPayments);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await item(target.uuid)).stock).toBe(6);
    // Another shopper is not held up by it.
    const shopper = await guestSession(market.url);
    await post(CART_API.cart, { item_uuid: target.uuid, qty: 1 }, shopper.token);
    expect((await post(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.succeeds), shopper.token, { 'idempotency-key': randomUUID() })).status).toBe(
      200,
    );
  });

  it('a card that fails after authorization cancels the order and gives the units back', async () => {
    const target = await stockItem(takeItem(), 5);
    const guest = await guestSession(market.url);
    await post(CART_API.cart, { item_uuid: target.uuid, qty: 4 }, guest.token);
    const placed = await post<CheckoutAnswer>(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.failsAfterAuthorization), guest.token);
    expect(placed.status).toBe(200);
    const order = (await settled(placed.body.data.order_number)).body.data;
    expect(order).toMatchObject({ status: 'cancelled', cancel_reason: CHECKOUT_MESSAGES.paymentFailed });
    expect(order.history.map((h) => h.status)).toEqual(['placed', 'stock_reserved', 'cancelled']);
    const back = await eventually(
      () => item(target.uuid),
      (i) => i.stock === 5,
    );
    expect(back.total_qty).toBe(5);
  });

  it('the same Idempotency-Key never makes a second order', async () => {
    const target = await stockItem(takeItem(), 8);
    const guest = await guestSession(market.url);
    await post(CART_API.cart, { item_uuid: target.uuid, qty: 1 }, guest.token);
    const key = randomUUID();
    const body = checkoutRequest(SANDBOX_TEST_CARDS.succeeds, { owner_id: guest.guestId });
    const first = await post<CheckoutAnswer>(ORDERS_API.checkout, body, guest.token, { 'idempotency-key': key });
    const second = await post<CheckoutAnswer>(ORDERS_API.checkout, body, guest.token, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(second.body.data.order_number).toBe(first.body.data.order_number);
    await settled(first.body.data.order_number);
    const after = await eventually(
      () => item(target.uuid),
      (i) => i.total_qty === 7,
    );
    expect(after.total_qty).toBe(7);
  });
});

describe('no overselling', () => {
  it('with stock N, concurrent checkouts of one unit each confirm exactly N orders and stock ends at 0', async () => {
    const N = 4;
    const buyers = 12;
    const target = await stockItem(takeItem(), N);
    const guests = await Promise.all(Array.from({ length: buyers }, () => guestSession(market.url)));
    for (const guest of guests) expect((await post(CART_API.cart, { item_uuid: target.uuid, qty: 1 }, guest.token)).status).toBe(200);

    const answers = await Promise.all(
      guests.map((guest) =>
        post<CheckoutAnswer>(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.succeeds), guest.token, { 'idempotency-key': randomUUID() }),
      ),
    );
    const placed = answers.filter((a) => a.status === 200).map((a) => a.body.data.order_number);
    // A checkout may also be refused up front (422) once the cart has seen the stock run out.
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    const outcomes = await Promise.all(placed.map(async (n) => (await settled(n)).body.data));
    expect(outcomes.filter((o) => o.status === 'confirmed')).toHaveLength(N);
    for (const o of outcomes.filter((o) => o.status === 'cancelled')) expect(o.cancel_reason).toBe(CHECKOUT_MESSAGES.stockUnavailable);
    const after = await eventually(
      () => item(target.uuid).catch(() => null),
      (i) => i !== null && i.total_qty === 0,
    );
    expect(after!.stock).toBe(0);
    // Each sale counted once, however many instances of orders and catalog handled the events.
    expect(after!.sale_count).toBe(target.sale_count + N);
  });
});

describe('checkout form and order lookups', () => {
  it('answers every checkout field rule with its message and writes nothing', async () => {
    const guest = await guestSession(market.url);
    const bad = await post(
      ORDERS_API.checkout,
      {
        shipping: checkoutAddress({ email: 'not-an-email', zip: '7870' }),
        billing: checkoutAddress({ firstname: '' }),
        payment: { card_holder_name: '', card_number: '4242 4242 4242 4241', cvc: '12', expiry_date: '13/30' },
      },
      guest.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'shipping.email': [MESSAGES.validation.checkoutEmailInvalid],
      'shipping.zip': [MESSAGES.validation.zipInvalid],
      'billing.firstname': [MESSAGES.validation.firstNameRequired],
      'payment.card_holder_name': [CHECKOUT_MESSAGES.cardHolderRequired],
      'payment.card_number': [CHECKOUT_MESSAGES.cardNumberInvalid],
      'payment.cvc': [CHECKOUT_MESSAGES.cvcInvalid],
      'payment.expiry_date': [CHECKOUT_MESSAGES.expiryInvalid],
    });
  });

  it('refuses a checkout without a cart owner, and an empty cart', async () => {
    const anonymous = await post(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.succeeds));
    expect(anonymous.status).toBe(401);
    expect(Object.keys(anonymous.body.errors ?? {})).toEqual(['owner_id']);
    // A guest id in the body is no owner: only a token is.
    const bodyOnly = await post(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.succeeds, { owner_id: (await guestSession(market.url)).guestId }));
    expect(bodyOnly.status).toBe(401);
    expect(Object.keys(bodyOnly.body.errors ?? {})).toEqual(['owner_id']);
    const empty = await post(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.succeeds), (await guestSession(market.url)).token);
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe(CHECKOUT_MESSAGES.cartEmpty);
  });

  it('opens an order only with its e-mail; the seller ships it and gets a receipt', async () => {
    const target = await stockItem(takeItem(), 3);
    const guest = await guestSession(market.url);
    await post(CART_API.cart, { item_uuid: target.uuid, qty: 1 }, guest.token);
    const placed = await post<CheckoutAnswer>(ORDERS_API.checkout, checkoutRequest(SANDBOX_TEST_CARDS.succeeds), guest.token);
    const number = placed.body.data.order_number;
    await settled(number);

    const wrong = await orderStatus(number, 'someone.else@example.com');
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe(CHECKOUT_MESSAGES.orderNotFound);

    const stranger = tokenFor(market.config, { sub: 'demo-seller-nobody', roles: ['seller'] });
    const tracking = {
      order_number: number,
      carrier: 'FedEx',
      tracking_id: '7712 3456 7890',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=771234567890',
    };
    expect((await post(ORDERS_API.trackingUpdate, tracking, stranger)).status).toBe(403);
    const badUrl = await post(ORDERS_API.trackingUpdate, { ...tracking, tracking_url: 'fedex' }, sellerToken(target));
    expect(badUrl.body.errors).toEqual({ tracking_url: [CHECKOUT_MESSAGES.trackingUrlInvalid] });
    const shipped = await post<OrderView>(ORDERS_API.trackingUpdate, tracking, sellerToken(target));
    expect(shipped.status).toBe(200);

    const lookup = (await orderStatus(number)).body.data;
    expect(lookup.order_items[0]).toMatchObject({ fulfilment: 'shipped', tracking: expect.objectContaining({ tracking_id: '7712 3456 7890' }) });
    const receipt = await post<{ net_amount: number; subtotal: number; shipping_cost: number; platform_fee: number }>(
      ORDERS_API.soldItemsReceipt,
      { order_number: number },
      sellerToken(target),
    );
    expect(receipt.status).toBe(200);
    expect(receipt.body.data.platform_fee).toBeCloseTo(receipt.body.data.subtotal * 0.05, 2);
    expect(receipt.body.data.net_amount).toBeCloseTo(receipt.body.data.subtotal + receipt.body.data.shipping_cost - receipt.body.data.platform_fee, 2);
    expect((await post(ORDERS_API.soldItemsReceipt, { order_number: number }, stranger)).status).toBe(403);
  });
});
