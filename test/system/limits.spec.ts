import {
  CART_API,
  CART_MESSAGES,
  CATALOG_API,
  LIMITS,
  MESSAGES,
  ORDERS_API,
  PRICE_SCALING_MESSAGES,
  SANDBOX_TEST_CARDS,
  SEARCH_API,
  SEARCH_OBJECT_ERRORS,
  SEARCH_TEXT_MAX,
  type CartAnswer,
  type CheckoutAnswer,
  type ItemDetail,
  type OrderView,
  type ShippingQuote,
} from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { checkoutAddress, checkoutRequest, validProductForm } from '../support/fixtures';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * Limits over HTTP through the gateway: free-text searches longer than SEARCH_TEXT_MAX answer 400 at once
 * (a 90 kB one used to hold the whole process for seconds), money and quantities outside LIMITS answer
 * 400/422 with field errors wherever they enter, and a cart of maximal prices and quantities sums to a finite,
 * exact total and checks out.
 */
let market: TestMarketplace;
let seller: string;
let buyer: string;
let admin: string;
let subcategory: number;
const L = MESSAGES.limits;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 1 });
  seller = tokenFor(market.config, { sub: 'limits-seller', roles: ['seller'], firstname: 'Sam', lastname: 'Seller' });
  buyer = tokenFor(market.config, { sub: 'limits-buyer', roles: ['customer'], firstname: 'Bella', lastname: 'Buyer' });
  admin = tokenFor(market.config, { sub: 'limits-admin', roles: ['admin'], firstname: 'Ada', lastname: 'Admin' });
  const categories = await api(market.url, 'POST', CATALOG_API.categoriesSearch, {});
  subcategory = categories.body.data.find((c: { id: number }) => c.id === 1).sub_categories[0].id;
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

/** Letters and spaces, `length` characters, no blank at either end. */
const text = (length: number) => `a${'mono panel '.repeat(Math.ceil(length / 11))}`.slice(0, length - 1) + 'z';

describe('free-text search length', () => {
  it(`searches a text of ${SEARCH_TEXT_MAX} characters, and answers 400 on the field for a longer one`, async () => {
    expect(text(SEARCH_TEXT_MAX)).toHaveLength(SEARCH_TEXT_MAX);
    const longest = await api(market.url, 'POST', SEARCH_API.itemsSearch, { query: text(SEARCH_TEXT_MAX) });
    expect(longest.status).toBe(200);

    const tooLong = await api(market.url, 'POST', SEARCH_API.itemsSearch, { query: text(SEARCH_TEXT_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ status: 0, success: false, errors: { query: [SEARCH_OBJECT_ERRORS.queryTooLong] } });
    const asTerm = await api(market.url, 'POST', SEARCH_API.itemsSearch, { query: { term: text(SEARCH_TEXT_MAX + 1) } });
    expect(asTerm.status).toBe(400);
    expect(asTerm.body.errors).toEqual({ 'query.term': [SEARCH_OBJECT_ERRORS.queryTooLong] });
  });

  it('answers the 90 kB word that froze the process at once, and keeps answering others', async () => {
    const started = Date.now();
    const huge = await api(market.url, 'POST', SEARCH_API.itemsSearch, { query: 'solarpanel'.repeat(9_000) });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toEqual({ query: [SEARCH_OBJECT_ERRORS.queryTooLong] });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await api(market.url, 'POST', SEARCH_API.itemsSearch, { query: 'mono' })).status).toBe(200);
  });

  it('bounds every other free-text search: brands (search and ?q=) and the seller items', async () => {
    const brands = await api(market.url, 'POST', CATALOG_API.brandsSearch, { query: text(SEARCH_TEXT_MAX + 1) });
    expect(brands.status).toBe(400);
    expect(brands.body.errors).toEqual({ query: [SEARCH_OBJECT_ERRORS.queryTooLong] });
    const listed = await api(market.url, 'GET', `${CATALOG_API.brands}?page=1&limit=10&q=${encodeURIComponent(text(SEARCH_TEXT_MAX + 1))}`);
    expect(listed.status).toBe(400);
    expect(listed.body.errors).toEqual({ q: [SEARCH_OBJECT_ERRORS.queryTooLong] });
    expect((await api(market.url, 'GET', `${CATALOG_API.brands}?page=1&limit=10&q=${encodeURIComponent(text(SEARCH_TEXT_MAX))}`)).status).toBe(200);
    const own = await api(market.url, 'POST', CATALOG_API.myItemsSearch, { query: text(SEARCH_TEXT_MAX + 1) }, seller);
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual({ query: [SEARCH_OBJECT_ERRORS.queryTooLong] });
  });
});

