/** @jest-environment jsdom */
import { MESSAGES, type Role } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { GUEST_ID_KEY, SESSION_PROFILE_KEY, SESSION_TOKEN_KEY, SESSION_USER_KEY } from '../api';
import {
  asGuest,
  BUYER,
  GUEST_ID,
  GUEST_TOKEN,
  SELLER,
  TRADER,
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
  type TestUser,
} from '../test/app';
import { ACCOUNT_TEXT } from './text';

const A = MESSAGES.account;
const F = ACCOUNT_TEXT.fields;

beforeEach(resetBrowserState);

/** The API of a successful sign-in for `user` with `roles`. */
const signInApi = (user: TestUser, roles: Role[], profileStatus: 'active' | 'inactive' = 'active') =>
  fakeApi({
    'POST /v1/client/login': ok(sessionOf(user, roles), MESSAGES.toast.loggedIn),
    'GET /v1/client/my-profile/edit': ok(profileOf(user, roles, { status: profileStatus })),
  });

/** Opens the login modal from the header and submits the credentials. */
async function signInFromHeader(app: Awaited<ReturnType<typeof renderApp>>, email: string, password: string) {
  await app.user.click(screen.getByRole('link', { name: A.signIn }));
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.loginModal.signInTab });
  await app.user.type(within(dialog).getByLabelText(F.email), email);
  await app.user.type(within(dialog).getByLabelText(F.password), password);
  await app.user.click(within(dialog).getByRole('button', { name: MESSAGES.loginModal.signInTab }));
  return dialog;
}

