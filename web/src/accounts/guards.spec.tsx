/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { screen, waitFor } from '@testing-library/react';
import { SESSION_USER_KEY } from '../api';
import { BUYER, SELLER, TRADER, fakeApi, findToast, ok, profileOf, renderApp, resetBrowserState, sessionOf, signedInAs } from '../test/app';
import { ACCOUNT_TEXT } from './text';

beforeEach(resetBrowserState);

const T = ACCOUNT_TEXT.access;
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('route guards', () => {
  it.each(['/my-solar/user-setting', '/my-solar/seller-overview/my-listing', '/my-solar/buying-overview/purchases', '/register-business/sell-on-solar'])(
    'send a signed-out visitor from %s to /login with the way back',
    async (path) => {
      fakeApi();
      const app = await renderApp(path);
      expect(app.location().pathname).toBe('/login');
      expect(new URLSearchParams(app.location().search).get('redirect')).toBe(path);
    },
  );

  it('open the business registration to everyone, offering what fits each visitor', async () => {
    fakeApi();
    let app = await renderApp('/register-business/seller');
    expect(app.location().pathname).toBe('/register-business/seller');
    expect(screen.getByRole('link', { name: 'Create a seller account' }).getAttribute('href')).toBe('/register/seller');
    app.unmount();

    signedInAs(BUYER, ['customer']);
    app = await renderApp('/register-business/seller');
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.becomeSeller })).toBeTruthy();
    app.unmount();

    signedInAs(SELLER, ['seller']);
    app = await renderApp('/register-business/seller');
    expect(screen.getByRole('link', { name: 'Sell an item' }).getAttribute('href')).toBe('/my-solar/seller-overview/sell-an-item');
    app.unmount();
  });

  it('bring the visitor back to the guarded page after signing in', async () => {
    fakeApi({
      'POST /v1/client/login': ok(sessionOf(BUYER, ['customer']), MESSAGES.toast.loggedIn),
      'GET /v1/client/my-profile/edit': ok(profileOf(BUYER, ['customer'])),
    });
    const app = await renderApp('/my-solar/buying-overview/purchases');

    await app.user.type(screen.getByLabelText(ACCOUNT_TEXT.fields.email), BUYER.email);
    await app.user.type(screen.getByLabelText(ACCOUNT_TEXT.fields.password), 'demo-buyer-2026');
    await app.user.click(screen.getByRole('button', { name: MESSAGES.loginModal.signInTab }));

    await waitFor(() => expect(app.location().pathname).toBe('/my-solar/buying-overview/purchases'));
    expect(heading()).toBe('My Trader Purchases');
  });

  it.each([
    ['a customer', 'a seller page', BUYER, ['customer'] as const, '/my-solar/seller-overview/my-listing', 'seller'],
    ['a customer', 'the business profile', BUYER, ['customer'] as const, '/my-solar/business-profile', 'seller'],
    ['a customer', 'the business registration', BUYER, ['customer'] as const, '/register-business/sell-on-solar', 'seller'],
    ['a seller', 'a buying page', SELLER, ['seller'] as const, '/my-solar/buying-overview/offer-bids', 'customer'],
    ['a customer', 'the deal form', BUYER, ['customer'] as const, '/trader/create-deal', 'seller'],
    ['a customer', 'the trader deals listing', BUYER, ['customer'] as const, '/trader/deals-listing', 'seller'],
  ])('tell %s that %s is not allowed', async (_who, _what, user, roles, path, missing) => {
    signedInAs(user, [...roles]);
    fakeApi();
    const app = await renderApp(path);

    expect(app.location().pathname).toBe(path);
    expect(heading()).toBe(T.notAllowedTitle);
    expect(screen.getByText(T.notAllowed(T.roleNames[missing as 'seller' | 'customer']))).toBeTruthy();
  });

  it("open offers and bids to a buyer as to a seller (a buyer's bids, a seller's offers), and to nobody signed out", async () => {
    fakeApi();
    let app = await renderApp('/trader/offer-or-bid');
    expect(app.location().pathname).toBe('/login');
    app.unmount();
    for (const [user, roles] of [
      [BUYER, ['customer']],
      [SELLER, ['seller']],
    ] as const) {
      signedInAs(user, [...roles]);
      app = await renderApp('/trader/offer-or-bid');
      expect(await screen.findByRole('heading', { level: 1, name: 'Offers and Bids' })).toBeTruthy();
      app.unmount();
    }
  });

  it('open every account page to a user with both roles', async () => {
    signedInAs(TRADER, ['customer', 'seller']);
    fakeApi();
    for (const [path, title] of [
      ['/my-solar/seller-overview/my-listing', 'My Listings'],
      ['/my-solar/buying-overview/offer-bids', 'My Offers and Bids'],
      ['/register-business/seller', 'Register Your Business'],
    ]) {
      const app = await renderApp(path);
      expect(heading()).toBe(title);
      app.unmount();
    }
  });

  it("let a customer become a seller from the 'not allowed' page, which then opens", async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'POST /v1/client/change-role': ok(sessionOf(BUYER, ['customer', 'seller'], 'token-after-change'), MESSAGES.identity.roleAdded),
    });
    const app = await renderApp('/my-solar/seller-overview/my-listing');

    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.becomeSeller }));

    expect(await findToast(MESSAGES.identity.roleAdded)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/change-role')[0].body).toEqual({ role: 'seller' });
    expect(JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? 'null').role).toEqual(['customer', 'seller']);
    expect(heading()).toBe('My Listings');
  });
});
