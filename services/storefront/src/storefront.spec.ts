import {
  DEMO_SELLER_IDS,
  EVENTS,
  STOREFRONT_API,
  STOREFRONT_MESSAGES as M,
  type CatalogItemPayload,
  type IntegrationEvent,
  type StorefrontStorePayload,
} from '@solar/contracts';
import { EmbeddedBroker, Outbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { service } from './index';

let t: ServiceHarness;
const SELLER = 'seller-a';
const OTHER_SELLER = 'seller-b';
const BUYER = 'buyer-a';
const seller = () => t.tokenOf(SELLER, { roles: ['seller'] });
const otherSeller = () => t.tokenOf(OTHER_SELLER, { roles: ['seller'] });
const buyer = () => t.tokenOf(BUYER, { roles: ['customer'] });

const STORE = {
  name: 'Mesa Solar Works',
  title: 'Mesa Solar Works',
  subtitle: 'Panels and inverters for installers',
  email: 'sales@mesa-solar.example',
  website: 'mesa-solar.example',
  phone: '(480) 555-0100',
  city: 'Mesa',
  address_name: 'Warehouse',
  address: '100 E Main St',
  zip: '85201',
  about: '<p>We stock <b>Tier 1</b> panels.</p><script>alert(1)</script>',
  shipping_refund: '<p>30-day returns.</p>',
  terms_conditions: '<p>Prices in USD.</p>',
  privacy_policy: '<p>We never share your details.</p>',
  shipping_policy: '<p>Ships in one day.</p>',
  seller_detail_services: 'Design <i>review</i>',
  seller_detail_coverage_area: 'Arizona',
};

const post = (path: string, body: unknown, token?: string) => {
  const call = t.http().post(path);
  if (token) call.set('authorization', `Bearer ${token}`);
  return call.send(body as object);
};

async function published<T>(type: string): Promise<Array<IntegrationEvent<T>>> {
  await t.get(Outbox).flush();
  return EmbeddedBroker.forDataDir(t.dataDir)
    .readTopic(type)
    .map((message) => JSON.parse(message.value) as IntegrationEvent<T>);
}

let itemRevision = 0;
function item(fields: Partial<CatalogItemPayload>): CatalogItemPayload {
  return {
    uuid: `item-${++itemRevision}`,
    id: itemRevision,
    revision: 1,
    name: 'Panel',
    description: '',
    short_name: '',
    sku: '',
    mpn: '',
    part_number: '',
    tags: [],
    category: { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
    subcategory: null,
    brand: { id: 2, name: 'LONGi', slug: 'longi' },
    condition: 'new',
    price: 100,
    salePrice: 100,
    discount: 0,
    discount_unit: null,
    final_price: 100,
    stock: 10,
    total_qty: 10,
    moq: 1,
    shipping_type: 'free_shipping',
    reviews_avg: 0,
    reviews_total: 0,
    sale_count: 0,
    is_active: 1,
    status: 'approved',
    image: '',
    owner_id: SELLER,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...fields,
  };
}

beforeAll(async () => {
  t = await startServiceHarness(service, {
    options: { demoStores: false, contactLimits: { perAccount: { points: 3, windowSeconds: 3600 }, perAddress: { points: 100, windowSeconds: 3600 } } },
  });
  await t.publish(EVENTS.identity.userRegistered, SELLER, {
    user_id: SELLER,
    email: 'seller-a@example.com',
    firstname: 'Sam',
    lastname: 'Seller',
    roles: ['seller'],
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('a seller creating and editing their store', () => {
  it('refuses without a token (401) and for a customer (403)', async () => {
    expect((await post(STOREFRONT_API.create, STORE)).status).toBe(401);
    expect((await post(STOREFRONT_API.create, STORE, buyer())).status).toBe(403);
    expect((await t.http().get(STOREFRONT_API.mine).set('authorization', `Bearer ${buyer()}`)).status).toBe(403);
    expect((await t.http().post(STOREFRONT_API.upload).set('authorization', `Bearer ${buyer()}`)).status).toBe(403);
  });

  it("answers the business profile's and the company pages' messages", async () => {
    const empty = await post(STOREFRONT_API.create, {}, seller());
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: [M.businessNameRequired],
      website: [M.websiteRequired],
      city: [M.cityRequired],
      address_name: [M.addressNameRequired],
      address: [M.addressRequired],
      zip: [M.zipRequired],
      about: [M.aboutRequired],
      shipping_refund: [M.returnsRequired],
      terms_conditions: [M.termsRequired],
      privacy_policy: [M.privacyRequired],
      shipping_policy: [M.shippingRequired],
    });
    const bad = await post(STOREFRONT_API.create, { ...STORE, website: 'not a url', zip: '12', about: '<script>x</script>', name: 'x'.repeat(101) }, seller());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ website: [M.websiteInvalid], zip: [M.zipInvalid], about: [M.aboutRequired], name: [M.tooLong(100)] });
    const wrongTypes = await post(STOREFRONT_API.create, { ...STORE, name: ['a'], is_enable: 'yes', owner: 'x' }, seller());
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['is_enable', 'name', 'owner']);
    const huge = await post(STOREFRONT_API.create, { ...STORE, about: 'a'.repeat(50_000) }, seller());
    expect(huge.status).toBe(400);
  });

  it("saves the store for the token's seller, sanitized, and announces it in the same write", async () => {
    const saved = await post(STOREFRONT_API.create, { ...STORE, user_id: OTHER_SELLER }, seller());
    // A body naming an owner is refused: the owner is the token's subject.
    expect(saved.status).toBe(400);
    const created = await post(STOREFRONT_API.create, STORE, seller());
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(M.saved);
    const store = created.body.data;
    expect(store).toMatchObject({ user_id: SELLER, name: 'Mesa Solar Works', is_enable: 1, seller_detail_services: 'Design review' });
    expect(store.about).toContain('<b>Tier 1</b>');
    expect(store.about).not.toContain('script');

    const edited = await post(STOREFRONT_API.create, { ...STORE, title: 'Mesa Solar Works AZ' }, seller());
    expect(edited.body.data.uuid).toBe(store.uuid);
    const mine = await t.http().get(STOREFRONT_API.mine).set('authorization', `Bearer ${seller()}`);
    expect(mine.body.data.title).toBe('Mesa Solar Works AZ');

    const events = (await published<StorefrontStorePayload>(EVENTS.storefront.storeUpserted)).filter((event) => event.data.seller_id === SELLER);
    expect(events.map((event) => [event.key, event.data.title, event.data.revision, event.data.is_enable])).toEqual([
      [store.uuid, 'Mesa Solar Works', 1, true],
      [store.uuid, 'Mesa Solar Works AZ', 2, true],
    ]);
  });

  it("refuses a picture that is not the seller's own upload", async () => {
    const refused = await post(STOREFRONT_API.create, { ...STORE, logo_uuid: '00000000-0000-4000-8000-000000000000' }, seller());
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ logo_uuid: [M.uploadNotFound] });
  });
});

