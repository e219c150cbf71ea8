import { EVENTS, IDENTITY_API, MESSAGES, SECURITY_QUESTIONS, US_STATES, type IdentityUserSignedInPayload } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { readMailbox } from '@solar/platform';
import { api, eventually, guestSession, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/**
 * Accounts through the gateway, as the web app and API clients use them: sign-up and its emailed code,
 * sign-in, the account area, roles on the server, sign-out, password recovery and brute-force limits.
 */
let market: TestMarketplace;
const ADMIN = { email: 'root@operator.example', password: 'a-long-operator-password' };
const demo = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;
const V = MESSAGES.validation;
const stateId = (code: string) => US_STATES.find((s) => s.code === code)!.id;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 2, identity: { admin: ADMIN } });
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

const post = (path: string, body?: unknown, token?: string) => api(market.url, 'POST', path, body, token);
const get = (path: string, token?: string) => api(market.url, 'GET', path, undefined, token);

/** The newest mail to `to`, as the embedded mailer wrote it under <data>/mail. */
async function lastMailTo(to: string) {
  const mails = await eventually(
    async () => readMailbox(market.dataDir, to),
    (list) => list.length > 0,
  );
  return mails[mails.length - 1];
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

let emailCounter = 0;
const newEmail = () => `shopper.${Date.now()}.${++emailCounter}@example.com`;

async function signUpAndVerify(email: string, password = 'sunny-panels-42', role?: 'seller') {
  const signup = await post(IDENTITY_API.signup, { firstname: 'Nora', lastname: 'Sol', email, password, password_confirmation: password, role });
  expect(signup.status).toBe(201);
  const code = codeIn((await lastMailTo(email)).text);
  expect((await post(IDENTITY_API.emailVerify, { email, code })).status).toBe(200);
}

async function login(email: string, password: string) {
  const { status, body } = await post(IDENTITY_API.login, { email, password });
  expect(status).toBe(200);
  return body.data.auth.access_token as string;
}

describe('sign-up', () => {
  it('answers 400 with the spec message of every wrong field', async () => {
    const { status, body } = await post(IDENTITY_API.signup, {
      firstname: 'R2D2',
      lastname: '',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 0, success: false });
    expect(body.errors).toEqual({
      firstname: [V.nameLettersOnly],
      lastname: [V.lastNameRequired],
      email: [V.emailInvalid],
      password: [V.passwordMinLength],
      password_confirmation: [V.passwordConfirmMismatch],
    });
  });

  it('refuses names over 100 characters and a missing first name', async () => {
    const { status, body } = await post(IDENTITY_API.signup, {
      lastname: 'a'.repeat(101),
      email: newEmail(),
      password: 'long-enough',
      password_confirmation: 'long-enough',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ firstname: [V.firstNameRequired], lastname: [V.lastNameRequired] });
  });

  it('mails a code; the account signs in only after the code is confirmed', async () => {
    const email = newEmail();
    const password = 'sunny-panels-42';
    const signup = await post(IDENTITY_API.signup, { firstname: 'Nora', lastname: 'Sol', email, password, password_confirmation: password });
    expect(signup.status).toBe(201);
    expect(signup.body.message).toBe(MESSAGES.toast.verificationCodeSent);
    expect(signup.body.data).toMatchObject({ user: { firstname: 'Nora', lastname: 'Sol', email }, status: 'unverified' });

    const beforeVerification = await post(IDENTITY_API.login, { email, password });
    expect(beforeVerification.status).toBe(403);
    expect(beforeVerification.body.error).toBe(MESSAGES.toast.inactiveUser);
    expect(beforeVerification.body.data).toBeUndefined();

    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/verification code/i);
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post(IDENTITY_API.emailVerify, { email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([MESSAGES.identity.verificationCodeInvalid]);

    expect((await post(IDENTITY_API.emailVerify, { email, code })).status).toBe(200);

    const { status, body } = await post(IDENTITY_API.login, { email: email.toUpperCase(), password });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.toast.loggedIn);
    expect(body.data.auth.access_token).toEqual(expect.any(String));
    expect(body.data.user).toEqual({ id: signup.body.data.user.id, firstname: 'Nora', lastname: 'Sol' });
    expect(body.data.role).toEqual(['customer']);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const email = newEmail();
    await signUpAndVerify(email);
    const again = await post(IDENTITY_API.signup, {
      firstname: 'Other',
      lastname: 'Person',
      email: email.toUpperCase(),
      password: 'another-pass',
      password_confirmation: 'another-pass',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.email).toEqual([MESSAGES.identity.emailTaken]);

    const check = await post(IDENTITY_API.emailCheck, { email });
    expect(check.status).toBe(409);
    expect(check.body.errors.email).toEqual([MESSAGES.identity.emailTaken]);
    const free = await post(IDENTITY_API.emailCheck, { email: newEmail() });
    expect(free.status).toBe(200);
    expect(free.body.message).toBe(MESSAGES.identity.emailAvailable);
  });

  it('registers a seller from /register/seller, and never an admin', async () => {
    const email = newEmail();
    await signUpAndVerify(email, 'seller-pass-2026', 'seller');
    const { body } = await post(IDENTITY_API.login, { email, password: 'seller-pass-2026' });
    expect(body.data.role).toEqual(['seller']);

    const admin = await post(IDENTITY_API.signup, {
      firstname: 'Eve',
      lastname: 'Hacker',
      email: newEmail(),
      password: 'pass-word-1',
      password_confirmation: 'pass-word-1',
      role: 'admin',
    });
    expect(admin.status).toBe(400);
    expect(admin.body.errors.role).toEqual([MESSAGES.identity.roleNotAllowed]);
  });
});

describe('signing in', () => {
  it('validates the form with the spec messages', async () => {
    const { status, body } = await post(IDENTITY_API.login, { email: 'nobody', password: '' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: [V.emailInvalid], password: [V.passwordRequired] });
  });

  it('never returns a token for a wrong password or an unknown email', async () => {
    for (const attempt of [
      { email: demo('demo-buyer-1').email, password: 'wrong-password' },
      { email: newEmail(), password: 'whatever-it-is' },
    ]) {
      const { status, body } = await post(IDENTITY_API.login, attempt);
      expect(status).toBe(401);
      expect(body.error).toBe(MESSAGES.identity.invalidCredentials);
      expect(body.data).toBeUndefined();
    }
  });

  it('refuses an account after repeated wrong passwords, even with the right one, and says when to retry', async () => {
    const email = newEmail();
    await signUpAndVerify(email, 'right-password-1');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await post(IDENTITY_API.login, { email, password: `wrong-${attempt}-password` })).status).toBe(401);
    }
    const res = await fetch(`${market.url}${IDENTITY_API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'right-password-1' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await res.json();
    expect(body.error).toBe(MESSAGES.identity.tooManyAttempts);
    expect(body.data).toBeUndefined();
    // Other accounts are not locked by it.
    expect((await post(IDENTITY_API.login, { email: demo('demo-buyer-1').email, password: demo('demo-buyer-1').password })).status).toBe(200);
  });

  it('signs in every seeded demo account and the configured admin with their roles', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { status, body } = await post(IDENTITY_API.login, { email: account.email, password: account.password });
      expect(status).toBe(200);
      expect(body.data.user).toEqual({ id: account.id, firstname: account.firstname, lastname: account.lastname });
      expect(body.data.role).toEqual(account.roles);
    }
    const admin = await post(IDENTITY_API.login, ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.body.data.role).toEqual(['admin']);
  });

  it('announces a sign-in with the guest id whose cart moves to the account, when the guest token comes along', async () => {
    const { guestId, token } = await guestSession(market.url);
    const watch = await market.watchEvents<IdentityUserSignedInPayload>(EVENTS.identity.userSignedIn);
    try {
      const buyer = demo('demo-buyer-1');
      const { status } = await post(IDENTITY_API.login, { email: buyer.email, password: buyer.password, isGuest: true, guestId }, token);
      expect(status).toBe(200);
      const events = await eventually(
        async () => watch.received.filter((e) => e.guest_id === guestId),
        (list) => list.length > 0,
      );
      expect(events[0]).toMatchObject({ user_id: buyer.id, guest_id: guestId });
    } finally {
      await watch.stop();
    }
  });

  it('names no guest when the sign-in does not carry that guest token: the guest id alone moves nothing', async () => {
    const victim = await guestSession(market.url);
    const own = await guestSession(market.url);
    const watch = await market.watchEvents<IdentityUserSignedInPayload>(EVENTS.identity.userSignedIn);
    try {
      const trader = demo('demo-both-1');
      const since = new Date().toISOString();
      const form = { email: trader.email, password: trader.password, isGuest: true, guestId: victim.guestId };
      // Without a token, and with the caller's own guest token: the sign-in works, nothing is merged.
      expect((await post(IDENTITY_API.login, form)).status).toBe(200);
      expect((await post(IDENTITY_API.login, form, own.token)).status).toBe(200);
      const events = await eventually(
        async () => watch.received.filter((e) => e.user_id === trader.id && e.signed_in_at >= since),
        (list) => list.length >= 2,
      );
      expect(events.map((e) => e.guest_id)).toEqual([null, null]);
      expect(watch.received.some((e) => e.guest_id === victim.guestId)).toBe(false);
    } finally {
      await watch.stop();
    }
  });
});

describe('the account area', () => {
  it('answers the profile to its owner, 401 without a token or with a bad one', async () => {
    const buyer = demo('demo-buyer-1');
    const token = await login(buyer.email, buyer.password);
    const { status, body } = await get(IDENTITY_API.profile, token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: buyer.id, email: buyer.email, firstname: buyer.firstname, status: 'active', role: ['customer'] });
    expect(JSON.stringify(body.data)).not.toMatch(/password|hash/);

    const anonymous = await get(IDENTITY_API.profile);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.http_error).toBe(MESSAGES.http.sessionExpired);
    expect((await get(IDENTITY_API.profile, `${token}x`)).status).toBe(401);
  });

  it('edits the profile with the same name rules as sign-up', async () => {
    const email = newEmail();
    await signUpAndVerify(email);
    const token = await login(email, 'sunny-panels-42');
    const bad = await api(market.url, 'PUT', IDENTITY_API.profile, { firstname: 'N0ra', lastname: 'Sol' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ firstname: [V.nameLettersOnly] });
    const good = await api(market.url, 'PUT', IDENTITY_API.profile, { firstname: 'Nora Jane', lastname: 'Sol', company: 'Sunny Roofs LLC' }, token);
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ firstname: 'Nora Jane', company: 'Sunny Roofs LLC' });
  });

  it('keeps an address book per account, with the location rules', async () => {
    const email = newEmail();
    await signUpAndVerify(email);
    const token = await login(email, 'sunny-panels-42');
    const bad = await post(
      IDENTITY_API.addresses,
      { name: 'Warehouse', address: '1 Main St', unit: '4', city: 'Austin', state: stateId('TX'), zip: '7870' },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ zip: [V.zipInvalid] });
    const missing = await post(IDENTITY_API.addresses, {}, token);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['address', 'city', 'name', 'state', 'unit', 'zip']);

    const first = await post(
      IDENTITY_API.addresses,
      { name: 'Warehouse', address: '1 Main St', unit: '4', city: 'Austin', state: stateId('TX'), zip: '78701' },
      token,
    );
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: 'Warehouse', state_name: 'Texas', is_default: true });
    const second = await post(
      IDENTITY_API.addresses,
      { name: 'Office', address: '9 Elm St', unit: 'B', city: 'Denver', state: stateId('CO'), zip: '80202-1234', is_default: true },
      token,
    );
    const list = await get(IDENTITY_API.addresses, token);
    expect(list.body.data.map((a: { name: string; is_default: boolean }) => [a.name, a.is_default])).toEqual([
      ['Warehouse', false],
      ['Office', true],
    ]);

    const edited = await api(market.url, 'PUT', IDENTITY_API.address(first.body.data.id), { ...first.body.data, city: 'Round Rock' }, token);
    expect(edited.body.data.city).toBe('Round Rock');

    // Another account cannot read or delete it.
    const buyer = demo('demo-buyer-1');
    const stranger = await login(buyer.email, buyer.password);
    expect((await get(IDENTITY_API.address(second.body.data.id), stranger)).status).toBe(404);
    expect((await api(market.url, 'DELETE', IDENTITY_API.address(second.body.data.id), undefined, stranger)).status).toBe(404);

    expect((await api(market.url, 'DELETE', IDENTITY_API.address(second.body.data.id), undefined, token)).status).toBe(200);
    expect((await get(IDENTITY_API.addresses, token)).body.data).toHaveLength(1);
  });

  it('changes the password only with the current one', async () => {
    const email = newEmail();
    await signUpAndVerify(email, 'first-password-1');
    const token = await login(email, 'first-password-1');
    const missing = await post(IDENTITY_API.changePassword, {}, token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.current_password).toEqual([V.currentPasswordRequired]);
    const wrong = await post(
      IDENTITY_API.changePassword,
      { current_password: 'not-my-password', password: 'second-password-2', password_confirmation: 'second-password-2' },
      token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual([MESSAGES.identity.currentPasswordWrong]);
    const ok = await post(
      IDENTITY_API.changePassword,
      { current_password: 'first-password-1', password: 'second-password-2', password_confirmation: 'second-password-2' },
      token,
    );
    expect(ok.status).toBe(200);
    expect((await post(IDENTITY_API.login, { email, password: 'first-password-1' })).status).toBe(401);
    await login(email, 'second-password-2');
  });

  it('stores three security questions without ever answering the answers back', async () => {
    const questions = await get(IDENTITY_API.securityQuestions);
    expect(questions.body.data).toEqual(SECURITY_QUESTIONS.map(({ id, question }) => ({ id, question })));
    const buyer = demo('demo-buyer-1');
    const token = await login(buyer.email, buyer.password);
    const pairs = SECURITY_QUESTIONS.slice(0, 3).map((q, i) => ({ question: q.question, answer: `answer ${i}` }));
    const tooFew = await api(market.url, 'PUT', IDENTITY_API.mySecurityQuestions, { security_questions: JSON.stringify(pairs.slice(0, 2)) }, token);
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors.security_questions).toEqual([V.securityQuestionsCount]);
    const saved = await api(market.url, 'PUT', IDENTITY_API.mySecurityQuestions, { security_questions: JSON.stringify(pairs) }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.security_questions).toEqual(pairs.map(({ question }) => ({ question })));
    expect(JSON.stringify(saved.body.data)).not.toContain('answer 0');
  });
});

describe('roles on the server', () => {
  const ownItems = (token?: string) => post('/v1/client/my/items/search', { limit: 5 }, token);

  it("gives a seller their own listing and refuses a customer's token with 403", async () => {
    const seller = demo('demo-seller-1');
    const sellerToken = await login(seller.email, seller.password);
    const mine = await ownItems(sellerToken);
    expect(mine.status).toBe(200);
    expect(mine.body.data.total).toBeGreaterThan(0);
    for (const item of mine.body.data.items) expect(item.owner_id).toBe(seller.id);

    const buyer = demo('demo-buyer-1');
    const customerOnly = await ownItems(await login(buyer.email, buyer.password));
    expect(customerOnly.status).toBe(403);
    expect(customerOnly.body.data).toBeUndefined();
    expect((await ownItems()).status).toBe(401);
  });

  it('lets only an admin moderate items', async () => {
    const seller = demo('demo-seller-1');
    const sellerToken = await login(seller.email, seller.password);
    const [item] = (await ownItems(sellerToken)).body.data.items;
    const moderate = (token: string) => api(market.url, 'PUT', `/v1/client/admin/items/${item.uuid}/status`, { status: 'approved' }, token);
    expect((await moderate(sellerToken)).status).toBe(403);
    expect((await moderate(await login(ADMIN.email, ADMIN.password))).status).toBe(200);
  });

  it('adds the seller role to a customer on request, in a fresh token', async () => {
    const email = newEmail();
    await signUpAndVerify(email);
    const token = await login(email, 'sunny-panels-42');
    expect((await ownItems(token)).status).toBe(403);
    const asAdmin = await post(IDENTITY_API.changeRole, { role: 'admin' }, token);
    expect(asAdmin.status).toBe(400);
    const changed = await post(IDENTITY_API.changeRole, { role: 'seller' }, token);
    expect(changed.status).toBe(200);
    expect(changed.body.data.role).toEqual(['customer', 'seller']);
    const mine = await ownItems(changed.body.data.auth.access_token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.total).toBe(0);
  });

  it('gives a guest a token that owns a cart but opens no account page', async () => {
    const settings = await get(IDENTITY_API.loginSettings);
    expect(settings.body.data).toMatchObject({ guest_login: true, password_min: 8 });
    const guest = await post(IDENTITY_API.guestLogin, {});
    expect(guest.status).toBe(200);
    // Identity issues the id, in a form no account id has.
    expect(guest.body.data).toMatchObject({ guest_id: expect.stringMatching(/^guest-[0-9a-f-]{36}$/), role: [] });
    expect((await get(IDENTITY_API.profile, guest.body.data.auth.access_token)).status).toBe(401);
    expect((await post(IDENTITY_API.guestLogin, { guest_id: 'not-a-uuid' })).status).toBe(400);
  });
});

describe('signing out and recovering a password', () => {
  it('revokes the token at sign-out, in identity at once and in the other services', async () => {
    const seller = demo('demo-seller-2');
    const token = await login(seller.email, seller.password);
    expect((await post('/v1/client/my/items/search', {}, token)).status).toBe(200);
    const out = await get(IDENTITY_API.logout, token);
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(MESSAGES.identity.loggedOut);
    expect((await get(IDENTITY_API.profile, token)).status).toBe(401);
    await eventually(
      async () => (await post('/v1/client/my/items/search', {}, token)).status,
      (status) => status === 401,
    );
    // A new sign-in is unaffected.
    expect((await post('/v1/client/my/items/search', {}, await login(seller.email, seller.password))).status).toBe(200);
  });

  it('mails a single-use reset link that sets a new password', async () => {
    const email = newEmail();
    await signUpAndVerify(email, 'forgotten-pass-1');
    const unknown = await post(IDENTITY_API.passwordEmail, { email: newEmail() });
    const known = await post(IDENTITY_API.passwordEmail, { email });
    // The same answer either way: the form does not reveal who has an account.
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);

    const mail = await eventually(
      async () => readMailbox(market.dataDir, email),
      (list) => list.some((m) => /reset/i.test(m.subject)),
    );
    const link = new URL(/https?:\/\/\S+/.exec(mail.find((m) => /reset/i.test(m.subject))!.text)![0]);
    expect(link.pathname).toBe('/password/reset');
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe(email);

    const mismatch = await post(IDENTITY_API.passwordReset, { email, token, password: 'brand-new-pass', password_confirmation: 'brand-new-typo' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.password_confirmation).toEqual([V.passwordConfirmMismatch]);
    const reset = await post(IDENTITY_API.passwordReset, { email, token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MESSAGES.identity.passwordReset);
    await login(email, 'brand-new-pass');
    expect((await post(IDENTITY_API.login, { email, password: 'forgotten-pass-1' })).status).toBe(401);

    const reused = await post(IDENTITY_API.passwordReset, { email, token, password: 'third-password', password_confirmation: 'third-password' });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.token).toEqual([MESSAGES.identity.resetTokenInvalid]);
  });
});
