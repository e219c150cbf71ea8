import { randomUUID } from 'node:crypto';
import { EVENTS, IDENTITY_API, MESSAGES, type CatalogItemQuestionAskedPayload } from '@solar/contracts';
import { readMailbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type request from 'supertest';
import * as secrets from './accounts/secrets';
import { AccountsService } from './accounts/accounts.service';
import { EVEN_ANSWER_MS } from './accounts/even-timing';
import type { IdentityOptions } from './identity.options';
import { service as identityService } from './index';
import type { AttemptLimits } from './sessions/attempt-limiter';

/**
 * Identity on its own, called over HTTP as the gateway calls it (the client address in `x-client-ip`): the
 * brute-force, mail and enumeration limits. Each test uses its own accounts and client addresses.
 */

// Every password check goes through these two: count them.
jest.mock('./accounts/secrets', () => {
  const actual = jest.requireActual<typeof import('./accounts/secrets')>('./accounts/secrets');
  return { ...actual, verifySecret: jest.fn(actual.verifySecret), burnVerificationTime: jest.fn(actual.burnVerificationTime) };
});
const passwordChecks = () => (secrets.verifySecret as jest.Mock).mock.calls.length + (secrets.burnVerificationTime as jest.Mock).mock.calls.length;

const HOUR = 3600;
/** Tighter per-address sign-in limit than production, so one test can reach it; the others are the defaults. */
const LIMITS: Partial<AttemptLimits> = {
  loginPerAddress: { points: 8, windowSeconds: 15 * 60 },
  questionMailsPerSeller: { points: 2, windowSeconds: HOUR },
};

const OPTIONS: IdentityOptions = { publicUrl: 'http://localhost:3000', demoAccounts: false, guestLogin: true, attemptLimits: LIMITS };

let identity: ServiceHarness;

beforeAll(async () => {
  identity = await startServiceHarness(identityService, { options: OPTIONS });
}, 60_000);

afterAll(async () => {
  await identity?.close();
});

let counter = 0;
const newEmail = () => `limits.${Date.now()}.${++counter}@example.com`;
/** A client address of its own for each test: the gateway sets `x-client-ip`, the service trusts it. */
const newAddress = () => `198.51.100.${++counter}`;

const post = (path: string, body: unknown, address: string) => postTo(identity, path, body, address);
const postTo = (instance: ServiceHarness, path: string, body: unknown, address: string) =>
  instance
    .http()
    .post(path)
    .set('x-client-ip', address)
    .send(body as object);

async function activeAccount(password = 'right-password-1') {
  const email = newEmail();
  const user = await identity
    .get(AccountsService)
    .createAccount({ email, firstname: 'Lena', lastname: 'Limit', password, roles: ['customer'], status: 'active' });
  return { id: user.id, email, password };
}

/** What a caller sees of a refusal: 429, the API envelope with the message, and when to retry. */
function expectTooMany(res: request.Response, message: string) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ status: 0, success: false, error: message, http_error: expect.any(String) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in attempts', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lets at most 5 of 20 parallel wrong passwords for one account reach the password check; the rest get 429', async () => {
    const account = await activeAccount();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(IDENTITY_API.login, { email: account.email, password: `wrong-password-${i}` }, address)),
    );

    expect(passwordChecks()).toBeLessThanOrEqual(5);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(passwordChecks());
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - passwordChecks());
    for (const refused of answers.filter((a) => a.status === 429)) expectTooMany(refused, MESSAGES.identity.tooManyAttempts);
    for (const wrong of answers.filter((a) => a.status === 401)) expect(wrong.body.error).toBe(MESSAGES.identity.invalidCredentials);

    // Locked for the window, the right password too, and without another password check.
    const checksBefore = passwordChecks();
    expectTooMany(await post(IDENTITY_API.login, { email: account.email, password: account.password }, newAddress()), MESSAGES.identity.tooManyAttempts);
    expect(passwordChecks()).toBe(checksBefore);
  });

  it('never refuses parallel sign-ins with the right password (they wait for the checks in flight)', async () => {
    const account = await activeAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(IDENTITY_API.login, { email: account.email, password: account.password }, newAddress())),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // Right passwords count nothing: five wrong ones still reach the check, the sixth attempt does not.
    for (let i = 0; i < 5; i++)
      expect((await post(IDENTITY_API.login, { email: account.email, password: `wrong-${i}-password` }, newAddress())).status).toBe(401);
    expectTooMany(await post(IDENTITY_API.login, { email: account.email, password: account.password }, newAddress()), MESSAGES.identity.tooManyAttempts);
  });

  it('limits one client address over many accounts the same way, in parallel too', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(IDENTITY_API.login, { email: newEmail(), password: `guess-number-${i}` }, address)),
    );
    expect(passwordChecks()).toBeLessThanOrEqual(8);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - passwordChecks());
    for (const refused of answers.filter((a) => a.status === 429)) expectTooMany(refused, MESSAGES.identity.tooManyAttempts);
    // Another address is not affected.
    const account = await activeAccount();
    expect((await post(IDENTITY_API.login, { email: account.email, password: account.password }, newAddress())).status).toBe(200);
  });

  it('does not count a right password, and forgets the failures of the account it signs in', async () => {
    const account = await activeAccount();
    const address = newAddress();
    for (let i = 0; i < 4; i++) expect((await post(IDENTITY_API.login, { email: account.email, password: `wrong-password-${i}` }, address)).status).toBe(401);
    expect((await post(IDENTITY_API.login, { email: account.email, password: account.password }, address)).status).toBe(200);
    // Five more wrong ones (from another address, so only the account's count is at stake), then locked.
    const other = newAddress();
    for (let i = 0; i < 5; i++) expect((await post(IDENTITY_API.login, { email: account.email, password: `wrong-again-${i}` }, other)).status).toBe(401);
    expectTooMany(await post(IDENTITY_API.login, { email: account.email, password: account.password }, newAddress()), MESSAGES.identity.tooManyAttempts);
  });
});