describe('the public reads', () => {
  it("fetches an enabled store by its seller, else 404 'Storefront not found.'", async () => {
    const found = await post(STOREFRONT_API.list, { where: { user_id: SELLER, is_enable: 1 } });
    expect(found.status).toBe(200);
    expect(found.body.data.items[0]).toMatchObject({ user_id: SELLER, title: 'Mesa Solar Works AZ' });
    const missing = await post(STOREFRONT_API.list, { where: { user_id: 'nobody', is_enable: 1 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 0, error: M.notFound });
    const detail = await post(STOREFRONT_API.sellerDetail, { seller_detail_id: 'nobody' });
    expect(detail.status).toBe(404);
    expect(detail.body.errors).toEqual({ seller_detail_id: [M.notFound] });
    expect((await post(STOREFRONT_API.list, { where: { user_id: { $ne: null } } })).status).toBe(400);
    expect((await post(STOREFRONT_API.list, { where: { owner: SELLER } })).status).toBe(400);
  });

  it('lists and searches enabled stores with wildcard terms, and hides a switched-off store', async () => {
    await post(STOREFRONT_API.create, { ...STORE, name: 'Pine Ridge Energy', title: 'Pine Ridge Energy' }, otherSeller());
    const all = await post(STOREFRONT_API.listing, {});
    expect(all.body.data.items.map((card: { title: string }) => card.title)).toEqual(['Mesa Solar Works AZ', 'Pine Ridge Energy']);
    const wildcard = await post(STOREFRONT_API.search, { query: '*ridge*' });
    expect(wildcard.body.data.items.map((card: { title: string }) => card.title)).toEqual(['Pine Ridge Energy']);
    await post(STOREFRONT_API.create, { ...STORE, name: 'Pine Ridge Energy', is_enable: false }, otherSeller());
    expect((await post(STOREFRONT_API.search, { query: 'ridge' })).body.data.items).toEqual([]);
    expect((await post(STOREFRONT_API.list, { where: { user_id: OTHER_SELLER, is_enable: 1 } })).status).toBe(404);
    // Its seller still reads their own details.
    const own = await post(STOREFRONT_API.sellerDetail, {}, otherSeller());
    expect(own.status).toBe(200);
    expect(own.body.data.store.is_enable).toBe(0);
    await post(STOREFRONT_API.create, { ...STORE, name: 'Pine Ridge Energy', is_enable: true }, otherSeller());
  });

  it('an empty seller-detail body needs a seller session', async () => {
    expect((await post(STOREFRONT_API.sellerDetail, {})).status).toBe(401);
    expect((await post(STOREFRONT_API.sellerDetail, {}, buyer())).status).toBe(403);
  });
});

describe('seller details from catalog events, and no negotiable deals on a storefront', () => {
  it("counts a seller's years from their first listing when it came before the store", async () => {
    const firstListed = new Date(Date.now() - 3.2 * 365.25 * 86_400_000).toISOString();
    await t.publish(EVENTS.catalog.itemCreated, 'old-1', item({ uuid: 'old-1', owner_id: OTHER_SELLER, sale_count: 900, created_at: firstListed }));
    await t.publish(EVENTS.catalog.itemCreated, 'new-1', item({ uuid: 'new-1', owner_id: OTHER_SELLER, sale_count: 4 }));

    const detail = await post(STOREFRONT_API.sellerDetail, { seller_detail_id: OTHER_SELLER });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ items_sold: 904, years_active: 3, member_since: firstListed });
  });

  it('counts public items, sales, ratings and brands; deals never show', async () => {
    await t.publish(EVENTS.catalog.itemCreated, 'i1', item({ uuid: 'i1', reviews_avg: 5, reviews_total: 2, sale_count: 7 }));
    await t.publish(
      EVENTS.catalog.itemCreated,
      'i2',
      item({ uuid: 'i2', reviews_avg: 2, reviews_total: 1, sale_count: 3, brand: { id: 4, name: 'Canadian Solar', slug: 'canadian-solar' } }),
    );
    await t.publish(EVENTS.catalog.itemCreated, 'i3', item({ uuid: 'i3', status: 'pending' }));
    // An older revision arriving late changes nothing.
    await t.publish(EVENTS.catalog.itemUpdated, 'i1', item({ uuid: 'i1', revision: 3, reviews_avg: 4, reviews_total: 3, sale_count: 8 }));
    await t.publish(EVENTS.catalog.itemUpdated, 'i1', item({ uuid: 'i1', revision: 2, reviews_avg: 1, reviews_total: 1, sale_count: 0 }));
    // The seller's negotiable deal: the storefront neither consumes nor shows it.
    const deal = { uuid: 'deal-secret-1', id: 77, name: 'Secret bulk lot 2 MW', owner_id: SELLER, seller_id: SELLER, status: 'Active' };
    await t.publish(EVENTS.trader.dealCreated, deal.uuid, deal);

    const detail = await post(STOREFRONT_API.sellerDetail, { seller_detail_id: SELLER }, buyer());
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      seller_id: SELLER,
      items_listed: 2,
      items_sold: 11,
      reviews_total: 4,
      rating_avg: 3.5,
      years_active: 0,
      is_favourite: false,
    });
    expect(detail.body.data.brands.map((b: { name: string; items: number }) => [b.name, b.items])).toEqual([
      ['Canadian Solar', 1],
      ['LONGi', 1],
    ]);
    const brands = await post(STOREFRONT_API.sellerBrands, { seller_id: SELLER });
    expect(brands.body.data).toHaveLength(2);

    await t.publish(EVENTS.catalog.itemDeleted, 'i2', { uuid: 'i2', id: 2, revision: 5 });
    expect((await post(STOREFRONT_API.sellerDetail, { seller_detail_id: SELLER })).body.data.items_listed).toBe(1);

    const answers = [
      await post(STOREFRONT_API.sellerDetail, { seller_detail_id: SELLER }),
      await post(STOREFRONT_API.list, { where: { user_id: SELLER, is_enable: 1 } }),
      await post(STOREFRONT_API.listing, {}),
      await post(STOREFRONT_API.search, { query: 'secret' }),
      await post(STOREFRONT_API.sellerBrands, { seller_id: SELLER }),
      await post(STOREFRONT_API.workHistoryList, { seller_id: SELLER }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(/deal-secret-1|Secret bulk lot/);
    }
  });
});

