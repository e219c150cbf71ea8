import { ADMIN_API, ADMIN_MESSAGES, EVENTS, MERCHANDISING_API, type AdminAccountView, type AdminIdentity, type PageOf } from '@solar/contracts';
import { ADMIN, startAdmin, type AdminTest } from './testing/admin-harness';

/**
 * Who may call the admin area: every ADMIN_API route refuses a caller without a token (401), a customer and a
 * seller (403, ADMIN_MESSAGES.adminOnly); the merchandising reads are anyone's.
 */
let t: AdminTest;

beforeAll(async () => {
  t = await startAdmin();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every route of ADMIN_API with the methods it is served with. */
const ADMIN_ROUTES: Record<keyof typeof ADMIN_API, Method[]> = {
  validateToken: ['GET'],
  listing: ['GET'],
  listingEntry: ['GET'],
  listingUpdate: ['POST'],
  accounts: ['GET'],
  ownershipTransfer: ['GET', 'POST'],
  ownershipTransferOne: ['GET'],
  bulkEdit: ['POST'],
  bulkEditOne: ['GET'],
  privateListing: ['GET', 'POST'],
  banner: ['GET', 'POST'],
  bannerOne: ['PUT', 'DELETE'],
  merchandising: ['GET', 'PUT'],
  merchandisingCandidates: ['GET'],
  ads: ['GET', 'POST'],
  adOne: ['PUT', 'DELETE'],
  auditLog: ['GET'],
  dashboard: ['GET'],
  upload: ['POST'],
};

const pathOf = (route: string | { template: string }) => (typeof route === 'string' ? route : route.template).replace(/:[a-z_]+/g, 'x-1');

const calls = Object.entries(ADMIN_ROUTES).flatMap(([name, methods]) =>
  methods.map((method) => ({ method, path: pathOf(ADMIN_API[name as keyof typeof ADMIN_API]) })),
);

function send(method: Method, path: string, token?: string) {
  const http = t.admin.http();
  const call = method === 'GET' ? http.get(path) : method === 'POST' ? http.post(path) : method === 'PUT' ? http.put(path) : http.delete(path);
  if (token) call.set('authorization', `Bearer ${token}`);
  return method === 'GET' || method === 'DELETE' ? call : call.send({});
}

it('names every route of ADMIN_API', () => {
  expect(Object.keys(ADMIN_ROUTES).sort()).toEqual(Object.keys(ADMIN_API).sort());
  expect(calls.length).toBe(26);
});

it.each(calls)('$method $path: 401 without a token, 403 for a customer and a seller', async ({ method, path }) => {
  const anonymous = await send(method, path);
  expect(anonymous.status).toBe(401);
  for (const token of [t.tokens.customer, t.tokens.seller]) {
    const refused = await send(method, path, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 0, success: false, error: ADMIN_MESSAGES.adminOnly });
  }
});

it('lets anyone read the merchandising without a token', async () => {
  expect((await t.admin.http().post(MERCHANDISING_API.banners).send({})).status).toBe(200);
  expect((await t.admin.http().get(MERCHANDISING_API.list('hot-deals'))).status).toBe(200);
  expect((await t.admin.http().get(`${MERCHANDISING_API.ads}?slot=home-top`)).status).toBe(200);
});

it('answers validate-token with the admin as the accounts know them', async () => {
  const answer = await t.admin.http().get(ADMIN_API.validateToken).set('authorization', `Bearer ${t.tokens.admin}`);
  expect(answer.status).toBe(200);
  expect(answer.body.data as AdminIdentity).toEqual({
    id: ADMIN.id,
    firstname: ADMIN.firstname,
    lastname: ADMIN.lastname,
    email: ADMIN.email,
    roles: ['admin'],
  });
});

describe('accounts', () => {
  const search = async (query: string) => {
    const answer = await t.admin.http().get(`${ADMIN_API.accounts}?${query}`).set('authorization', `Bearer ${t.tokens.admin}`);
    expect(answer.status).toBe(200);
    return answer.body.data as PageOf<AdminAccountView>;
  };

  it('finds accounts by name or e-mail, of one role, a page at a time', async () => {
    const seller = await t.account({ firstname: 'Quinn', lastname: 'Harrow', roles: ['seller'], email: 'quinn@harrow-solar.example' });
    await t.account({ firstname: 'Quinn', lastname: 'Buyer', roles: ['customer'] });
    expect((await search('q=quinn%20harrow')).items.map((a) => a.id)).toEqual([seller]);
    expect((await search('q=harrow-solar')).items.map((a) => a.id)).toEqual([seller]);
    const sellers = await search('q=quinn&role=seller');
    expect(sellers.items.map((a) => a.id)).toEqual([seller]);
    const quinns = await search('q=quinn&per_page=1&page_no=2');
    expect(quinns).toMatchObject({ total: 2, page: 2, limit: 1, last_page: 2 });
    expect((await t.admin.http().get(`${ADMIN_API.accounts}?role=owner`).set('authorization', `Bearer ${t.tokens.admin}`)).status).toBe(400);
  });

  it('keeps the newest roles whatever order the role changes arrive in, and however often', async () => {
    const id = await t.account({ firstname: 'Rory', lastname: 'Switch', roles: ['customer'] });
    const later = { user_id: id, roles: ['customer', 'seller'], previous_roles: ['customer'] };
    const changed = await t.admin.publish(EVENTS.identity.userRoleChanged, id, later);
    // An older change delivered after it, and the newer one again, change nothing.
    await t.admin.redeliver({
      ...changed,
      id: 'older-role-change',
      occurredAt: new Date(Date.parse(changed.occurredAt) - 60_000).toISOString(),
      data: { user_id: id, roles: ['customer'], previous_roles: [] },
    });
    await t.admin.redeliver(changed);
    expect((await search('q=rory')).items[0]!.roles).toEqual(['customer', 'seller']);
    // A registration redelivered after the change keeps the roles the change set.
    await t.admin.publish(EVENTS.identity.userRegistered, id, {
      user_id: id,
      email: 'rory@example.com',
      firstname: 'Rory',
      lastname: 'Switch',
      roles: ['customer'],
      registered_at: new Date().toISOString(),
    });
    expect((await search('q=rory')).items[0]).toMatchObject({ email: 'rory@example.com', roles: ['customer', 'seller'] });
  });
});
