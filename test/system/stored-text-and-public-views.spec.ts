import {
  CART_API,
  CATALOG_API,
  IDENTITY_API,
  MESSAGES,
  SEARCH_API,
  US_STATES,
  type CartAnswer,
  type ItemDetail,
  type ItemSearchAnswer,
  type SellerItemDetail,
  type SellerLocation,
} from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { readMailbox } from '@solar/platform';
import { randomUUID } from 'node:crypto';
import { validProductForm } from '../support/fixtures';
import { api, eventually, startTestMarketplace, tokenFor, type TestMarketplace } from '../support/marketplace';

/**
 * What users type is stored as the spec's formatting rule says (libs/contracts rules/rich-text.ts): the item
 * description as sanitized rich text, every other field as plain text (markup removed, never HTML-escaped).
 * And what only a seller may see of an item (its cost, the street address of its warehouses, the reseller,
 * the moderation reason) stays out of every public answer: the item, related items, search hits, cart lines.
 */
let market: TestMarketplace;
let seller: string;
let buyer: string;
let admin: string;
let subcategoryOfFirst: number;

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
/** Neither payload may survive anywhere in what is stored or answered. */
const expectNoMarkup = (answer: unknown) => {
  const json = JSON.stringify(answer);
  expect(json).not.toMatch(/<script|onerror|alert\(1\)|<img|&lt;/i);
};

const post = (path: string, body?: unknown, token?: string) => api(market.url, 'POST', path, body, token);
const get = (path: string, token?: string) => api(market.url, 'GET', path, undefined, token);
const put = (path: string, body: unknown, token?: string) => api(market.url, 'PUT', path, body, token);
const demo = (id: string) => DEMO_ACCOUNTS.find((a) => a.id === id)!;
const stateId = (code: string) => US_STATES.find((s) => s.code === code)!.id;

beforeAll(async () => {
  market = await startTestMarketplace({ itemsPerCategory: 2 });
  const claims = (id: string, roles: ('customer' | 'seller' | 'admin')[]) =>
    tokenFor(market.config, { sub: id, roles, firstname: demo(id).firstname, lastname: demo(id).lastname });
  seller = claims('demo-seller-1', ['seller']);
  buyer = claims('demo-buyer-1', ['customer']);
  admin = claims('demo-admin-1', ['admin']);
  const categories = await post(CATALOG_API.categoriesSearch, {});
  subcategoryOfFirst = categories.body.data.find((c: { id: number }) => c.id === 1).sub_categories[0].id;
}, 120_000);

afterAll(async () => {
  await market?.stop();
});

/** A public item of demo-seller-1 (seeded and approved). */
async function publicItem(): Promise<SellerItemDetail> {
  const own = await post(CATALOG_API.myItemsSearch, { where: { status: 'approved', is_active: 1 }, limit: 1 }, seller);
  return own.body.data.items[0];
}

