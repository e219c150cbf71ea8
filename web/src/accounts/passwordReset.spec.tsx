/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { BUYER, fail, fakeApi, findToast, messageUnder, ok, renderApp, resetBrowserState } from '../test/app';
import { ACCOUNT_TEXT } from './text';

beforeEach(resetBrowserState);

const F = ACCOUNT_TEXT.fields;
const link = `/password/reset?${new URLSearchParams({ token: 'reset-token-1', email: BUYER.email })}`;

describe('password reset', () => {
  it('/reset-password mails a link to the given email', async () => {
    const api = fakeApi({ 'POST /v1/client/password/email': ok(null, MESSAGES.identity.resetLinkSent) });
    const app = await renderApp('/reset-password');

    await app.user.type(screen.getByLabelText(F.email), `  ${BUYER.email}`);
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.sendResetLink }));

    expect(await findToast(MESSAGES.identity.resetLinkSent)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(MESSAGES.identity.resetLinkSent);
    expect(api.callsTo('POST /v1/client/password/email')[0].body).toEqual({ email: BUYER.email });
  });

  it('/password/reset checks the new password, shows a refused token, then resets and goes to sign-in', async () => {
    const api = fakeApi({ 'POST /v1/client/password/reset': fail(422, { errors: { token: [MESSAGES.identity.resetTokenInvalid] } }) });
    const app = await renderApp(link);
    expect(screen.getByText(BUYER.email)).toBeTruthy();

    await app.user.type(screen.getByLabelText(F.newPassword), 'short');
    await app.user.type(screen.getByLabelText(F.confirmNewPassword), 'other');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.setNewPassword }));
    expect(messageUnder(screen.getByLabelText(F.newPassword))).toBe(MESSAGES.validation.passwordMinLength);
    expect(messageUnder(screen.getByLabelText(F.confirmNewPassword))).toBe(MESSAGES.validation.passwordConfirmMismatch);

    await app.user.clear(screen.getByLabelText(F.newPassword));
    await app.user.clear(screen.getByLabelText(F.confirmNewPassword));
    await app.user.type(screen.getByLabelText(F.newPassword), 'brand-new-pass');
    await app.user.type(screen.getByLabelText(F.confirmNewPassword), 'brand-new-pass');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.setNewPassword }));
    expect(await findToast(MESSAGES.identity.resetTokenInvalid)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe(MESSAGES.identity.resetTokenInvalid);

    api.on('POST /v1/client/password/reset', ok(null, MESSAGES.identity.passwordReset));
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.setNewPassword }));

    expect(await findToast(MESSAGES.identity.passwordReset)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/password/reset').at(-1)?.body).toEqual({
      email: BUYER.email,
      token: 'reset-token-1',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    // The toast and the move to sign-in come from one success, but render separately.
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect((screen.getByLabelText(F.email) as HTMLInputElement).value).toBe(BUYER.email);
  });

  it('/password/reset without a token says the link is incomplete and offers a new one', async () => {
    fakeApi();
    await renderApp(`/password/reset?email=${encodeURIComponent(BUYER.email)}`);
    expect(screen.getByText(ACCOUNT_TEXT.notes.resetLinkIncomplete)).toBeTruthy();
    expect((screen.getByLabelText(F.email) as HTMLInputElement).value).toBe(BUYER.email);
    expect(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.sendResetLink })).toBeTruthy();
  });
});
