/** @jest-environment jsdom */
import { MESSAGES, WISHLIST_PAGE_SIZE, type DealView, type DealWishlistEntry } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_TEXT } from '../accounts/text';
import { SHARED_TEXT } from '../shared/text';
import { BUYER, fakeApi, findToast, ok, profileOf, renderApp, resetBrowserState, sessionOf, signedInAs, fail, type ApiCall } from '../test/app';
import { BRAND_LIST, brandPage } from '../test/shopSupport';
import { dealAnswer, dealHit } from '../trader/browse/dealFixtures';
import { panelDeal } from '../trader/deal/dealFixtures';
import { WISHLIST_TEXT } from './text';

const T = WISHLIST_TEXT;
const B = MESSAGES.dealBuyer;
const WISHLIST = 'GET /wishlist';
const ADD = 'POST /wishlist';

beforeEach(resetBrowserState);

/** The public view of the deal a search hit of `dealHit(id)` shows. */
const dealOf = (id: number): DealView => {
  const hit = dealHit(id);
  return panelDeal({ id, uuid: hit.uuid, name: hit.name, path: hit.path });
};

/**
 * The trader's deal wishlist of the signed-in buyer: newest first, WISHLIST_PAGE_SIZE a page; adding and removing
 * by the id or uuid the web sends. Removal routes exist for the deals `known`.
 */
function fakeDealWishlist(saved: DealView[], known: DealView[] = saved) {
  let entries: DealWishlistEntry[] = saved.map((deal) => ({ listing_id: deal.id, added_at: '2026-11-27T10:00:00.000Z', deal }));
  const find = (key: unknown) => known.find((deal) => deal.uuid === key || deal.id === key);
  const routes = {
    [WISHLIST]: (call: ApiCall) => {
      const page = Number(new URL(call.url, 'http://web').searchParams.get('page') ?? 1);
      const items = entries.slice((page - 1) * WISHLIST_PAGE_SIZE, page * WISHLIST_PAGE_SIZE);
      return ok({ items, total: entries.length, page, limit: WISHLIST_PAGE_SIZE, last_page: Math.max(1, Math.ceil(entries.length / WISHLIST_PAGE_SIZE)) });
    },
    [ADD]: (call: ApiCall) => {
      const deal = find((call.body as { listing_id: unknown }).listing_id)!;
      const entry = { listing_id: deal.id, added_at: '2026-11-28T10:00:00.000Z', deal };
      if (!entries.some((one) => one.deal.uuid === deal.uuid)) entries = [entry, ...entries];
      return ok(entry, B.wishlistAdded);
    },
    ...Object.fromEntries(
      known.map((deal) => [
        `DELETE /wishlist/${deal.uuid}`,
        () => {
          const before = entries.length;
          entries = entries.filter((one) => one.deal.uuid !== deal.uuid);
          return entries.length < before ? ok({ removed: true }, B.wishlistRemoved) : fail(404, { error: B.notInWishlist });
        },
      ]),
    ),
  };
  return { routes, names: () => entries.map((entry) => entry.deal.name) };
}

/** The deal search with two lots, and the deal wishlist. */
function dealSearch(wishlist: ReturnType<typeof fakeDealWishlist>) {
  return fakeApi({
    'GET /v1/client/brands': ok(brandPage(BRAND_LIST)),
    'POST /listing/public/deals': ok(dealAnswer([dealHit(1), dealHit(2)])),
    ...wishlist.routes,
  });
}

