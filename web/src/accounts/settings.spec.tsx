/** @jest-environment jsdom */
import { MESSAGES, SECURITY_QUESTIONS, US_STATES, type Address } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_USER_KEY } from '../api';
import {
  BUYER,
  SELLER,
  fail,
  fakeApi,
  findToast,
  headerTopBar,
  messageUnder,
  ok,
  profileOf,
  renderApp,
  resetBrowserState,
  sessionOf,
  signedInAs,
} from '../test/app';
import { ACCOUNT_TEXT } from './text';

beforeEach(resetBrowserState);

const F = ACCOUNT_TEXT.fields;
const V = MESSAGES.validation;
const SETTINGS = '/my-solar/user-setting';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const TEXAS = US_STATES.find((s) => s.name === 'Texas')?.id ?? 0;

const HOME: Address = {
  id: 'a-1',
  name: 'Warehouse',
  address: '12 Sunny Road',
  unit: 'Dock 3',
  city: 'Austin',
  state: TEXAS,
  state_name: 'Texas',
  zip: '73301',
  country: 'US',
  phone: null,
  is_default: true,
};

/** A signed-in buyer on the settings page, with the account API answering. */
async function openSettings(tab: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  signedInAs(BUYER, ['customer']);
  const api = fakeApi({
    'GET /v1/client/my-profile/edit': ok(profileOf(BUYER, ['customer'], { company: 'Bea Solar LLC' })),
    'GET /v1/client/security-questions': ok(SECURITY_QUESTIONS),
    'GET /v1/client/my-profile/addresses': ok([]),
    ...routes,
  });
  const app = await renderApp(`${SETTINGS}?tab=${tab}`);
  return { api, app };
}

describe('account settings: password', () => {
  it('requires the current, new and confirm password', async () => {
    const { api, app } = await openSettings('password');

    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.changePassword }));

    expect(messageUnder(field(F.currentPassword))).toBe(V.currentPasswordRequired);
    expect(messageUnder(field(F.newPassword))).toBe(V.passwordMinLength);
    expect(messageUnder(field(F.confirmNewPassword))).toBe(V.confirmPasswordRequired);
    expect(api.callsTo('POST /v1/client/my-profile/change-password')).toHaveLength(0);
  });

  it('says when the confirmation differs', async () => {
    const { app } = await openSettings('password');
    await app.user.type(field(F.currentPassword), 'old-password-1');
    await app.user.type(field(F.newPassword), 'new-password-1');
    await app.user.type(field(F.confirmNewPassword), 'new-password-2');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.changePassword }));

    expect(messageUnder(field(F.confirmNewPassword))).toBe(V.passwordConfirmMismatch);
    expect(messageUnder(field(F.currentPassword))).toBeUndefined();
  });

  it('shows a wrong current password (422) under its field and as a toast, then changes it', async () => {
    const { api, app } = await openSettings('password', {
      'POST /v1/client/my-profile/change-password': fail(422, { errors: { current_password: [MESSAGES.identity.currentPasswordWrong] } }),
    });
    await app.user.type(field(F.currentPassword), 'not-my-password');
    await app.user.type(field(F.newPassword), 'new-password-1');
    await app.user.type(field(F.confirmNewPassword), 'new-password-1');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.changePassword }));

    expect(await findToast(MESSAGES.identity.currentPasswordWrong)).toBeTruthy();
    expect(messageUnder(field(F.currentPassword))).toBe(MESSAGES.identity.currentPasswordWrong);
    expect(api.callsTo('POST /v1/client/my-profile/change-password')[0]).toMatchObject({
      body: { current_password: 'not-my-password', password: 'new-password-1', password_confirmation: 'new-password-1' },
      authorization: `Bearer token-${BUYER.id}`,
    });

    api.on('POST /v1/client/my-profile/change-password', ok(null, MESSAGES.identity.passwordChanged));
    await app.user.clear(field(F.currentPassword));
    await app.user.type(field(F.currentPassword), 'demo-buyer-2026');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.changePassword }));

    expect(await findToast(MESSAGES.identity.passwordChanged)).toBeTruthy();
    await waitFor(() => expect(field(F.currentPassword).value).toBe(''));
  });
});

