import { CART_API, CART_MESSAGES, EVENTS, MESSAGES, type CartAnswer, type CartLine } from '@solar/contracts';
import { guestId, startCartHarness, type CartHarness } from '../testing/cart-harness';
import { CartsService } from './carts.service';

/** The cart over HTTP, with items fed to its read model as catalog events. */
describe('cart service: the cart API', () => {
  let cart: CartHarness;

  beforeAll(async () => {
    cart = await startCartHarness();
  });
  afterAll(async () => {
    await cart.close();
  });

  /** A guest session as identity issues it: the guest's own token is its proof, never a body field. */
  const asGuest = (guest: string) => {
    const auth = `Bearer ${cart.guestTokenOf(guest)}`;
    return {
      add: (body: object) => cart.http().post(CART_API.cart).set('Authorization', auth).send(body),
      search: (body: object = {}) => cart.http().post(CART_API.cartSearch).set('Authorization', auth).send(body),
    };
  };
  const asUser = (userId: string) => {
    const auth = `Bearer ${cart.tokenOf(userId)}`;
    return {
      add: (body: object) => cart.http().post(CART_API.cart).set('Authorization', auth).send(body),
      search: (body: object = {}) => cart.http().post(CART_API.cartSearch).set('Authorization', auth).send(body),
      setQty: (itemUuid: string, qty: unknown) => cart.http().put(CART_API.cartLine(itemUuid)).set('Authorization', auth).send({ qty }),
      remove: (itemUuid: string) => cart.http().post(CART_API.cartLineDelete(itemUuid)).set('Authorization', auth).send({}),
      empty: () => cart.http().post(CART_API.cartEmpty).set('Authorization', auth).send({}),
    };
  };
  const cartOf = async (search: Promise<{ status: number; body: { data: CartAnswer } }>): Promise<CartAnswer> => {
    const response = await search;
    expect(response.status).toBe(200);
    return response.body.data;
  };

  describe('owner', () => {
    it('answers 401 with errors.owner_id without a token, whatever owner_id is sent', async () => {
      const item = await cart.publishItem();
      const guest = guestId();
      await asGuest(guest).add({ item_uuid: item.uuid, qty: 1 }).expect(200);
      for (const call of [
        cart.http().post(CART_API.cart).send({ item_uuid: item.uuid, qty: 1 }),
        cart.http().post(CART_API.cart).send({ item_uuid: item.uuid, qty: 1, owner_id: 'not-a-uuid' }),
        // A guest id, or an account id, in the body opens nothing: only the token names the owner.
        cart.http().post(CART_API.cart).send({ item_uuid: item.uuid, qty: 1, owner_id: guest }),
        cart.http().post(CART_API.cartSearch).send({}),
        cart.http().post(CART_API.cartSearch).send({ owner_id: guest }),
        cart.http().post(CART_API.cartSearch).send({ owner_id: 'user-owner' }),
        cart.http().put(CART_API.cartLine(item.uuid)).send({ qty: 5, owner_id: guest }),
        cart.http().post(CART_API.cartLineDelete(item.uuid)).send({ owner_id: guest }),
        cart.http().post(CART_API.cartEmpty).send({}),
        cart.http().post(CART_API.cartEmpty).send({ owner_id: guest }),
        cart.http().post(CART_API.wishlistSearch).send({}),
        cart.http().post(CART_API.wishlistSearch).send({ owner_id: guest }),
        cart.http().post(CART_API.wishlist).send({ item_uuid: item.uuid, owner_id: guest }),
        cart.http().post(CART_API.wishlistDelete(item.uuid)).send({ owner_id: guest }),
      ]) {
        const response = await call;
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ status: 0, success: false, errors: { owner_id: [CART_MESSAGES.ownerRequired] } });
      }
      // The guest's cart is as it was.
      expect((await cartOf(asGuest(guest).search())).items.map((l) => [l.item_uuid, l.qty])).toEqual([[item.uuid, 1]]);
    });

    it("answers 403 when owner_id names anyone but the token's subject, and changes nothing", async () => {
      const item = await cart.publishItem();
      const guest = guestId();
      await asGuest(guest).add({ item_uuid: item.uuid, qty: 2 }).expect(200);
      await asUser('victim-user').add({ item_uuid: item.uuid, qty: 4 }).expect(200);
      const attacker = asUser('attacker-user');
      const otherGuest = asGuest(guestId());
      for (const owner of [guest, 'victim-user']) {
        for (const response of [
          await attacker.add({ item_uuid: item.uuid, qty: 1, owner_id: owner }),
          await attacker.search({ owner_id: owner }),
          await otherGuest.add({ item_uuid: item.uuid, qty: 1, owner_id: owner }),
          await otherGuest.search({ owner_id: owner }),
          await cart
            .http()
            .post(CART_API.cartEmpty)
            .set('Authorization', `Bearer ${cart.tokenOf('attacker-user')}`)
            .send({ owner_id: owner }),
          await cart
            .http()
            .post(CART_API.wishlistSearch)
            .set('Authorization', `Bearer ${cart.tokenOf('attacker-user')}`)
            .send({ owner_id: owner }),
        ]) {
          expect(response.status).toBe(403);
          expect(response.body).toMatchObject({ status: 0, success: false, error: CART_MESSAGES.notYourCart });
          expect(response.body.errors).toBeUndefined();
        }
      }
      expect((await cartOf(asGuest(guest).search())).items.map((l) => [l.item_uuid, l.qty])).toEqual([[item.uuid, 2]]);
      expect((await cartOf(asUser('victim-user').search())).items.map((l) => [l.item_uuid, l.qty])).toEqual([[item.uuid, 4]]);
      expect((await cartOf(attacker.search())).count).toBe(0);
    });

    it('keeps a guest cart under the guest token and a user cart under the user token; their own owner_id (or an empty one) is fine', async () => {
      const item = await cart.publishItem();
      const guest = guestId();
      await asGuest(guest).add({ item_uuid: item.uuid, qty: 2, owner_id: guest }).expect(200);
      await asUser('user-owner').add({ item_uuid: item.uuid, qty: 3, owner_id: '' }).expect(200);

      expect((await cartOf(asGuest(guest).search({ owner_id: guest.toUpperCase() }))).items.map((l) => [l.item_uuid, l.qty])).toEqual([[item.uuid, 2]]);
      const userCart = await cartOf(asUser('user-owner').search({ owner_id: 'user-owner' }));
      expect(userCart).toMatchObject({ owner_id: 'user-owner', count: 1 });
      expect(userCart.items[0]).toMatchObject({ item_uuid: item.uuid, qty: 3 });
    });
  });

  describe('adding', () => {
    it('answers the priced line and sums a second add into it', async () => {
      const item = await cart.publishItem({ price: 12.5 });
      const user = asUser('user-add');
      const first = await user.add({ item_uuid: item.uuid, qty: 2 }).expect(200);
      expect(first.body).toMatchObject({ status: 1, success: true, message: MESSAGES.toast.itemAddedToCart });
      expect(first.body.data).toMatchObject({ item_uuid: item.uuid, qty: 2, price: 12.5, sum: 25, total_qty: 100, shipping_cost: 0 });

      const second = await user.add({ item_uuid: item.uuid, qty: 3 }).expect(200);
      expect(second.body.data).toMatchObject({ qty: 5, sum: 62.5 });
      const answer = await cartOf(user.search());
      expect(answer).toMatchObject({ count: 1, subtotal: 62.5, unavailable: [] });
      expect(answer.items[0]!.added_at).toBe(first.body.data.added_at);
    });

    it('never loses an add when several arrive at once', async () => {
      const item = await cart.publishItem();
      const user = asUser('user-burst');
      const adds = await Promise.all(Array.from({ length: 8 }, () => user.add({ item_uuid: item.uuid, qty: 1 })));
      expect(adds.map((r) => r.status)).toEqual(Array(8).fill(200));
      // Called side by side in one process, the reads and writes of the adds interleave: each must retry.
      const carts = cart.get(CartsService);
      await Promise.all(Array.from({ length: 8 }, () => carts.add('user-burst', item.uuid, 1)));
      expect((await cartOf(user.search())).items[0]!.qty).toBe(16);
    });

    it.each([
      ['below the MOQ', { moq: 5 }, 2, CART_MESSAGES.belowMoq(5)],
      ['off the step', { moq: 2, qty_step: 3 }, 4, CART_MESSAGES.offStep(3, 2)],
      ['above the stock', { stock: 10 }, 11, CART_MESSAGES.aboveStock(10)],
      ['above the maximum', { max_qty: 6 }, 7, CART_MESSAGES.aboveMax(6)],
      ['not whole', {}, 1.5, CART_MESSAGES.qtyWhole],
      ['zero', {}, 0, CART_MESSAGES.qtyWhole],
    ])('refuses a quantity %s with 422 errors.qty', async (_case, limits, qty, message) => {
      const item = await cart.publishItem(limits);
      const response = await asUser('user-limits').add({ item_uuid: item.uuid, qty });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ status: 0, errors: { qty: [message] }, error: message });
    });

    it.each([
      ['a word', 'many'],
      ['a list', [2]],
      ['an object', { n: 2 }],
      ['a boolean', true],
    ])('refuses a quantity that is %s with 400 errors.qty, before the cart is read', async (_case, qty) => {
      const item = await cart.publishItem();
      const response = await asUser('user-limits').add({ item_uuid: item.uuid, qty });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 0, errors: { qty: [CART_MESSAGES.qtyWhole] } });
    });

    it('judges the summed quantity of the line, and leaves the line as it was when refused', async () => {
      const item = await cart.publishItem({ stock: 10 });
      const user = asUser('user-sum-limit');
      await user.add({ item_uuid: item.uuid, qty: 6 }).expect(200);
      const response = await user.add({ item_uuid: item.uuid, qty: 5 }).expect(422);
      expect(response.body.errors).toEqual({ qty: [CART_MESSAGES.aboveStock(10)] });
      expect((await cartOf(user.search())).items[0]!.qty).toBe(6);
    });

    it('answers 404 for an unknown, inactive, unapproved or deleted item', async () => {
      const inactive = await cart.publishItem({ is_active: 0 });
      const pending = await cart.publishItem({ status: 'pending' });
      const deleted = await cart.publishItem();
      await cart.publish(EVENTS.catalog.itemDeleted, deleted.uuid, { uuid: deleted.uuid, id: deleted.id, revision: 2 });
      for (const uuid of ['no-such-item', inactive.uuid, pending.uuid, deleted.uuid]) {
        const response = await asUser('user-404').add({ item_uuid: uuid, qty: 1 });
        expect(response.status).toBe(404);
        expect(response.body.error).toBe(CART_MESSAGES.itemUnavailable);
      }
    });

    it("refuses the seller's own item with 422", async () => {
      const item = await cart.publishItem({ owner_id: 'seller-own' });
      const response = await asUser('seller-own').add({ item_uuid: item.uuid, qty: 1 });
      expect(response.status).toBe(422);
      expect(response.body.error).toBe(CART_MESSAGES.ownItem);
    });

    it('answers 400 without an item uuid', async () => {
      const response = await asUser('user-400').add({ qty: 1 });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(['item_uuid']);
    });
  });

  describe('prices come from the read model', () => {
    it('refuses a price the client sends and follows catalog.item.updated, but not an older revision', async () => {
      const item = await cart.publishItem({ price: 20 });
      const user = asUser('user-price');
      // A price or sum in the body is no field of the add: refused, never read.
      const priced = await user.add({ item_uuid: item.uuid, qty: 2, price: 1, sum: 2 }).expect(400);
      expect(priced.body.errors).toEqual({ price: ['Unknown key.'], sum: ['Unknown key.'] });
      const added = await user.add({ item_uuid: item.uuid, qty: 2 }).expect(200);
      expect(added.body.data).toMatchObject({ price: 20, sum: 40 });

      await cart.publish(EVENTS.catalog.itemUpdated, item.uuid, { ...item, revision: 3, price: 25, salePrice: 25 });
      expect((await cartOf(user.search())).items[0]).toMatchObject({ price: 25, sum: 50 });

      await cart.publish(EVENTS.catalog.itemUpdated, item.uuid, { ...item, revision: 2, price: 5, salePrice: 5 });
      expect((await cartOf(user.search())).items[0]).toMatchObject({ price: 25, sum: 50 });
    });

    it('prices a discount, a bulk tier and per-unit estimated shipping', async () => {
      const discounted = await cart.publishItem({ price: 100, discount: 10, discount_unit: 'percent', salePrice: 90 });
      const bulk = await cart.publishItem({
        price: 50,
        scalling_price: 1,
        bulk_savings: [{ min_qty: 10, max_qty: 49, discounted_price: 45 }],
      });
      const shipped = await cart.publishItem({ price: 3, shipping_type: 'estimated_shipping', shipping_cost: 1.25 });
      const user = asUser('user-pricing');
      await user.add({ item_uuid: discounted.uuid, qty: 2 }).expect(200);
      await user.add({ item_uuid: bulk.uuid, qty: 10 }).expect(200);
      await user.add({ item_uuid: shipped.uuid, qty: 4 }).expect(200);

      const answer = await cartOf(user.search());
      const line = (uuid: string) => answer.items.find((l) => l.item_uuid === uuid)!;
      expect(line(discounted.uuid)).toMatchObject({ price: 90, sum: 180, discount: 10 });
      expect(line(bulk.uuid)).toMatchObject({ price: 45, sum: 450, scalling_price: 1 });
      expect(line(shipped.uuid)).toMatchObject({ price: 3, sum: 12, shipping_type: 'estimated_shipping', shipping_cost: 5 });
      expect(answer).toMatchObject({ count: 3, subtotal: 642 });
    });

    it('gives an item published without the cart fields their defaults', async () => {
      const item = await cart.publishItem({ locations: undefined, weight: undefined });
      const { body } = await asUser('user-defaults').add({ item_uuid: item.uuid, qty: 1 }).expect(200);
      expect((body.data as CartLine).item).toMatchObject({
        scalling_price: 0,
        bulk_savings: [],
        max_qty: 0,
        qty_step: 1,
        shipping_cost: 0,
        is_taxable: 1,
        weight: 0,
        weight_unit: 'lb',
        length: 0,
        width: 0,
        height: 0,
        dimension_unit: 'in',
        locations: [],
      });
    });
  });

  describe('lines that cannot load', () => {
    it('lists a line as unavailable while its MOQ is above the stock, and loads it again when stock returns', async () => {
      const item = await cart.publishItem({ moq: 5, stock: 50 });
      const user = asUser('user-moq');
      await user.add({ item_uuid: item.uuid, qty: 5 }).expect(200);

      await cart.publish(EVENTS.catalog.itemUpdated, item.uuid, { ...item, revision: 2, stock: 3 });
      expect(await cartOf(user.search())).toMatchObject({
        items: [],
        count: 0,
        subtotal: 0,
        unavailable: [{ item_uuid: item.uuid, name: item.name, qty: 5, reason: CART_MESSAGES.moqAboveStock }],
      });

      await cart.publish(EVENTS.catalog.itemUpdated, item.uuid, { ...item, revision: 3, stock: 40 });
      expect(await cartOf(user.search())).toMatchObject({ count: 1, unavailable: [] });
    });

    it('keeps the line of a deleted or deactivated item and shows it as unavailable', async () => {
      const deleted = await cart.publishItem();
      const deactivated = await cart.publishItem();
      const kept = await cart.publishItem();
      const user = asUser('user-gone');
      for (const item of [deleted, deactivated, kept]) await user.add({ item_uuid: item.uuid, qty: 1 }).expect(200);

      await cart.publish(EVENTS.catalog.itemDeleted, deleted.uuid, { uuid: deleted.uuid, id: deleted.id, revision: 2 });
      await cart.publish(EVENTS.catalog.itemUpdated, deactivated.uuid, { ...deactivated, revision: 2, is_active: 0 });
      // A replayed update older than the deletion does not bring the item back.
      await cart.publish(EVENTS.catalog.itemUpdated, deleted.uuid, { ...deleted, revision: 1 });

      const answer = await cartOf(user.search());
      expect(answer.items.map((l) => l.item_uuid)).toEqual([kept.uuid]);
      expect(answer.unavailable).toEqual([
        { item_uuid: deleted.uuid, name: deleted.name, qty: 1, reason: CART_MESSAGES.itemUnavailable },
        { item_uuid: deactivated.uuid, name: deactivated.name, qty: 1, reason: CART_MESSAGES.itemUnavailable },
      ]);
      // Both lines are still held: removing one works.
      await user.remove(deleted.uuid).expect(200);
    });
  });

  describe('changing and removing lines', () => {
    it('sets a quantity with the same checks, and answers 404 for an item not in the cart', async () => {
      const item = await cart.publishItem({ moq: 2, stock: 20 });
      const other = await cart.publishItem();
      const user = asUser('user-put');
      await user.add({ item_uuid: item.uuid, qty: 2 }).expect(200);

      const set = await user.setQty(item.uuid, 7).expect(200);
      expect(set.body.data).toMatchObject({ item_uuid: item.uuid, qty: 7, sum: 70 });
      expect((await user.setQty(item.uuid, 21).expect(422)).body.errors).toEqual({ qty: [CART_MESSAGES.aboveStock(20)] });
      expect((await user.setQty(item.uuid, 1).expect(422)).body.errors).toEqual({ qty: [CART_MESSAGES.belowMoq(2)] });
      expect((await user.setQty(other.uuid, 1).expect(404)).body.error).toBe(CART_MESSAGES.notInCart);
      expect((await cartOf(user.search())).items[0]!.qty).toBe(7);
    });

    it('removes a line, and answers 404 when it is not there', async () => {
      const item = await cart.publishItem();
      const user = asUser('user-remove');
      await user.add({ item_uuid: item.uuid, qty: 1 }).expect(200);
      const removed = await user.remove(item.uuid).expect(200);
      expect(removed.body).toMatchObject({ data: { removed: true }, message: MESSAGES.toast.itemRemovedFromCart });
      expect((await user.remove(item.uuid).expect(404)).body.error).toBe(CART_MESSAGES.notInCart);
      expect((await cartOf(user.search())).count).toBe(0);
    });

    it('empties the cart with _delete, which is not read as an item uuid', async () => {
      const first = await cart.publishItem();
      const second = await cart.publishItem();
      const user = asUser('user-empty');
      await user.add({ item_uuid: first.uuid, qty: 1 }).expect(200);
      await user.add({ item_uuid: second.uuid, qty: 1 }).expect(200);

      expect((await user.empty().expect(200)).body.data).toEqual({ removed: 2 });
      expect(await cartOf(user.search())).toMatchObject({ items: [], count: 0, unavailable: [] });
      expect((await user.empty().expect(200)).body.data).toEqual({ removed: 0 });
    });
  });
});
