import { CART_API, CART_MESSAGES, EVENTS, LIMITS, MESSAGES, type CartAnswer } from '@solar/contracts';
import { startCartHarness, type CartHarness } from '../testing/cart-harness';

/**
 * Money and quantities in the cart: totals are added in integer cents, a cart of maximal prices and
 * quantities still sums to the exact, finite amount, quantities past LIMITS.quantityMax answer 422 on qty, and
 * an item whose price is outside the bounds (listed before they existed) never reaches a total.
 */
describe('cart service: money and quantity bounds', () => {
  let cart: CartHarness;

  beforeAll(async () => {
    cart = await startCartHarness();
  });
  afterAll(async () => {
    await cart.close();
  });

  const as = (userId: string) => {
    const auth = `Bearer ${cart.tokenOf(userId)}`;
    return {
      add: (body: object) => cart.http().post(CART_API.cart).set('Authorization', auth).send(body),
      setQty: (itemUuid: string, qty: unknown) => cart.http().put(CART_API.cartLine(itemUuid)).set('Authorization', auth).send({ qty }),
      search: async (): Promise<CartAnswer> => {
        const response = await cart.http().post(CART_API.cartSearch).set('Authorization', auth).send({});
        expect(response.status).toBe(200);
        return response.body.data;
      },
    };
  };
  const MAX_PRICE = LIMITS.unitPriceMax;
  const MAX_QTY = LIMITS.quantityMax;

  it('sums a cart of maximal prices and quantities to the exact amount', async () => {
    const buyer = as('max-buyer');
    const big = await Promise.all(
      [1, 2, 3].map(() => cart.publishItem({ price: MAX_PRICE, salePrice: MAX_PRICE, final_price: MAX_PRICE, stock: MAX_QTY, total_qty: MAX_QTY })),
    );
    const cents = await cart.publishItem({ price: 0.1, salePrice: 0.1, final_price: 0.1 });
    const odd = await cart.publishItem({ price: 19.99, salePrice: 19.99, final_price: 19.99, shipping_type: 'estimated_shipping', shipping_cost: 0.07 });
    for (const item of big) await buyer.add({ item_uuid: item.uuid, qty: MAX_QTY }).expect(200);
    await buyer.add({ item_uuid: cents.uuid, qty: 3 }).expect(200);
    await buyer.add({ item_uuid: odd.uuid, qty: 3 }).expect(200);

    const answer = await buyer.search();
    expect(answer.items).toHaveLength(5);
    for (const line of answer.items.filter((l) => big.some((i) => i.uuid === l.item_uuid))) expect(line.sum).toBe(1_000_000_000_000);
    // 0.1 x 3 is 0.3, not 0.30000000000000004; 19.99 x 3 is 59.97.
    expect(answer.items.find((l) => l.item_uuid === cents.uuid)!.sum).toBe(0.3);
    expect(answer.items.find((l) => l.item_uuid === odd.uuid)).toMatchObject({ sum: 59.97, shipping_cost: 0.21 });
    expect(answer.subtotal).toBe(3_000_000_000_060.27);
    expect(Number.isFinite(answer.subtotal)).toBe(true);
  });

  it(`answers 422 on qty for more than ${MAX_QTY} units, however much is in stock`, async () => {
    const buyer = as('huge-qty-buyer');
    // An item listed before the bounds, with more stock than any quantity may now be.
    const item = await cart.publishItem({ stock: 5 * MAX_QTY, total_qty: 5 * MAX_QTY });
    for (const qty of [MAX_QTY + 1, 1e300, Number.MAX_SAFE_INTEGER]) {
      const response = await buyer.add({ item_uuid: item.uuid, qty });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ qty: [MESSAGES.limits.quantityTooLarge] });
    }
    // Texts that are not numbers are the body's shape (400), numbers that are not whole units the cart rule's (422).
    for (const [qty, status] of [
      ['NaN', 400],
      ['Infinity', 400],
      ['1e999', 400],
      ['abc', 400],
      [-1, 422],
      [0.5, 422],
    ] as const) {
      const response = await buyer.add({ item_uuid: item.uuid, qty });
      expect([qty, response.status]).toEqual([qty, status]);
      expect(response.body.errors).toEqual({ qty: [CART_MESSAGES.qtyWhole] });
    }
    // Summing into a line already there is judged on the line's total.
    await buyer.add({ item_uuid: item.uuid, qty: MAX_QTY }).expect(200);
    const again = await buyer.add({ item_uuid: item.uuid, qty: 1 });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ qty: [MESSAGES.limits.quantityTooLarge] });
    const set = await buyer.setQty(item.uuid, MAX_QTY + 1);
    expect(set.status).toBe(422);
    expect(set.body.errors).toEqual({ qty: [MESSAGES.limits.quantityTooLarge] });
    expect((await buyer.search()).items.map((l) => l.qty)).toEqual([MAX_QTY]);
  });

  it('keeps an item priced outside the bounds out of every total', async () => {
    const buyer = as('legacy-buyer');
    const fine = await cart.publishItem({ price: 12.5, salePrice: 12.5, final_price: 12.5 });
    const legacy = await cart.publishItem({ price: 1e6, salePrice: 1e6, final_price: 1e6 });
    await buyer.add({ item_uuid: fine.uuid, qty: 2 }).expect(200);
    await buyer.add({ item_uuid: legacy.uuid, qty: 1 }).expect(200);
    // The catalog event of an edit made before the bounds: 1e308 each.
    await cart.publish(EVENTS.catalog.itemUpdated, legacy.uuid, { ...legacy, revision: 2, price: 1e308, salePrice: 1e308, final_price: 1e308 });
    const answer = await buyer.search();
    expect(answer.items.map((l) => l.item_uuid)).toEqual([fine.uuid]);
    expect(answer.unavailable).toEqual([expect.objectContaining({ item_uuid: legacy.uuid, reason: CART_MESSAGES.itemUnavailable })]);
    expect(answer.subtotal).toBe(25);
    const more = await buyer.add({ item_uuid: legacy.uuid, qty: 1 });
    expect(more.status).toBe(422);
  });
});