describe('account settings: password change keeps this session', () => {
  it('stores the fresh session the change answers and goes on with it, signed in', async () => {
    const fresh = sessionOf(BUYER, ['customer'], 'token-after-password-change');
    const { api, app } = await openSettings('password', {
      'POST /v1/client/my-profile/change-password': ok(fresh, MESSAGES.identity.passwordChanged),
    });
    await app.user.type(field(F.currentPassword), 'demo-buyer-2026');
    await app.user.type(field(F.newPassword), 'new-password-1');
    await app.user.type(field(F.confirmNewPassword), 'new-password-1');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.changePassword }));

    expect(await findToast(MESSAGES.identity.passwordChanged)).toBeTruthy();
    // The old token was revoked by the change: the browser now holds the new one and is still signed in.
    expect(api.callsTo('POST /v1/client/my-profile/change-password')[0].authorization).toBe(`Bearer token-${BUYER.id}`);
    await waitFor(() => expect(localStorage.getItem('solar.session.token')).toBe('token-after-password-change'));
    expect(JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? 'null')).toMatchObject({ user: { id: BUYER.id }, role: ['customer'] });
    expect(within(headerTopBar()).getByRole('button', { name: 'Welcome Bea Buyer' })).toBeTruthy();

    // The next call is made with the fresh token.
    await app.user.type(field(F.currentPassword), 'new-password-1');
    await app.user.type(field(F.newPassword), 'newer-password-2');
    await app.user.type(field(F.confirmNewPassword), 'newer-password-2');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.changePassword }));
    await waitFor(() => expect(api.callsTo('POST /v1/client/my-profile/change-password')).toHaveLength(2));
    expect(api.callsTo('POST /v1/client/my-profile/change-password')[1].authorization).toBe('Bearer token-after-password-change');
  });
});

describe('account settings: addresses', () => {
  it('names every missing location field, and an invalid zip', async () => {
    const { api, app } = await openSettings('addresses');
    await app.user.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.actions.addAddress }));
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.saveAddress }));

    expect(messageUnder(field(F.addressName))).toBe(V.locationNameRequired);
    expect(messageUnder(field(F.address))).toBe(V.addressRequired);
    expect(messageUnder(field(F.unit))).toBe(V.unitRequired);
    expect(messageUnder(field(F.city))).toBe(V.cityRequired);
    expect(messageUnder(screen.getByLabelText(F.state))).toBe(V.stateRequired);
    expect(messageUnder(field(F.zip))).toBe(V.zipRequired);

    await app.user.type(field(F.zip), '7330');
    expect(messageUnder(field(F.zip))).toBe(V.zipInvalid);
    expect(api.callsTo('POST /v1/client/my-profile/addresses')).toHaveLength(0);
  });

  it('adds an address with a state from the list and shows it in the list', async () => {
    const { api, app } = await openSettings('addresses');
    api.on('POST /v1/client/my-profile/addresses', (call) => {
      api.on('GET /v1/client/my-profile/addresses', ok([HOME]));
      return ok({ ...HOME, ...(call.body as object) }, MESSAGES.identity.addressSaved, 201);
    });
    await app.user.click(await screen.findByRole('button', { name: ACCOUNT_TEXT.actions.addAddress }));

    await app.user.type(field(F.addressName), 'Warehouse');
    await app.user.type(field(F.address), '12 Sunny Road');
    await app.user.type(field(F.unit), 'Dock 3');
    await app.user.type(field(F.city), 'Austin');
    await app.user.selectOptions(screen.getByLabelText(F.state), 'Texas');
    await app.user.type(field(F.zip), '73301');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.saveAddress }));

    expect(await findToast(MESSAGES.identity.addressSaved)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/my-profile/addresses')[0].body).toEqual({
      name: 'Warehouse',
      address: '12 Sunny Road',
      unit: 'Dock 3',
      city: 'Austin',
      state: TEXAS,
      zip: '73301',
      country: 'US',
      is_default: false,
    });
    const card = await screen.findByRole('listitem', { name: 'Warehouse' });
    expect(card.textContent).toContain('Austin, Texas 73301');
  });

  it('edits and deletes an address after asking', async () => {
    const { api, app } = await openSettings('addresses', { 'GET /v1/client/my-profile/addresses': ok([HOME]) });
    api.on('PUT /v1/client/my-profile/addresses/a-1', ok(HOME, MESSAGES.identity.addressSaved));
    api.on('DELETE /v1/client/my-profile/addresses/a-1', () => {
      api.on('GET /v1/client/my-profile/addresses', ok([]));
      return ok(null, MESSAGES.identity.addressDeleted);
    });

    const card = await screen.findByRole('listitem', { name: 'Warehouse' });
    await app.user.click(within(card).getByRole('button', { name: ACCOUNT_TEXT.actions.editAddress }));
    expect(field(F.city).value).toBe('Austin');
    expect((screen.getByLabelText(F.state) as HTMLSelectElement).value).toBe(String(TEXAS));
    await app.user.clear(field(F.zip));
    await app.user.type(field(F.zip), 'abcde');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.saveAddress }));
    expect(messageUnder(field(F.zip))).toBe(V.zipInvalid);
    await app.user.clear(field(F.zip));
    await app.user.type(field(F.zip), '73344');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.saveAddress }));
    expect(await findToast(MESSAGES.identity.addressSaved)).toBeTruthy();
    expect(api.callsTo('PUT /v1/client/my-profile/addresses/a-1')[0].body).toMatchObject({ zip: '73344', state: TEXAS, is_default: true });

    const saved = await screen.findByRole('listitem', { name: 'Warehouse' });
    await app.user.click(within(saved).getByRole('button', { name: ACCOUNT_TEXT.actions.deleteAddress }));
    expect(api.callsTo('DELETE /v1/client/my-profile/addresses/a-1')).toHaveLength(0);
    await app.user.click(within(saved).getByRole('button', { name: ACCOUNT_TEXT.actions.confirmDelete }));

    expect(await findToast(MESSAGES.identity.addressDeleted)).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_TEXT.notes.noAddresses)).toBeTruthy();
  });
});

