import {
  CART_API,
  CART_BODY_ERRORS,
  CART_MESSAGES,
  CATALOG_API,
  CHECKOUT_MESSAGES,
  MESSAGES,
  ORDER_BODY_ERRORS,
  ORDER_INPUT_LIMITS,
  ORDERS_API,
  PAGE_QUERY_ERRORS,
  SANDBOX_TEST_CARDS,
  SEARCH_API,
  SEARCH_OBJECT_ERRORS,
  type CheckoutAnswer,
  type ItemDetail,
  type ItemSearchAnswer,
  type OrderView,
} from '@solar/contracts';
import { checkoutAddress, sandboxPayment } from '../support/fixtures';
import { api, eventually, guestSession, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';
import { BODY_NOT_AN_OBJECT, expectFieldErrors, sendRaw } from '../support/requests';

/**
 * What the cart and the orders service take (the cart and wishlist, checkout, shipping quotes, order lookups,
 * the seller's tracking, sold items and receipts, the payout onboarding link), checked by a request DTO before
 * any handler runs: a wrong type, a list where one value belongs, an unknown field, a JSON list or text as the
 * whole body each answer 400 with field errors in the API envelope, never a 500. The bodies the web sends pass,
 * and the addresses and tracking of an order are stored as plain text.
 */
let market: TestMarketplace;
let guest: { guestId: string; token: string };
let buyer: string;
let seller: string;
let item: ItemDetail;

const V = MESSAGES.validation;
const M = CHECKOUT_MESSAGES;
const UNKNOWN_KEY = SEARCH_OBJECT_ERRORS.unknownKey;

const call = (method: string, path: string, body?: unknown, token?: string) => api(market.url, method, path, body, token);
const post = (path: string, body: unknown, token?: string) => call('POST', path, body, token);
const get = (path: string, token?: string) => call('GET', path, undefined, token);

/** A list and a bare text as the whole body: 400 on `body` at each of these routes. */
async function expectObjectBodies(method: string, path: string, token?: string): Promise<void> {
  for (const raw of ['[{"qty": 1}]', '"text"', '42']) {
    expectFieldErrors(await sendRaw(market.url, method, path, raw, token), BODY_NOT_AN_OBJECT);
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A checkout every rule accepts, with `overrides` merged into its blocks (or in place of a block that is no object). */
const checkoutBody = (overrides: { shipping?: unknown; billing?: unknown; payment?: unknown; [field: string]: unknown } = {}) => {
  const { shipping, billing, payment, ...rest } = overrides;
  return {
    shipping: isObject(shipping) ? checkoutAddress(shipping) : (shipping ?? checkoutAddress()),
    billing: billing ?? checkoutAddress(),
    payment: isObject(payment) ? { ...sandboxPayment(), ...payment } : (payment ?? sandboxPayment()),
    ...rest,
  };
};

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 2 });
  guest = await guestSession(market.url);
  buyer = tokenFor(market.config, { sub: 'order-input-buyer', roles: ['customer'], firstname: 'Olga', lastname: 'Input' });
  const hits = (await post(SEARCH_API.itemsSearch, { limit: 40 })).body.data as ItemSearchAnswer;
  const details = await Promise.all(hits.items.map(async (h) => (await get(CATALOG_API.item(h.uuid))).body.data as ItemDetail));
  item = details.find((i) => i.stock >= i.moq * 4 && (i.max_qty === 0 || i.max_qty >= i.moq * 4))!;
  expect(item).toBeDefined();
  seller = tokenFor(market.config, { sub: item.owner_id, roles: ['seller'] });
  // The cart knows the item once the catalog's events have reached it.
  await eventually(
    () => post(CART_API.cart, { item_uuid: item.uuid, qty: item.moq }, guest.token),
    (answer) => answer.status === 200,
  );
  await post(CART_API.cartEmpty, {}, guest.token);
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

describe('the cart and the wishlist', () => {
  it('take the bodies the web sends', async () => {
    expect((await post(CART_API.cartSearch, {}, guest.token)).status).toBe(200);
    expect((await post(CART_API.cartSearch, { guest_id: guest.guestId }, buyer)).status).toBe(200);
    // The spec's cart/search body: fields and with, and the caller's own owner_id.
    expect(
      (
        await post(
          CART_API.cartSearch,
          { fields: [], with: ['item', 'category', 'brand', 'bulk_savings', 'images', 'locations', 'owner'], owner_id: guest.guestId },
          guest.token,
        )
      ).status,
    ).toBe(200);
    expect((await post(CART_API.cart, { item_uuid: item.uuid, qty: item.moq }, guest.token)).status).toBe(200);
    expect((await call('PUT', CART_API.cartLine(item.uuid), { qty: String(item.moq) }, guest.token)).status).toBe(200);
    expect((await post(CART_API.cartLineDelete(item.uuid), {}, guest.token)).status).toBe(200);
    expect((await post(CART_API.wishlist, { item_uuid: item.uuid }, guest.token)).status).toBe(200);
    expect((await post(CART_API.wishlistSearch, { page: 1 }, guest.token)).status).toBe(200);
    expect((await post(CART_API.cart, { item_uuid: item.uuid, qty: item.moq, from_wishlist: true }, guest.token)).status).toBe(200);
    expect((await post(CART_API.wishlistDelete(item.uuid), {}, guest.token)).status).toBe(404);
    expect((await post(CART_API.cartEmpty, {}, guest.token)).status).toBe(200);
  });

  it('answers 400 on an add of the wrong types, with unknown fields, or that is no object', async () => {
    const add = (body: unknown) => post(CART_API.cart, body, guest.token);
    for (const uuid of [7, [item.uuid], { $ne: null }]) {
      expectFieldErrors(await add({ item_uuid: uuid, qty: 1 }), { item_uuid: [CART_BODY_ERRORS.itemUuid] });
    }
    for (const qty of [[1], { n: 1 }, true, 'many', 'NaN']) {
      expectFieldErrors(await add({ item_uuid: item.uuid, qty }), { qty: [CART_MESSAGES.qtyWhole] });
    }
    expectFieldErrors(await add({ item_uuid: item.uuid, qty: 1, from_wishlist: 'yes' }), { from_wishlist: ['from_wishlist must be a boolean value'] });
    expectFieldErrors(await add({ item_uuid: item.uuid, qty: 1, owner_id: { $ne: null } }), { owner_id: ['owner_id must be a string'] });
    expectFieldErrors(await add({ item_uuid: item.uuid, qty: 1, price: 0.01 }), { price: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', CART_API.cart, guest.token);
    // Nothing reached the cart.
    expect((await post(CART_API.cartSearch, {}, guest.token)).body.data.count).toBe(0);
  });

  it('answers 400 on the other cart and wishlist routes given the wrong types or unknown fields', async () => {
    expectFieldErrors(await call('PUT', CART_API.cartLine(item.uuid), { qty: [2] }, guest.token), { qty: [CART_MESSAGES.qtyWhole] });
    expectFieldErrors(await call('PUT', CART_API.cartLine(item.uuid), { qty: 2, price: 1 }, guest.token), { price: [UNKNOWN_KEY] });
    await expectObjectBodies('PUT', CART_API.cartLine(item.uuid), guest.token);
    expectFieldErrors(await post(CART_API.cartLineDelete(item.uuid), { owner_id: 5 }, guest.token), { owner_id: ['owner_id must be a string'] });
    expectFieldErrors(await post(CART_API.cartLineDelete(item.uuid), { qty: 1 }, guest.token), { qty: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', CART_API.cartLineDelete(item.uuid), guest.token);
    expectFieldErrors(await post(CART_API.cartEmpty, { all: true }, guest.token), { all: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', CART_API.cartEmpty, guest.token);
    expectFieldErrors(await post(CART_API.cartSearch, { guest_id: [guest.guestId] }, buyer), { guest_id: ['guest_id must be a string'] });
    expectFieldErrors(await post(CART_API.cartSearch, { with: [1] }, guest.token), { with: [SEARCH_OBJECT_ERRORS.notAList] });
    expectFieldErrors(await post(CART_API.cartSearch, { where: { owner_id: guest.guestId } }, guest.token), { where: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', CART_API.cartSearch, guest.token);

    expectFieldErrors(await post(CART_API.wishlist, { item_uuid: { uuid: item.uuid } }, guest.token), { item_uuid: [CART_BODY_ERRORS.itemUuid] });
    expectFieldErrors(await post(CART_API.wishlist, { item_uuid: item.uuid, note: 'x' }, guest.token), { note: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', CART_API.wishlist, guest.token);
    for (const page of ['a', 0, 1.5, [1]]) {
      expectFieldErrors(await post(CART_API.wishlistSearch, { page }, guest.token), { page: [SEARCH_OBJECT_ERRORS.pageRange] });
    }
    await expectObjectBodies('POST', CART_API.wishlistSearch, guest.token);
    expectFieldErrors(await post(CART_API.wishlistDelete(item.uuid), { all: true }, guest.token), { all: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', CART_API.wishlistDelete(item.uuid), guest.token);
  });

  it('still answers 401 errors.owner_id to a well-formed body without a token', async () => {
    const anonymous = await post(CART_API.cart, { item_uuid: item.uuid, qty: 1, owner_id: guest.guestId });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors).toEqual({ owner_id: [CART_MESSAGES.ownerRequired] });
  });
});

describe('checkout and shipping quotes', () => {
  it('answers 400 on checkout blocks that are not objects, and on fields of the wrong type with the form rule messages', async () => {
    const checkout = (body: unknown) => post(ORDERS_API.checkout, body, guest.token);
    expectFieldErrors(await checkout(checkoutBody({ shipping: '12 Sun Street, Austin' })), { shipping: [ORDER_BODY_ERRORS.address] });
    expectFieldErrors(await checkout(checkoutBody({ billing: [checkoutAddress()] })), { billing: [ORDER_BODY_ERRORS.address] });
    expectFieldErrors(await checkout(checkoutBody({ payment: SANDBOX_TEST_CARDS.succeeds })), { payment: [ORDER_BODY_ERRORS.payment] });
    expectFieldErrors(await checkout(checkoutBody({ shipping: { email: ['olga.input@example.com'], zip: 78701 } })), {
      'shipping.email': [V.checkoutEmailInvalid],
      'shipping.zip': [V.zipInvalid],
    });
    expectFieldErrors(await checkout(checkoutBody({ billing: checkoutAddress({ firstname: { $ne: '' } as unknown as string }) })), {
      'billing.firstname': [V.firstNameRequired],
    });
    expectFieldErrors(await checkout(checkoutBody({ payment: { card_number: 4242424242424242, cvc: 123, expiry_date: ['12/30'] } })), {
      'payment.card_number': [M.cardNumberInvalid],
      'payment.cvc': [M.cvcInvalid],
      'payment.expiry_date': [M.expiryInvalid],
    });
    expectFieldErrors(await checkout(checkoutBody({ payment: { card_number: '4'.repeat(ORDER_INPUT_LIMITS.cardNumberMax + 1), cvc: '12345678901' } })), {
      'payment.card_number': [M.cardNumberInvalid],
      'payment.cvc': [M.cvcInvalid],
    });
    expectFieldErrors(await checkout(checkoutBody({ delivery: 'drone' })), { delivery: [ORDER_BODY_ERRORS.delivery] });
    expectFieldErrors(await checkout(checkoutBody({ owner_id: ['x'] })), { owner_id: ['owner_id must be a string'] });
    expectFieldErrors(await checkout(checkoutBody({ coupon: 'FREE', shipping: { gate_code: '1234' } })), {
      coupon: [UNKNOWN_KEY],
      'shipping.gate_code': [UNKNOWN_KEY],
    });
    await expectObjectBodies('POST', ORDERS_API.checkout, guest.token);
    // Well typed, the whole-form rule answers as before, keyed like 'shipping.email'.
    expectFieldErrors(await checkout(checkoutBody({ shipping: { email: 'not-an-email' } })), { 'shipping.email': [V.checkoutEmailInvalid] });
  });

  it('answers 400 on shipping/price, fedex/rate and highest/qty/location given the wrong types', async () => {
    expectFieldErrors(await post(ORDERS_API.shippingPrice, { state: ['TX'], zip: '78701' }, guest.token), { state: [V.stateRequired] });
    expectFieldErrors(await post(ORDERS_API.shippingPrice, { state: 'TX', zip: 78701 }, guest.token), { zip: [V.zipInvalid] });
    expectFieldErrors(await post(ORDERS_API.shippingPrice, { state: 'TX', zip: '78701', delivery: 1 }, guest.token), {
      delivery: [ORDER_BODY_ERRORS.delivery],
    });
    expectFieldErrors(await post(ORDERS_API.shippingPrice, { state: 'TX', zip: '78701', total: 0 }, guest.token), { total: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', ORDERS_API.shippingPrice, guest.token);
    expect((await post(ORDERS_API.shippingPrice, { state: 'TX', zip: '78701', delivery: 'ship' }, guest.token)).status).toBe(200);

    const rate = { item_uuid: item.uuid, qty: item.moq, state: 'TX', zip: '78701' };
    for (const qty of ['abc', [1], { n: 1 }, false]) {
      expectFieldErrors(await post(ORDERS_API.fedexRate, { ...rate, qty }), { qty: [CART_MESSAGES.qtyWhole] });
    }
    expectFieldErrors(await post(ORDERS_API.fedexRate, { ...rate, item_uuid: 5 }), { item_uuid: [MESSAGES.product.itemRequired] });
    expectFieldErrors(await post(ORDERS_API.fedexRate, { ...rate, weight: 1 }), { weight: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', ORDERS_API.fedexRate);
    expect((await post(ORDERS_API.fedexRate, rate)).status).toBe(200);

    expectFieldErrors(await post(ORDERS_API.highestQtyLocation, { item_uuid: { $gt: '' } }), { item_uuid: [MESSAGES.product.itemRequired] });
    expectFieldErrors(await post(ORDERS_API.highestQtyLocation, { uuid: item.uuid }), { uuid: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', ORDERS_API.highestQtyLocation);
    expect((await post(ORDERS_API.highestQtyLocation, { item_uuid: item.uuid })).status).toBe(200);
  });
});

describe('orders', () => {
  it('answers 400 on the order-status lookup and the receipt given the wrong types', async () => {
    expectFieldErrors(await post(ORDERS_API.orderStatus, { order_number: 123, email: 'olga.input@example.com' }), { order_number: [M.orderNumberRequired] });
    expectFieldErrors(await post(ORDERS_API.orderStatus, { order_number: 'SM-1', email: ['olga.input@example.com'] }), { email: [V.emailInvalid] });
    expectFieldErrors(await post(ORDERS_API.orderStatus, { order_number: 'SM-1', email: 'olga.input@example.com', owner_id: 'x' }), {
      owner_id: [UNKNOWN_KEY],
    });
    await expectObjectBodies('POST', ORDERS_API.orderStatus);
    expectFieldErrors(await post(ORDERS_API.soldItemsReceipt, { order_number: ['SM-1'] }, seller), { order_number: [M.orderNumberRequired] });
    expectFieldErrors(await post(ORDERS_API.soldItemsReceipt, { order_number: 'SM-1', seller_id: 'x' }, seller), { seller_id: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', ORDERS_API.soldItemsReceipt, seller);
  });

  it('answers 400 on a tracking update whose carrier is a number, and on its other fields of the wrong type', async () => {
    const tracking = { order_number: 'SM-NOPE', carrier: 'FedEx', tracking_id: '7712', tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=7712' };
    const update = (body: unknown) => post(ORDERS_API.trackingUpdate, body, seller);
    expectFieldErrors(await update({ ...tracking, carrier: 123 }), { carrier: ['carrier must be a string'] });
    expectFieldErrors(await update({ ...tracking, carrier: ['FedEx'] }), { carrier: ['carrier must be a string'] });
    expectFieldErrors(await update({ ...tracking, tracking_id: { id: 7712 } }), { tracking_id: [M.trackingIdRequired] });
    expectFieldErrors(await update({ ...tracking, tracking_url: ['https://www.fedex.com'] }), { tracking_url: [M.trackingUrlInvalid] });
    expectFieldErrors(await update({ ...tracking, order_number: 42 }), { order_number: [M.orderNumberRequired] });
    expectFieldErrors(await update({ ...tracking, item_uuid: 42 }), { item_uuid: [MESSAGES.product.itemRequired] });
    expectFieldErrors(await update({ ...tracking, shipped_at: '2020-01-01' }), { shipped_at: [UNKNOWN_KEY] });
    await expectObjectBodies('POST', ORDERS_API.trackingUpdate, seller);
    // Well typed, the rule and then the order decide.
    expect((await update(tracking)).status).toBe(404);
  });

  it('answers 400 on the purchase history asked with ?page=a&page=b, a word or a limit out of range', async () => {
    expectFieldErrors(await get(`${ORDERS_API.purchaseHistory}?page=a&page=b`, buyer), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await get(`${ORDERS_API.purchaseHistory}?page=1&page=2`, buyer), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await get(`${ORDERS_API.purchaseHistory}?page=abc`, buyer), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await get(`${ORDERS_API.purchaseHistory}?limit=1e3`, buyer), { limit: [PAGE_QUERY_ERRORS.limit] });
    expectFieldErrors(await get(`${ORDERS_API.purchaseHistory}?user_id=someone`, buyer), { user_id: [UNKNOWN_KEY] });
    const page = await get(`${ORDERS_API.purchaseHistory}?page=1&limit=5`, buyer);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 1, limit: 5 });
  });

  it('answers 400 on sold items asked with the wrong types or an unknown filter', async () => {
    const sold = (body: unknown) => post(ORDERS_API.soldItems, body, seller);
    expectFieldErrors(await sold({ page: 'a' }), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await sold({ page: [1] }), { page: [PAGE_QUERY_ERRORS.page] });
    expectFieldErrors(await sold({ limit: 500 }), { limit: [PAGE_QUERY_ERRORS.limit] });
    expectFieldErrors(await sold({ where: 'shipped' }), { where: [ORDER_BODY_ERRORS.where] });
    expectFieldErrors(await sold({ where: { fulfilment: 'lost' } }), { 'where.fulfilment': [ORDER_BODY_ERRORS.fulfilment] });
    expectFieldErrors(await sold({ where: { fulfilment: ['shipped'] } }), { 'where.fulfilment': [ORDER_BODY_ERRORS.fulfilment] });
    expectFieldErrors(await sold({ where: { seller_id: 'someone' } }), { 'where.seller_id': [UNKNOWN_KEY] });
    await expectObjectBodies('POST', ORDERS_API.soldItems, seller);
    const page = await sold({ page: 1, limit: 10, where: { fulfilment: 'shipped' } });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 1, limit: 10 });
  });

  it('answers 400 on a payout onboarding link without one bounded http(s) return_url', async () => {
    const link = (query: string) => get(`${ORDERS_API.payoutOnboardingLink}${query}`, seller);
    for (const query of [
      '',
      '?return_url=',
      '?return_url=a&return_url=b',
      '?return_url=javascript:alert(1)',
      '?return_url=localhost:3000/back',
      `?return_url=https://example.com/${'x'.repeat(ORDER_INPUT_LIMITS.urlMax)}`,
    ]) {
      expectFieldErrors(await link(query), { return_url: [M.returnUrlInvalid] });
    }
    expectFieldErrors(await link('?return_url=https://example.com/back&seller_id=x'), { seller_id: [UNKNOWN_KEY] });
    const ok = await link(`?return_url=${encodeURIComponent('https://example.com/back?tab=payouts')}`);
    expect(ok.status).toBe(200);
    expect(typeof ok.body.data.url).toBe('string');
  });

  it('stores the addresses and the tracking of an order as plain text', async () => {
    const shopper = await guestSession(market.url);
    await eventually(
      () => post(CART_API.cart, { item_uuid: item.uuid, qty: item.moq }, shopper.token),
      (answer) => answer.status === 200,
    );
    const email = 'plain.text@example.com';
    const placed = await post(
      ORDERS_API.checkout,
      checkoutBody({
        shipping: {
          firstname: '<b>Olga</b>',
          lastname: 'Input<script>alert(1)</script>',
          email,
          address: '<img src=x onerror=alert(1)>12 Sun Street',
          city: '<i>Austin</i>',
        },
        billing: checkoutAddress({ unit: '<u>Suite 4</u>', email }),
      }),
      shopper.token,
    );
    expect(placed.status).toBe(200);
    const number = (placed.body.data as CheckoutAnswer).order_number;
    const lookup = () => post(ORDERS_API.orderStatus, { order_number: number, email });
    const order = (await eventually(lookup, (r) => r.status === 200 && ['confirmed', 'cancelled'].includes(r.body.data.status))).body.data as OrderView;
    expect(order.status).toBe('confirmed');
    expect(order.shipping).toMatchObject({ firstname: 'Olga', lastname: 'Input', address: '12 Sun Street', city: 'Austin' });
    expect(order.billing).toMatchObject({ unit: 'Suite 4' });

    // A tracking field that is only markup is no tracking id.
    const tracking = {
      order_number: number,
      carrier: '<b>FedEx</b>',
      tracking_id: '<i>7712 3456</i>',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=77123456',
    };
    expectFieldErrors(await post(ORDERS_API.trackingUpdate, { ...tracking, tracking_id: '<b></b>' }, seller), { tracking_id: [M.trackingIdRequired] });
    const shipped = await post(ORDERS_API.trackingUpdate, tracking, seller);
    expect(shipped.status).toBe(200);
    const line = (await lookup()).body.data.order_items.find((l: { item_uuid: string }) => l.item_uuid === item.uuid);
    expect(line.tracking).toMatchObject({ carrier: 'FedEx', tracking_id: '7712 3456', tracking_url: tracking.tracking_url });
  });
});