describe('plain text: reviews, questions and the discussion board', () => {
  let item: SellerItemDetail;
  beforeAll(async () => {
    item = await publicItem();
  });

  it('stores and answers a review comment without its markup, the text as typed', async () => {
    const onlyMarkup = await post(CATALOG_API.itemReviews(item.uuid), { rating: 5, comment: `${SCRIPT}${IMG}` }, buyer);
    expect(onlyMarkup.status).toBe(400);
    expect(onlyMarkup.body.errors).toEqual({ comment: [MESSAGES.product.commentRequired] });

    const comment = `Great panel${SCRIPT}${IMG}, works & "fits" 1 < 2 <b>rails</b>`;
    const created = await post(CATALOG_API.itemReviews(item.uuid), { rating: 5, comment }, buyer);
    expect(created.status).toBe(201);
    const stored = 'Great panel, works & "fits" 1 < 2 rails';
    expect(created.body.data.comment).toBe(stored);

    const mine = (answer: { body: { data: { items: { id: string; comment: string }[] } } }) =>
      answer.body.data.items.find((r) => r.id === created.body.data.id)?.comment;
    const listed = await get(`${CATALOG_API.itemReviews(item.uuid)}?limit=100`);
    expect(mine(listed)).toBe(stored);
    const searched = await post(CATALOG_API.reviewsList, { where: { item_uuid: item.uuid }, limit: 100 });
    expect(mine(searched)).toBe(stored);
    expectNoMarkup([created.body, listed.body, searched.body]);
  });

  it('stores a question without its markup and mails the seller the plain text', async () => {
    const onlyMarkup = await post(CATALOG_API.itemsAsk, { item_uuid: item.uuid, question: ` ${IMG} ${SCRIPT} ` }, buyer);
    expect(onlyMarkup.status).toBe(400);
    expect(onlyMarkup.body.errors).toEqual({ question: [MESSAGES.product.questionRequired] });

    const marker = randomUUID();
    const asked = await post(CATALOG_API.itemsAsk, { item_uuid: item.uuid, question: `Ships to <b>Alaska</b>?${SCRIPT}${IMG} (${marker})` }, buyer);
    expect(asked.status).toBe(200);
    expect(asked.body.data.question).toBe(`Ships to Alaska? (${marker})`);
    expectNoMarkup(asked.body);

    const mails = await eventually(
      async () => readMailbox(market.dataDir, demo('demo-seller-1').email),
      (list) => list.some((m) => m.text.includes(marker)),
    );
    const mail = mails.find((m) => m.text.includes(marker))!;
    expect(mail.text).toContain(`Ships to Alaska? (${marker})`);
    expectNoMarkup(mail.text);
  });

  it('stores discussion posts and replies without their markup', async () => {
    const onlyMarkup = await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: SCRIPT }, buyer);
    expect(onlyMarkup.status).toBe(400);
    expect(onlyMarkup.body.errors).toEqual({ message: [MESSAGES.product.questionRequired] });

    const thread = await post(CATALOG_API.discussionCreate, { item_uuid: item.uuid, message: `${IMG}Warranty & <i>support</i>?${SCRIPT}` }, buyer);
    expect(thread.status).toBe(201);
    expect(thread.body.data.message).toBe('Warranty & support?');
    const reply = await post(
      CATALOG_API.discussionCreate,
      { item_uuid: item.uuid, message: `25 years${SCRIPT}.${IMG}`, parent_id: thread.body.data.id },
      seller,
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data.message).toBe('25 years.');

    const listed = await post(CATALOG_API.discussionList, { where: { item_uuid: item.uuid } });
    const mine = listed.body.data.items.find((t: { id: string }) => t.id === thread.body.data.id);
    expect(mine.message).toBe('Warranty & support?');
    expect(mine.replies.map((r: { message: string }) => r.message)).toEqual(['25 years.']);
    expectNoMarkup(listed.body);
  });
});

