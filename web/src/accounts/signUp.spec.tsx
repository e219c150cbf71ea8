/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { screen, waitFor } from '@testing-library/react';
import { fail, fakeApi, findToast, messageUnder, ok, queryToast, renderApp, resetBrowserState } from '../test/app';
import { ACCOUNT_TEXT } from './text';

const F = ACCOUNT_TEXT.fields;
const V = MESSAGES.validation;

beforeEach(resetBrowserState);

const SIGNED_UP = { user: { id: 'u-new', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }, status: 'unverified' };

async function fillSignUp(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: Partial<Record<'firstname' | 'lastname' | 'email' | 'password' | 'confirm', string>>,
) {
  const fields: [label: string, value: string | undefined][] = [
    [F.firstname, values.firstname],
    [F.lastname, values.lastname],
    [F.email, values.email],
    [F.password, values.password],
    [F.passwordConfirmation, values.confirm],
  ];
  for (const [label, value] of fields) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const validSignUp = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', password: 'solar-power-1', confirm: 'solar-power-1' };

describe('sign up', () => {
  it('shows the spec message under each bad field and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await renderApp('/register');

    await fillSignUp(user, { firstname: 'Ad4', email: 'ada@', password: 'short', confirm: 'shorter' });
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.createAccount }));

    expect(messageUnder(screen.getByLabelText(F.firstname))).toBe(V.nameLettersOnly);
    expect(messageUnder(screen.getByLabelText(F.lastname))).toBe(V.lastNameRequired);
    expect(messageUnder(screen.getByLabelText(F.email))).toBe(V.emailInvalid);
    expect(messageUnder(screen.getByLabelText(F.password))).toBe(V.passwordMinLength);
    expect(messageUnder(screen.getByLabelText(F.passwordConfirmation))).toBe(V.passwordConfirmMismatch);
    expect(api.callsTo('POST /v1/client/signup')).toHaveLength(0);
  });

  it('asks for the first name when it is empty, and clears a message once the field is fixed', async () => {
    fakeApi();
    const { user } = await renderApp('/register');

    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.createAccount }));
    expect(messageUnder(screen.getByLabelText(F.firstname))).toBe(V.firstNameRequired);

    await user.type(screen.getByLabelText(F.firstname), 'Ada');
    expect(messageUnder(screen.getByLabelText(F.firstname))).toBeUndefined();
  });

  it('shows a taken email (409) under the email field and as a toast', async () => {
    const api = fakeApi({ 'POST /v1/client/signup': fail(409, { errors: { email: [MESSAGES.identity.emailTaken] } }) });
    const { user } = await renderApp('/register');

    await fillSignUp(user, validSignUp);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.createAccount }));

    expect(await findToast(MESSAGES.identity.emailTaken)).toBeTruthy();
    expect(messageUnder(screen.getByLabelText(F.email))).toBe(MESSAGES.identity.emailTaken);
    expect(api.callsTo('POST /v1/client/signup')[0].body).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      password: 'solar-power-1',
      password_confirmation: 'solar-power-1',
    });
  });

  it("toasts each password error when there is no email error, and 'Registration failed' when neither", async () => {
    const api = fakeApi({ 'POST /v1/client/signup': fail(400, { errors: { password: [V.passwordMinLength] } }) });
    const { user } = await renderApp('/register');
    await fillSignUp(user, validSignUp);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.createAccount }));
    expect(await findToast(V.passwordMinLength)).toBeTruthy();

    api.on('POST /v1/client/signup', fail(400, { errors: { firstname: [V.firstNameRequired] } }));
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.createAccount }));
    expect(await findToast(MESSAGES.toast.registrationFailed)).toBeTruthy();
    expect(messageUnder(screen.getByLabelText(F.firstname))).toBe(V.firstNameRequired);
  });

  it('registers a seller from /register/seller', async () => {
    const api = fakeApi({ 'POST /v1/client/signup': ok(SIGNED_UP, MESSAGES.toast.verificationCodeSent, 201) });
    const { user } = await renderApp('/register/seller');

    await fillSignUp(user, validSignUp);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.createAccount }));

    await screen.findByLabelText(F.code);
    expect(api.callsTo('POST /v1/client/signup')[0].body).toMatchObject({ role: 'seller' });
  });

  it('after sign-up asks for the mailed code, can resend it, then hands over to sign-in', async () => {
    const api = fakeApi({
      'POST /v1/client/signup': ok(SIGNED_UP, MESSAGES.toast.verificationCodeSent, 201),
      'POST /v1/client/email/verify': fail(422, { errors: { code: [MESSAGES.identity.verificationCodeInvalid] } }),
      'POST /v1/client/email/resend': ok(null, MESSAGES.toast.verificationCodeSent),
    });
    const { user, location } = await renderApp('/register');

    await fillSignUp(user, validSignUp);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.createAccount }));
    expect(await findToast(MESSAGES.toast.verificationCodeSent)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_TEXT.notes.verifyCode('ada@example.com'))).toBeTruthy();

    // An empty code is refused before anything is sent.
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.verify }));
    expect(messageUnder(screen.getByLabelText(F.code))).toBe(V.verificationCodeRequired);

    await user.type(screen.getByLabelText(F.code), '000000');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.verify }));
    expect(await findToast(MESSAGES.identity.verificationCodeInvalid)).toBeTruthy();
    expect(messageUnder(screen.getByLabelText(F.code))).toBe(MESSAGES.identity.verificationCodeInvalid);

    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.resendCode }));
    expect(api.callsTo('POST /v1/client/email/resend')[0].body).toEqual({ email: 'ada@example.com' });

    api.on('POST /v1/client/email/verify', ok(null, MESSAGES.identity.emailVerified));
    await user.clear(screen.getByLabelText(F.code));
    await user.type(screen.getByLabelText(F.code), '123456');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.verify }));

    expect(await findToast(MESSAGES.identity.emailVerified)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/email/verify').at(-1)?.body).toEqual({ email: 'ada@example.com', code: '123456' });
    // The toast and the move to sign-in come from one success, but render separately.
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect((screen.getByLabelText(F.email) as HTMLInputElement).value).toBe('ada@example.com');
    expect(queryToast(MESSAGES.toast.registrationFailed)).toBeNull();
  });
});
