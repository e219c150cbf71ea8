import {
  CATALOG_INTERNAL_API,
  CONTACT_MASKS,
  CONTENT_API,
  CUSTOM_ORDER_MESSAGES,
  TRADER_INTERNAL_API,
  type CustomOrderView,
  type OwnCustomOrderView,
  type PageOf,
} from '@solar/contracts';
import { readMailbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { service } from '../index';

/** Custom orders as buyers, sellers and visitors meet them: posting, the public list, answers, mail, closing, limits. */
const M = CUSTOM_ORDER_MESSAGES;
let t: ServiceHarness;
let listings: Server;

/** The public listings the catalog and trader stub know, by id, with their sellers. */
const ITEM_OWNERS: Record<string, string> = { '7': 'seller-answers', '8': 'seller-other' };
const DEAL_OWNERS: Record<string, string> = {
  '42': 'seller-answers',
  '43': 'seller-other',
  '44': 'seller-late',
  '45': 'seller-links-a',
  '7': 'seller-busy',
  '46': 'seller-masking',
};
const ownerRoute = (template: string) => new RegExp(`^${template.replace(/:[a-z_]+/, '(\\d+)')}$`);

beforeAll(async () => {
  // The catalog's and the trader's owner lookups, as a service token asks them.
  listings = createServer((req, res) => {
    const item = ownerRoute(CATALOG_INTERNAL_API.itemOwner.template).exec(req.url ?? '');
    const deal = ownerRoute(TRADER_INTERNAL_API.dealOwner.template).exec(req.url ?? '');
    const owner = item ? ITEM_OWNERS[item[1]!] : deal ? DEAL_OWNERS[deal[1]!] : undefined;
    res.setHeader('content-type', 'application/json');
    res.statusCode = owner && req.headers.authorization ? 200 : 404;
    res.end(JSON.stringify(owner ? { status: 1, success: true, data: { owner_id: owner } } : { status: 0, success: false, error: 'Not found' }));
  });
  await new Promise<void>((resolve) => listings.listen(0, '127.0.0.1', resolve));
  const listingsUrl = `http://127.0.0.1:${(listings.address() as AddressInfo).port}`;
  t = await startServiceHarness(service, {
    peers: { catalog: listingsUrl, trader: listingsUrl },
    options: {
      publicUrl: 'https://shop.example.com',
      customOrderLimits: { perAccount: { points: 3, windowSeconds: 3600 }, perAddress: { points: 5, windowSeconds: 3600 } },
      customOrderAnswerLimits: { perAccount: { points: 3, windowSeconds: 3600 }, perAddress: { points: 50, windowSeconds: 3600 } },
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => listings?.close(resolve));
});

let addresses = 0;
const fromNewAddress = () => ({ 'x-client-ip': `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}` });
const bearer = (subject: string, roles: Array<'customer' | 'seller' | 'admin'>) => ({ authorization: `Bearer ${t.tokenOf(subject, { roles })}` });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const request = (overrides: Record<string, unknown> = {}) => ({
  category_id: 1,
  quantity: 40,
  unit: 'pallets',
  target_price: 1250.5,
  state: 'TX',
  city: 'Austin',
  needed_by: inDays(30),
  description: 'Bifacial 550 W modules <b>for a barn roof</b>, black frame.',
  email: 'Jane.Buyer@example.com',
  ...overrides,
});

async function post(subject: string, overrides: Record<string, unknown> = {}): Promise<CustomOrderView> {
  const res = await t
    .http()
    .post(CONTENT_API.customOrderCreate)
    .set(bearer(subject, ['customer']))
    .set(fromNewAddress())
    .send(request(overrides))
    .expect(201);
  expect(res.body.message).toBe(M.created);
  return res.body.data as CustomOrderView;
}

async function mailsTo(address: string, count = 1) {
  for (let tries = 0; tries < 100; tries++) {
    const mails = await readMailbox(t.dataDir, address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return readMailbox(t.dataDir, address);
}

describe('custom orders', () => {
  it('lists the shop categories a request may name', async () => {
    const categories = (await t.http().get(CONTENT_API.customOrderCategories).expect(200)).body.data as Array<{ id: number; name: string }>;
    expect(categories[0]).toEqual({ id: 1, name: 'Solar Panels' });
    expect(categories.length).toBeGreaterThan(5);
  });

  it('refuses anonymous (401) and seller-only (403) posting', async () => {
    await t.http().post(CONTENT_API.customOrderCreate).send(request()).expect(401);
    const seller = await t
      .http()
      .post(CONTENT_API.customOrderCreate)
      .set(bearer('seller-only', ['seller']))
      .send(request())
      .expect(403);
    expect(seller.body.success).toBe(false);
    await t.http().get(CONTENT_API.customOrdersMine).expect(401);
  });

  it('posts a request with the owner from the token and shows it publicly without who posted it', async () => {
    const smuggled = await t
      .http()
      .post(CONTENT_API.customOrderCreate)
      .set(bearer('buyer-public', ['customer']))
      .set(fromNewAddress())
      .send(request({ account_id: 'someone-else' }))
      .expect(400);
    expect(smuggled.body.success).toBe(false);
    const created = await post('buyer-public');
    expect(created).toMatchObject({
      category: 'Solar Panels',
      quantity: 40,
      unit: 'pallets',
      target_price: 1250.5,
      state: 'TX',
      city: 'Austin',
      status: 'open',
      answer_count: 0,
    });
    expect(created.description).toBe('Bifacial 550 W modules for a barn roof, black frame.');
    const list = (await t.http().get(`${CONTENT_API.customOrdersList}?category_id=1`).expect(200)).body.data as PageOf<CustomOrderView>;
    const shown = list.items.find((item) => item.id === created.id)!;
    expect(shown).toBeDefined();
    const raw = JSON.stringify(list);
    expect(raw).not.toMatch(/buyer-public|someone-else|jane\.buyer|account_id|email/i);
    const otherCategory = (await t.http().get(`${CONTENT_API.customOrdersList}?category_id=2`).expect(200)).body.data as PageOf<CustomOrderView>;
    expect(otherCategory.items.some((item) => item.id === created.id)).toBe(false);
    const mine = (
      await t
        .http()
        .get(CONTENT_API.customOrdersMine)
        .set(bearer('buyer-public', ['customer']))
        .expect(200)
    ).body.data as OwnCustomOrderView[];
    expect(mine.map((order) => order.id)).toEqual([created.id]);
    const othersMine = (
      await t
        .http()
        .get(CONTENT_API.customOrdersMine)
        .set(bearer('buyer-nobody', ['customer']))
        .expect(200)
    ).body.data as OwnCustomOrderView[];
    expect(othersMine).toEqual([]);
  });

  it('lists newest first', async () => {
    const first = await post('buyer-order', { category_id: 3 });
    const second = await post('buyer-order', { category_id: 3 });
    const list = (await t.http().get(`${CONTENT_API.customOrdersList}?category_id=3&limit=2`).expect(200)).body.data as PageOf<CustomOrderView>;
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('answers bad input with the field messages and 400, never a 500', async () => {
    const customer = bearer('buyer-invalid', ['customer']);
    const bad = await t
      .http()
      .post(CONTENT_API.customOrderCreate)
      .set(customer)
      .set(fromNewAddress())
      .send({
        category_id: 999,
        quantity: 1.5,
        unit: 'tons',
        target_price: 0.001,
        state: 'ZZ',
        city: ' ',
        needed_by: inDays(-1),
        description: '',
        email: 'nope',
      })
      .expect(400);
    expect(bad.body.errors).toEqual({
      category_id: [M.categoryRequired],
      quantity: [M.quantityInvalid],
      unit: [M.unitRequired],
      target_price: [M.targetPriceInvalid],
      state: [M.stateRequired],
      city: [M.cityRequired],
      needed_by: [M.neededByInvalid],
      description: [M.descriptionRequired],
      email: [M.emailInvalid],
    });
    const huge = await t
      .http()
      .post(CONTENT_API.customOrderCreate)
      .set(customer)
      .set(fromNewAddress())
      .send(request({ quantity: 1e12, target_price: 1_000_000.01, needed_by: inDays(800), description: 'x'.repeat(2001) }))
      .expect(400);
    expect(huge.body.errors).toEqual({
      quantity: [M.quantityInvalid],
      target_price: [M.targetPriceInvalid],
      needed_by: [M.neededByInvalid],
      description: [M.descriptionTooLong],
    });
    const wrongTypes = await t
      .http()
      .post(CONTENT_API.customOrderCreate)
      .set(customer)
      .set(fromNewAddress())
      .send(request({ quantity: ['1'], city: { $gt: '' }, description: 5 }))
      .expect(400);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['city', 'description', 'quantity']);
    await t.http().get(`${CONTENT_API.customOrdersList}?page=1&page=2`).expect(400);
    await t.http().get(`${CONTENT_API.customOrdersList}?limit=100000`).expect(400);
    await t.http().get(`${CONTENT_API.customOrdersList}?category_id=solar`).expect(400);
    const mine = (await t.http().get(CONTENT_API.customOrdersMine).set(customer).expect(200)).body.data as OwnCustomOrderView[];
    expect(mine).toEqual([]);
  });

  it('lets a seller answer once with a site link, mails the buyer, and shows the answer to the buyer only', async () => {
    const created = await post('buyer-answers', { email: 'answers@example.com' });
    const seller = bearer('seller-answers', ['seller']);
    await t.http().post(CONTENT_API.customOrderAnswer(created.id)).send({ link: '/product/x', message: 'Hi' }).expect(401);
    await t
      .http()
      .post(CONTENT_API.customOrderAnswer(created.id))
      .set(bearer('buyer-other', ['customer']))
      .send({ link: '/product/x', message: 'Hi' })
      .expect(403);
    const badLink = await t
      .http()
      .post(CONTENT_API.customOrderAnswer(created.id))
      .set(seller)
      .send({ link: 'https://evil.example.com/product/x', message: '' })
      .expect(400);
    expect(badLink.body.errors).toEqual({ link: [M.linkInvalid], message: [M.answerMessageRequired] });
    for (const link of [
      '//evil.example.com',
      '/product/../admin',
      '/trader/deal/',
      'javascript:alert(1)',
      '/product/bifacial-550w',
      '/trader/deal/42',
      '/product/7/../../admin',
    ]) {
      await t.http().post(CONTENT_API.customOrderAnswer(created.id)).set(seller).send({ link, message: 'Hi' }).expect(400);
    }
    const ok = await t
      .http()
      .post(CONTENT_API.customOrderAnswer(created.id))
      .set(seller)
      .send({ link: '/product/7/bifacial-550w', message: 'We have 40 pallets in Dallas.' })
      .expect(200);
    expect(ok.body.message).toBe(M.answered);
    const twice = await t
      .http()
      .post(CONTENT_API.customOrderAnswer(created.id))
      .set(seller)
      .send({ link: '/trader/deal/jinko-550w-42', message: 'Again' })
      .expect(409);
    expect(twice.body).toMatchObject({ success: false, error: M.alreadyAnswered });
    await t.http().post(CONTENT_API.customOrderAnswer('no-such-order')).set(seller).send({ link: '/trader/deal/jinko-550w-42', message: 'Hi' }).expect(404);

    const mails = await mailsTo('answers@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('We have 40 pallets in Dallas.');
    expect(mails[0]!.text).toContain('https://shop.example.com/product/7/bifacial-550w');

    const mine = (
      await t
        .http()
        .get(CONTENT_API.customOrdersMine)
        .set(bearer('buyer-answers', ['customer']))
        .expect(200)
    ).body.data as OwnCustomOrderView[];
    expect(mine[0]!.answers).toEqual([expect.objectContaining({ link: '/product/7/bifacial-550w', message: 'We have 40 pallets in Dallas.' })]);
    expect(JSON.stringify(mine)).not.toContain('seller-answers');
    const list = (await t.http().get(CONTENT_API.customOrdersList).expect(200)).body.data as PageOf<CustomOrderView>;
    const shown = list.items.find((item) => item.id === created.id)!;
    expect(shown.answer_count).toBe(1);
    expect(shown).not.toHaveProperty('answers');
  });

  it("refuses a link to anything but the answering seller's own public listing (422 on the link), and mails nothing", async () => {
    const created = await post('buyer-links', { email: 'links@example.com' });
    // Another seller's deal and item; a deal and an item that do not exist (or are not public). Two a seller: answers are limited.
    const tries = {
      'seller-links-a': ['/trader/deal/their-deal-43', '/product/8/their-item'],
      'seller-links-b': ['/trader/deal/no-such-deal-999', '/product/999/no-such-item'],
    };
    for (const [seller, links] of Object.entries(tries)) {
      for (const link of links) {
        const refused = await t
          .http()
          .post(CONTENT_API.customOrderAnswer(created.id))
          .set(bearer(seller, ['seller']))
          .send({ link, message: 'Take this' })
          .expect(422);
        expect(refused.body).toMatchObject({ success: false, error: M.linkNotYours, errors: { link: [M.linkNotYours] } });
      }
    }
    const mine = (
      await t
        .http()
        .get(CONTENT_API.customOrdersMine)
        .set(bearer('buyer-links', ['customer']))
        .expect(200)
    ).body.data as OwnCustomOrderView[];
    expect(mine[0]!.answers).toEqual([]);
    expect(await readMailbox(t.dataDir, 'links@example.com')).toEqual([]);
    await t
      .http()
      .post(CONTENT_API.customOrderAnswer(created.id))
      .set(bearer('seller-links-a', ['seller']))
      .send({ link: '/trader/deal/ours-45', message: 'Ours' })
      .expect(200);
  });

  it('masks contact details in the request, on the public list, and in the answer the buyer reads and is mailed', async () => {
    const { email: EMAIL, phone: PHONE } = CONTACT_MASKS;
    const created = await post('buyer-masking', {
      email: 'masking@example.com',
      city: 'Austin, call 415 555 0199',
      description: 'Call me at 415-555-0199, jane @ gmail . com or ４１５_５５５_０１９９',
    });
    expect(created).toMatchObject({ city: `Austin, call ${PHONE}`, description: `Call me at ${PHONE}, ${EMAIL} or ${PHONE}` });
    const list = (await t.http().get(CONTENT_API.customOrdersList).expect(200)).body.data as PageOf<CustomOrderView>;
    expect(list.items.find((item) => item.id === created.id)).toMatchObject({ city: created.city, description: created.description });
    for (const secret of ['0199', '０１９９', 'gmail']) expect(JSON.stringify(list)).not.toContain(secret);

    const message = 'Reach us: sales＠acme-solar．com, +1 (415) 555-0100';
    await t
      .http()
      .post(CONTENT_API.customOrderAnswer(created.id))
      .set(bearer('seller-masking', ['seller']))
      .send({ link: '/trader/deal/ours-46', message })
      .expect(200);
    const mine = (
      await t
        .http()
        .get(CONTENT_API.customOrdersMine)
        .set(bearer('buyer-masking', ['customer']))
        .expect(200)
    ).body.data as OwnCustomOrderView[];
    expect(mine[0]!.answers).toEqual([expect.objectContaining({ message: `Reach us: ${EMAIL}, ${PHONE}` })]);
    const [mail] = await mailsTo('masking@example.com');
    expect(mail!.text).toContain(`Reach us: ${EMAIL}, ${PHONE}`);
    expect(mail!.text).not.toContain('0100');
  });

  it('lets only the buyer close a request; a closed request leaves the list and takes no answers', async () => {
    const created = await post('buyer-close');
    await t.http().post(CONTENT_API.customOrderClose(created.id)).expect(401);
    const other = await t
      .http()
      .post(CONTENT_API.customOrderClose(created.id))
      .set(bearer('buyer-intruder', ['customer']))
      .expect(404);
    expect(other.body.error).toBe(M.notFound);
    await t
      .http()
      .post(CONTENT_API.customOrderClose(created.id))
      .set(bearer('seller-close', ['seller']))
      .expect(403);
    const closed = await t
      .http()
      .post(CONTENT_API.customOrderClose(created.id))
      .set(bearer('buyer-close', ['customer']))
      .expect(200);
    expect(closed.body.message).toBe(M.closed);
    const list = (await t.http().get(`${CONTENT_API.customOrdersList}?limit=200`).expect(200)).body.data as PageOf<CustomOrderView>;
    expect(list.items.some((item) => item.id === created.id)).toBe(false);
    const late = await t
      .http()
      .post(CONTENT_API.customOrderAnswer(created.id))
      .set(bearer('seller-late', ['seller']))
      .send({ link: '/trader/deal/late-44', message: 'Hi' })
      .expect(409);
    expect(late.body.error).toBe(M.notOpen);
  });

  it("attaches the buyer's own datasheet; refuses anonymous uploads, other types and someone else's file", async () => {
    const pdf = Buffer.from('%PDF-1.4\n%datasheet of Jane Buyer\n');
    await t.http().post(CONTENT_API.customOrderFileUpload).attach('file', pdf, 'jane-buyer-specs.pdf').expect(401);
    await t
      .http()
      .post(CONTENT_API.customOrderFileUpload)
      .set(bearer('seller-file', ['seller']))
      .attach('file', pdf, 'x.pdf')
      .expect(403);
    const notPdf = await t
      .http()
      .post(CONTENT_API.customOrderFileUpload)
      .set(bearer('buyer-file', ['customer']))
      .field('type', 'document')
      .attach('file', Buffer.from('MZ not a pdf'), 'tool.exe')
      .expect(400);
    expect(notPdf.body.errors.file).toBeDefined();
    const uploaded = await t
      .http()
      .post(CONTENT_API.customOrderFileUpload)
      .set(bearer('buyer-file', ['customer']))
      .field('type', 'document')
      .attach('file', pdf, 'jane-buyer-specs.pdf')
      .expect(201);
    const uuid = uploaded.body.data.uuid as string;
    expect(uploaded.body.data.url).not.toContain('jane');

    const stolen = await t
      .http()
      .post(CONTENT_API.customOrderCreate)
      .set(bearer('buyer-thief', ['customer']))
      .set(fromNewAddress())
      .send(request({ file_uuid: uuid }))
      .expect(404);
    expect(stolen.body.errors).toEqual({ file_uuid: [M.fileUnknown] });
    const created = await post('buyer-file', { file_uuid: uuid, category_id: 4 });
    expect(created.file).toEqual({ type: 'document', url: uploaded.body.data.url });
    const list = (await t.http().get(`${CONTENT_API.customOrdersList}?category_id=4`).expect(200)).body.data as PageOf<CustomOrderView>;
    expect(list.items.find((item) => item.id === created.id)!.file).toEqual({ type: 'document', url: uploaded.body.data.url });
    expect(JSON.stringify(list)).not.toContain('jane');
  });

  it('limits requests per buyer and answers per seller (429 in the envelope)', async () => {
    for (let i = 0; i < 3; i++) await post('buyer-busy');
    const refused = await t
      .http()
      .post(CONTENT_API.customOrderCreate)
      .set(bearer('buyer-busy', ['customer']))
      .set(fromNewAddress())
      .send(request())
      .expect(429);
    expect(refused.body).toMatchObject({ success: false, error: M.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();

    const seller = bearer('seller-busy', ['seller']);
    const email = 'busy-buyers@example.com';
    const targets = await Promise.all(['buyer-a', 'buyer-b', 'buyer-c', 'buyer-d'].map((buyer) => post(buyer, { email })));
    for (const target of targets.slice(0, 3))
      await t.http().post(CONTENT_API.customOrderAnswer(target.id)).set(seller).send({ link: '/trader/deal/have-it-7', message: 'Have it' }).expect(200);
    const tooMany = await t
      .http()
      .post(CONTENT_API.customOrderAnswer(targets[3]!.id))
      .set(seller)
      .send({ link: '/trader/deal/have-it-7', message: 'Have it' })
      .expect(429);
    expect(tooMany.body.error).toBe(M.tooManyAnswers);
    expect(await mailsTo(email, 3)).toHaveLength(3);
  });
});
