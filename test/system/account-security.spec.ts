import { CART_API, CATALOG_API, IDENTITY_API, MESSAGES, type ItemDetail } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { readMailbox } from '@solar/platform';
import { api, eventually, startTestMarketplace, tokenFor, type ApiAnswer, type TestMarketplace } from '../support/marketplace';

/**
 * Sessions that must end, and requests that must be bounded, over HTTP through the gateway: a password change
 * or reset ends every earlier session of the account in every service (also after a restart) while the one
 * that changed it goes on; sign-out ends the token it is called with; questions to sellers are limited.
 */
let market: TestMarketplace;
const demo = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 2 });
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

const post = (path: string, body?: unknown, token?: string) => api(market.url, 'POST', path, body, token);
const get = (path: string, token?: string) => api(market.url, 'GET', path, undefined, token);

let counter = 0;
const newEmail = () => `security.${Date.now()}.${++counter}@example.com`;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** A new verified seller (a seller: catalog's seller area is one more service that checks the token). */
async function newSeller(password: string) {
  const email = newEmail();
  const signup = await post(IDENTITY_API.signup, { firstname: 'Sam', lastname: 'Secure', email, password, password_confirmation: password, role: 'seller' });
  expect(signup.status).toBe(201);
  const mails = await eventually(
    async () => readMailbox(market.dataDir, email),
    (list) => list.length > 0,
  );
  expect((await post(IDENTITY_API.emailVerify, { email, code: codeIn(mails[0].text) })).status).toBe(200);
  return email;
}

async function login(email: string, password: string): Promise<string> {
  const { status, body } = await post(IDENTITY_API.login, { email, password });
  expect(status).toBe(200);
  return body.data.auth.access_token;
}

/** What the token opens in identity, cart and catalog: 200 everywhere, or 401 everywhere once it is revoked. */
const identityStatus = async (token: string) => (await get(IDENTITY_API.profile, token)).status;
const cartStatus = async (token: string) => (await post(CART_API.cartSearch, {}, token)).status;
const catalogStatus = async (token: string) => (await post(CATALOG_API.myItemsSearch, { limit: 1 }, token)).status;
async function statusesOf(token: string) {
  return { identity: await identityStatus(token), cart: await cartStatus(token), catalog: await catalogStatus(token) };
}
const ALL_OK = { identity: 200, cart: 200, catalog: 200 };
const ALL_REFUSED = { identity: 401, cart: 401, catalog: 401 };
/** Other services learn a revocation from an event, a moment later. */
const refusedEverywhere = (token: string) =>
  eventually(
    () => statusesOf(token),
    (s) => s.cart === 401 && s.catalog === 401 && s.identity === 401,
  );

function expectEnvelope401(answer: ApiAnswer) {
  expect(answer.status).toBe(401);
  expect(answer.body).toMatchObject({ status: 0, success: false, http_error: MESSAGES.http.sessionExpired });
}

describe('a password change', () => {
  it('ends every other session of the account in every service and answers a fresh one, also after a restart', async () => {
    const email = await newSeller('first-password-1');
    const laptop = await login(email, 'first-password-1');
    const phone = await login(email, 'first-password-1');
    expect(await statusesOf(laptop)).toEqual(ALL_OK);
    expect(await statusesOf(phone)).toEqual(ALL_OK);
    const stranger = await login(demo('demo-seller-1').email, demo('demo-seller-1').password);

    const changed = await post(
      IDENTITY_API.changePassword,
      { current_password: 'first-password-1', password: 'second-password-2', password_confirmation: 'second-password-2' },
      laptop,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(MESSAGES.identity.passwordChanged);
    expect(changed.body.data).toMatchObject({ auth: { access_token: expect.any(String), token_type: 'Bearer' }, role: ['seller'] });
    const fresh: string = changed.body.data.auth.access_token;

    // Identity refuses the earlier tokens at once, the one the change was made with too...
    expectEnvelope401(await get(IDENTITY_API.profile, laptop));
    expectEnvelope401(await get(IDENTITY_API.profile, phone));
    // ...and cart and catalog once the event reaches them.
    await refusedEverywhere(laptop);
    await refusedEverywhere(phone);
    expectEnvelope401(await post(CART_API.cartSearch, {}, phone));
    // The fresh session works everywhere (also when signed within the second of the change), others' too.
    expect(await statusesOf(fresh)).toEqual(ALL_OK);
    expect(await catalogStatus(stranger)).toBe(200);
    expect((await post(IDENTITY_API.login, { email, password: 'first-password-1' })).status).toBe(401);
    const later = await login(email, 'second-password-2');
    expect(await statusesOf(later)).toEqual(ALL_OK);

    // Restarted, every service still refuses the old tokens (identity from its store, the others from the
    // replayed event) and accepts the new ones.
    market = await market.restart();
    expect(await statusesOf(phone)).toEqual(ALL_REFUSED);
    expect(await statusesOf(laptop)).toEqual(ALL_REFUSED);
    expect(await statusesOf(fresh)).toEqual(ALL_OK);
    expect(await statusesOf(later)).toEqual(ALL_OK);
  }, 120_000);

  it('ends every session when the password is reset by mail', async () => {
    const email = await newSeller('forgotten-pass-1');
    const session = await login(email, 'forgotten-pass-1');
    expect(await statusesOf(session)).toEqual(ALL_OK);

    expect((await post(IDENTITY_API.passwordEmail, { email })).status).toBe(200);
    const mail = (
      await eventually(
        async () => readMailbox(market.dataDir, email),
        (list) => list.some((m) => /reset/i.test(m.subject)),
      )
    ).find((m) => /reset/i.test(m.subject))!;
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect((await post(IDENTITY_API.passwordReset, { email, token, password: 'brand-new-pass-3', password_confirmation: 'brand-new-pass-3' })).status).toBe(
      200,
    );

    expectEnvelope401(await get(IDENTITY_API.profile, session));
    await refusedEverywhere(session);
    expect(await statusesOf(await login(email, 'brand-new-pass-3'))).toEqual(ALL_OK);
  });
});

describe('signing out', () => {
  it('revokes the token it is called with, GET or POST, in every service; other sessions go on', async () => {
    const email = await newSeller('sign-out-pass-1');
    const [first, second, third] = [await login(email, 'sign-out-pass-1'), await login(email, 'sign-out-pass-1'), await login(email, 'sign-out-pass-1')];

    const byPost = await post(IDENTITY_API.logout, undefined, first);
    expect(byPost.status).toBe(200);
    expect(byPost.body.message).toBe(MESSAGES.identity.loggedOut);
    expectEnvelope401(await get(IDENTITY_API.profile, first));
    await refusedEverywhere(first);

    expect((await get(IDENTITY_API.logout, second)).status).toBe(200);
    await refusedEverywhere(second);
    // Signing out again with a revoked token is refused like any other call with it.
    expectEnvelope401(await get(IDENTITY_API.logout, second));

    expect(await statusesOf(third)).toEqual(ALL_OK);
    // Without a token there is nothing to sign out.
    expectEnvelope401(await get(IDENTITY_API.logout));
  });
});

describe('questions to sellers', () => {
  let items: ItemDetail[];
  beforeAll(async () => {
    const seller = tokenFor(market.config, { sub: 'demo-seller-1', roles: ['seller'], firstname: 'Demo', lastname: 'Seller' });
    const { body } = await post(CATALOG_API.myItemsSearch, { where: { status: 'approved', is_active: 1 }, limit: 5 }, seller);
    items = body.data.items;
    expect(items.length).toBeGreaterThan(0);
  });
  /** A demo account's token, as identity signs them (questions are mailed from the asker's account). */
  const tokenOf = (id: string) =>
    tokenFor(market.config, { sub: id, roles: demo(id).roles as ['customer'], firstname: demo(id).firstname, lastname: demo(id).lastname });

  it('takes 5 questions an hour from one asker, then answers 429 with Retry-After and stores nothing more', async () => {
    const token = tokenOf('demo-buyer-1');
    const ask = (i: number) => post(CATALOG_API.itemsAsk, { item_uuid: items[i % items.length].uuid, question: `Is it in stock? (${i})` }, token);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(i)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body).toMatchObject({ status: 0, success: false, error: MESSAGES.product.tooManyQuestions });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Someone else may still ask.
    expect((await post(CATALOG_API.itemsAsk, { item_uuid: items[0].uuid, question: 'Warranty?' }, tokenOf('demo-both-1'))).status).toBe(200);
  });

  it('takes 20 questions an hour from one client address, whoever asks', async () => {
    const askers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const email = await newSeller('asking-pass-1');
        return login(email, 'asking-pass-1');
      }),
    );
    // Straight to catalog with the header the gateway sets: the gateway would name every test's address the same.
    // Distributed, `services.catalog` lists every instance (comma-separated); they share the counts, so one will do.
    const catalog = market.services.catalog.split(',')[0];
    const fromAddress = async (address: string, token: string) => {
      const res = await fetch(`${catalog}${CATALOG_API.itemsAsk}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-client-ip': address },
        body: JSON.stringify({ item_uuid: items[0].uuid, question: 'Does it ship to Alaska?' }),
      });
      return { status: res.status, body: await res.json(), retryAfter: Number(res.headers.get('retry-after')) };
    };
    // Four askers, five questions each: all within their own limit, and together the address's 20.
    const answers = await Promise.all(askers.flatMap((token) => Array.from({ length: 5 }, () => fromAddress('203.0.113.9', token))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const fifth = tokenOf('demo-seller-2');
    const refused = await fromAddress('203.0.113.9', fifth);
    expect(refused).toMatchObject({ status: 429, body: { status: 0, success: false, error: MESSAGES.product.tooManyQuestions } });
    expect(refused.retryAfter).toBeGreaterThan(0);
    // The refusal did not count against the asker, and another address is not affected.
    expect((await fromAddress('203.0.113.10', fifth)).status).toBe(200);
  });
});
