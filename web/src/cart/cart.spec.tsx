/** @jest-environment jsdom */
import { CART_MESSAGES, MESSAGES, type Role } from '@solar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_TEXT } from '../accounts/text';
import { CART_MERGE_FROM_KEY, GUEST_ID_KEY, storeGuestSession } from '../api';
import { SHARED_TEXT } from '../shared/text';
import {
  asGuest,
  BUYER,
  GUEST_ID,
  GUEST_TOKEN,
  SELLER,
  fail,
  fakeApi,
  findToast,
  headerTopBar,
  messageUnder,
  ok,
  profileOf,
  queryToast,
  renderApp,
  resetBrowserState,
  sessionOf,
  signedInAs,
  type ApiCall,
} from '../test/app';
import { cartItem, cartLine, fakeCartServer } from '../test/cartFixtures';
import { renderCartPages } from '../test/cartSupport';
import { itemDetail, productRoutes } from '../test/productFixtures';
import { hit, renderShop, searchAnswer } from '../test/shopSupport';
import { CART_TEXT } from './text';

const T = CART_TEXT;
const GUEST_LOGIN = 'POST /login-info/guest-login';

/** A browser holding a guest session whose token is `token` (the server decides whether it still holds). */
const asGuestWithToken = (token: string) =>
  storeGuestSession({
    auth: { access_token: token, token_type: 'Bearer', expires_in: 30 * 24 * 3600 },
    guest_id: 'guest-00000000-0000-4000-8000-0000000000ff',
    role: [],
  });
const PRODUCT_URL = '/product/1/tiger-neo-440w-panel';
const ADD = 'POST /v1/client/cart';
const SEARCH = 'POST /v1/client/cart/search';

beforeEach(() => {
  resetBrowserState();
  delete window.dataLayer;
});
afterEach(() => jest.restoreAllMocks());

/** The header bar (the top bar holds the account menu; the bar below it the icons). */
const header = () => headerTopBar().closest('header') as HTMLElement;
const cartButton = () => within(header()).getByRole('button', { name: /^Cart \(/ });
const miniCart = () => within(header()).getByRole('region', { name: T.miniCartTitle });
const main = () => screen.getByRole('main');

/**
 * Holds every call matching `key` until `release()`, so a test can look at the page while the call runs.
 * Wraps the fake API's fetch; the answer is still the fake's.
 */
function holdCalls(key: string) {
  const answer = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (`${init.method ?? 'GET'} ${String(input).split('?')[0]}` === key) await gate;
    return answer(input, init);
  }) as typeof fetch;
  return { release: () => act(async () => release()) };
}

/** The product, sold by u-seller, as the product page and the cart service know it. */
const PANEL = itemDetail({
  id: 1,
  name: 'Tiger Neo 440W Panel',
  price: 100,
  salePrice: 90,
  discount: 10,
  discount_unit: 'percent',
  moq: 2,
  total_qty: 40,
  stock: 40,
});
const PANEL_IN_CART = cartItem({ id: 1, name: PANEL.name, price: 100, salePrice: 90, discount: 10, discount_unit: 'percent', moq: 2 });

