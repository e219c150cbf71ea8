/** @jest-environment jsdom */
import type { PayoutAccount } from '@solar/contracts';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, ok, SELLER, signedInAs } from '../test/app';
import { SNAPSHOT } from '../test/orderFixtures';
import { renderPage, resetState } from '../test/orderSupport';
import { externalNavigation } from './externalNavigation';
import { PAYOUTS_TEXT } from './text';

const A = PAYOUTS_TEXT.accounts;
const O = PAYOUTS_TEXT.onboarding;
const ACCOUNTS = 'GET /v1/client/payout/accounts';
const SNAPSHOT_CALL = 'GET /v1/client/payout/my-account/snapshot';
const LINK = 'GET /v1/client/payout/my-account/get-onboarding-link';

const ACTIVE: PayoutAccount = { id: 'acct_1', provider: 'sandbox', status: 'active', created_at: '2026-03-01T10:00:00.000Z' };
const PENDING: PayoutAccount = { ...ACTIVE, status: 'pending' };

let assign: jest.SpyInstance;
beforeEach(() => {
  resetState();
  signedInAs(SELLER, ['seller']);
  assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('payout details', () => {
  it('shows the balances and sends a seller without an account to the provider’s onboarding', async () => {
    const api = fakeApi({ [SNAPSHOT_CALL]: ok(SNAPSHOT), [ACCOUNTS]: ok([]), [LINK]: ok({ url: 'https://connect.example/onboard/acct_1' }) });
    const { user } = await renderPage('/my-solar/seller-overview/payout-details');

    expect(await screen.findByText('$1,200.00')).toBeTruthy();
    expect(screen.getByText('$517.50')).toBeTruthy();
    expect(screen.getByText(PAYOUTS_TEXT.snapshot.fees(5))).toBeTruthy();
    expect(screen.getByText('14')).toBeTruthy();
    expect(await screen.findByText(A.none)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: A.setUp }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.example/onboard/acct_1'));
    const returnTo = new URL(api.callsTo(LINK)[0]!.url, 'http://localhost').searchParams.get('return_url');
    expect(returnTo).toBe('http://localhost/my-solar/seller-overview/stripe-onboarding');
  });

  it('offers no setup once the account is active', async () => {
    fakeApi({ [SNAPSHOT_CALL]: ok(SNAPSHOT), [ACCOUNTS]: ok([ACTIVE]) });
    await renderPage('/my-solar/seller-overview/payout-details');
    expect(await screen.findByText(PAYOUTS_TEXT.status.active)).toBeTruthy();
    expect(screen.queryByRole('button', { name: A.setUp })).toBeNull();
    expect(screen.queryByRole('button', { name: A.continueSetUp })).toBeNull();
  });
});

describe('payment onboarding', () => {
  it('shows the account status on return and leads back to the payout details', async () => {
    fakeApi({ [ACCOUNTS]: ok([ACTIVE]) });
    await renderPage('/my-solar/seller-overview/stripe-onboarding');
    expect((await screen.findByRole('status')).textContent).toBe(O.active);
    expect(screen.getByRole('link', { name: O.back }).getAttribute('href')).toBe('/my-solar/seller-overview/payout-details');
  });

  it('lets a seller whose account is not ready check again', async () => {
    const api = fakeApi({ [ACCOUNTS]: ok([PENDING]) });
    const { user } = await renderPage('/my-solar/seller-overview/stripe-onboarding');
    expect((await screen.findByRole('status')).textContent).toBe(O.pending);
    api.on(ACCOUNTS, ok([ACTIVE]));
    await user.click(screen.getByRole('button', { name: O.checkAgain }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(O.active));
  });
});