describe('mails', () => {
  const signUp = (email: string, address: string) =>
    post(IDENTITY_API.signup, { firstname: 'Nora', lastname: 'Sol', email, password: 'sunny-panels-42', password_confirmation: 'sunny-panels-42' }, address);

  it('sends one recipient at most 3 mails an hour: the sign-up code, then new codes; then 429 and no mail', async () => {
    const email = newEmail();
    expect((await signUp(email, newAddress())).status).toBe(201);
    // From other addresses each time: the limit is the recipient's.
    expect((await post(IDENTITY_API.emailResend, { email }, newAddress())).status).toBe(200);
    expect((await post(IDENTITY_API.emailResend, { email }, newAddress())).status).toBe(200);
    expectTooMany(await post(IDENTITY_API.emailResend, { email }, newAddress()), MESSAGES.identity.tooManyMails);
    expectTooMany(await post(IDENTITY_API.passwordEmail, { email }, newAddress()), MESSAGES.identity.tooManyMails);
    await new Promise((r) => setTimeout(r, 200)); // mails of email/resend go out after the answer
    expect(await readMailbox(identity.dataDir, email)).toHaveLength(3);
  });

  it('limits reset links per recipient, whether or not the account exists (the limit reveals nothing)', async () => {
    const known = await activeAccount();
    const unknown = newEmail();
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await post(IDENTITY_API.passwordEmail, { email }, newAddress())).status).toBe(200);
      expectTooMany(await post(IDENTITY_API.passwordEmail, { email }, newAddress()), MESSAGES.identity.tooManyMails);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(await readMailbox(identity.dataDir, known.email)).toHaveLength(3);
    expect(await readMailbox(identity.dataDir, unknown)).toHaveLength(0);
  });

  it('limits the mails one client address asks for, over every recipient: 20 an hour', async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 25 }, () => post(IDENTITY_API.passwordEmail, { email: newEmail() }, address)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    for (const refused of answers.filter((a) => a.status !== 200)) expectTooMany(refused, MESSAGES.identity.tooManyMails);
  });

  it('mails a seller at most questionMailsPerSeller questions an hour, whoever asks', async () => {
    const seller = await activeAccount();
    const askers = await Promise.all([activeAccount(), activeAccount(), activeAccount()]);
    const questions = askers.map((asker, i): CatalogItemQuestionAskedPayload => ({
      question_id: randomUUID(),
      item_uuid: randomUUID(),
      item_id: 7,
      item_name: 'Mono 400 W panel',
      seller_id: seller.id,
      asker_id: asker.id,
      question: `Question number ${i}?`,
      asked_at: new Date().toISOString(),
    }));
    // All three on the bus at once, as catalog publishes questions asked at the same time.
    await Promise.all(questions.map((question) => identity.publish(EVENTS.catalog.itemQuestionAsked, question.question_id, question)));
    const mails = await readMailbox(identity.dataDir, seller.email);
    // Events of different questions may be handled in any order: two of the three are mailed.
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((m) => m.text.match(/Question number \d/)?.[0])).size).toBe(2);
  });
});

