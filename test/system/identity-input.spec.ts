import {
  COMPANY_TOO_LONG,
  GUEST_SESSION_MESSAGES,
  IDENTITY_API,
  LIMITS,
  MESSAGES,
  SECURITY_QUESTIONS,
  SEARCH_OBJECT_ERRORS,
  US_STATES,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { readMailbox } from '@solar/platform';
import { api, eventually, startTestMarketplace, type TestMarketplace } from '../support/marketplace';
import { BODY_NOT_AN_OBJECT, expectFieldErrors, sendRaw } from '../support/requests';

/**
 * Every body the identity service takes, as an attacker's probe sends it through the gateway: a field of the
 * wrong type, a field no form has, a list or a bare JSON text as the whole body, a field far too long. Each
 * answers 400 with field errors in the API envelope before any handler runs (never a 500), and a password of
 * a megabyte is refused before anything hashes it.
 */
let market: TestMarketplace;
const V = MESSAGES.validation;
const I = MESSAGES.identity;
const UNKNOWN = SEARCH_OBJECT_ERRORS.unknownKey;
const demo = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 1 });
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

const post = (path: string, body?: unknown, token?: string) => api(market.url, 'POST', path, body, token);

let counter = 0;
const newEmail = () => `probe.${Date.now()}.${++counter}@example.com`;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

async function newAccount(password: string): Promise<string> {
  const email = newEmail();
  expect((await post(IDENTITY_API.signup, { firstname: 'Pia', lastname: 'Probe', email, password, password_confirmation: password })).status).toBe(201);
  const mails = await eventually(
    async () => readMailbox(market.dataDir, email),
    (list) => list.length > 0,
  );
  expect((await post(IDENTITY_API.emailVerify, { email, code: codeIn(mails[0].text) })).status).toBe(200);
  return email;
}

async function login(email: string, password: string): Promise<string> {
  const answer = await post(IDENTITY_API.login, { email, password });
  expect(answer.status).toBe(200);
  return answer.body.data.auth.access_token;
}

const pairs = SECURITY_QUESTIONS.slice(0, 3).map(({ question }, i) => ({ question, answer: `answer number ${i}` }));
const address = {
  name: 'Warehouse',
  address: '1 Main St',
  unit: '4',
  city: 'Austin',
  state: US_STATES.find((s) => s.code === 'TX')!.id,
  zip: '78701',
  country: 'US',
  is_default: false,
};
const strongPassword = 'probe-password-1';
const isBoolean = [expect.stringContaining('boolean')];

/** One body route of identity: a body it takes, wrong types of its fields with their answers, and an over-long field. */
interface BodyRoute {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  signedIn?: boolean;
  body: Record<string, unknown>;
  wrongTypes: [field: string, value: unknown, messages: unknown[]][];
  tooLong: [field: string, value: string, messages: unknown[]][];
}

const long = (n: number) => 'a'.repeat(n);
const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });

const ROUTES: BodyRoute[] = [
  {
    name: 'signup',
    method: 'POST',
    path: IDENTITY_API.signup,
    body: { firstname: 'Pia', lastname: 'Probe', email: 'pia@example.com', password: strongPassword, password_confirmation: strongPassword },
    wrongTypes: [
      ['email', 42, [V.emailInvalid]],
      ['password', [strongPassword], [V.passwordMinLength]],
      ['firstname', { first: 'Pia' }, [V.firstNameRequired]],
      ['lastname', nested(8), [V.lastNameRequired]],
      ['role', ['seller'], [I.roleNotAllowed]],
    ],
    tooLong: [
      ['firstname', long(LIMITS.nameMax + 1), [V.firstNameRequired]],
      ['firstname', long(100_000), [V.firstNameRequired]],
      ['email', `${long(LIMITS.emailMax)}@example.com`, [V.emailInvalid]],
      ['password', long(LIMITS.passwordMax + 1), [V.passwordTooLong]],
    ],
  },
  {
    name: 'email/verify',
    method: 'POST',
    path: IDENTITY_API.emailVerify,
    body: { email: 'pia@example.com', code: '123456' },
    wrongTypes: [
      ['email', 42, [V.emailInvalid]],
      ['code', 123456, [V.verificationCodeRequired]],
    ],
    tooLong: [
      ['code', '1234567', [I.verificationCodeInvalid]],
      ['code', long(100_000), [I.verificationCodeInvalid]],
    ],
  },
  ...(['emailResend', 'emailCheck', 'passwordEmail'] as const).map((route): BodyRoute => ({
    name: IDENTITY_API[route],
    method: 'POST',
    path: IDENTITY_API[route],
    body: { email: 'pia@example.com' },
    wrongTypes: [
      ['email', 42, [V.emailInvalid]],
      ['email', ['pia@example.com'], [V.emailInvalid]],
    ],
    tooLong: [['email', `${long(100_000)}@example.com`, [V.emailInvalid]]],
  })),
  {
    name: 'password/reset',
    method: 'POST',
    path: IDENTITY_API.passwordReset,
    body: { email: 'pia@example.com', token: long(43), password: strongPassword, password_confirmation: strongPassword },
    wrongTypes: [
      ['email', 42, [V.emailInvalid]],
      ['password', [strongPassword], [V.passwordMinLength]],
      ['token', { $ne: '' }, [V.resetTokenRequired]],
    ],
    tooLong: [
      ['token', long(100_000), [I.resetTokenInvalid]],
      ['password', long(LIMITS.passwordMax + 1), [V.passwordTooLong]],
    ],
  },
  {
    name: 'login',
    method: 'POST',
    path: IDENTITY_API.login,
    body: { email: 'pia@example.com', password: strongPassword, isGuest: false },
    wrongTypes: [
      ['email', 42, [V.emailInvalid]],
      ['password', [strongPassword], [V.passwordRequired]],
      ['isGuest', 'yes', isBoolean],
      ['guestId', { id: 'guest' }, [GUEST_SESSION_MESSAGES.invalidId]],
    ],
    tooLong: [
      ['password', long(LIMITS.passwordMax + 1), [V.passwordTooLong]],
      ['email', long(100_000), [V.emailInvalid]],
    ],
  },
  ...(['PUT', 'POST'] as const).map((method): BodyRoute => ({
    name: `${method} my-profile/edit`,
    method,
    path: IDENTITY_API.profile,
    signedIn: true,
    body: { firstname: 'Bella', lastname: 'Buyer', company: '' },
    wrongTypes: [
      ['firstname', { first: 'Bella' }, [V.firstNameRequired]],
      ['lastname', 7, [V.lastNameRequired]],
      ['company', ['Sunny Roofs'], [COMPANY_TOO_LONG]],
    ],
    tooLong: [
      ['company', long(LIMITS.nameMax + 1), [COMPANY_TOO_LONG]],
      ['lastname', long(100_000), [V.lastNameRequired]],
    ],
  })),
  ...(
    [
      ['POST', IDENTITY_API.addresses],
      // An address that does not exist: the body is refused before anyone looks for it.
      ['PUT', IDENTITY_API.address('6f1c1a52-8f9e-4a0b-9c36-0c7d1f0e2a11')],
    ] as const
  ).map(([method, path]): BodyRoute => ({
    name: `${method} my-profile/addresses`,
    method,
    path,
    signedIn: true,
    body: address,
    wrongTypes: [
      ['name', { first: 'Warehouse' }, [V.locationNameRequired]],
      ['zip', 78701, [V.zipInvalid]],
      ['state', ['TX'], [V.stateRequired]],
      ['is_default', 'yes', isBoolean],
    ],
    tooLong: [
      ['address', long(256), [V.addressRequired]],
      ['city', long(100_000), [V.cityRequired]],
      ['phone', '5'.repeat(100_000), [expect.any(String)]],
    ],
  })),
  {
    name: 'my-profile/change-password',
    method: 'POST',
    path: IDENTITY_API.changePassword,
    signedIn: true,
    body: { current_password: 'not-the-password', password: strongPassword, password_confirmation: strongPassword },
    wrongTypes: [
      ['current_password', ['not-the-password'], [V.currentPasswordRequired]],
      ['password', [strongPassword], [V.passwordMinLength]],
      ['password_confirmation', 12345678, [V.confirmPasswordRequired]],
    ],
    tooLong: [
      ['current_password', long(LIMITS.passwordMax + 1), [V.passwordTooLong]],
      ['password', long(LIMITS.passwordMax + 1), [V.passwordTooLong]],
    ],
  },
  {
    name: 'my-profile/security-questions',
    method: 'PUT',
    path: IDENTITY_API.mySecurityQuestions,
    signedIn: true,
    body: { security_questions: JSON.stringify(pairs) },
    wrongTypes: [
      ['security_questions', pairs, [V.securityQuestionsCount]],
      ['security_questions', 3, [V.securityQuestionsCount]],
    ],
    tooLong: [
      ['security_questions', JSON.stringify(pairs.map((p) => ({ ...p, answer: long(LIMITS.nameMax + 1) }))), [V.securityAnswerRequired]],
      ['security_questions', long(100_000), [V.securityQuestionsCount]],
    ],
  },
  {
    name: 'change-role',
    method: 'POST',
    path: IDENTITY_API.changeRole,
    signedIn: true,
    body: { role: 'customer' },
    wrongTypes: [
      ['role', 5, [I.roleNotAllowed]],
      ['role', ['seller'], [I.roleNotAllowed]],
    ],
    tooLong: [['role', long(100_000), [I.roleNotAllowed]]],
  },
  {
    name: 'login-info/guest-login',
    method: 'POST',
    path: IDENTITY_API.guestLogin,
    body: {},
    wrongTypes: [
      ['guest_id', 7, [GUEST_SESSION_MESSAGES.invalidId]],
      ['guest_id', { $gt: '' }, [GUEST_SESSION_MESSAGES.invalidId]],
    ],
    tooLong: [['guest_id', `guest-${long(100_000)}`, [GUEST_SESSION_MESSAGES.invalidId]]],
  },
];