/** The entries of the signed-in account dropdown, in order. */
const accountMenuEntries = () =>
  within(screen.getByRole('list', { name: A.myAccount }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.trim())
    .filter(Boolean);

describe('sign in', () => {
  it('checks the email and password before sending anything', async () => {
    const api = fakeApi();
    const app = await renderApp('/login');

    await app.user.type(screen.getByLabelText(F.email), 'not-an-email');
    await app.user.type(screen.getByLabelText(F.password), 'short');
    await app.user.click(screen.getByRole('button', { name: MESSAGES.loginModal.signInTab }));

    expect(messageUnder(screen.getByLabelText(F.email))).toBe(MESSAGES.validation.emailInvalid);
    expect(messageUnder(screen.getByLabelText(F.password))).toBe(MESSAGES.validation.passwordRequired);
    expect(api.callsTo('POST /v1/client/login')).toHaveLength(0);
  });

  it('signs in from the header modal: sends the guest id with its token, checks the profile with the new token, stores the session', async () => {
    const api = signInApi(SELLER, ['seller']);
    // A guest who has put something in the cart: the browser holds a guest session.
    asGuest(1);
    const guestId = GUEST_ID(1);
    const app = await renderApp('/brands');

    const dialog = await signInFromHeader(app, SELLER.email, 'demo-seller-2026');

    expect(await findToast(MESSAGES.toast.loggedIn)).toBeTruthy();
    // The guest's token goes along: only with it does the server move the guest's cart to the account.
    expect(api.callsTo('POST /v1/client/login')[0]).toMatchObject({
      body: { email: SELLER.email, password: 'demo-seller-2026', isGuest: true, guestId },
      authorization: `Bearer ${GUEST_TOKEN(1)}`,
    });
    expect(api.callsTo('GET /v1/client/my-profile/edit')[0].authorization).toBe(`Bearer token-${SELLER.id}`);
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBe(`token-${SELLER.id}`);
    expect(JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? 'null')).toEqual({
      user: { id: SELLER.id, firstname: 'Sam', lastname: 'Seller' },
      role: ['seller'],
    });
    expect(JSON.parse(localStorage.getItem(SESSION_PROFILE_KEY) ?? 'null')).toMatchObject({ email: SELLER.email });
    expect(localStorage.getItem(GUEST_ID_KEY)).toBeNull();
    // The modal closes shortly after, and the header greets the user.
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(within(headerTopBar()).getByRole('button', { name: 'Welcome Sam Seller' })).toBeTruthy();
  });

  it('signs in without the guest when the server refuses its token: a stale guest session never blocks a sign-in', async () => {
    const api = signInApi(SELLER, ['seller']);
    api.on('POST /v1/client/login', (call) =>
      call.authorization ? fail(401, { error: MESSAGES.http.sessionExpired }) : ok(sessionOf(SELLER, ['seller']), MESSAGES.toast.loggedIn),
    );
    asGuest(1);
    const app = await renderApp('/brands');

    await signInFromHeader(app, SELLER.email, 'demo-seller-2026');

    expect(await findToast(MESSAGES.toast.loggedIn)).toBeTruthy();
    const logins = api.callsTo('POST /v1/client/login');
    expect(logins.map((call) => [call.authorization, (call.body as { isGuest: boolean }).isGuest])).toEqual([
      [`Bearer ${GUEST_TOKEN(1)}`, true],
      [undefined, false],
    ]);
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBe(`token-${SELLER.id}`);
    expect(queryToast(MESSAGES.toast.sessionTimeout)).toBeNull();
  });

  it('reports wrong credentials once, without trying again, even as a guest', async () => {
    const api = fakeApi({ 'POST /v1/client/login': fail(401, { error: MESSAGES.identity.invalidCredentials }) });
    asGuest(1);
    const app = await renderApp('/brands');

    await signInFromHeader(app, SELLER.email, 'wrong-password');

    expect(await findToast(MESSAGES.identity.invalidCredentials)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/login')).toHaveLength(1);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(GUEST_ID(1));
  });

  it.each<[string, TestUser, Role[], string[], boolean]>([
    ['a seller', SELLER, ['seller'], [A.myStore, A.myTraderListings, A.myTraderOffers, A.myStorefront, A.wishlist, A.myAccount, A.signOut], false],
    ['a customer', BUYER, ['customer'], [A.myPurchases, A.myTraderBids, A.myTraderPurchases, A.wishlist, A.myAccount, A.signOut], false],
    [
      'a user with both roles',
      TRADER,
      ['customer', 'seller'],
      [A.myStore, A.myTraderListings, A.myTraderOffers, A.myStorefront, A.myPurchases, A.myTraderBids, A.wishlist, A.myAccount, A.signOut],
      true,
    ],
  ])('shows %s the welcome and their profile menu after signing in', async (_who, user, roles, entries, bidOffer) => {
    signInApi(user, roles);
    const app = await renderApp('/brands');

    await signInFromHeader(app, user.email, 'a-good-password');

    expect(await within(headerTopBar()).findByRole('button', { name: `Welcome ${user.firstname} ${user.lastname}` })).toBeTruthy();
    expect(accountMenuEntries()).toEqual(entries);
    expect(screen.queryByRole('link', { name: A.signIn })).toBeNull();
    const bidOfferMenu = screen.queryByRole('list', { name: ACCOUNT_TEXT.actions.bidOffer });
    if (bidOffer) {
      expect(
        within(bidOfferMenu as HTMLElement)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        [A.sellingOffers, '/trader/offer-or-bid'],
        [A.myBids, '/my-solar/buying-overview/offer-bids'],
      ]);
    } else {
      expect(bidOfferMenu).toBeNull();
    }
  });

  it("links the seller's storefront by first name and user id", async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi();
    await renderApp('/brands');
    const menu = within(screen.getByRole('list', { name: A.myAccount }));
    expect(menu.getByRole('link', { name: A.myStorefront }).getAttribute('href')).toBe(`/storefront/sam/${SELLER.id}`);
    expect(menu.getByRole('link', { name: A.myStore }).getAttribute('href')).toBe('/my-solar/seller-overview/my-listing');
    expect(menu.getByRole('link', { name: A.myAccount }).getAttribute('href')).toBe('/my-solar/user-setting');
  });

  it('reports wrong credentials (401 on the login call) without calling it a session timeout', async () => {
    fakeApi({ 'POST /v1/client/login': fail(401, { error: MESSAGES.identity.invalidCredentials }) });
    const app = await renderApp('/brands');

    await signInFromHeader(app, SELLER.email, 'wrong-password');

    expect(await findToast(MESSAGES.identity.invalidCredentials)).toBeTruthy();
    expect(queryToast(MESSAGES.toast.sessionTimeout)).toBeNull();
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('dialog', { name: MESSAGES.loginModal.signInTab })).toBeTruthy();
  });

  it('keeps an account that is not active signed out', async () => {
    signInApi(BUYER, ['customer'], 'inactive');
    const app = await renderApp('/brands');

    await signInFromHeader(app, BUYER.email, 'a-good-password');

    expect(await findToast(MESSAGES.toast.inactiveUser)).toBeTruthy();
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: A.signIn })).toBeTruthy();
  });

  it('shows the server refusing an unverified account (403)', async () => {
    fakeApi({ 'POST /v1/client/login': fail(403, { error: MESSAGES.toast.inactiveUser }) });
    const app = await renderApp('/login');

    await app.user.type(screen.getByLabelText(F.email), BUYER.email);
    await app.user.type(screen.getByLabelText(F.password), 'a-good-password');
    await app.user.click(screen.getByRole('button', { name: MESSAGES.loginModal.signInTab }));

    expect(await findToast(MESSAGES.toast.inactiveUser)).toBeTruthy();
    expect(app.location().pathname).toBe('/login');
  });

  it('signs out: revokes the token, forgets the session and goes home', async () => {
    const session = signedInAs(BUYER, ['customer']);
    const api = fakeApi({ 'GET /v1/client/logout': ok(null, MESSAGES.identity.loggedOut) });
    const app = await renderApp('/brands');

    await app.user.click(within(screen.getByRole('list', { name: A.myAccount })).getByRole('button', { name: A.signOut }));

    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(api.callsTo('GET /v1/client/logout')[0].authorization).toBe(`Bearer ${session.auth.access_token}`);
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_USER_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_PROFILE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: A.signIn })).toBeTruthy();
  });
});