describe('email/check and sign-up: no account oracle', () => {
  it('answers 10 lookups per client address per 15 minutes, sign-ups included, then 429', async () => {
    const taken = await activeAccount();
    const address = newAddress();
    for (let i = 0; i < 4; i++) expect((await post(IDENTITY_API.emailCheck, { email: newEmail() }, address)).status).toBe(200);
    const checked = await post(IDENTITY_API.emailCheck, { email: taken.email }, address);
    expect(checked.status).toBe(409);
    expect(checked.body.errors).toEqual({ email: [MESSAGES.identity.emailTaken] });
    // Sign-up's 409 says the same: it spends the same budget.
    const signUps = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(
          IDENTITY_API.signup,
          { firstname: 'Eve', lastname: 'Probe', email: taken.email, password: 'whatever-1', password_confirmation: 'whatever-1' },
          address,
        ),
      ),
    );
    expect(signUps.map((s) => s.status)).toEqual([409, 409, 409, 409, 409]);
    expectTooMany(await post(IDENTITY_API.emailCheck, { email: newEmail() }, address), MESSAGES.identity.tooManyEmailChecks);
    expectTooMany(
      await post(
        IDENTITY_API.signup,
        { firstname: 'Eve', lastname: 'Probe', email: newEmail(), password: 'whatever-1', password_confirmation: 'whatever-1' },
        address,
      ),
      MESSAGES.identity.tooManyEmailChecks,
    );
    // Another address still gets its answers.
    expect((await post(IDENTITY_API.emailCheck, { email: taken.email }, newAddress())).status).toBe(409);
  });

  it('takes the same time for a taken and a free email, on email/check and on sign-up', async () => {
    const taken = await activeAccount();
    const timed = async (path: string, body: object) => {
      const started = performance.now();
      const res = await post(path, body, newAddress());
      return { status: res.status, ms: performance.now() - started };
    };
    const signUpBody = (email: string) => ({ firstname: 'Tim', lastname: 'Ing', email, password: 'sunny-panels-42', password_confirmation: 'sunny-panels-42' });
    const runs: Record<string, { status: number; ms: number }[]> = { checkTaken: [], checkFree: [], signUpTaken: [], signUpFree: [] };
    for (let i = 0; i < 4; i++) {
      runs.checkTaken.push(await timed(IDENTITY_API.emailCheck, { email: taken.email }));
      runs.checkFree.push(await timed(IDENTITY_API.emailCheck, { email: newEmail() }));
      runs.signUpTaken.push(await timed(IDENTITY_API.signup, signUpBody(taken.email)));
      runs.signUpFree.push(await timed(IDENTITY_API.signup, signUpBody(newEmail())));
    }
    expect(runs.checkTaken.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    expect(runs.checkFree.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(runs.signUpTaken.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    expect(runs.signUpFree.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    // Every answer comes no sooner than the fixed time, which hides the lookup's few milliseconds.
    for (const list of Object.values(runs)) for (const run of list) expect(run.ms).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 5);
    const median = (list: { ms: number }[]) => list.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(list.length / 2)];
    expect(Math.abs(median(runs.checkTaken) - median(runs.checkFree))).toBeLessThan(50);
    expect(Math.abs(median(runs.signUpTaken) - median(runs.signUpFree))).toBeLessThan(100);
  });
});

describe('two identity instances on one store', () => {
  // A second instance of the service on the same store, as a scaled-out deployment runs them on one MongoDB.
  let second: ServiceHarness;
  beforeAll(async () => {
    second = await identity.startAlongside();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
  });
  beforeEach(() => jest.clearAllMocks());

  it('adds up the wrong passwords an account gets on either instance', async () => {
    const account = await activeAccount();
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 ? second : identity;
      expect((await postTo(instance, IDENTITY_API.login, { email: account.email, password: `wrong-password-${i}` }, newAddress())).status).toBe(401);
    }
    for (const instance of [identity, second]) {
      expectTooMany(
        await postTo(instance, IDENTITY_API.login, { email: account.email, password: account.password }, newAddress()),
        MESSAGES.identity.tooManyAttempts,
      );
    }
    expect(passwordChecks()).toBe(5);
  });

  it('checks at most 5 wrong passwords per instance when parallel attempts reach both at once, then refuses on both', async () => {
    const account = await activeAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postTo(i % 2 ? second : identity, IDENTITY_API.login, { email: account.email, password: `wrong-password-${i}` }, newAddress()),
      ),
    );
    expect(passwordChecks()).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(passwordChecks());
    for (const instance of [identity, second]) {
      expectTooMany(
        await postTo(instance, IDENTITY_API.login, { email: account.email, password: account.password }, newAddress()),
        MESSAGES.identity.tooManyAttempts,
      );
    }
  });

  it("counts a recipient's mails and an address's email checks over both instances", async () => {
    const email = newEmail();
    expect((await postTo(identity, IDENTITY_API.passwordEmail, { email }, newAddress())).status).toBe(200);
    expect((await postTo(second, IDENTITY_API.passwordEmail, { email }, newAddress())).status).toBe(200);
    expect((await postTo(identity, IDENTITY_API.passwordEmail, { email }, newAddress())).status).toBe(200);
    expectTooMany(await postTo(second, IDENTITY_API.passwordEmail, { email }, newAddress()), MESSAGES.identity.tooManyMails);

    const address = newAddress();
    const checks = await Promise.all(
      Array.from({ length: 14 }, (_, i) => postTo(i % 2 ? second : identity, IDENTITY_API.emailCheck, { email: newEmail() }, address)),
    );
    expect(checks.filter((c) => c.status === 200)).toHaveLength(10);
    for (const refused of checks.filter((c) => c.status !== 200)) expectTooMany(refused, MESSAGES.identity.tooManyEmailChecks);
  });
});