describe('identity refuses a body it cannot take with 400 and field errors', () => {
  let token: string;
  beforeAll(async () => {
    const buyer = demo('demo-buyer-1');
    token = await login(buyer.email, buyer.password);
  });

  const call = (route: BodyRoute, body: unknown) => api(market.url, route.method, route.path, body, route.signedIn ? token : undefined);

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s: a field of the wrong type', async (_name, route) => {
    for (const [field, value, messages] of route.wrongTypes) {
      expectFieldErrors(await call(route, { ...route.body, [field]: value }), { [field]: messages });
    }
  });

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s: a field no form has', async (_name, route) => {
    expectFieldErrors(await call(route, { ...route.body, is_admin: true }), { is_admin: [UNKNOWN] });
    expectFieldErrors(await call(route, { ...route.body, roles: ['admin'], status: 'active' }), { roles: [UNKNOWN], status: [UNKNOWN] });
  });

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s: a list or a bare JSON text as the whole body', async (_name, route) => {
    const auth = route.signedIn ? token : undefined;
    expectFieldErrors(await call(route, [route.body]), BODY_NOT_AN_OBJECT);
    expectFieldErrors(await call(route, []), BODY_NOT_AN_OBJECT);
    expectFieldErrors(await sendRaw(market.url, route.method, route.path, JSON.stringify('pia@example.com'), auth), BODY_NOT_AN_OBJECT);
    expectFieldErrors(await sendRaw(market.url, route.method, route.path, '12', auth), BODY_NOT_AN_OBJECT);
    expectFieldErrors(await sendRaw(market.url, route.method, route.path, 'null', auth), BODY_NOT_AN_OBJECT);
  });

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s: a field that is too long', async (_name, route) => {
    for (const [field, value, messages] of route.tooLong) {
      expectFieldErrors(await call(route, { ...route.body, [field]: value }), { [field]: messages });
    }
  });

  it('answers an address id in the path that is no uuid with 400 on the field', async () => {
    for (const id of ['1', 'not-an-id', `${'6f1c1a52-8f9e-4a0b-9c36-0c7d1f0e2a11'}x`, long(2000)]) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        expectFieldErrors(await api(market.url, method, IDENTITY_API.address(id), method === 'PUT' ? address : undefined, token), { id: [expect.any(String)] });
      }
    }
    // A uuid that names no address of the caller's is still a 404.
    expect((await api(market.url, 'GET', IDENTITY_API.address('6f1c1a52-8f9e-4a0b-9c36-0c7d1f0e2a11'), undefined, token)).status).toBe(404);
  });

  it('answers a field sent twice in a form body (a list where one value belongs) with 400', async () => {
    const answer = await sendRaw(
      market.url,
      'POST',
      IDENTITY_API.login,
      'email=a%40example.com&email=b%40example.com&password=long-enough',
      undefined,
      'application/x-www-form-urlencoded',
    );
    expectFieldErrors(answer, { email: [V.emailInvalid] });
  });

  it('answers 400 to a body nested deeper than any form', async () => {
    const answer = await post(IDENTITY_API.login, { email: nested(40), password: strongPassword });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 0, success: false });
  });
});