describe('favourites', () => {
  it('are kept per account and need an account', async () => {
    const mesa = (await post(STOREFRONT_API.list, { where: { user_id: SELLER, is_enable: 1 } })).body.data.items[0].uuid;
    const pine = (await post(STOREFRONT_API.list, { where: { user_id: OTHER_SELLER, is_enable: 1 } })).body.data.items[0].uuid;
    expect((await post(STOREFRONT_API.favourite, { store_uuid: mesa })).status).toBe(401);
    expect((await post(STOREFRONT_API.favourite, { store_uuid: mesa }, t.guestTokenOf('guest-1'))).status).toBe(403);
    expect((await post(STOREFRONT_API.favourite, { store_uuid: mesa }, seller())).status).toBe(422);
    expect((await post(STOREFRONT_API.favourite, { store_uuid: 'missing' }, buyer())).status).toBe(404);

    const added = await post(STOREFRONT_API.favourite, { store_uuid: mesa }, buyer());
    expect(added.body).toMatchObject({ message: M.favouriteAdded, data: { favourite: true } });
    await post(STOREFRONT_API.favourite, { store_uuid: mesa }, buyer());
    await post(STOREFRONT_API.favourite, { store_uuid: pine }, buyer());
    await post(STOREFRONT_API.favourite, { store_uuid: pine }, t.tokenOf('buyer-b'));

    const list = await post(STOREFRONT_API.favouriteList, {}, buyer());
    expect(list.body.data.items.map((card: { uuid: string }) => card.uuid).sort()).toEqual([mesa, pine].sort());
    expect((await post(STOREFRONT_API.favouriteList, {}, t.tokenOf('buyer-b'))).body.data.items.map((card: { uuid: string }) => card.uuid)).toEqual([pine]);
    expect((await post(STOREFRONT_API.sellerDetail, { seller_detail_id: SELLER }, buyer())).body.data.is_favourite).toBe(true);

    const removed = await post(STOREFRONT_API.favourite, { store_uuid: mesa, favourite: false }, buyer());
    expect(removed.body.message).toBe(M.favouriteRemoved);
    expect((await post(STOREFRONT_API.favouriteList, {}, buyer())).body.data.items.map((card: { uuid: string }) => card.uuid)).toEqual([pine]);
  });
});

