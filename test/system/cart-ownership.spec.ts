import {
  CART_API,
  CART_MESSAGES,
  CATALOG_API,
  EVENTS,
  GUEST_SESSION_MESSAGES,
  IDENTITY_API,
  ORDERS_API,
  SANDBOX_TEST_CARDS,
  SEARCH_API,
  type CartAnswer,
  type IdentityUserSignedInPayload,
  type ItemDetail,
  type ItemSearchAnswer,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { readMailbox } from '@solar/platform';
import { randomUUID } from 'node:crypto';
import { checkoutRequest } from '../support/fixtures';
import { api, eventually, guestSession, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/**
 * Whose cart a call acts on, as an attacker probes it through the gateway: an account id (it has the shape
 * of a guest id and used to appear in public answers) or another browser's guest id, passed as `owner_id`,
 * to guest-login, or as the guest to merge at sign-in, opens nobody's cart. The owner is the verified token.
 */
let market: TestMarketplace;
const demo = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;
const attackerAccount = demo('demo-both-1');
/** A signed-up account: its id is a uuid, the very shape of a guest id. */
let victimAccount: { id: string; email: string; password: string };

const post = <T = any>(path: string, body?: unknown, token?: string) => api<T>(market.url, 'POST', path, body, token);

async function login(account: { email: string; password: string }, extra: object = {}, token?: string): Promise<string> {
  const answer = await post(IDENTITY_API.login, { email: account.email, password: account.password, ...extra }, token);
  expect(answer.status).toBe(200);
  return answer.body.data.auth.access_token;
}

const lines = (cart: CartAnswer) => cart.items.map((l) => [l.item_uuid, l.qty]);
const cartOf = async (token: string) => {
  const answer = await post<CartAnswer>(CART_API.cartSearch, {}, token);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** Signs up and confirms an account through its mailed code. */
async function signUpVerified(): Promise<{ id: string; email: string; password: string }> {
  const email = `victim.${Date.now()}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'victim-password-1';
  const signup = await post(IDENTITY_API.signup, { firstname: 'Vic', lastname: 'Tim', email, password, password_confirmation: password });
  expect(signup.status).toBe(201);
  const mails = await eventually(
    async () => readMailbox(market.dataDir, email),
    (list) => list.length > 0,
  );
  const code = /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)?.[1];
  expect((await post(IDENTITY_API.emailVerify, { email, code })).status).toBe(200);
  return { id: signup.body.data.user.id, email, password };
}

/** Every call that reads or changes a cart, naming `ownerId` as the spec's `owner_id`. */
function callsNaming(ownerId: string, item: ItemDetail): { name: string; path: string; body: object }[] {
  return [
    { name: 'read the cart', path: CART_API.cartSearch, body: { owner_id: ownerId } },
    { name: 'add to the cart', path: CART_API.cart, body: { item_uuid: item.uuid, qty: item.moq, owner_id: ownerId } },
    { name: 'remove a line', path: CART_API.cartLineDelete(item.uuid), body: { owner_id: ownerId } },
    { name: 'empty the cart', path: CART_API.cartEmpty, body: { owner_id: ownerId } },
    { name: 'read the wishlist', path: CART_API.wishlistSearch, body: { owner_id: ownerId } },
    { name: 'add to the wishlist', path: CART_API.wishlist, body: { item_uuid: item.uuid, owner_id: ownerId } },
    { name: 'quote shipping', path: ORDERS_API.shippingPrice, body: { state: 'TX', zip: '78701', owner_id: ownerId } },
    { name: 'check out', path: ORDERS_API.checkout, body: checkoutRequest(SANDBOX_TEST_CARDS.succeeds, { owner_id: ownerId }) },
  ];
}

let item: ItemDetail;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 2 });
  victimAccount = await signUpVerified();
  expect(victimAccount.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const hits = (await api<ItemSearchAnswer>(market.url, 'POST', SEARCH_API.itemsSearch, { limit: 40 })).body.data.items;
  const details = await Promise.all(hits.map(async (h) => (await api<ItemDetail>(market.url, 'GET', CATALOG_API.item(h.uuid))).body.data));
  const buyable = (i: ItemDetail) =>
    ![victimAccount.id, attackerAccount.id].includes(i.owner_id) && i.stock >= i.moq * 4 && (i.max_qty === 0 || i.max_qty >= i.moq * 4);
  item = details.find(buyable)!;
  expect(item).toBeDefined();
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

describe("someone else's cart", () => {
  it("an account id opens nobody's cart: without a token 401 errors.owner_id, with another token 403, and the cart stays as it was", async () => {
    const victim = await login(victimAccount);
    await post(CART_API.cartEmpty, {}, victim);
    expect((await post(CART_API.cart, { item_uuid: item.uuid, qty: item.moq }, victim)).status).toBe(200);
    const before = lines(await cartOf(victim));

    const attackerGuest = await guestSession(market.url);
    const attacker = await login(attackerAccount);
    for (const call of callsNaming(victimAccount.id, item)) {
      const anonymous = await post(call.path, call.body);
      expect([call.name, anonymous.status, anonymous.body.errors?.owner_id]).toEqual([call.name, 401, [CART_MESSAGES.ownerRequired]]);
      for (const token of [attackerGuest.token, attacker]) {
        const refused = await post(call.path, call.body, token);
        expect([call.name, refused.status, refused.body.error]).toEqual([call.name, 403, CART_MESSAGES.notYourCart]);
      }
    }
    expect(lines(await cartOf(victim))).toEqual(before);
    expect((await cartOf(attacker)).items.some((l) => l.item_uuid === item.uuid)).toBe(false);
  });

  it("another browser's guest id opens nothing either; the guest's own token does", async () => {
    const victim = await guestSession(market.url);
    expect((await post(CART_API.cart, { item_uuid: item.uuid, qty: item.moq }, victim.token)).status).toBe(200);

    const attackerGuest = await guestSession(market.url);
    for (const call of callsNaming(victim.guestId, item)) {
      expect((await post(call.path, call.body)).status).toBe(401);
      expect((await post(call.path, call.body, attackerGuest.token)).status).toBe(403);
    }
    expect(lines(await cartOf(victim.token))).toEqual([[item.uuid, item.moq]]);
    expect((await cartOf(attackerGuest.token)).items).toEqual([]);
    // Naming its own id is fine.
    expect((await post(CART_API.cartSearch, { owner_id: victim.guestId }, victim.token)).status).toBe(200);
  });
});

describe('guest sessions are issued, never taken', () => {
  it("mints no token for another guest's id, for an account's id, or for an id confirmed before", async () => {
    const victim = await guestSession(market.url);
    const refused = await post(IDENTITY_API.guestLogin, { guest_id: victim.guestId });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ guest_id: [GUEST_SESSION_MESSAGES.notYours] });
    expect(refused.body.data).toBeUndefined();
    // Another guest's token does not help.
    expect((await post(IDENTITY_API.guestLogin, { guest_id: victim.guestId }, (await guestSession(market.url)).token)).status).toBe(403);

    // An account id shaped like a uuid (every signed-up account has one).
    expect((await post(IDENTITY_API.guestLogin, { guest_id: victimAccount.id })).status).toBe(403);
    expect((await post(IDENTITY_API.guestLogin, { guest_id: victimAccount.id.toUpperCase() })).status).toBe(403);

    // A uuid a browser generated before guest ids were issued is confirmed once, for the first to hold it.
    const legacy = randomUUID();
    const confirmed = await post(IDENTITY_API.guestLogin, { guest_id: legacy });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.guest_id).toBe(legacy);
    expect((await post(IDENTITY_API.guestLogin, { guest_id: legacy })).status).toBe(403);
  });

  it('renews a guest session only for the holder of its token, and for 30 days', async () => {
    const guest = await guestSession(market.url);
    const renewed = await post(IDENTITY_API.guestLogin, {}, guest.token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.guest_id).toBe(guest.guestId);
    const again = await post(IDENTITY_API.guestLogin, { guest_id: guest.guestId }, guest.token);
    expect(again.body.data.guest_id).toBe(guest.guestId);
    expect(again.body.data.auth.expires_in).toBe(30 * 24 * 3600);
    const { exp, iat } = JSON.parse(Buffer.from(again.body.data.auth.access_token.split('.')[1], 'base64url').toString());
    expect(exp - iat).toBe(30 * 24 * 3600);
    // Naming another guest with one's own token, or asking as a signed-in account, is refused.
    expect((await post(IDENTITY_API.guestLogin, { guest_id: (await guestSession(market.url)).guestId }, guest.token)).status).toBe(403);
    expect((await post(IDENTITY_API.guestLogin, {}, await login(attackerAccount))).status).toBe(403);
  });
});

describe('the guest cart at sign-in', () => {
  it("moves only the caller's own guest cart: naming a guest id without its token merges nothing", async () => {
    const victim = await guestSession(market.url);
    expect((await post(CART_API.cart, { item_uuid: item.uuid, qty: item.moq }, victim.token)).status).toBe(200);
    const watch = await market.watchEvents<IdentityUserSignedInPayload>(EVENTS.identity.userSignedIn);
    try {
      const since = new Date().toISOString();
      const attackerGuest = await guestSession(market.url);
      const merge = { isGuest: true, guestId: victim.guestId };
      const attacker = await login(attackerAccount, merge);
      const withOwnGuest = await login(attackerAccount, merge, attackerGuest.token);
      await eventually(
        async () => watch.received.filter((e) => e.user_id === attackerAccount.id && e.signed_in_at >= since),
        (list) => list.length >= 2,
      );
      // The web's read right after sign-in names the guest too: ignored for a guest the account did not take over.
      for (const token of [attacker, withOwnGuest]) {
        const read = await post<CartAnswer>(CART_API.cartSearch, { guest_id: victim.guestId }, token);
        expect(read.status).toBe(200);
        expect(read.body.data.items.some((l) => l.item_uuid === item.uuid && l.qty === item.moq)).toBe(false);
      }
      expect(lines(await cartOf(victim.token))).toEqual([[item.uuid, item.moq]]);
      expect(watch.received.some((e) => e.guest_id === victim.guestId)).toBe(false);
    } finally {
      await watch.stop();
    }
  });

  it('moves the guest cart of a browser that signs in with its guest token, at once on the first read', async () => {
    const guest = await guestSession(market.url);
    expect((await post(CART_API.cart, { item_uuid: item.uuid, qty: item.moq }, guest.token)).status).toBe(200);
    const account = await post(
      IDENTITY_API.login,
      { email: victimAccount.email, password: victimAccount.password, isGuest: true, guestId: guest.guestId },
      guest.token,
    );
    expect(account.status).toBe(200);
    const token = account.body.data.auth.access_token;
    // The read that names the guest this sign-in took over shows its lines even before the sign-in event lands.
    const read = await post<CartAnswer>(CART_API.cartSearch, { guest_id: guest.guestId }, token);
    expect(read.status).toBe(200);
    expect(read.body.data.items.find((l) => l.item_uuid === item.uuid)?.qty).toBeGreaterThanOrEqual(item.moq);
    expect((await cartOf(guest.token)).items).toEqual([]);
  });
});
