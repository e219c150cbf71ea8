import { getModelToken } from '@nestjs/mongoose';
import {
  CART_API,
  CART_INTERNAL_API,
  EVENTS,
  type CartAnswer,
  type IdentityUserSignedInPayload,
  type OrdersOrderConfirmedPayload,
  type WishlistEntry,
} from '@solar/contracts';
import type { Model } from 'mongoose';
import { Cart } from './carts/cart.schema';
import { guestId, startCartHarness, type CartHarness } from './testing/cart-harness';

/** What other services tell the cart: a guest signed in, an order was confirmed; and orders' internal read. */
describe('cart service: events and the internal cart', () => {
  let cart: CartHarness;

  beforeAll(async () => {
    cart = await startCartHarness();
  });
  afterAll(async () => {
    await cart.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const lineQuantities = (answer: CartAnswer) => Object.fromEntries(answer.items.map((l) => [l.item_uuid, l.qty]));
  const guestAuth = (guest: string) => `Bearer ${cart.guestTokenOf(guest)}`;
  const guestCart = async (guest: string) =>
    (await cart.http().post(CART_API.cartSearch).set('Authorization', guestAuth(guest)).send({}).expect(200)).body.data as CartAnswer;
  /** `mergedGuest`: the guest the account token names, as identity signs it at a sign-in that presented the guest's token. */
  const userCart = async (userId: string, body: object = {}, mergedGuest?: string) =>
    (
      await cart
        .http()
        .post(CART_API.cartSearch)
        .set('Authorization', `Bearer ${cart.tokenOf(userId, mergedGuest ? { merged_guest_id: mergedGuest } : {})}`)
        .send(body)
        .expect(200)
    ).body.data as CartAnswer;
  const userAdds = (userId: string, itemUuid: string, qty: number) =>
    cart
      .http()
      .post(CART_API.cart)
      .set('Authorization', `Bearer ${cart.tokenOf(userId)}`)
      .send({ item_uuid: itemUuid, qty })
      .expect(200);
  const guestAdds = (guest: string, itemUuid: string, qty: number) =>
    cart.http().post(CART_API.cart).set('Authorization', guestAuth(guest)).send({ item_uuid: itemUuid, qty }).expect(200);
  const wishlistOf = async (owner: { userId?: string; guest?: string }) => {
    const call = cart.http().post(CART_API.wishlistSearch);
    if (owner.userId) call.set('Authorization', `Bearer ${cart.tokenOf(owner.userId)}`);
    if (owner.guest) call.set('Authorization', guestAuth(owner.guest));
    const response = await call.send({}).expect(200);
    return (response.body.data.items as WishlistEntry[]).map((e) => e.item_uuid).sort();
  };
  const signedIn = (userId: string, guest: string | null): IdentityUserSignedInPayload => ({
    user_id: userId,
    guest_id: guest,
    signed_in_at: new Date().toISOString(),
  });

  describe('identity.user.signed-in', () => {
    it("sums the guest's cart into the user's and moves the wishlist; a second delivery changes nothing", async () => {
      const shared = await cart.publishItem();
      const guestOnly = await cart.publishItem();
      const wished = await cart.publishItem();
      const guest = guestId();
      await guestAdds(guest, shared.uuid, 2);
      await guestAdds(guest, guestOnly.uuid, 1);
      await userAdds('merge-user', shared.uuid, 3);
      await cart.http().post(CART_API.wishlist).set('Authorization', guestAuth(guest)).send({ item_uuid: wished.uuid }).expect(200);
      await cart.http().post(CART_API.wishlist).set('Authorization', guestAuth(guest)).send({ item_uuid: shared.uuid }).expect(200);
      await cart
        .http()
        .post(CART_API.wishlist)
        .set('Authorization', `Bearer ${cart.tokenOf('merge-user')}`)
        .send({ item_uuid: shared.uuid })
        .expect(200);

      const event = await cart.publish(EVENTS.identity.userSignedIn, 'merge-user', signedIn('merge-user', guest));
      expect(lineQuantities(await userCart('merge-user'))).toEqual({ [shared.uuid]: 5, [guestOnly.uuid]: 1 });
      expect((await guestCart(guest)).items).toEqual([]);
      expect(await wishlistOf({ userId: 'merge-user' })).toEqual([shared.uuid, wished.uuid].sort());
      expect(await wishlistOf({ guest })).toEqual([]);

      await cart.redeliver(event);
      await cart.publish(EVENTS.identity.userSignedIn, 'merge-user', signedIn('merge-user', guest));
      expect(lineQuantities(await userCart('merge-user'))).toEqual({ [shared.uuid]: 5, [guestOnly.uuid]: 1 });
    });

    it('sums only once when the first attempt stops between the merge and the removal of the guest cart', async () => {
      const item = await cart.publishItem();
      const guest = guestId();
      await guestAdds(guest, item.uuid, 2);
      await userAdds('crash-user', item.uuid, 1);
      const carts = cart.get<Model<Cart>>(getModelToken(Cart.name));
      const deleteOne = jest.spyOn(carts, 'deleteOne').mockImplementationOnce(() => {
        throw new Error('the process stopped');
      });

      await cart.publish(EVENTS.identity.userSignedIn, 'crash-user', signedIn('crash-user', guest)); // the bus retries it
      expect(deleteOne.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(lineQuantities(await userCart('crash-user'))).toEqual({ [item.uuid]: 3 });
      expect((await guestCart(guest)).items).toEqual([]);
    });

    it('caps a summed quantity at the stock, never below what either cart held', async () => {
      const item = await cart.publishItem({ stock: 4 });
      const guest = guestId();
      await guestAdds(guest, item.uuid, 3);
      await userAdds('cap-user', item.uuid, 3);
      await cart.publish(EVENTS.identity.userSignedIn, 'cap-user', signedIn('cap-user', guest));
      expect(lineQuantities(await userCart('cap-user'))).toEqual({ [item.uuid]: 4 });
    });

    it('does nothing for a sign-in without a guest', async () => {
      const item = await cart.publishItem();
      await userAdds('plain-user', item.uuid, 2);
      await cart.publish(EVENTS.identity.userSignedIn, 'plain-user', signedIn('plain-user', null));
      expect(lineQuantities(await userCart('plain-user'))).toEqual({ [item.uuid]: 2 });
    });
  });

  describe('merge on read', () => {
    it("shows the guest's lines at the first cart read after sign-in, and the later event does not add them again", async () => {
      const item = await cart.publishItem();
      const guest = guestId();
      await guestAdds(guest, item.uuid, 2);
      await userAdds('read-user', item.uuid, 1);

      expect(lineQuantities(await userCart('read-user', { guest_id: guest }, guest))).toEqual({ [item.uuid]: 3 });
      await cart.publish(EVENTS.identity.userSignedIn, 'read-user', signedIn('read-user', guest));
      expect(lineQuantities(await userCart('read-user', { guest_id: guest }, guest))).toEqual({ [item.uuid]: 3 });
    });

    it("merges only the guest the account token names: another person's guest id is ignored", async () => {
      const item = await cart.publishItem();
      const victim = guestId();
      const own = guestId();
      await guestAdds(victim, item.uuid, 2);

      // A token from a sign-in without a guest, and one that took over another guest: neither reaches the victim's cart.
      expect((await userCart('thief-user', { guest_id: victim })).items).toEqual([]);
      expect((await userCart('thief-user', { guest_id: victim }, own)).items).toEqual([]);
      expect(lineQuantities(await guestCart(victim))).toEqual({ [item.uuid]: 2 });
    });

    it('merges nothing for a caller without an account (a guest session or no token)', async () => {
      const item = await cart.publishItem();
      const victim = guestId();
      const other = guestId();
      await guestAdds(victim, item.uuid, 2);

      const answer = await cart.http().post(CART_API.cartSearch).set('Authorization', guestAuth(other)).send({ guest_id: victim }).expect(200);
      expect(answer.body.data).toMatchObject({ owner_id: other, items: [] });
      // A guest token claiming to have merged another guest is not an account token: still nothing.
      const forged = cart.tokenOf(other, { roles: [], guest: true, merged_guest_id: victim });
      await cart.http().post(CART_API.cartSearch).set('Authorization', `Bearer ${forged}`).send({ guest_id: victim }).expect(200);
      await cart.http().post(CART_API.cartSearch).send({ guest_id: victim }).expect(401);
      expect(lineQuantities(await guestCart(victim))).toEqual({ [item.uuid]: 2 });
    });
  });

  describe('orders.order.confirmed', () => {
    const confirmed = (ownerId: string, lines: { item_uuid: string; qty: number }[]): OrdersOrderConfirmedPayload => ({
      order_number: `ORD-${Math.random().toString(36).slice(2, 8)}`,
      owner_id: ownerId,
      lines: lines.map((l) => ({ ...l, seller_id: 'seller-1', price: 10 })),
      total_amount: 0,
      confirmed_at: new Date().toISOString(),
    });

    it('takes the ordered quantities out of the cart, drops emptied lines, and ignores a redelivery', async () => {
      const partly = await cart.publishItem();
      const fully = await cart.publishItem();
      const untouched = await cart.publishItem();
      await userAdds('buyer', partly.uuid, 5);
      await userAdds('buyer', fully.uuid, 2);
      await userAdds('buyer', untouched.uuid, 1);

      const payload = confirmed('buyer', [
        { item_uuid: partly.uuid, qty: 3 },
        { item_uuid: fully.uuid, qty: 2 },
      ]);
      const event = await cart.publish(EVENTS.orders.orderConfirmed, payload.order_number, payload);
      const expected = { [partly.uuid]: 2, [untouched.uuid]: 1 };
      expect(lineQuantities(await userCart('buyer'))).toEqual(expected);

      await cart.redeliver(event);
      expect(lineQuantities(await userCart('buyer'))).toEqual(expected);
      // The same order announced again under a new event id (its first handling was not recorded before a crash).
      await cart.publish(EVENTS.orders.orderConfirmed, payload.order_number, payload);
      expect(lineQuantities(await userCart('buyer'))).toEqual(expected);
    });

    it("clears a guest buyer's cart", async () => {
      const item = await cart.publishItem();
      const guest = guestId();
      await guestAdds(guest, item.uuid, 4);
      const payload = confirmed(guest, [{ item_uuid: item.uuid, qty: 4 }]);
      await cart.publish(EVENTS.orders.orderConfirmed, payload.order_number, payload);
      expect(await guestCart(guest)).toMatchObject({ items: [], unavailable: [], count: 0 });
    });
  });

  describe('GET /internal/carts/:owner_id', () => {
    it("answers any owner's cart to another service's token only", async () => {
      const item = await cart.publishItem();
      const guest = guestId();
      await guestAdds(guest, item.uuid, 2);
      const path = CART_INTERNAL_API.cart(guest);

      expect((await cart.http().get(path)).status).toBe(401);
      expect(
        (
          await cart
            .http()
            .get(path)
            .set('Authorization', `Bearer ${cart.tokenOf('customer-1')}`)
        ).status,
      ).toBe(403);
      // A person holding the admin role does not read other people's carts through the internal route either.
      expect(
        (
          await cart
            .http()
            .get(path)
            .set('Authorization', `Bearer ${cart.tokenOf('admin-1', { roles: ['admin'] })}`)
        ).status,
      ).toBe(403);
      const serviceToken = cart.tokenOf('service:orders', { roles: ['admin'] });
      const response = await cart.http().get(path).set('Authorization', `Bearer ${serviceToken}`).expect(200);
      expect(response.body.data).toMatchObject({ owner_id: guest, count: 1, subtotal: 20, items: [{ item_uuid: item.uuid, qty: 2 }] });
    });
  });
});
