/** @jest-environment jsdom */
import { CART_MESSAGES, MESSAGES } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { CART_TEXT } from '../cart/text';
import { SHARED_TEXT } from '../shared/text';
import { BUYER, GUEST_TOKEN, asGuest, SELLER, fakeApi, findToast, headerTopBar, ok, queryToast, renderApp, resetBrowserState, signedInAs } from '../test/app';
import { cartItem, fakeCartServer, wishlistEntry, wishlistPage } from '../test/cartFixtures';
import { renderCartPages } from '../test/cartSupport';
import { itemDetail, productRoutes } from '../test/productFixtures';
import { hit, renderShop, searchAnswer } from '../test/shopSupport';
import { WISHLIST_TEXT } from './text';

const T = WISHLIST_TEXT;
const ADD_TO_CART = 'POST /v1/client/cart';
/** A guest's calls carry the token of the guest session identity issued it, never an owner_id. */
const AS_GUEST = `Bearer ${GUEST_TOKEN(1)}`;

beforeEach(() => {
  resetBrowserState();
  delete window.dataLayer;
});

const header = () => headerTopBar().closest('header') as HTMLElement;
const wishlistLink = () => within(header()).getByRole('link', { name: /^Wishlist \(/ });
const main = () => screen.getByRole('main');
const entryNames = () =>
  within(within(main()).getByRole('list', { name: T.title }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

const panel = cartItem({ id: 1, name: 'Tiger Neo 401W Panel', price: 200, salePrice: 180, discount: 10, discount_unit: 'percent', moq: 4 });
const battery = cartItem({ id: 2, name: 'PowerWall Battery', price: 5000, salePrice: 5000, image: '' });

describe('wishlist page', () => {
  // A guest who has shopped before: the browser holds the guest session whose wishlist the fake server keeps.
  beforeEach(() => asGuest(1));

  it('lists the entries newest first with picture, name, price, Add to cart and remove; the header counts them', async () => {
    const api = fakeApi(fakeCartServer({ wishlist: [battery, panel] }).routes);
    await renderCartPages('/shop/wishlist');

    await waitFor(() => expect(entryNames()).toEqual([battery.name, panel.name]));
    const entry = within(within(main()).getByRole('listitem', { name: panel.name }));
    expect(entry.getByRole('link', { name: panel.name }).getAttribute('href')).toBe('/product/1/tiger-neo-401w-panel');
    expect(entry.getByText('$180.00')).toBeTruthy();
    expect(entry.getByText('$200.00')).toBeTruthy();
    expect(within(main()).getByRole('listitem', { name: panel.name }).querySelector('img')?.getAttribute('src')).toBe(panel.image);
    expect(entry.getByRole('button', { name: T.moveToCart(panel.name) })).toBeTruthy();
    expect(entry.getByRole('button', { name: T.remove(panel.name) })).toBeTruthy();
    expect(wishlistLink().getAttribute('aria-label')).toBe(T.headerLink(2));
    expect(api.callsTo('POST /v1/client/wishlist/search')[0]).toMatchObject({ body: { page: 1 }, authorization: AS_GUEST });
  });

  it("moves an entry to the cart at its MOQ: 'Item added to Cart', and it leaves the wishlist", async () => {
    const server = fakeCartServer({ wishlist: [battery, panel] });
    const api = fakeApi(server.routes);
    const app = await renderCartPages('/shop/wishlist');

    await app.user.click(await within(main()).findByRole('button', { name: T.moveToCart(panel.name) }));

    expect(await findToast(MESSAGES.toast.wishlistItemAddedToCart)).toBeTruthy();
    expect(queryToast(MESSAGES.toast.itemAddedToCart)).toBeNull();
    expect(api.callsTo(ADD_TO_CART)[0]).toMatchObject({ body: { item_uuid: 'uuid-1', qty: 4, from_wishlist: true }, authorization: AS_GUEST });
    expect(api.callsTo(ADD_TO_CART)[0].body).not.toHaveProperty('owner_id');
    await waitFor(() => expect(entryNames()).toEqual([battery.name]));
    expect(wishlistLink().getAttribute('aria-label')).toBe(T.headerLink(1));
    expect(within(header()).getByRole('button', { name: CART_TEXT.headerLink(1) })).toBeTruthy();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'add_to_cart', content_ids: ['1'], quantity: 4, value: 180 })]);
  });

  it("removes an entry with 'Item removed from Wishlist', down to the empty state", async () => {
    const api = fakeApi(fakeCartServer({ wishlist: [battery] }).routes);
    const app = await renderCartPages('/shop/wishlist');

    await app.user.click(await within(main()).findByRole('button', { name: T.remove(battery.name) }));

    expect(await findToast(MESSAGES.toast.itemRemovedFromWishlist)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/wishlist/uuid-2/delete')[0]).toMatchObject({ body: {}, authorization: AS_GUEST });
    expect(await within(main()).findByText(T.empty)).toBeTruthy();
    expect(within(main()).getByRole('link', { name: T.goShopping }).getAttribute('href')).toBe('/shop/find');
    expect(wishlistLink().getAttribute('aria-label')).toBe(T.headerLink(0));
  });

  it("holds Add to cart with a note for an item whose stock is below its MOQ, and offers none for the seller's own item", async () => {
    signedInAs(SELLER, ['seller']);
    const scarce = cartItem({ id: 3, name: 'Scarce Inverter', moq: 10, stock: 2, owner_id: 'u-other' });
    const own = cartItem({ id: 4, name: 'My Own Panel', owner_id: SELLER.id });
    fakeApi(fakeCartServer({ wishlist: [scarce, own] }).routes);
    await renderCartPages('/shop/wishlist');

    const scarceEntry = within(await within(main()).findByRole('listitem', { name: scarce.name }));
    expect(scarceEntry.getByRole('button', { name: T.moveToCart(scarce.name) })).toHaveProperty('disabled', true);
    expect(scarceEntry.getByText(CART_MESSAGES.moqAboveStock)).toBeTruthy();
    const ownEntry = within(within(main()).getByRole('listitem', { name: own.name }));
    expect(ownEntry.queryByRole('button', { name: T.moveToCart(own.name) })).toBeNull();
    expect(ownEntry.getByRole('button', { name: T.remove(own.name) })).toBeTruthy();
  });

  it('shows one page of entries at a time and moves on with the pager', async () => {
    const first = Array.from({ length: 20 }, (_, i) => wishlistEntry(cartItem({ id: 100 + i, name: `Panel ${100 + i}` })));
    const second = [wishlistEntry(cartItem({ id: 200, name: 'Panel 200' }))];
    const api = fakeApi({
      'POST /v1/client/wishlist/search': (call) => {
        const page = (call.body as { page: number }).page;
        return ok(wishlistPage(page === 2 ? second : first, page, 2, 21));
      },
    });
    const app = await renderCartPages('/shop/wishlist');
    await waitFor(() => expect(entryNames()).toHaveLength(20));
    expect(within(main()).getByText(T.count(21))).toBeTruthy();

    await app.user.click(within(main()).getByRole('button', { name: SHARED_TEXT.pager.next }));

    await waitFor(() => expect(entryNames()).toEqual(['Panel 200']));
    expect(api.callsTo('POST /v1/client/wishlist/search').map((call) => (call.body as { page: number }).page)).toContain(2);
  });

  it("reads a signed-in user's wishlist by the token, without owner_id", async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi(fakeCartServer({ wishlist: [panel] }).routes);
    await renderCartPages('/shop/wishlist');

    await waitFor(() => expect(entryNames()).toEqual([panel.name]));
    expect(api.callsTo('POST /v1/client/wishlist/search')[0]).toMatchObject({ body: { page: 1 }, authorization: `Bearer token-${BUYER.id}` });
  });
});