describe('adding to the cart from the product page', () => {
  it("adds the stepper's quantity as a guest: the guest session's token says whose cart, a spinner while it runs, the toast, the header's count", async () => {
    const server = fakeCartServer({ catalog: [PANEL_IN_CART] });
    const api = fakeApi({ ...productRoutes(PANEL), ...server.routes });
    const app = await renderApp(PRODUCT_URL);
    const add = await screen.findByRole('button', { name: T.addToCart });
    expect(cartButton().getAttribute('aria-label')).toBe(T.headerLink(0));

    await app.user.click(screen.getByRole('button', { name: SHARED_TEXT.quantity.increase }));
    const held = holdCalls(ADD);
    await app.user.click(add);

    // The item's loading flag: its buttons are held and show a spinner until the answer comes.
    expect(add).toHaveProperty('disabled', true);
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(add.querySelector('.spinner-border')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveProperty('disabled', true);
    await held.release();

    expect(await findToast(MESSAGES.toast.itemAddedToCart)).toBeTruthy();
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    // The guest session identity issued on the first visit: its token goes with every cart call, no owner_id.
    expect(api.callsTo(GUEST_LOGIN)).toHaveLength(1);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(GUEST_ID(1));
    expect(api.callsTo(ADD)).toEqual([expect.objectContaining({ body: { item_uuid: 'uuid-1', qty: 3 }, authorization: `Bearer ${GUEST_TOKEN(1)}` })]);
    // Revalidated: the header counts the new line.
    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe(T.headerLink(1)));
    expect(api.callsTo(SEARCH).at(-1)).toMatchObject({ body: {}, authorization: `Bearer ${GUEST_TOKEN(1)}` });
  });

  it('gets a new guest session when the server no longer accepts the stored one, and adds to that cart', async () => {
    asGuestWithToken('guest-token-expired');
    const server = fakeCartServer({ catalog: [PANEL_IN_CART] });
    const api = fakeApi({ ...productRoutes(PANEL), ...server.routes });
    const add = server.routes[ADD]!;
    api.on(ADD, (call) => (call.authorization === 'Bearer guest-token-expired' ? fail(401, { error: '401 - User session expired' }) : add(call)));
    const app = await renderApp(PRODUCT_URL);

    await app.user.click(await screen.findByRole('button', { name: T.addToCart }));

    expect(await findToast(MESSAGES.toast.itemAddedToCart)).toBeTruthy();
    expect(api.callsTo(ADD).map((call) => call.authorization)).toEqual(['Bearer guest-token-expired', `Bearer ${GUEST_TOKEN(1)}`]);
    expect(api.callsTo(GUEST_LOGIN)).toEqual([expect.objectContaining({ authorization: undefined })]);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(GUEST_ID(1));
    // A guest has no session to end: no timeout toast.
    expect(queryToast(MESSAGES.toast.sessionTimeout)).toBeNull();
  });

  it('sends no owner_id when signed in: the token says who', async () => {
    signedInAs(BUYER, ['customer']);
    const server = fakeCartServer({ catalog: [PANEL_IN_CART] });
    const api = fakeApi({ ...productRoutes(PANEL), ...server.routes });
    const app = await renderApp(PRODUCT_URL);

    await app.user.click(await screen.findByRole('button', { name: T.addToCart }));

    expect(await findToast(MESSAGES.toast.itemAddedToCart)).toBeTruthy();
    expect(api.callsTo(ADD)[0]).toMatchObject({ body: { item_uuid: 'uuid-1', qty: 2 }, authorization: `Bearer token-${BUYER.id}` });
    expect(api.callsTo(ADD)[0].body).not.toHaveProperty('owner_id');
    expect(api.callsTo(SEARCH).every((call) => call.authorization === `Bearer token-${BUYER.id}` && !('owner_id' in (call.body as object)))).toBe(true);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBeNull();
  });

  it('tracks add_to_cart with the item id, name, quantity, USD and the sale price', async () => {
    fakeApi({ ...productRoutes(PANEL), ...fakeCartServer({ catalog: [PANEL_IN_CART] }).routes });
    const app = await renderApp(PRODUCT_URL);

    await app.user.click(await screen.findByRole('button', { name: T.addToCart }));
    await findToast(MESSAGES.toast.itemAddedToCart);

    expect(window.dataLayer).toEqual([
      { event: 'add_to_cart', content_ids: ['1'], content_name: PANEL.name, content_type: 'product', quantity: 2, currency: 'USD', value: 90 },
    ]);
  });

  it("shows the server's refusal: its quantity message, nothing tracked", async () => {
    const inCart = cartLine(PANEL_IN_CART, 40);
    fakeApi({ ...productRoutes(PANEL), ...fakeCartServer({ lines: [inCart] }).routes });
    const app = await renderApp(PRODUCT_URL);

    await app.user.click(await screen.findByRole('button', { name: T.addToCart }));

    expect(await findToast(CART_MESSAGES.aboveStock(40))).toBeTruthy();
    expect(queryToast(MESSAGES.toast.itemAddedToCart)).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('falls back to the generic message when the server says nothing', async () => {
    fakeApi({ ...productRoutes(PANEL), [ADD]: { status: 500, body: { status: 0, success: false } } });
    const app = await renderApp(PRODUCT_URL);

    await app.user.click(await screen.findByRole('button', { name: T.addToCart }));

    expect(await findToast(MESSAGES.toast.genericError)).toBeTruthy();
  });

  it('holds Add to cart with a note when the stock is below the MOQ', async () => {
    fakeApi(productRoutes(itemDetail({ moq: 10, total_qty: 4, stock: 4 })));
    await renderApp(PRODUCT_URL);

    expect(await screen.findByRole('button', { name: T.addToCart })).toHaveProperty('disabled', true);
    expect(screen.getByText(CART_MESSAGES.moqAboveStock)).toBeTruthy();
  });

  it.each<[string, Role[]]>([
    ['the seller of the item', ['seller']],
    ['a seller who also buys', ['customer', 'seller']],
  ])('offers %s no Add to cart, only the wishlist', async (_who, roles) => {
    signedInAs(SELLER, roles);
    fakeApi(productRoutes(PANEL));
    await renderApp(PRODUCT_URL);

    expect(await screen.findByText(T.ownItem)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.addToCart })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
  });
});

describe('adding to the cart from a listing card', () => {
  const listingApi = (server: ReturnType<typeof fakeCartServer>) =>
    fakeApi({
      'POST /v1/client/items/search': ok(searchAnswer([hit(1, { moq: 10, stock: 50 }), hit(2, { moq: 5, stock: 3, total_qty: 3 })])),
      ...server.routes,
    });

  it("adds the item's MOQ, and holds the button of an item whose stock is below its MOQ", async () => {
    const api = listingApi(fakeCartServer({ catalog: [cartItem({ id: 1, moq: 10, stock: 50 })] }));
    const app = await renderShop('/shop/find');
    const first = within(await screen.findByRole('article', { name: hit(1).name }));
    const second = within(screen.getByRole('article', { name: hit(2).name }));

    expect(second.getByRole('button', { name: T.addToCart })).toHaveProperty('disabled', true);
    await app.user.click(first.getByRole('button', { name: T.addToCart }));

    expect(await findToast(MESSAGES.toast.itemAddedToCart)).toBeTruthy();
    expect(api.callsTo(ADD)[0].body).toMatchObject({ item_uuid: 'uuid-1', qty: 10 });
  });
});

describe('mini-cart', () => {
  // A guest who has shopped before: the browser holds the guest session whose cart the fake server keeps.
  beforeEach(() => asGuest(1));

  const solar = cartItem({ id: 1, name: 'Tiger Neo 401W Panel', price: 100, salePrice: 100 });
  const battery = cartItem({ id: 2, name: 'PowerWall Battery', price: 5000, salePrice: 4500, discount: 500, discount_unit: 'fixed', image: '' });

  it("shows the count, and each line's picture, name, 'qty x price' and the total", async () => {
    fakeApi(fakeCartServer({ lines: [cartLine(solar, 2), cartLine(battery, 1)] }).routes);
    const app = await renderApp('/brands');
    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe(T.headerLink(2)));
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');

    await app.user.click(cartButton());

    expect(cartButton().getAttribute('aria-expanded')).toBe('true');
    const lines = within(miniCart()).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual([solar.name, battery.name]);
    expect(within(lines[0]).getByText('2 x $100.00')).toBeTruthy();
    expect(lines[0].querySelector('img')?.getAttribute('src')).toBe(solar.image);
    expect(within(lines[1]).getByText('1 x $4,500.00')).toBeTruthy();
    expect(within(lines[0]).getByRole('link', { name: solar.name }).getAttribute('href')).toBe('/product/1/tiger-neo-401w-panel');
    expect(within(miniCart()).getByLabelText(T.total).textContent).toBe('$4,700.00');
    expect(within(miniCart()).getByRole('link', { name: MESSAGES.miniCart.viewCart }).getAttribute('href')).toBe('/shop/cart');
    expect(within(miniCart()).getByRole('link', { name: MESSAGES.miniCart.checkout }).getAttribute('href')).toBe('/shop/checkout');
  });

  it("removes a line: 'Item removed from Cart', remove_from_cart, and the empty text once nothing is left", async () => {
    const api = fakeApi(fakeCartServer({ lines: [cartLine(battery, 1)] }).routes);
    const app = await renderApp('/brands');
    await app.user.click(cartButton());

    await app.user.click(await within(miniCart()).findByRole('button', { name: T.remove(battery.name) }));

    expect(await findToast(MESSAGES.toast.itemRemovedFromCart)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/cart/uuid-2/delete')[0]).toMatchObject({ body: {}, authorization: `Bearer ${GUEST_TOKEN(1)}` });
    expect(await within(miniCart()).findByText(MESSAGES.empty.cart)).toBeTruthy();
    expect(cartButton().getAttribute('aria-label')).toBe(T.headerLink(0));
    expect(window.dataLayer).toEqual([
      { event: 'remove_from_cart', content_ids: ['2'], content_name: battery.name, content_type: 'product', quantity: 1, currency: 'USD', value: 4500 },
    ]);
  });

  it("says 'No products in the cart.' when empty, and closes on Escape and on leaving the page", async () => {
    fakeApi(fakeCartServer().routes);
    const app = await renderApp('/brands');

    await app.user.click(cartButton());
    expect(within(miniCart()).getByText(MESSAGES.empty.cart)).toBeTruthy();
    await app.user.keyboard('{Escape}');
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');

    await app.user.click(cartButton());
    await app.user.click(within(miniCart()).getByRole('link', { name: MESSAGES.miniCart.viewCart }));
    expect(app.location().pathname).toBe('/shop/cart');
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('cart page', () => {
  // A guest who has shopped before: the browser holds the guest session whose cart the fake server keeps.
  beforeEach(() => asGuest(1));

  const tiered = cartItem({ id: 1, name: 'Tiger Neo 401W Panel', price: 100, salePrice: 100, moq: 5, qty_step: 5, stock: 40 });
  const inverter = cartItem({ id: 2, name: 'Sunny Boy Inverter', price: 1890, salePrice: 1890 });

  it('lists each line with its picture, product link, unit price, quantity and sum, then the subtotal and the way to checkout', async () => {
    fakeApi(fakeCartServer({ lines: [cartLine(tiered, 10, 90.5), cartLine(inverter, 1)] }).routes);
    await renderCartPages('/shop/cart');

    const row = within(await within(main()).findByRole('listitem', { name: tiered.name }));
    expect(row.getByRole('link', { name: tiered.name }).getAttribute('href')).toBe('/product/1/tiger-neo-401w-panel');
    expect(row.getByText('$90.50')).toBeTruthy();
    expect(row.getByText('$905.00')).toBeTruthy();
    expect(row.getByLabelText(T.quantityOf(tiered.name))).toHaveProperty('value', '10');
    expect(
      within(within(main()).getByRole('list', { name: T.linesLabel }))
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual([tiered.name, inverter.name]);
    expect(within(main()).getByLabelText(T.subtotal).textContent).toBe('$2,795.00');
    expect(within(main()).getByText(T.taxNote)).toBeTruthy();
    expect(within(main()).getByRole('link', { name: T.proceed }).getAttribute('href')).toBe('/shop/checkout');
    expect(within(main()).getByRole('navigation', { name: 'breadcrumb' }).textContent).toContain(T.title);
  });

  it("changes a quantity with PUT cart/{uuid}, stepping from the MOQ by the item's step", async () => {
    const api = fakeApi(fakeCartServer({ lines: [cartLine(tiered, 5)] }).routes);
    const app = await renderCartPages('/shop/cart');
    const row = within(await within(main()).findByRole('listitem', { name: tiered.name }));

    await app.user.click(row.getByRole('button', { name: SHARED_TEXT.quantity.increase }));

    await waitFor(() => expect(row.getByText('$1,000.00')).toBeTruthy());
    expect(api.callsTo('PUT /v1/client/cart/uuid-1')).toEqual([expect.objectContaining({ body: { qty: 10 }, authorization: `Bearer ${GUEST_TOKEN(1)}` })]);
    expect(row.getByLabelText(T.quantityOf(tiered.name))).toHaveProperty('value', '10');
    expect(within(main()).getByLabelText(T.subtotal).textContent).toBe('$1,000.00');
    // The five units added are reported, as the add button reports its units.
    expect(window.dataLayer).toEqual([
      {
        event: 'add_to_cart',
        content_ids: [String(tiered.id)],
        content_name: tiered.name,
        content_type: 'product',
        quantity: 5,
        currency: 'USD',
        value: tiered.salePrice,
      },
    ]);
  });

  it('reports units taken away by a lower quantity as remove_from_cart, and nothing for a refused change', async () => {
    const api = fakeApi(fakeCartServer({ lines: [cartLine(tiered, 15)] }).routes);
    const app = await renderCartPages('/shop/cart');
    const row = within(await within(main()).findByRole('listitem', { name: tiered.name }));

    await app.user.click(row.getByRole('button', { name: SHARED_TEXT.quantity.decrease }));

    await waitFor(() => expect(api.callsTo('PUT /v1/client/cart/uuid-1')).toHaveLength(1));
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        {
          event: 'remove_from_cart',
          content_ids: [String(tiered.id)],
          content_name: tiered.name,
          content_type: 'product',
          quantity: 5,
          currency: 'USD',
          value: tiered.salePrice,
        },
      ]),
    );
  });

  it("shows a refused quantity's message under the line and in a toast, and keeps the line as it was", async () => {
    const server = fakeCartServer({ lines: [cartLine(tiered, 5)] });
    // Someone else bought most of the stock meanwhile: the server refuses what the page still offers.
    const refusal = CART_MESSAGES.aboveStock(7);
    const api = fakeApi({ ...server.routes, 'PUT /v1/client/cart/uuid-1': { status: 422, body: { status: 0, success: false, errors: { qty: [refusal] } } } });
    const app = await renderCartPages('/shop/cart');
    const row = within(await within(main()).findByRole('listitem', { name: tiered.name }));
    const input = row.getByLabelText(T.quantityOf(tiered.name));

    await app.user.clear(input);
    await app.user.type(input, '20{Enter}');

    expect(await findToast(refusal)).toBeTruthy();
    expect(api.callsTo('PUT /v1/client/cart/uuid-1')[0].body).toMatchObject({ qty: 20 });
    await waitFor(() => expect(messageUnder(input)).toBe(refusal));
    expect(input).toHaveProperty('value', '5');
    expect(window.dataLayer).toBeUndefined();
  });

  it("removes a line with 'Item removed from Cart' and shows the empty cart with a way to the shop", async () => {
    fakeApi(fakeCartServer({ lines: [cartLine(inverter, 1)] }).routes);
    const app = await renderCartPages('/shop/cart');

    await app.user.click(await within(main()).findByRole('button', { name: T.remove(inverter.name) }));

    expect(await findToast(MESSAGES.toast.itemRemovedFromCart)).toBeTruthy();
    expect(await within(main()).findByText(MESSAGES.empty.cart)).toBeTruthy();
    expect(within(main()).getByRole('link', { name: T.goShopping }).getAttribute('href')).toBe('/shop/find');
  });

  it('empties the cart after asking', async () => {
    const api = fakeApi(fakeCartServer({ lines: [cartLine(tiered, 5), cartLine(inverter, 1)] }).routes);
    const app = await renderCartPages('/shop/cart');

    await app.user.click(await within(main()).findByRole('button', { name: T.emptyCart }));
    const dialog = screen.getByRole('dialog', { name: T.emptyCart });
    await app.user.click(within(dialog).getByRole('button', { name: T.cancel }));
    expect(api.callsTo('POST /v1/client/cart/_delete')).toHaveLength(0);

    await app.user.click(within(main()).getByRole('button', { name: T.emptyCart }));
    await app.user.click(within(screen.getByRole('dialog', { name: T.emptyCart })).getByRole('button', { name: T.emptyConfirm }));

    expect(await findToast(CART_MESSAGES.cartEmptied)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/cart/_delete')).toHaveLength(1);
    expect(await within(main()).findByText(MESSAGES.empty.cart)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.dataLayer?.map((e) => (e as { event: string; content_ids: string[] }).content_ids)).toEqual([['1'], ['2']]);
  });

  it('lists the lines it cannot load with their reason, apart from the ones it can', async () => {
    const unavailable = { item_uuid: 'uuid-9', name: 'Old Battery', qty: 4, reason: CART_MESSAGES.moqAboveStock };
    const server = fakeCartServer();
    fakeApi({ ...server.routes, [SEARCH]: ok({ owner_id: 'g', items: [], count: 0, subtotal: 0, unavailable: [unavailable] }) });
    await renderCartPages('/shop/cart');

    const section = within(await within(main()).findByRole('region', { name: T.unavailableTitle }));
    const entry = within(section.getByRole('listitem', { name: 'Old Battery' }));
    expect(entry.getByText(CART_MESSAGES.moqAboveStock)).toBeTruthy();
    expect(entry.getByText(T.unavailableQty(4))).toBeTruthy();
    expect(within(main()).getByText(MESSAGES.empty.cart)).toBeTruthy();
  });
});

describe('the guest cart at sign-in and sign-out', () => {
  const line = cartLine(cartItem({ id: 1 }), 2);

  it("signs in with the guest token, then reads the account's cart once with the former guest id, so its lines come along, then without", async () => {
    const server = fakeCartServer({ lines: [line] });
    const api = fakeApi({
      ...server.routes,
      'POST /v1/client/login': ok(sessionOf(BUYER, ['customer']), MESSAGES.toast.loggedIn),
      'GET /v1/client/my-profile/edit': ok(profileOf(BUYER, ['customer'])),
    });
    // A guest with a line in the cart.
    asGuest(1);
    const app = await renderApp('/brands');
    const guestId = GUEST_ID(1);
    await waitFor(() => expect(api.callsTo(SEARCH).at(-1)?.authorization).toBe(`Bearer ${GUEST_TOKEN(1)}`));

    await app.user.click(screen.getByRole('link', { name: MESSAGES.account.signIn }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.loginModal.signInTab });
    await app.user.type(within(dialog).getByLabelText(ACCOUNT_TEXT.fields.email), BUYER.email);
    await app.user.type(within(dialog).getByLabelText(ACCOUNT_TEXT.fields.password), 'a-good-password');
    await app.user.click(within(dialog).getByRole('button', { name: MESSAGES.loginModal.signInTab }));
    await findToast(MESSAGES.toast.loggedIn);
    // The guest's token proves the guest is this browser's: only then does its cart move.
    expect(api.callsTo('POST /v1/client/login')[0]).toMatchObject({ body: { isGuest: true, guestId }, authorization: `Bearer ${GUEST_TOKEN(1)}` });
    expect(localStorage.getItem(GUEST_ID_KEY)).toBeNull();

    const token = `Bearer token-${BUYER.id}`;
    await waitFor(() => expect(api.callsTo(SEARCH).some((call) => call.authorization === token)).toBe(true));
    const signedIn = (): ApiCall[] => api.callsTo(SEARCH).filter((call) => call.authorization === token);
    expect(signedIn()[0].body).toEqual({ guest_id: guestId });
    await waitFor(() => expect(localStorage.getItem(CART_MERGE_FROM_KEY)).toBeNull());
    expect(cartButton().getAttribute('aria-label')).toBe(T.headerLink(1));
    expect(window.dataLayer).toContainEqual({ event: 'login' });

    // Any later read (here after a change) is the account's own.
    await app.user.click(cartButton());
    await app.user.click(within(miniCart()).getByRole('button', { name: T.remove(line.item.name) }));
    await findToast(MESSAGES.toast.itemRemovedFromCart);
    await waitFor(() => expect(signedIn().length).toBeGreaterThan(1));
    expect(
      signedIn()
        .slice(1)
        .map((call) => call.body),
    ).toEqual(
      signedIn()
        .slice(1)
        .map(() => ({})),
    );
  });

  it('shows the empty cart of a new guest after sign-out, without asking for a guest session until one is needed', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ ...fakeCartServer({ lines: [line] }).routes, 'GET /v1/client/logout': ok(null) });
    const app = await renderApp('/brands');
    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe(T.headerLink(1)));
    // From here on the server answers for the new guest, whose cart is empty.
    const account = (call: ApiCall) => call.authorization === `Bearer token-${BUYER.id}`;
    api.on(SEARCH, (call) => ok({ owner_id: 'g', items: account(call) ? [line] : [], count: account(call) ? 1 : 0, subtotal: 0, unavailable: [] }));

    await app.user.click(within(headerTopBar()).getByRole('button', { name: MESSAGES.account.signOut }));

    await waitFor(() => expect(cartButton().getAttribute('aria-label')).toBe(T.headerLink(0)));
    expect(window.dataLayer).toContainEqual({ event: 'logout' });
    // Nothing asked as a guest yet: the new guest's cart is empty by definition.
    expect(localStorage.getItem(GUEST_ID_KEY)).toBeNull();
    expect(api.callsTo(SEARCH).filter((call) => !account(call))).toEqual([]);
    expect(queryToast(MESSAGES.toast.sessionTimeout)).toBeNull();
  });
});