/** A new item of the seller's, approved, once the cart's read model sells it. */
async function listedItem(overrides: Record<string, unknown>): Promise<ItemDetail> {
  const created = await api<ItemDetail>(market.url, 'POST', CATALOG_API.myItems, validProductForm(subcategory, overrides), seller);
  expect(created.status).toBe(201);
  expect((await api(market.url, 'PUT', CATALOG_API.adminItemStatus(created.body.data.uuid), { status: 'approved' }, admin)).status).toBe(200);
  await eventually(
    async () => (await api(market.url, 'POST', CART_API.cart, { item_uuid: created.body.data.uuid, qty: 0 }, buyer)).body.errors,
    (errors) => JSON.stringify(errors ?? {}).includes(CART_MESSAGES.qtyWhole),
  );
  return created.body.data;
}

describe('money and quantities entering the catalog', () => {
  it.each([
    ['price', 1e308, L.moneyTooLarge],
    ['price', 1e-7, L.moneyCents],
    ['price', -1, MESSAGES.product.pricePositive],
    ['price', 'NaN', MESSAGES.product.priceRequired],
    ['cost', 1e308, L.moneyTooLarge],
    ['msrp', 1e308, L.moneyTooLarge],
    ['moq', 1e308, L.quantityTooLarge],
    ['moq', 0, MESSAGES.validation.moqMin],
    ['total_qty', 1e9, L.quantityTooLarge],
    ['total_qty', 'NaN', MESSAGES.product.quantityRequired],
    ['weight', 1e308, L.measureTooLarge],
  ])('the product form answers %s = %p with 400 and "%s"', async (field, value, message) => {
    const answer = await api(market.url, 'POST', CATALOG_API.myItems, validProductForm(subcategory, { [field]: value }), seller);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toEqual([message]);
  });

  it('bulk edit, quantity on hand and price scaling answer 400 on the field, and change nothing', async () => {
    const created = await api<ItemDetail>(market.url, 'POST', CATALOG_API.myItems, validProductForm(subcategory), seller);
    expect(created.status).toBe(201);
    const uuid = created.body.data.uuid;
    const bulk = async (row: Record<string, unknown>) => api(market.url, 'POST', CATALOG_API.bulkUpdate, { items: [{ uuid, ...row }] }, seller);
    for (const [row, field, message] of [
      [{ price: 1e308 }, 'items.0.price', L.moneyTooLarge],
      [{ price: 1e-7 }, 'items.0.price', L.moneyCents],
      [{ price: -1 }, 'items.0.price', MESSAGES.product.pricePositive],
      [{ price: 'NaN' }, 'items.0.price', MESSAGES.product.pricePositive],
      [{ discount: 1.001, discount_unit: 'fixed' }, 'items.0.discount', L.moneyCents],
      [{ total_qty: 1e9 }, 'items.0.total_qty', L.quantityTooLarge],
      [{ moq: 1e308 }, 'items.0.moq', L.quantityTooLarge],
    ] as const) {
      const answer = await bulk(row);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ [field]: [message] });
    }
    const qoh = await api(market.url, 'POST', CATALOG_API.inventoryQohUpdate, { item_uuid: uuid, qty: 1e9 }, seller);
    expect(qoh.status).toBe(400);
    expect(qoh.body.errors).toEqual({ qty: [L.quantityTooLarge] });
    const slots = await api(
      market.url,
      'POST',
      CATALOG_API.bulkSavings,
      { item_uuid: uuid, scalling_price: 1, bulk_savings: [{ min_qty: 1, max_qty: 1e308, discounted_price: 1e-7 }] },
      seller,
    );
    expect(slots.status).toBe(400);
    expect(slots.body.errors).toEqual({
      'bulk_savings.0.max_qty': [PRICE_SCALING_MESSAGES.qty_not_whole],
      'bulk_savings.0.discounted_price': [L.moneyCents],
    });
    const unchanged = await api<ItemDetail>(market.url, 'GET', CATALOG_API.myItem(uuid), undefined, seller);
    expect(unchanged.body.data).toMatchObject({ price: 189.5, total_qty: 40, moq: 1, scalling_price: 0 });
  });
});