describe('adding to the wishlist', () => {
  it("from the product page: 'Item added to Wishlist', and the header counts it", async () => {
    const item = itemDetail({ id: 1, name: panel.name });
    const api = fakeApi({ ...productRoutes(item), ...fakeCartServer({ catalog: [panel] }).routes });
    const app = await renderApp('/product/1/tiger-neo-401w-panel');
    expect(wishlistLink().getAttribute('aria-label')).toBe(T.headerLink(0));

    await app.user.click(await screen.findByRole('button', { name: T.add }));

    expect(await findToast(T.added)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/wishlist')[0]).toMatchObject({ body: { item_uuid: 'uuid-1' }, authorization: AS_GUEST });
    await waitFor(() => expect(wishlistLink().getAttribute('aria-label')).toBe(T.headerLink(1)));
  });

  it('from a listing card, by its heart', async () => {
    const api = fakeApi({
      'POST /v1/client/items/search': ok(searchAnswer([hit(1)])),
      ...fakeCartServer({ catalog: [cartItem({ id: 1 })] }).routes,
    });
    const app = await renderShop('/shop/find');

    await app.user.click(await within(await screen.findByRole('article', { name: hit(1).name })).findByRole('button', { name: T.addNamed(hit(1).name) }));

    expect(await findToast(T.added)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/wishlist')[0].body).toMatchObject({ item_uuid: 'uuid-1' });
  });

  it("shows the server's error text when the item cannot be listed", async () => {
    const item = itemDetail({ id: 1 });
    fakeApi({ ...productRoutes(item), 'POST /v1/client/wishlist': { status: 404, body: { status: 0, success: false, error: CART_MESSAGES.itemUnavailable } } });
    const app = await renderApp('/product/1/tiger-neo-440w-panel');

    await app.user.click(await screen.findByRole('button', { name: T.add }));

    expect(await findToast(CART_MESSAGES.itemUnavailable)).toBeTruthy();
    expect(queryToast(T.added)).toBeNull();
  });
});

describe('the heart shows whether an item is saved', () => {
  // A guest who has shopped before: the browser holds the guest session whose wishlist the fake server keeps.
  beforeEach(() => asGuest(1));

  const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

  it('on the product page: pressed and named Saved to wishlist from the wishlist read (so after a reload too); pressed again it removes the item', async () => {
    const item = itemDetail({ id: 1, name: panel.name });
    const api = fakeApi({ ...productRoutes(item), ...fakeCartServer({ wishlist: [panel] }).routes });
    const app = await renderApp('/product/1/tiger-neo-401w-panel');

    const saved = await screen.findByRole('button', { name: T.saved });
    expect(pressed(saved)).toBe('true');
    expect(saved.querySelector('.bi-heart-fill')).not.toBeNull();

    await app.user.click(saved);

    expect(await findToast(MESSAGES.toast.itemRemovedFromWishlist)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/wishlist/uuid-1/delete')).toHaveLength(1);
    expect(api.callsTo('POST /v1/client/wishlist')).toHaveLength(0);
    const unsaved = await screen.findByRole('button', { name: T.add });
    expect(pressed(unsaved)).toBe('false');
    expect(unsaved.querySelector('.bi-heart-fill')).toBeNull();
  });

  it('on listing cards: the saved one pressed, the other not; pressing the other saves it and it shows saved', async () => {
    fakeApi({
      'POST /v1/client/items/search': ok(searchAnswer([hit(1), hit(2)])),
      ...fakeCartServer({ wishlist: [cartItem({ id: 1 })], catalog: [cartItem({ id: 2 })] }).routes,
    });
    const app = await renderShop('/shop/find');

    const first = within(await screen.findByRole('article', { name: hit(1).name }));
    const second = within(screen.getByRole('article', { name: hit(2).name }));
    expect(pressed(await first.findByRole('button', { name: T.savedNamed(hit(1).name) }))).toBe('true');
    const add = second.getByRole('button', { name: T.addNamed(hit(2).name) });
    expect(pressed(add)).toBe('false');

    await app.user.click(add);

    expect(pressed(await second.findByRole('button', { name: T.savedNamed(hit(2).name) }))).toBe('true');
  });
});