describe('welcome and forgot-password modals', () => {
  it("offers 'Join as a Buyer' and 'Join as a Seller' from the header's Sign Up", async () => {
    fakeApi();
    const app = await renderApp('/brands');

    await app.user.click(screen.getByRole('link', { name: A.signUp }));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_TEXT.pages.welcomeTitle });
    expect(
      within(dialog)
        .getByRole('link', { name: new RegExp(MESSAGES.welcomeModal.joinAsBuyer) })
        .getAttribute('href'),
    ).toBe('/register');

    await app.user.click(within(dialog).getByRole('link', { name: new RegExp(MESSAGES.welcomeModal.joinAsSeller) }));
    expect(app.location().pathname).toBe('/register/seller');
    // The modal closes once the page it leads to has loaded.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches the login modal to Register and to Forgot Password, which mails a reset link', async () => {
    const api = fakeApi({ 'POST /v1/client/password/email': ok(null, MESSAGES.identity.resetLinkSent) });
    const app = await renderApp('/brands');

    await app.user.click(screen.getByRole('link', { name: A.signIn }));
    await app.user.click(screen.getByRole('tab', { name: MESSAGES.loginModal.registerTab }));
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.createAccount })).toBeTruthy();

    await app.user.click(screen.getByRole('tab', { name: MESSAGES.loginModal.signInTab }));
    await app.user.click(screen.getByRole('button', { name: MESSAGES.loginModal.forgotPassword }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.loginModal.forgotPassword });
    await app.user.click(within(dialog).getByRole('button', { name: ACCOUNT_TEXT.actions.sendResetLink }));
    expect(messageUnder(within(dialog).getByLabelText(F.email))).toBe(MESSAGES.validation.emailInvalid);

    await app.user.type(within(dialog).getByLabelText(F.email), BUYER.email);
    await app.user.click(within(dialog).getByRole('button', { name: ACCOUNT_TEXT.actions.sendResetLink }));
    expect(await findToast(MESSAGES.identity.resetLinkSent)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/password/email')[0].body).toEqual({ email: BUYER.email });
  });
});