describe('work history', () => {
  it('is written by its seller only and read by anyone', async () => {
    const entry = { title: '1 MW carport', description: 'Modules and racking for a school.', year: 2024, location: 'Mesa, AZ' };
    expect((await post(STOREFRONT_API.workHistoryCreate, entry)).status).toBe(401);
    expect((await post(STOREFRONT_API.workHistoryCreate, entry, buyer())).status).toBe(403);
    const invalid = await post(STOREFRONT_API.workHistoryCreate, { title: '', description: '', year: 1800 }, seller());
    expect(invalid.body.errors).toEqual({ title: [M.workTitleRequired], description: [M.workDescriptionRequired], year: [M.workYearInvalid] });
    const created = await post(STOREFRONT_API.workHistoryCreate, entry, seller());
    expect(created.status).toBe(201);
    const id = created.body.data.id;

    const stranger = await t.http().put(STOREFRONT_API.workHistoryOne(id)).set('authorization', `Bearer ${otherSeller()}`).send(entry);
    expect(stranger.status).toBe(403);
    expect((await t.http().delete(STOREFRONT_API.workHistoryOne(id)).set('authorization', `Bearer ${otherSeller()}`)).status).toBe(403);
    const updated = await t
      .http()
      .put(STOREFRONT_API.workHistoryOne(id))
      .set('authorization', `Bearer ${seller()}`)
      .send({ ...entry, title: '1.2 MW carport' });
    expect(updated.body.data.title).toBe('1.2 MW carport');
    expect((await post(STOREFRONT_API.workHistoryList, { seller_id: SELLER })).body.data.map((e: { title: string }) => e.title)).toEqual(['1.2 MW carport']);
    expect((await t.http().delete(STOREFRONT_API.workHistoryOne(id)).set('authorization', `Bearer ${seller()}`)).status).toBe(200);
    expect((await post(STOREFRONT_API.workHistoryList, { seller_id: SELLER })).body.data).toEqual([]);
    expect((await post(STOREFRONT_API.workHistoryList, { seller_id: 'nobody' })).status).toBe(404);
  });
});