const card = (id: number) => within(screen.getByRole('article', { name: dealHit(id).name }));
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
const main = () => screen.getByRole('main');
const dealNames = () =>
  within(within(main()).getByRole('list', { name: T.tabs.deals }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('the heart on deal cards', () => {
  it('shows the saved deal pressed from the wishlist read; pressing the other saves it, pressing again removes it', async () => {
    signedInAs(BUYER, ['customer']);
    const wishlist = fakeDealWishlist([dealOf(1)], [dealOf(1), dealOf(2)]);
    const api = dealSearch(wishlist);
    const app = await renderApp('/trader/find');

    expect(pressed(await card(1).findByRole('button', { name: T.savedNamed(dealHit(1).name) }))).toBe('true');
    const other = card(2).getByRole('button', { name: T.addNamed(dealHit(2).name) });
    expect(pressed(other)).toBe('false');
    expect(api.callsTo(WISHLIST)[0]).toMatchObject({ authorization: `Bearer token-${BUYER.id}` });

    await app.user.click(other);
    await findToast(B.wishlistAdded);
    expect(api.callsTo(ADD)[0]!.body).toEqual({ listing_id: dealHit(2).uuid });
    expect(pressed(await card(2).findByRole('button', { name: T.savedNamed(dealHit(2).name) }))).toBe('true');

    await app.user.click(card(1).getByRole('button', { name: T.savedNamed(dealHit(1).name) }));
    await findToast(B.wishlistRemoved);
    expect(pressed(await card(1).findByRole('button', { name: T.addNamed(dealHit(1).name) }))).toBe('false');
    expect(wishlist.names()).toEqual([dealHit(2).name]);
  });

  it('reads nothing for a signed-out visitor; a press asks them to sign in, staying on the page, and saves the deal once they have', async () => {
    const wishlist = fakeDealWishlist([], [dealOf(1), dealOf(2)]);
    const api = dealSearch(wishlist);
    api.on('POST /v1/client/login', ok(sessionOf(BUYER, ['customer']), MESSAGES.toast.loggedIn));
    api.on('GET /v1/client/my-profile/edit', ok(profileOf(BUYER, ['customer'])));
    const app = await renderApp('/trader/find');

    const heart = await card(1).findByRole('button', { name: T.addNamed(dealHit(1).name) });
    expect(pressed(heart)).toBe('false');
    // No wishlist read and no guest session: a guest has no deal wishlist.
    expect(api.callsTo(WISHLIST)).toHaveLength(0);
    expect(api.callsTo('POST /login-info/guest-login')).toHaveLength(0);

    await app.user.click(heart);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.loginModal.signInTab });
    expect(app.location().pathname).toBe('/trader/find');
    expect(api.callsTo(ADD)).toHaveLength(0);
    await app.user.type(within(dialog).getByLabelText(ACCOUNT_TEXT.fields.email), BUYER.email);
    await app.user.type(within(dialog).getByLabelText(ACCOUNT_TEXT.fields.password), 'a-good-password');
    await app.user.click(within(dialog).getByRole('button', { name: MESSAGES.loginModal.signInTab }));

    await findToast(B.wishlistAdded);
    expect(api.callsTo(ADD)[0]).toMatchObject({ body: { listing_id: dealHit(1).uuid }, authorization: `Bearer token-${BUYER.id}` });
    expect(pressed(await card(1).findByRole('button', { name: T.savedNamed(dealHit(1).name) }))).toBe('true');
  });
});

describe('the heart on the deal page', () => {
  it("saves the deal for a signed-in buyer, and shows the server's refusal", async () => {
    signedInAs(BUYER, ['customer']);
    const deal = panelDeal();
    const wishlist = fakeDealWishlist([], [deal]);
    const api = fakeApi({ [`GET /listing/${deal.id}`]: ok(deal), 'GET /v1/client/brands': ok(brandPage(BRAND_LIST)), ...wishlist.routes });
    const app = await renderApp(deal.path);
    await screen.findByRole('heading', { level: 1, name: deal.name });

    await app.user.click(screen.getByRole('button', { name: T.add }));
    await findToast(B.wishlistAdded);
    expect(api.callsTo(ADD)[0]!.body).toEqual({ listing_id: deal.uuid });
    expect(pressed(await screen.findByRole('button', { name: T.saved }))).toBe('true');

    api.on(`DELETE /wishlist/${deal.uuid}`, fail(404, { error: B.notInWishlist }));
    await app.user.click(screen.getByRole('button', { name: T.saved }));
    await findToast(B.notInWishlist);
  });
});

describe("the wishlist's Deals tab", () => {
  it('shows the deals 20 a page, moves on with the pager and removes one', async () => {
    signedInAs(BUYER, ['customer']);
    const deals = Array.from({ length: 23 }, (_, index) => dealOf(index + 1));
    const wishlist = fakeDealWishlist(deals);
    const api = fakeApi({ 'POST /v1/client/wishlist/search': ok({ items: [], total: 0, page: 1, limit: 20, last_page: 1 }), ...wishlist.routes });
    const app = await renderApp('/shop/wishlist');

    await app.user.click(await screen.findByRole('tab', { name: T.tabs.deals }));
    expect(app.location().search).toBe('?tab=deals');
    await waitFor(() => expect(dealNames()).toHaveLength(20));
    expect(dealNames()[0]).toBe(dealHit(1).name);
    expect(within(main()).getByText(T.deals.count(23))).toBeTruthy();
    const first = within(within(main()).getByRole('listitem', { name: dealHit(1).name }));
    expect(first.getByRole('link', { name: dealHit(1).name }).getAttribute('href')).toBe(dealHit(1).path);
    expect(first.getByText('$0.2450 /W')).toBeTruthy();

    await app.user.click(within(main()).getByRole('button', { name: SHARED_TEXT.pager.next }));
    await waitFor(() => expect(dealNames()).toEqual([21, 22, 23].map((id) => dealHit(id).name)));
    expect(api.callsTo(WISHLIST).map((call) => new URL(call.url, 'http://web').searchParams.get('page'))).toContain('2');

    await app.user.click(within(main()).getByRole('button', { name: T.remove(dealHit(22).name) }));
    await findToast(B.wishlistRemoved);
    await waitFor(() => expect(dealNames()).toEqual([21, 23].map((id) => dealHit(id).name)));
  });

  it('asks a signed-out visitor to sign in, reading nothing', async () => {
    const api = fakeApi({});
    const app = await renderApp('/shop/wishlist?tab=deals');

    expect(await within(main()).findByText(T.deals.signIn)).toBeTruthy();
    await app.user.click(within(main()).getByRole('button', { name: T.deals.signInButton }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.loginModal.signInTab })).toBeTruthy();
    expect(api.callsTo(WISHLIST)).toHaveLength(0);
  });
});