describe('plain text and rich text in the seller area', () => {
  it('stores the description as sanitized rich text and every other field of the product form as plain text', async () => {
    const onlyMarkup = await post(CATALOG_API.myItems, validProductForm(subcategoryOfFirst, { name: `${SCRIPT}${IMG}`, meta_name: IMG, sku: SCRIPT }), seller);
    expect(onlyMarkup.status).toBe(400);
    expect(onlyMarkup.body.errors).toMatchObject({
      name: [MESSAGES.product.titleRequired],
      meta_name: [MESSAGES.product.metaTitleRequired],
      sku: [MESSAGES.product.skuRequired],
    });
    const emptyDescription = await post(CATALOG_API.myItems, validProductForm(subcategoryOfFirst, { description: SCRIPT }), seller);
    expect(emptyDescription.body.errors).toEqual({ description: [MESSAGES.product.descriptionRequired] });

    const created = await post(
      CATALOG_API.myItems,
      validProductForm(subcategoryOfFirst, {
        name: `Lumen <b>410W</b>${SCRIPT}`,
        short_name: `Lumen${IMG}`,
        description: `<p onclick="steal()">Mono & <a href="www.example.com" onmouseover="x()">datasheet</a></p>${SCRIPT}${IMG}`,
        meta_name: `Lumen 410W${SCRIPT}`,
        meta_description: `Panel <i>for</i> roofs & sheds${IMG}`,
        sku: `LUM-410${IMG}`,
        part_number: `<b>LM410</b>`,
        mpn: `M-1${SCRIPT}`,
        upc: `0123${IMG}`,
        um: `<i>panel</i>`,
        package_type: `pallet${SCRIPT}`,
        age_unit: `years${IMG}`,
        tags: [`<b>Mono</b>`, `${SCRIPT}`, 'n-type'],
        colour: `Black${IMG}`,
      }),
      seller,
    );
    expect(created.status).toBe(201);
    const item = created.body.data as SellerItemDetail;
    const expected = {
      name: 'Lumen 410W',
      short_name: 'Lumen',
      meta_name: 'Lumen 410W',
      meta_description: 'Panel for roofs & sheds',
      sku: 'LUM-410',
      part_number: 'LM410',
      mpn: 'M-1',
      upc: '0123',
      um: 'panel',
      package_type: 'pallet',
      age_unit: 'years',
      tags: ['mono', 'n-type'],
      colour: 'black',
    };
    expect(item).toMatchObject(expected);
    // Rich text: formatting and the link kept (new tab, https), script and every handler gone.
    expect(item.description).toBe('<p>Mono &amp; <a href="https://www.example.com" target="_blank" rel="noopener noreferrer">datasheet</a></p><img src="x" />');
    expect(item.description).not.toMatch(/script|onclick|onmouseover|onerror/);

    // As stored: the seller's own view reads it back the same, and so does the edit.
    expect((await get(CATALOG_API.myItem(item.uuid), seller)).body.data).toMatchObject(expected);
    const edited = await put(
      CATALOG_API.myItem(item.uuid),
      validProductForm(subcategoryOfFirst, { name: `Lumen 415W${IMG}`, meta_description: `${SCRIPT}New & better` }),
      seller,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Lumen 415W', meta_description: 'New & better' });
  });

  it('has no free text in bulk updates: a text in a bulk row is refused or left unstored', async () => {
    const item = await publicItem();
    const badUnit = await post(CATALOG_API.bulkUpdate, { items: [{ uuid: item.uuid, discount: 5, discount_unit: SCRIPT }] }, seller);
    expect(badUnit.status).toBe(400);
    expect(badUnit.body.errors).toEqual({ 'items.0.discount_unit': [MESSAGES.product.discountUnitRequired] });
    // A field the bulk row does not name is refused by the request DTO, before anything is written.
    const withName = await post(CATALOG_API.bulkUpdate, { items: [{ uuid: item.uuid, name: SCRIPT, total_qty: item.total_qty }] }, seller);
    expect(withName.status).toBe(400);
    expect(withName.body.errors).toEqual({ 'items.0.name': ['Unknown key.'] });
    const after = (await get(CATALOG_API.myItem(item.uuid), seller)).body.data as SellerItemDetail;
    expect(after.name).toBe(item.name);
    expect(after.discount_unit).toBe(item.discount_unit);
  });

  it('stores resellers as plain text', async () => {
    const onlyMarkup = await post(CATALOG_API.resellers, { name: SCRIPT, company_name: IMG }, seller);
    expect(onlyMarkup.status).toBe(400);
    expect(onlyMarkup.body.errors).toEqual({ name: [MESSAGES.product.resellerNameRequired], company_name: [MESSAGES.product.resellerCompanyRequired] });

    const created = await post(
      CATALOG_API.resellers,
      { name: `Acme${SCRIPT} & Sons`, company_name: `<b>Acme</b> LLC${IMG}`, email: `sales@acme.example${IMG}`, phone: `555-0100<i></i>` },
      seller,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Acme & Sons', company_name: 'Acme LLC', email: 'sales@acme.example', phone: '555-0100' });
    const changed = await put(CATALOG_API.reseller(created.body.data.id), { name: `Acme${IMG}`, company_name: `Acme <u>Inc</u>` }, seller);
    expect(changed.body.data).toMatchObject({ name: 'Acme', company_name: 'Acme Inc' });
    const listed = await get(CATALOG_API.resellersList, seller);
    expectNoMarkup(listed.body);
  });

  it('stores seller locations as plain text', async () => {
    const onlyMarkup = await post(CATALOG_API.locations, { name: SCRIPT, address: IMG, unit: '<b></b>', city: SCRIPT, state: 3, zip: '85001' }, seller);
    expect(onlyMarkup.status).toBe(400);
    expect(Object.keys(onlyMarkup.body.errors ?? {}).sort()).toEqual(['address', 'city', 'name', 'unit']);

    const created = await post(
      CATALOG_API.locations,
      { name: `Main${SCRIPT} yard`, address: `100 Solar Way${IMG}`, unit: '<i>Dock</i> 4', city: `Phoenix${SCRIPT}`, state: 3, zip: '85001' },
      seller,
    );
    expect(created.status).toBe(201);
    const location = created.body.data as SellerLocation;
    expect(location).toMatchObject({ name: 'Main yard', address: '100 Solar Way', unit: 'Dock 4', city: 'Phoenix', zip: '85001' });
    expect((await get(CATALOG_API.location(location.id), seller)).body.data).toEqual(location);
    const moved = await put(
      CATALOG_API.location(location.id),
      { name: 'Main yard', address: `200 Solar Way${SCRIPT}`, unit: '4', city: 'Mesa', state: 3, zip: '85201' },
      seller,
    );
    expect(moved.body.data).toMatchObject({ address: '200 Solar Way' });
  });
});

describe('plain text in accounts', () => {
  let token: string;
  beforeAll(async () => {
    const { status, body } = await post(IDENTITY_API.login, { email: demo('demo-buyer-1').email, password: demo('demo-buyer-1').password });
    expect(status).toBe(200);
    token = body.data.auth.access_token;
  });

  it('refuses markup in names and stores the company as plain text', async () => {
    const names = await put(IDENTITY_API.profile, { firstname: `Bella${SCRIPT}`, lastname: IMG }, token);
    expect(names.status).toBe(400);
    expect(names.body.errors).toEqual({ firstname: [MESSAGES.validation.nameLettersOnly], lastname: [MESSAGES.validation.nameLettersOnly] });
    const signUp = await post(IDENTITY_API.signup, {
      firstname: SCRIPT,
      lastname: IMG,
      email: `x-${randomUUID()}@example.com`,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(signUp.status).toBe(400);
    expect(Object.keys(signUp.body.errors ?? {}).sort()).toEqual(['firstname', 'lastname']);

    const saved = await put(IDENTITY_API.profile, { firstname: 'Bella', lastname: 'Buyer', company: `Sunny <b>Roofs</b> & Co${SCRIPT}${IMG}` }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.company).toBe('Sunny Roofs & Co');
    expect((await get(IDENTITY_API.profile, token)).body.data.company).toBe('Sunny Roofs & Co');
  });

  it('stores addresses as plain text', async () => {
    const onlyMarkup = await post(IDENTITY_API.addresses, { name: IMG, address: SCRIPT, unit: '4', city: 'Austin', state: stateId('TX'), zip: '78701' }, token);
    expect(onlyMarkup.status).toBe(400);
    expect(Object.keys(onlyMarkup.body.errors ?? {}).sort()).toEqual(['address', 'name']);

    const created = await post(
      IDENTITY_API.addresses,
      {
        name: `Home${IMG}`,
        address: `1 Main St${SCRIPT}`,
        unit: '<b>4</b>',
        city: `Austin${IMG}`,
        state: stateId('TX'),
        zip: '78701',
        phone: `512-555-0100${SCRIPT}`,
        country: '<i>us</i>',
      },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Home', address: '1 Main St', unit: '4', city: 'Austin', phone: '512-555-0100', country: 'US' });
    const changed = await put(
      IDENTITY_API.address(created.body.data.id),
      { name: 'Home', address: `2 Main St${IMG}`, unit: '4', city: 'Austin', state: stateId('TX'), zip: '78701' },
      token,
    );
    expect(changed.body.data).toMatchObject({ address: '2 Main St' });
    expectNoMarkup((await get(IDENTITY_API.addresses, token)).body);
  });
});

describe('what only the seller sees stays out of public answers', () => {
  const STREET = '742 Evergreen Terrace';
  let item: SellerItemDetail;

  beforeAll(async () => {
    const location = await post(
      CATALOG_API.locations,
      { name: 'North depot', address: STREET, unit: 'Bay 7', city: 'Austin', state: stateId('TX'), zip: '73301' },
      seller,
    );
    expect(location.status).toBe(201);
    const created = await post(
      CATALOG_API.myItems,
      validProductForm(subcategoryOfFirst, { name: 'Quiet Cost 400W Panel', cost: 123.45, locations: [{ location_id: location.body.data.id, qty: 30 }] }),
      seller,
    );
    expect(created.status).toBe(201);
    item = created.body.data;
  });

  it('keeps the cost, reseller and street address in the seller’s own view', async () => {
    const own = (await get(CATALOG_API.myItem(item.uuid), seller)).body.data as SellerItemDetail;
    expect(own).toMatchObject({ cost: 123.45, reseller_id: 1, status_reason: null });
    expect(own.locations).toEqual([
      { location_id: expect.any(String), name: 'North depot', address: STREET, unit: 'Bay 7', city: 'Austin', state: 'TX', zip: '73301', qty: 30 },
    ]);
  });

  it('answers related items only for a public item, like the item itself', async () => {
    // Pending: not public.
    expect((await get(CATALOG_API.item(item.id))).status).toBe(404);
    const hidden = await get(CATALOG_API.related(item.id));
    expect(hidden.status).toBe(404);
    expect(hidden.body.data).toBeUndefined();
    expect((await get(CATALOG_API.related(99_999_999))).status).toBe(404);
  });

  it('shows a buyer the item without cost, reseller, moderation reason or street address', async () => {
    expect((await put(CATALOG_API.adminItemStatus(item.uuid), { status: 'approved' }, admin)).status).toBe(200);
    for (const key of [item.uuid, item.id]) {
      const page = await get(CATALOG_API.item(key));
      expect(page.status).toBe(200);
      const shown = page.body.data as ItemDetail & Record<string, unknown>;
      expect(shown.name).toBe('Quiet Cost 400W Panel');
      for (const field of ['cost', 'reseller_id', 'status_reason']) expect(shown).not.toHaveProperty(field);
      // What the product page's locations tab shows, and no more.
      expect(shown.locations).toEqual([{ name: 'North depot', city: 'Austin', state: 'TX', zip: '73301', qty: 30 }]);
      expect(JSON.stringify(page.body)).not.toMatch(/Evergreen|Bay 7|123\.45/);
    }

    const related = await get(CATALOG_API.related(item.id));
    expect(related.status).toBe(200);
    for (const other of related.body.data as Record<string, unknown>[]) {
      for (const field of ['cost', 'reseller_id', 'status_reason']) expect(other).not.toHaveProperty(field);
      for (const place of other.locations as Record<string, unknown>[]) expect(Object.keys(place).sort()).toEqual(['city', 'name', 'qty', 'state', 'zip']);
    }
  });

  it('shows it among the related items of its neighbours the same way', async () => {
    // Another public item of category 1 (two seeded per category): its related items are topped up from the category.
    const neighbours = await eventually(
      async () => (await post(SEARCH_API.itemsSearch, { where: { category_id: 1 }, limit: 50 })).body.data as ItemSearchAnswer,
      (answer) => answer.items.some((hit) => hit.uuid === item.uuid) && answer.items.some((hit) => hit.uuid !== item.uuid),
    );
    const neighbour = neighbours.items.find((hit) => hit.uuid !== item.uuid)!;
    const around = (await get(CATALOG_API.related(neighbour.id))).body.data as (ItemDetail & Record<string, unknown>)[];
    const listed = around.find((other) => other.uuid === item.uuid)!;
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('cost');
    expect(listed.locations).toEqual([{ name: 'North depot', city: 'Austin', state: 'TX', zip: '73301', qty: 30 }]);
  });

  it('leaves them out of search hits and cart lines too', async () => {
    const hits = await eventually(
      async () => (await post(SEARCH_API.itemsSearch, { query: 'Quiet Cost', limit: 50 })).body.data as ItemSearchAnswer,
      (answer) => answer.items.some((hit) => hit.uuid === item.uuid),
    );
    const hit = hits.items.find((h) => h.uuid === item.uuid) as unknown as Record<string, unknown>;
    expect(hit).not.toHaveProperty('cost');
    expect(hit).not.toHaveProperty('locations');
    expect(JSON.stringify(hits)).not.toMatch(/Evergreen|Bay 7|123\.45/);

    const added = await eventually(
      () => post(CART_API.cart, { item_uuid: item.uuid, qty: 1 }, buyer),
      (answer) => answer.status === 200,
    );
    expect(added.body.data.item).not.toHaveProperty('cost');
    const cart = (await post(CART_API.cartSearch, {}, buyer)).body.data as CartAnswer;
    const line = cart.items.find((l) => l.item_uuid === item.uuid)!;
    expect(line.item.locations).toEqual([{ name: 'North depot', city: 'Austin', state: 'TX', zip: '73301', qty: 30 }]);
    expect(line.item).not.toHaveProperty('cost');
    expect(JSON.stringify(cart)).not.toMatch(/Evergreen|Bay 7|123\.45/);
  });

  it('keeps an edit waiting for approval out of every public answer, and the live item in the shop', async () => {
    const edited = await put(CATALOG_API.myItem(item.uuid), validProductForm(subcategoryOfFirst, { name: 'Loud Cost 410W Panel', cost: 99.75 }), seller);
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(MESSAGES.product.changesSubmitted);
    expect(edited.body.data).toMatchObject({
      status: 'approved',
      name: 'Quiet Cost 400W Panel',
      pending_revision: { name: 'Loud Cost 410W Panel', cost: 99.75 },
    });

    const page = await get(CATALOG_API.item(item.uuid));
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ name: 'Quiet Cost 400W Panel' });
    for (const field of ['pending_revision', 'revision_reason']) expect(page.body.data).not.toHaveProperty(field);
    expect(JSON.stringify(page.body)).not.toMatch(/Loud Cost|99\.75/);
    // Search and the buyer's cart keep the live version.
    const hits = (await post(SEARCH_API.itemsSearch, { query: 'Quiet Cost', limit: 50 })).body.data as ItemSearchAnswer;
    expect(hits.items.some((hit) => hit.uuid === item.uuid)).toBe(true);
    const cart = (await post(CART_API.cartSearch, {}, buyer)).body.data as CartAnswer;
    expect(cart.items.find((l) => l.item_uuid === item.uuid)?.item.name).toBe('Quiet Cost 400W Panel');
    expect(JSON.stringify([hits, cart])).not.toMatch(/Loud Cost|99\.75/);

    // Turned down: the live version stays public, and only the seller reads why.
    const rejected = await put(CATALOG_API.adminItemStatus(item.uuid), { status: 'rejected', reason: 'Keep the tested name.' }, admin);
    expect(rejected.body.data).toMatchObject({ status: 'approved', status_reason: null, revision_reason: 'Keep the tested name.', pending_revision: null });
    expect((await get(CATALOG_API.item(item.uuid))).body.data).toMatchObject({ name: 'Quiet Cost 400W Panel' });
    expect(JSON.stringify((await get(CATALOG_API.item(item.uuid))).body)).not.toMatch(/Keep the tested name/);

    // Approved: the edit is the item, and the shop follows.
    await put(CATALOG_API.myItem(item.uuid), validProductForm(subcategoryOfFirst, { name: 'Loud Cost 410W Panel' }), seller);
    expect((await put(CATALOG_API.adminItemStatus(item.uuid), { status: 'approved' }, admin)).body.data).toMatchObject({
      name: 'Loud Cost 410W Panel',
      pending_revision: null,
    });
    expect((await get(CATALOG_API.item(item.uuid))).body.data).toMatchObject({ name: 'Loud Cost 410W Panel' });
    await eventually(
      async () => (await post(SEARCH_API.itemsSearch, { query: 'Loud Cost', limit: 50 })).body.data as ItemSearchAnswer,
      (answer) => answer.items.some((hit) => hit.uuid === item.uuid),
    );
  });
});