describe('contacting a seller', () => {
  const message = {
    seller_id: SELLER,
    name: 'Bella Buyer',
    email: 'bella@example.com',
    phone: '555 010 0200',
    subject: 'Pallet price',
    message: 'Do you sell <b>20</b> panels?',
  };

  it('validates the form, mails the store and is rate limited', async () => {
    expect((await post(STOREFRONT_API.sellerContact, message)).status).toBe(401);
    const invalid = await post(STOREFRONT_API.sellerContact, { seller_id: SELLER, name: '', email: 'nope', phone: '', subject: '', message: '' }, buyer());
    expect(invalid.body.errors).toEqual({
      name: [M.contactNameRequired],
      email: [M.contactEmailInvalid],
      phone: [M.contactPhoneRequired],
      subject: [M.contactSubjectRequired],
      message: [M.contactMessageRequired],
    });
    expect((await post(STOREFRONT_API.sellerContact, { ...message, seller_id: 'nobody' }, buyer())).status).toBe(404);

    const sent = await post(STOREFRONT_API.sellerContact, message, buyer());
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(M.contactSent);
    // The unknown store above counted too: three a window.
    expect((await post(STOREFRONT_API.sellerContact, message, buyer())).status).toBe(200);
    const limited = await post(STOREFRONT_API.sellerContact, message, buyer());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 0, error: M.tooManyContacts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const mailDir = join(t.dataDir, 'mail');
    let mails: Array<{ to: string; subject: string; text: string }> = [];
    for (let wait = 0; wait < 50 && mails.length < 2; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = readdirSync(mailDir)
        .filter((file) => file.endsWith('.json') && !file.startsWith('.'))
        .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')));
    }
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: STORE.email, subject: '[Mesa Solar Works AZ] Pallet price' });
    expect(mails[0]!.text).toContain('Do you sell 20 panels?');
    expect(mails[0]!.text).toContain('bella@example.com');
  });
});

describe('demo stores', () => {
  it('are seeded once for each demo seller, enabled, with logo, banner and work history', async () => {
    const demo = await startServiceHarness(service, { options: { demoStores: true } });
    try {
      const listing = await demo.http().post(STOREFRONT_API.listing).send({ limit: 10 });
      expect(listing.body.data.items.map((card: { user_id: string }) => card.user_id).sort()).toEqual([...DEMO_SELLER_IDS].sort());
      for (const card of listing.body.data.items) {
        expect(card.logo).toMatch(/^\/files\/storefront\/demo\//);
        expect(card.banner).toMatch(/^\/files\/storefront\/demo\//);
      }
      const work = await demo.http().post(STOREFRONT_API.workHistoryList).send({ seller_id: DEMO_SELLER_IDS[0] });
      expect(work.body.data.length).toBeGreaterThan(0);
      const again = await demo.startAlongside();
      expect((await again.http().post(STOREFRONT_API.listing).send({ limit: 10 })).body.data.total).toBe(DEMO_SELLER_IDS.length);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
