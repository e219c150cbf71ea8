/** @jest-environment jsdom */
import { MESSAGES, OAUTH_MESSAGES, type LoginSettings, type OAuthCallbackResult, type OAuthProvider } from '@solar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GUEST_ID_KEY, SESSION_TOKEN_KEY } from '../api';
import {
  asGuest,
  BUYER,
  fail,
  fakeApi,
  findToast,
  GUEST_ID,
  GUEST_TOKEN,
  messageUnder,
  ok,
  profileOf,
  renderApp,
  resetBrowserState,
  sessionOf,
} from '../test/app';
import { ACCOUNT_TEXT } from './text';

const A = MESSAGES.account;

beforeEach(resetBrowserState);

const settings = (providers: OAuthProvider[]): LoginSettings => ({ guest_login: true, password_min: 8, providers });
/** Once the login settings were asked for and their answer rendered. */
async function answered(api: ReturnType<typeof fakeApi>) {
  await waitFor(() => expect(api.callsTo('GET /login-info/setting').length).toBeGreaterThan(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}
const providerLinks = () => screen.queryAllByRole('link', { name: /^Continue with / });

async function openLoginModal(app: Awaited<ReturnType<typeof renderApp>>) {
  await app.user.click(screen.getByRole('link', { name: A.signIn }));
  return screen.findByRole('dialog', { name: MESSAGES.loginModal.signInTab });
}

describe('the Continue with Google and Facebook buttons', () => {
  it('are not shown while the site has no provider settings, nor when the settings cannot be read', async () => {
    let api = fakeApi({ 'GET /login-info/setting': ok(settings([])) });
    let app = await renderApp('/brands');
    const dialog = await openLoginModal(app);
    expect(within(dialog).getByLabelText(ACCOUNT_TEXT.fields.email)).toBeTruthy();
    await answered(api);
    expect(providerLinks()).toHaveLength(0);
    app.unmount();

    // No answer at all (the fake server answers 404): still no buttons, and the form works as before.
    api = fakeApi();
    app = await renderApp('/login');
    await answered(api);
    expect(screen.getByLabelText(ACCOUNT_TEXT.fields.email)).toBeTruthy();
    expect(providerLinks()).toHaveLength(0);
    app.unmount();
  });

  it('show each configured provider only, on the sign-in and register tabs, leading to its start route with this page to return to', async () => {
    fakeApi({ 'GET /login-info/setting': ok(settings(['google'])) });
    const app = await renderApp('/brands?page=2');
    const dialog = await openLoginModal(app);
    const google = await within(dialog).findByRole('link', { name: OAUTH_MESSAGES.continueWith('google') });
    expect(google.getAttribute('href')).toBe(`/v1/client/oauth/google/redirect?return_to=${encodeURIComponent('/brands?page=2')}`);
    expect(within(dialog).queryByRole('link', { name: OAUTH_MESSAGES.continueWith('facebook') })).toBeNull();

    await app.user.click(within(dialog).getByRole('tab', { name: MESSAGES.loginModal.registerTab }));
    expect(await within(dialog).findByRole('link', { name: OAUTH_MESSAGES.continueWith('google') })).toBeTruthy();
  });

  it('send the /login page back to where sign-in was asked for', async () => {
    fakeApi({ 'GET /login-info/setting': ok(settings(['google', 'facebook'])) });
    await renderApp('/login?redirect=%2Fshop%2Fwishlist');
    const links = await screen.findAllByRole('link', { name: /^Continue with / });
    expect(links.map((link) => link.textContent)).toEqual([OAUTH_MESSAGES.continueWith('google'), OAUTH_MESSAGES.continueWith('facebook')]);
    expect(links[1]!.getAttribute('href')).toBe(`/v1/client/oauth/facebook/redirect?return_to=${encodeURIComponent('/shop/wishlist')}`);
  });
});

describe('coming back from the provider', () => {
  const signedIn = (provider: OAuthProvider, returnTo = '/shop/cart'): OAuthCallbackResult => ({
    ...sessionOf(BUYER, ['customer']),
    result: 'signed_in',
    provider,
    new_account: false,
    return_to: returnTo,
  });

  it('posts the code and state (with the guest session), stores the session and goes on to where sign-in started, the code gone from the address', async () => {
    const api = fakeApi({
      'POST /v1/client/oauth/google/callback': ok(signedIn('google'), MESSAGES.toast.loggedIn),
      'GET /v1/client/my-profile/edit': ok(profileOf(BUYER, ['customer'])),
    });
    asGuest(3);
    const app = await renderApp('/login/google/callback?code=the-code&state=the-state&iss=https%3A%2F%2Faccounts.google.com');

    await waitFor(() => expect(app.location().pathname).toBe('/shop/cart'));
    expect(api.callsTo('POST /v1/client/oauth/google/callback')).toHaveLength(1);
    expect(api.callsTo('POST /v1/client/oauth/google/callback')[0]).toMatchObject({
      body: { code: 'the-code', state: 'the-state', iss: 'https://accounts.google.com', isGuest: true, guestId: GUEST_ID(3) },
      authorization: `Bearer ${GUEST_TOKEN(3)}`,
    });
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBe(`token-${BUYER.id}`);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBeNull();
    expect(await findToast(MESSAGES.toast.loggedIn)).toBeTruthy();
  });

  it('asks for the password of the account that has the email, links, and only then signs in', async () => {
    const link: OAuthCallbackResult = {
      result: 'link_required',
      provider: 'facebook',
      link_token: 'the-link-token',
      email: BUYER.email,
      expires_in: 900,
      return_to: '/',
    };
    const api = fakeApi({
      'POST /v1/client/oauth/facebook/callback': ok(link, OAUTH_MESSAGES.linkNeeded('facebook', BUYER.email)),
      'POST /v1/client/oauth/check/user': (call) =>
        (call.body as { password: string }).password === 'demo-buyer-2026'
          ? ok(signedIn('facebook', '/'), OAUTH_MESSAGES.linked('facebook'))
          : fail(401, { error: MESSAGES.identity.invalidCredentials }),
      'GET /v1/client/my-profile/edit': ok(profileOf(BUYER, ['customer'])),
    });
    const app = await renderApp('/login/facebook/callback?code=c&state=s');

    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.notes.linkAccountTitle('Facebook') })).toBeTruthy();
    expect(screen.getByText(OAUTH_MESSAGES.linkNeeded('facebook', BUYER.email))).toBeTruthy();
    // No session until the password is given.
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();

    const password = screen.getByLabelText(ACCOUNT_TEXT.fields.password);
    await app.user.type(password, 'short');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.linkAndSignIn }));
    expect(messageUnder(password)).toBe(MESSAGES.validation.passwordRequired);
    expect(api.callsTo('POST /v1/client/oauth/check/user')).toHaveLength(0);

    await app.user.clear(password);
    await app.user.type(password, 'wrong-password');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.linkAndSignIn }));
    expect(await findToast(MESSAGES.identity.invalidCredentials)).toBeTruthy();
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();

    await app.user.clear(password);
    await app.user.type(password, 'demo-buyer-2026');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.linkAndSignIn }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(api.callsTo('POST /v1/client/oauth/check/user').at(-1)!.body).toEqual({ link_token: 'the-link-token', password: 'demo-buyer-2026' });
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBe(`token-${BUYER.id}`);
    expect(await findToast(OAUTH_MESSAGES.linked('facebook'))).toBeTruthy();
  });

  it('says why when the server refuses the callback, and when the visitor cancelled at the provider (nothing posted then)', async () => {
    const api = fakeApi({ 'POST /v1/client/oauth/google/callback': fail(422, { error: OAUTH_MESSAGES.attemptInvalid }) });
    let app = await renderApp('/login/google/callback?code=c&state=used-state');
    expect(await screen.findByText(OAUTH_MESSAGES.attemptInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: ACCOUNT_TEXT.actions.backToSignIn })).toBeTruthy();
    expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    app.unmount();

    app = await renderApp('/login/google/callback?error=access_denied&state=s2');
    expect(await screen.findByText(OAUTH_MESSAGES.cancelled('google'))).toBeTruthy();
    expect(api.callsTo('POST /v1/client/oauth/google/callback')).toHaveLength(1);
    app.unmount();
  });
});