describe('a cart of maximal prices and quantities', () => {
  const address = checkoutAddress({ email: 'limits.buyer@example.com' });

  it('refuses quantities past the bound with 422 and 400 on qty', async () => {
    const item = await listedItem({ total_qty: LIMITS.quantityMax });
    const added = await api(market.url, 'POST', CART_API.cart, { item_uuid: item.uuid, qty: 1e9 }, buyer);
    expect(added.status).toBe(422);
    expect(added.body.errors).toEqual({ qty: [L.quantityTooLarge] });
    const rate = await api(market.url, 'POST', ORDERS_API.fedexRate, { item_uuid: item.uuid, qty: 1e9, state: 'TX', zip: '78701' });
    expect(rate.status).toBe(400);
    expect(rate.body.errors).toEqual({ qty: [L.quantityTooLarge] });
  });

  it('sums to a finite, exact total and checks out', async () => {
    const max = await listedItem({ price: LIMITS.unitPriceMax, cost: LIMITS.unitPriceMax, total_qty: LIMITS.quantityMax });
    const small = await listedItem({ price: 19.99, cost: 10, total_qty: 10, shipping_type: 'estimated_shipping', shipping_cost: 0.07 });
    expect((await api(market.url, 'POST', CART_API.cart, { item_uuid: max.uuid, qty: LIMITS.quantityMax }, buyer)).status).toBe(200);
    expect((await api(market.url, 'POST', CART_API.cart, { item_uuid: small.uuid, qty: 3 }, buyer)).status).toBe(200);

    const cart = (await api<CartAnswer>(market.url, 'POST', CART_API.cartSearch, {}, buyer)).body.data;
    expect(cart.items.map((l) => [l.item_uuid, l.sum])).toEqual([
      [max.uuid, 1_000_000_000_000],
      [small.uuid, 59.97],
    ]);
    expect(cart.subtotal).toBe(1_000_000_000_059.97);

    const quote = await api<ShippingQuote>(market.url, 'POST', ORDERS_API.shippingPrice, { state: 'TX', zip: '78701' }, buyer);
    expect(quote.status).toBe(200);
    // Texas 6.25 % on each line (62,500,000,000.00 + 3.75), shipping 3 x 0.07.
    expect(quote.body.data).toMatchObject({ subtotal: 1_000_000_000_059.97, shipping_cost: 0.21, tax: 62_500_000_003.75, total_amount: 1_062_500_000_063.93 });

    const placed = await fetch(`${market.url}${ORDERS_API.checkout}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify(checkoutRequest(SANDBOX_TEST_CARDS.succeeds, { shipping: address, billing: address })),
    });
    const answer = (await placed.json()) as { data: CheckoutAnswer };
    expect([placed.status, answer]).toEqual([200, expect.objectContaining({ data: expect.objectContaining({ status: 'placed' }) })]);
    const order = await eventually(
      async () =>
        (await api<OrderView>(market.url, 'POST', ORDERS_API.orderStatus, { order_number: answer.data.order_number, email: address.email })).body.data,
      (o) => o.status === 'confirmed' || o.status === 'cancelled',
    );
    expect(order).toMatchObject({ status: 'confirmed', subtotal: 1_000_000_000_059.97, tax: 62_500_000_003.75, total_amount: 1_062_500_000_063.93 });
  });
});