describe('a password of a megabyte', () => {
  it('is refused before it is hashed or checked: it spends none of the sign-in attempts', async () => {
    const email = await newAccount(strongPassword);
    const huge = long(1024 * 1024);
    // Over the body limit: 413 at the gateway, before a byte reaches identity.
    for (const path of [IDENTITY_API.login, IDENTITY_API.signup, IDENTITY_API.passwordReset]) {
      const answer = await post(path, { email, password: huge, password_confirmation: huge, token: long(43), firstname: 'Pia', lastname: 'Probe' });
      expect(answer.status).toBe(413);
    }
    // Within the body limit, far over the password limit: 400 from the validation pipe, with the field's message.
    const almost = long(900 * 1024);
    // More than the 5 wrong passwords an account may have checked per 15 minutes: none of them is checked.
    for (let i = 0; i < 8; i++) {
      expectFieldErrors(await post(IDENTITY_API.login, { email, password: almost }), { password: [V.passwordTooLong] });
    }
    const token = await login(email, strongPassword);
    expectFieldErrors(
      await post(IDENTITY_API.changePassword, { current_password: almost, password: strongPassword, password_confirmation: strongPassword }, token),
      {
        current_password: [V.passwordTooLong],
      },
    );
    expectFieldErrors(
      await post(IDENTITY_API.signup, { firstname: 'Pia', lastname: 'Probe', email: newEmail(), password: almost, password_confirmation: strongPassword }),
      {
        password: [V.passwordTooLong],
      },
    );
    // The longest password taken still signs up and in.
    const longest = long(LIMITS.passwordMax);
    const other = await newAccount(longest);
    await login(other, longest);
  });
});

describe('what the web sends is still taken', () => {
  it('signs up, edits the profile and the address book, answers security questions and renews a guest', async () => {
    const email = await newAccount(strongPassword);
    const token = await login(email, strongPassword);
    expect((await api(market.url, 'PUT', IDENTITY_API.profile, { firstname: 'Pia', lastname: 'Probe', company: 'Probe Labs' }, token)).status).toBe(200);
    const created = await post(IDENTITY_API.addresses, { ...address, phone: '555-0100' }, token);
    expect(created.status).toBe(201);
    // An address sent back as it was answered (id and state_name included) is taken too.
    const edited = await api(market.url, 'PUT', IDENTITY_API.address(created.body.data.id), { ...created.body.data, city: 'Round Rock' }, token);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ city: 'Round Rock', phone: '555-0100' });
    expect((await api(market.url, 'PUT', IDENTITY_API.mySecurityQuestions, { security_questions: JSON.stringify(pairs) }, token)).status).toBe(200);

    const guest = await post(IDENTITY_API.guestLogin, {});
    expect(guest.status).toBe(200);
    const renewed = await post(IDENTITY_API.guestLogin, { guest_id: guest.body.data.guest_id.toUpperCase() }, guest.body.data.auth.access_token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.guest_id).toBe(guest.body.data.guest_id);
  });
});
