/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError, GUEST_ID_KEY, SESSION_PROFILE_KEY, SESSION_TOKEN_KEY, SESSION_USER_KEY, apiRequest } from '../api';
import { BUYER, fail, fakeApi, findToast, headerTopBar, ok, queryToast, renderApp, resetBrowserState, signedInAs } from '../test/app';

beforeEach(resetBrowserState);

const signedOut = () =>
  [SESSION_TOKEN_KEY, SESSION_USER_KEY, SESSION_PROFILE_KEY].every((key) => localStorage.getItem(key) === null);

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

describe('guest id', () => {
  it('is created for a signed-out visitor and kept across visits', async () => {
    fakeApi();
    const first = await renderApp('/brands');
    const id = localStorage.getItem(GUEST_ID_KEY);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    first.unmount();

    await renderApp('/brands');
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(id);
  });

  it('is not created for a signed-in user', async () => {
    signedInAs(BUYER, ['customer']);
    fakeApi();
    await renderApp('/brands');
    expect(localStorage.getItem(GUEST_ID_KEY)).toBeNull();
  });
});
