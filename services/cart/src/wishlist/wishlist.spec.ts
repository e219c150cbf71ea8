import { CART_API, CART_MESSAGES, EVENTS, MESSAGES, WISHLIST_PAGE_SIZE, type PageOf, type WishlistEntry } from '@solar/contracts';
import { CatalogItems } from '../catalog-items';
import { catalogItem, guestId, startCartHarness, type CartHarness } from '../testing/cart-harness';
import { WishlistService } from './wishlist.service';

describe('cart service: the wishlist API', () => {
  let cart: CartHarness;

  beforeAll(async () => {
    cart = await startCartHarness();
  });
  afterAll(async () => {
    await cart.close();
  });

  const asUser = (userId: string) => {
    const auth = `Bearer ${cart.tokenOf(userId)}`;
    return {
      add: (itemUuid: string) => cart.http().post(CART_API.wishlist).set('Authorization', auth).send({ item_uuid: itemUuid }),
      remove: (itemUuid: string) => cart.http().post(CART_API.wishlistDelete(itemUuid)).set('Authorization', auth).send({}),
      page: async (page?: number): Promise<PageOf<WishlistEntry>> => {
        const response = await cart
          .http()
          .post(CART_API.wishlistSearch)
          .set('Authorization', auth)
          .send(page ? { page } : {});
        expect(response.status).toBe(200);
        return response.body.data;
      },
      addToCart: (itemUuid: string, qty: number, fromWishlist: boolean) =>
        cart.http().post(CART_API.cart).set('Authorization', auth).send({ item_uuid: itemUuid, qty, from_wishlist: fromWishlist }),
    };
  };

  it('keeps one entry when an item is added twice, and answers that entry both times', async () => {
    const item = await cart.publishItem();
    const user = asUser('wish-twice');
    const first = await user.add(item.uuid).expect(200);
    expect(first.body.data).toMatchObject({ item_uuid: item.uuid, item: { uuid: item.uuid, name: item.name, price: 10 } });
    const second = await user.add(item.uuid).expect(200);
    expect(second.body.data.added_at).toBe(first.body.data.added_at);
    expect(await user.page()).toMatchObject({ total: 1, items: [{ item_uuid: item.uuid }] });
  });

  it('keeps one entry when two adds of an item race', async () => {
    const item = await cart.publishItem();
    const wishlist = cart.get(WishlistService);
    const [first, second] = await Promise.all([wishlist.add('wish-race', item.uuid), wishlist.add('wish-race', item.uuid)]);
    expect(second!.added_at).toBe(first!.added_at);
    expect((await asUser('wish-race').page()).total).toBe(1);
  });

  it('answers 404 for an item the cart service does not know', async () => {
    const response = await asUser('wish-unknown').add('no-such-item');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(CART_MESSAGES.itemUnavailable);
  });

  it('lists newest first, WISHLIST_PAGE_SIZE per page', async () => {
    expect(WISHLIST_PAGE_SIZE).toBe(20);
    const catalog = cart.get(CatalogItems);
    const items = Array.from({ length: 25 }, () => catalogItem());
    for (const item of items) await catalog.apply(item);
    const user = asUser('wish-pages');
    for (const item of items) {
      await user.add(item.uuid).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 2)); // distinct added_at times
    }
    const newestFirst = items.map((i) => i.uuid).reverse();

    const first = await user.page();
    expect(first).toMatchObject({ total: 25, page: 1, limit: 20, last_page: 2 });
    expect(first.items.map((e) => e.item_uuid)).toEqual(newestFirst.slice(0, 20));
    const second = await user.page(2);
    expect(second).toMatchObject({ total: 25, page: 2, limit: 20, last_page: 2 });
    expect(second.items.map((e) => e.item_uuid)).toEqual(newestFirst.slice(20));
  });

  it('leaves out the entries of deleted items', async () => {
    const kept = await cart.publishItem();
    const deleted = await cart.publishItem();
    const user = asUser('wish-deleted');
    await user.add(kept.uuid).expect(200);
    await user.add(deleted.uuid).expect(200);
    await cart.publish(EVENTS.catalog.itemDeleted, deleted.uuid, { uuid: deleted.uuid, id: deleted.id, revision: 2 });
    expect(await user.page()).toMatchObject({ total: 1, items: [{ item_uuid: kept.uuid }] });
  });

  it('removes an entry, and answers 404 when it is not there', async () => {
    const item = await cart.publishItem();
    const user = asUser('wish-remove');
    await user.add(item.uuid).expect(200);
    const removed = await user.remove(item.uuid).expect(200);
    expect(removed.body).toMatchObject({ data: { removed: true }, message: MESSAGES.toast.itemRemovedFromWishlist });
    expect((await user.remove(item.uuid).expect(404)).body.error).toBe(CART_MESSAGES.notInWishlist);
    expect((await user.page()).total).toBe(0);
  });

  it('moves an item to the cart with from_wishlist, and keeps the entry without it', async () => {
    const moved = await cart.publishItem({ moq: 3 });
    const copied = await cart.publishItem();
    const user = asUser('wish-move');
    await user.add(moved.uuid).expect(200);
    await user.add(copied.uuid).expect(200);

    const response = await user.addToCart(moved.uuid, 3, true).expect(200);
    expect(response.body).toMatchObject({ data: { item_uuid: moved.uuid, qty: 3 }, message: MESSAGES.toast.wishlistItemAddedToCart });
    await user.addToCart(copied.uuid, 1, false).expect(200);

    expect((await user.page()).items.map((e) => e.item_uuid)).toEqual([copied.uuid]);
  });

  it('keeps a guest wishlist under the guest uuid', async () => {
    const item = await cart.publishItem();
    const guest = guestId();
    const auth = `Bearer ${cart.guestTokenOf(guest)}`;
    await cart.http().post(CART_API.wishlist).set('Authorization', auth).send({ item_uuid: item.uuid }).expect(200);
    const page = await cart.http().post(CART_API.wishlistSearch).set('Authorization', auth).send({}).expect(200);
    expect(page.body.data.items.map((e: WishlistEntry) => e.item_uuid)).toEqual([item.uuid]);
    expect((await asUser('wish-other').page()).total).toBe(0);
  });
});