describe('account settings: profile, security questions, roles', () => {
  it('shows email and roles, saves the names and greets with the new ones', async () => {
    const { api, app } = await openSettings('profile');
    api.on('PUT /v1/client/my-profile/edit', (call) =>
      ok(profileOf(BUYER, ['customer'], { ...(call.body as object), firstname: 'Beatrice' }), MESSAGES.identity.profileUpdated),
    );

    expect(screen.getByText(BUYER.email)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_TEXT.roleLabels.customer)).toBeTruthy();
    // The stored profile shows at once; the fresh one from the server replaces it.
    await waitFor(() => expect(field(F.company).value).toBe('Bea Solar LLC'));

    await app.user.clear(field(F.firstname));
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.save }));
    expect(messageUnder(field(F.firstname))).toBe(V.firstNameRequired);

    await app.user.type(field(F.firstname), 'Beatrice');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.save }));

    expect(await findToast(MESSAGES.identity.profileUpdated)).toBeTruthy();
    expect(api.callsTo('PUT /v1/client/my-profile/edit')[0].body).toEqual({ firstname: 'Beatrice', lastname: 'Buyer', company: 'Bea Solar LLC' });
    expect(within(headerTopBar()).getByRole('button', { name: 'Welcome Beatrice Buyer' })).toBeTruthy();
  });

  it('saves three different questions with answers as one JSON string', async () => {
    const { api, app } = await openSettings('security', { 'PUT /v1/client/my-profile/security-questions': ok(null, MESSAGES.identity.securityQuestionsSaved) });
    const [q1, q2, q3] = SECURITY_QUESTIONS;

    await app.user.selectOptions(await screen.findByLabelText(F.question(1)), q1.question);
    await app.user.selectOptions(screen.getByLabelText(F.question(2)), q2.question);
    await app.user.type(field(F.answer(1)), 'Rex');
    await app.user.type(field(F.answer(2)), 'Austin');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.saveQuestions }));
    expect(await screen.findByText(V.securityQuestionsCount)).toBeTruthy();

    // A question chosen in one slot is not offered in another.
    const third = screen.getByLabelText(F.question(3));
    expect(within(third).queryByRole('option', { name: q1.question })).toBeNull();
    await app.user.selectOptions(third, q3.question);
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.saveQuestions }));
    expect(await screen.findByText(V.securityAnswerRequired)).toBeTruthy();

    await app.user.type(field(F.answer(3)), 'Smith');
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.saveQuestions }));

    expect(await findToast(MESSAGES.identity.securityQuestionsSaved)).toBeTruthy();
    const body = api.callsTo('PUT /v1/client/my-profile/security-questions')[0].body as { security_questions: string };
    expect(JSON.parse(body.security_questions)).toEqual([
      { question: q1.question, answer: 'Rex' },
      { question: q2.question, answer: 'Austin' },
      { question: q3.question, answer: 'Smith' },
    ]);
  });

  it("offers 'Become a seller' to a customer and stores the session change-role answers", async () => {
    const { api, app } = await openSettings('profile', {
      'POST /v1/client/change-role': ok(
        {
          auth: { access_token: 'token-2', token_type: 'Bearer', expires_in: 3600 },
          user: { id: BUYER.id, firstname: 'Bea', lastname: 'Buyer' },
          role: ['customer', 'seller'],
        },
        MESSAGES.identity.roleAdded,
      ),
    });

    await app.user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.actions.becomeSeller }));

    expect(await findToast(MESSAGES.identity.roleAdded)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/change-role')[0].body).toEqual({ role: 'seller' });
    expect(localStorage.getItem('solar.session.token')).toBe('token-2');
    expect(JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? 'null').role).toEqual(['customer', 'seller']);
    // Both roles now: the offer is gone and the Bid/Offer menu appears.
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.actions.becomeSeller })).toBeNull();
    expect(screen.getByRole('list', { name: ACCOUNT_TEXT.actions.bidOffer })).toBeTruthy();
  });

  it('does not offer a seller who is also a customer any role', async () => {
    signedInAs(SELLER, ['customer', 'seller']);
    fakeApi({ 'GET /v1/client/my-profile/edit': ok(profileOf(SELLER, ['customer', 'seller'])) });
    await renderApp(SETTINGS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ACCOUNT_TEXT.pages.accountSettingsTitle);
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.actions.becomeSeller })).toBeNull();
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXT.actions.becomeBuyer })).toBeNull();
  });
});
