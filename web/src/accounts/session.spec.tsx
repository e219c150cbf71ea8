/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  GUEST_EXPIRES_KEY,
  GUEST_ID_KEY,
  GUEST_RENEW_BEFORE_MS,
  GUEST_TOKEN_KEY,
  SESSION_PROFILE_KEY,
  SESSION_TOKEN_KEY,
  SESSION_USER_KEY,
  apiRequest,
  ensureGuestSession,
} from '../api';
import { CART_TEXT } from '../cart/text';
import {
  BUYER,
  GUEST_ID,
  GUEST_TOKEN,
  asGuest,
  fail,
  fakeApi,
  findToast,
  guestSessionData,
  headerTopBar,
  ok,
  queryToast,
  renderApp,
  resetBrowserState,
  signedInAs,
} from '../test/app';

beforeEach(resetBrowserState);

const signedOut = () => [SESSION_TOKEN_KEY, SESSION_USER_KEY, SESSION_PROFILE_KEY].every((key) => localStorage.getItem(key) === null);

describe('session expiry', () => {
  it('ends the session when a call made with the token answers 401: toast, cleared storage, signed-out header', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ 'POST /v1/client/reviews/my-list': fail(401, { error: 'Unauthenticated.' }) });
    await renderApp('/brands');
    expect(within(headerTopBar()).getByRole('button', { name: 'Welcome Bea Buyer' })).toBeTruthy();

    const failure = await act(() => apiRequest({ method: 'POST', path: '/v1/client/reviews/my-list', body: {} }).catch((e: unknown) => e));

    expect(api.callsTo('POST /v1/client/reviews/my-list')[0].authorization).toBe(`Bearer token-${BUYER.id}`);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).sessionExpired).toBe(true);
    const toast = await findToast(MESSAGES.toast.sessionTimeout);
    // Toasts last 3000 ms (their countdown bar runs that long).
    const countdown = toast.closest('.Toastify__toast')?.querySelector<HTMLElement>('[role="progressbar"]');
    expect(countdown?.style.animationDuration).toBe('3000ms');
    expect(signedOut()).toBe(true);
    expect(screen.getByRole('link', { name: MESSAGES.account.signIn })).toBeTruthy();
  });

  it('ends the session on a failure naming owner_id (the cart owner is gone)', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi({ 'POST /v1/client/cart': fail(422, { errors: { owner_id: ['The owner id is invalid.'] } }) });
    await renderApp('/brands');

    await act(() => apiRequest({ method: 'POST', path: '/v1/client/cart', body: { item_uuid: 'x', qty: 1 } }).catch(() => undefined));

    expect(await findToast(MESSAGES.toast.sessionTimeout)).toBeTruthy();
    expect(signedOut()).toBe(true);
  });

  it('leaves the session alone when a call without a token answers 401', async () => {
    fakeApi({ 'GET /v1/client/brands': fail(401) });
    await renderApp('/brands');
    localStorage.setItem(SESSION_USER_KEY, JSON.stringify({ user: { id: 'u', firstname: 'A', lastname: 'B' }, role: [] }));

    await act(() => apiRequest({ method: 'GET', path: '/v1/client/brands', auth: 'none' }).catch(() => undefined));

    expect(queryToast(MESSAGES.toast.sessionTimeout)).toBeNull();
    expect(localStorage.getItem(SESSION_USER_KEY)).not.toBeNull();
  });

  it('sends a signed-in user whose token expired on an account page to sign in again', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi({
      'GET /v1/client/my-profile/edit': fail(401),
      'GET /v1/client/security-questions': ok([]),
    });
    const app = await renderApp('/my-solar/user-setting');

    expect(await findToast(MESSAGES.toast.sessionTimeout)).toBeTruthy();
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/my-solar/user-setting');
  });
});

describe('guest session', () => {
  const GUEST_LOGIN = 'POST /login-info/guest-login';

  it('is not asked for by a visitor who only looks: the cart and wishlist of a browser without one are empty', async () => {
    const api = fakeApi();
    await renderApp('/brands');
    await waitFor(() => expect(screen.getByRole('button', { name: CART_TEXT.headerLink(0) })).toBeTruthy());
    // Give any effect its chance to ask.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo(GUEST_LOGIN)).toHaveLength(0);
    expect(api.callsTo('POST /v1/client/cart/search')).toHaveLength(0);
    expect(api.callsTo('POST /v1/client/wishlist/search')).toHaveLength(0);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBeNull();
  });

  it('is issued by the server at the first cart or wishlist call, and kept across visits', async () => {
    const api = fakeApi();
    // What every cart and wishlist call does first (the cart's tests go through adding an item).
    await ensureGuestSession();
    const first = await renderApp('/brands');
    await waitFor(() => expect(localStorage.getItem(GUEST_ID_KEY)).toBe(GUEST_ID(1)));
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBe(GUEST_TOKEN(1));
    // Asked without any token and without naming an id: the server chooses it.
    expect(api.callsTo(GUEST_LOGIN)).toEqual([expect.objectContaining({ body: {}, authorization: undefined })]);
    first.unmount();

    await renderApp('/brands');
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(GUEST_ID(1));
    expect(api.callsTo(GUEST_LOGIN)).toHaveLength(1);
  });

  it('is renewed with its own token when it is close to expiry', async () => {
    asGuest(7);
    localStorage.setItem(GUEST_EXPIRES_KEY, String(Date.now() + GUEST_RENEW_BEFORE_MS / 2));
    const api = fakeApi();
    await renderApp('/brands');

    await waitFor(() => expect(api.callsTo(GUEST_LOGIN)).toEqual([expect.objectContaining({ body: {}, authorization: `Bearer ${GUEST_TOKEN(7)}` })]));
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(GUEST_ID(7));
    await waitFor(() => expect(Number(localStorage.getItem(GUEST_EXPIRES_KEY))).toBeGreaterThan(Date.now() + GUEST_RENEW_BEFORE_MS));
  });

  it('asks the server to confirm a guest uuid this browser made before guest ids were issued, and starts anew if refused', async () => {
    const legacy = '0b7f6c3e-4d2a-4f8e-9a1b-2c3d4e5f6a7b';
    localStorage.setItem(GUEST_ID_KEY, legacy);
    const api = fakeApi({
      [GUEST_LOGIN]: (call) => ((call.body as { guest_id?: string }).guest_id === legacy ? ok(guestSessionData(9, legacy)) : ok(guestSessionData(1))),
    });
    const first = await renderApp('/brands');
    await waitFor(() => expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBe(GUEST_TOKEN(9)));
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(legacy);
    first.unmount();

    resetBrowserState();
    localStorage.setItem(GUEST_ID_KEY, legacy);
    api.on(GUEST_LOGIN, (call) =>
      (call.body as { guest_id?: string }).guest_id ? fail(403, { errors: { guest_id: ['not yours'] } }) : ok(guestSessionData(2)),
    );
    await renderApp('/brands');
    await waitFor(() => expect(localStorage.getItem(GUEST_ID_KEY)).toBe(GUEST_ID(2)));
    expect(queryToast(MESSAGES.toast.sessionTimeout)).toBeNull();
  });

  it('is not asked for by a signed-in user', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi();
    await renderApp('/brands');
    expect(localStorage.getItem(GUEST_ID_KEY)).toBeNull();
    expect(api.callsTo(GUEST_LOGIN)).toHaveLength(0);
  });
});
