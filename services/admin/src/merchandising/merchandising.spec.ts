import {
  ADMIN_API,
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  EVENTS,
  MERCHANDISING_API,
  type AdminActionView,
  type AdView,
  type BannerView,
  type CatalogItemPayload,
  type DealStatus,
  type MerchandisingEntryView,
  type PageOf,
  type PublicAdView,
  type TraderDealPayload,
  type UploadedFile,
} from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { FileStorage } from '@solar/platform';
import sharp from 'sharp';
import { ADMIN, startAdmin, type AdminTest } from '../testing/admin-harness';

/**
 * What the admin curates for the public pages: banners on a schedule, featured and hot lists of public listings
 * (kept from the catalog's and trader's events), ads and their clicks, pictures for them; every change in the
 * audit log.
 */
const M = ADMIN_MESSAGES;
let t: AdminTest;

beforeAll(async () => {
  t = await startAdmin();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const as = (token = t.tokens.admin) => ({ authorization: `Bearer ${token}` });
const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let ids = 500;
function item(fields: Partial<CatalogItemPayload> = {}): CatalogItemPayload {
  const id = ++ids;
  return {
    uuid: randomUUID(),
    id,
    revision: 1,
    name: `Lithium battery 10 kWh ${id}`,
    final_price: 1299,
    status: 'approved',
    is_active: 1,
    image: `/files/items/${id}.webp`,
    ...fields,
  } as CatalogItemPayload;
}
function deal(fields: Partial<TraderDealPayload> = {}): TraderDealPayload {
  const id = ++ids;
  return {
    uuid: randomUUID(),
    id,
    revision: 1,
    name: `Mono PERC 410W panels ${id}`,
    path: `/trader/deal/mono-perc-410w-panels-${id}`,
    status: 'Approved' as DealStatus,
    price: 0.21,
    price_unit: 'watt',
    images: [
      { file_uuid: 'b', orderofimage: 2, type: '300x300', url: '/files/second.webp' },
      { file_uuid: 'a', orderofimage: 1, type: '300x300', url: '/files/first.webp' },
    ],
    ...fields,
  } as TraderDealPayload;
}

describe('banners', () => {
  const banner = (fields: Record<string, unknown> = {}) => ({
    title: 'Bifacial week',
    subtitle: 'Tier 1 modules',
    image_url: '/files/banner.webp',
    link: '/trader/deals/solar-panels',
    order: 5,
    starts_at: iso(-hour),
    ends_at: iso(hour),
    active: true,
    ...fields,
  });
  const create = (body: unknown) =>
    t.admin
      .http()
      .post(ADMIN_API.banner)
      .set(as())
      .send(body as object);

  it('shows the active banners within their dates, by order, to anyone', async () => {
    const second = (await create(banner({ title: 'Second', order: 2 }))).body.data as BannerView;
    const first = (await create(banner({ title: '<b>First</b>', order: 1, ends_at: null }))).body.data as BannerView;
    expect(first.title).toBe('First');
    await create(banner({ title: 'Next month', starts_at: iso(30 * 24 * hour), ends_at: null }));
    await create(banner({ title: 'Ended', starts_at: iso(-3 * hour), ends_at: iso(-hour) }));
    await create(banner({ title: 'Switched off', active: false }));

    const showing = await t.admin.http().post(MERCHANDISING_API.banners).send({});
    expect(showing.status).toBe(200);
    expect((showing.body.data as BannerView[]).map((b) => b.title)).toEqual(['First', 'Second']);
    expect(((await t.admin.http().get(ADMIN_API.banner).set(as())).body.data as BannerView[]).map((b) => b.title)).toEqual([
      'First',
      'Second',
      'Next month',
      'Ended',
      'Switched off',
    ]);

    // Switched off by an edit, then removed: the public list follows, and the audit log has each change.
    const edited = await t.admin
      .http()
      .put(ADMIN_API.bannerOne(second.id))
      .set(as())
      .send(banner({ title: 'Second', order: 2, active: false }));
    expect(edited.status).toBe(200);
    expect(((await t.admin.http().post(MERCHANDISING_API.banners).send({})).body.data as BannerView[]).map((b) => b.title)).toEqual(['First']);
    expect((await t.admin.http().delete(ADMIN_API.bannerOne(first.id)).set(as())).status).toBe(200);
    expect((await t.admin.http().delete(ADMIN_API.bannerOne(first.id)).set(as())).body.error).toBe(M.bannerNotFound);
    const log = (await t.admin.http().get(`${ADMIN_API.auditLog}?q=second`).set(as())).body.data as PageOf<AdminActionView>;
    expect(log.items.map((a) => [a.action, a.state])).toEqual([
      ['banner.updated', 'done'],
      ['banner.created', 'done'],
    ]);
    expect(log.items[0]!.before).toMatchObject({ active: true });
    expect(log.items[0]!.after).toMatchObject({ active: false });
  });

  it('refuses a link or picture that is not https or the site, and an end before the start (400)', async () => {
    const refused = await create(banner({ link: 'javascript:alert(1)', image_url: 'http://cdn.example.com/x.png', starts_at: iso(hour), ends_at: iso(-hour) }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ link: [M.url], image_url: [M.url], ends_at: [M.dates] });
    const blank = await create(banner({ title: '<i></i>' }));
    expect(blank.body.errors).toEqual({ title: [M.title(ADMIN_LIMITS.bannerTitleMax)] });
    expect((await create(banner({ order: 1000 }))).body.errors).toEqual({ order: [M.order] });
  });
});

describe('curated lists', () => {
  const put = (list: string, refs: string[]) => t.admin.http().put(ADMIN_API.merchandising(list)).set(as()).send({ refs });

  it('takes only public listings, once each, and shows the public ones to anyone in order', async () => {
    const [a, b, hidden, inactive] = [item(), item({ condition: 'defected' }), item({ status: 'pending' }), item({ is_active: 0 })];
    for (const payload of [a, b, hidden, inactive]) await t.admin.publish(EVENTS.catalog.itemCreated, payload.uuid, payload);

    const notPublic = await put('featured-products', [a.uuid, hidden.uuid]);
    expect([notPublic.status, notPublic.body.error]).toEqual([422, M.notPublic(hidden.name)]);
    expect((await put('featured-products', [inactive.uuid])).body.error).toBe(M.notPublic(inactive.name));
    expect((await put('featured-products', [a.uuid, a.uuid])).body.error).toBe(M.duplicateEntry);
    // A deal is not a product.
    const aDeal = deal();
    await t.admin.publish(EVENTS.trader.dealCreated, aDeal.uuid, aDeal);
    expect((await put('featured-products', [aDeal.uuid])).status).toBe(422);
    expect((await put('best-sellers', [a.uuid])).status).toBe(404);

    const saved = await put('featured-products', [b.uuid, a.uuid]);
    expect(saved.status).toBe(200);
    expect((saved.body.data as MerchandisingEntryView[]).map((e) => e.uuid)).toEqual([b.uuid, a.uuid]);
    expect(saved.body.data[0]).toEqual({
      list: 'featured-products',
      kind: 'item',
      uuid: b.uuid,
      id: b.id,
      title: b.name,
      image: b.image,
      price_label: '$1,299.00',
      condition: 'defected',
      link: `/product/${b.id}/lithium-battery-10-kwh-${b.id}`,
      public: true,
    });

    // b is rejected later; then an older event of it arrives: the newest revision stands.
    await t.admin.publish(EVENTS.catalog.itemStatusChanged, b.uuid, {
      uuid: b.uuid,
      id: b.id,
      revision: 3,
      owner_id: 'seller-1',
      name: b.name,
      previous_status: 'approved',
      status: 'rejected',
      reason: 'Blurry photos',
    });
    await t.admin.publish(EVENTS.catalog.itemUpdated, b.uuid, { ...b, revision: 2 });
    const publicList = (await t.admin.http().get(MERCHANDISING_API.list('featured-products'))).body.data as MerchandisingEntryView[];
    expect(publicList.map((e) => e.uuid)).toEqual([a.uuid]);
    const adminList = (await t.admin.http().get(ADMIN_API.merchandising('featured-products')).set(as())).body.data as MerchandisingEntryView[];
    expect(adminList.map((e) => [e.uuid, e.public])).toEqual([
      [b.uuid, false],
      [a.uuid, true],
    ]);
    // Its full payload of the rejection's revision, then approval again at a newer one: public again.
    await t.admin.publish(EVENTS.catalog.itemUpdated, b.uuid, { ...b, revision: 3, status: 'rejected' });
    await t.admin.publish(EVENTS.catalog.itemUpdated, b.uuid, { ...b, revision: 4, status: 'approved', final_price: 1199.5 });
    const again = (await t.admin.http().get(MERCHANDISING_API.list('featured-products'))).body.data as MerchandisingEntryView[];
    expect(again.map((e) => [e.uuid, e.price_label])).toEqual([
      [b.uuid, '$1,199.50'],
      [a.uuid, '$1,299.00'],
    ]);
    await t.admin.publish(EVENTS.catalog.itemDeleted, a.uuid, { uuid: a.uuid, id: a.id });
    await t.admin.publish(EVENTS.catalog.itemUpdated, a.uuid, { ...a, revision: 9 });
    expect(((await t.admin.http().get(MERCHANDISING_API.list('featured-products'))).body.data as MerchandisingEntryView[]).map((e) => e.uuid)).toEqual([
      b.uuid,
    ]);

    const log = (await t.admin.http().get(`${ADMIN_API.auditLog}?action=merchandising.updated`).set(as())).body.data as PageOf<AdminActionView>;
    expect(log.items[0]).toMatchObject({
      target: { kind: 'list', id: 'featured-products' },
      before: { refs: [] },
      after: { refs: [b.uuid, a.uuid] },
      state: 'done',
    });
  });

  it('keeps deals public by the trader’s statuses and revisions, and offers public candidates', async () => {
    const shown = deal({ name: 'Candidate bifacial lot', condition: 'pre_owned' });
    const paused = deal({ name: 'Candidate paused lot' });
    await t.admin.publish(EVENTS.trader.dealCreated, shown.uuid, shown);
    await t.admin.publish(EVENTS.trader.dealCreated, paused.uuid, paused);
    // The status change and the full payload of one move carry the same revision, in either order.
    await t.admin.publish(EVENTS.trader.dealUpdated, paused.uuid, { ...paused, revision: 2, status: 'Inactive' });
    await t.admin.publish(EVENTS.trader.dealStatusChanged, paused.uuid, {
      uuid: paused.uuid,
      id: paused.id,
      revision: 2,
      previous_status: 'Approved',
      status: 'Inactive',
      by: 'seller',
      reason: null,
    });
    await t.admin.publish(EVENTS.trader.dealUpdated, paused.uuid, paused); // revision 1, late

    const candidates = await t.admin.http().get(`${ADMIN_API.merchandisingCandidates}?list=hot-deals&q=candidate`).set(as());
    expect(candidates.status).toBe(200);
    expect(candidates.body.data).toEqual([
      {
        list: null,
        kind: 'deal',
        uuid: shown.uuid,
        id: shown.id,
        title: shown.name,
        image: '/files/first.webp',
        price_label: '$0.2100 /W',
        condition: 'pre_owned',
        link: shown.path,
        public: true,
      },
    ]);
    expect(
      (
        await t.admin
          .http()
          .put(ADMIN_API.merchandising('hot-deals'))
          .set(as())
          .send({ refs: [paused.uuid] })
      ).body.error,
    ).toBe(M.notPublic(paused.name));
    expect(
      (
        await t.admin
          .http()
          .put(ADMIN_API.merchandising('hot-deals'))
          .set(as())
          .send({ refs: [shown.uuid] })
      ).status,
    ).toBe(200);
    expect((await t.admin.http().get(`${ADMIN_API.merchandisingCandidates}?list=top`).set(as())).body.errors).toEqual({ list: [M.list] });
  });
});

describe('ads', () => {
  const ad = (fields: Record<string, unknown> = {}) => ({
    slot: 'home-top',
    title: 'Racking sale',
    image_url: '/files/ad.webp',
    link: 'https://racking.example.com/sale',
    starts_at: iso(-hour),
    ends_at: iso(hour),
    active: true,
    ...fields,
  });

  it('shows the scheduled ads of a slot, and counts a few clicks per address an hour, always answering the link', async () => {
    const live = (await t.admin.http().post(ADMIN_API.ads).set(as()).send(ad())).body.data as AdView;
    await t.admin
      .http()
      .post(ADMIN_API.ads)
      .set(as())
      .send(ad({ title: 'Later', starts_at: iso(hour), ends_at: null }));
    await t.admin
      .http()
      .post(ADMIN_API.ads)
      .set(as())
      .send(ad({ title: 'Sidebar', slot: 'deal-sidebar' }));
    const showing = (await t.admin.http().get(`${MERCHANDISING_API.ads}?slot=home-top`)).body.data as PublicAdView[];
    expect(showing).toEqual([{ id: live.id, slot: 'home-top', title: 'Racking sale', image_url: '/files/ad.webp', link: 'https://racking.example.com/sale' }]);
    expect((await t.admin.http().get(`${MERCHANDISING_API.ads}?slot=footer`)).body.errors).toEqual({ slot: [M.slot] });

    const click = (address: string) => t.admin.http().post(MERCHANDISING_API.adClick(live.id)).set('x-client-ip', address).send({});
    for (let i = 0; i < ADMIN_LIMITS.adClicksPerWindow + 2; i++) {
      const answer = await click('203.0.113.7');
      expect([answer.status, answer.body.data]).toEqual([200, { link: 'https://racking.example.com/sale' }]);
    }
    await click('198.51.100.4');
    const ads = (await t.admin.http().get(ADMIN_API.ads).set(as())).body.data as AdView[];
    expect(ads.find((a) => a.id === live.id)?.clicks).toBe(ADMIN_LIMITS.adClicksPerWindow + 1);
    expect((await t.admin.http().post(MERCHANDISING_API.adClick(randomUUID())).send({})).body.error).toBe(M.adNotFound);
  });
});

describe('uploads', () => {
  it("stores an admin's picture in every size and answers its URLs", async () => {
    const png = await sharp({ create: { width: 1600, height: 675, channels: 3, background: '#f5a623' } })
      .png()
      .toBuffer();
    const answer = await t.admin.http().post(ADMIN_API.upload).set(as()).attach('file', png, 'summer-banner.png');
    expect(answer.status).toBe(201);
    const file = answer.body.data as UploadedFile;
    expect(file).toMatchObject({ type: 'image', name: 'summer-banner.png' });
    expect(file.url).toMatch(new RegExp(`admin/uploads/${file.uuid}/300x300\\.webp$`));
    expect(Object.keys(file.renditions ?? {}).sort()).toEqual(['1600x675', '300x300', '685x450']);
    const notImage = await t.admin.http().post(ADMIN_API.upload).set(as()).attach('file', Buffer.from('%PDF-1.4\n'), 'x.pdf');
    expect(notImage.status).toBe(400);
  });

  /** The colour at (x, y) of the 1600x675 rendition an upload answered. */
  async function heroPixel(file: UploadedFile, x: number, y: number): Promise<string> {
    const path = new URL(file.renditions!['1600x675'], 'http://x').pathname.replace(/^\/files\//, '');
    const { data, info } = await sharp((await t.admin.get(FileStorage).get(path))!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!].map((c) => (c > 200 ? 'hi' : c < 60 ? 'lo' : 'mid')).join('-');
  }
  // A square picture: green top half, red bottom half.
  const square = () =>
    sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 1200, height: 600, channels: 3, background: '#00ff00' } }, top: 0, left: 0 }])
      .png()
      .toBuffer();
  const upload = async (fields: Record<string, string>, picture: Buffer) => {
    let request = t.admin.http().post(ADMIN_API.upload).set(as());
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request.attach('file', picture, 'banner.png');
  };

  it('crops a banner of another shape to the hero around its focal point, with no white bands', async () => {
    const fitted = (await upload({}, await square())).body.data as UploadedFile;
    // Fitted whole, a square leaves white bands either side of the hero.
    expect(await heroPixel(fitted, 10, 337)).toBe('hi-hi-hi');
    const top = (await upload({ crop: '1600x675', focus_y: '0' }, await square())).body.data as UploadedFile;
    expect([await heroPixel(top, 10, 10), await heroPixel(top, 1590, 665)]).toEqual(['lo-hi-lo', 'lo-hi-lo']);
    const bottom = (await upload({ crop: '1600x675', focus_y: '1' }, await square())).body.data as UploadedFile;
    expect([await heroPixel(bottom, 10, 10), await heroPixel(bottom, 1590, 665)]).toEqual(['hi-lo-lo', 'hi-lo-lo']);
  });

  it('refuses a crop too small for the frame, an unknown frame and a focal point off the picture, with the required size', async () => {
    const small = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#f5a623' } })
      .png()
      .toBuffer();
    const tooSmall = await upload({ crop: '1600x675' }, small);
    expect([tooSmall.status, tooSmall.body.errors]).toEqual([400, { file: [ADMIN_MESSAGES.imageTooSmall(1600, 675)] }]);
    expect(ADMIN_MESSAGES.imageTooSmall(1600, 675)).toContain('800x338');
    const frame = await upload({ crop: '300x300' }, small);
    expect([frame.status, frame.body.errors?.crop]).toEqual([400, [ADMIN_MESSAGES.cropSize]]);
    for (const focus of ['1.5', '-0.1', 'middle']) {
      const off = await upload({ crop: '685x450', focus_x: focus }, small);
      expect([off.status, off.body.errors?.focus_x]).toEqual([400, [ADMIN_MESSAGES.focus]]);
    }
    // An ad is 685x450: the same picture is large enough for it.
    expect((await upload({ crop: '685x450', focus_x: '0.25' }, small)).status).toBe(201);
  });
});

describe('the audit log', () => {
  it('records chats closed by an admin once, and finds actions by target, admin or message, newest first', async () => {
    const offer = randomUUID();
    const closed = await t.admin.publish(EVENTS.chat.conversationClosed, offer, {
      offer_id: offer,
      by: 'admin',
      admin_id: ADMIN.id,
      reason: 'Contact details shared in chat',
      at: new Date().toISOString(),
    });
    await t.admin.redeliver(closed);
    await t.admin.publish(EVENTS.chat.conversationClosed, randomUUID(), {
      offer_id: randomUUID(),
      by: 'buyer',
      admin_id: null,
      reason: null,
      at: new Date().toISOString(),
    });

    const chats = (await t.admin.http().get(`${ADMIN_API.auditLog}?action=chat.closed`).set(as())).body.data as PageOf<AdminActionView>;
    expect(chats.items).toEqual([
      expect.objectContaining({
        id: closed.id,
        admin: { id: ADMIN.id, name: 'Ada Moderator' },
        target: { kind: 'chat', id: offer, label: offer },
        state: 'done',
        message: 'Contact details shared in chat',
      }),
    ]);

    const byMessage = (await t.admin.http().get(`${ADMIN_API.auditLog}?q=contact%20details`).set(as())).body.data as PageOf<AdminActionView>;
    expect(byMessage.items.map((a) => a.id)).toEqual([closed.id]);
    const byAdmin = (await t.admin.http().get(`${ADMIN_API.auditLog}?q=moderator&per_page=3`).set(as())).body.data as PageOf<AdminActionView>;
    expect(byAdmin.total).toBeGreaterThan(3);
    expect(byAdmin.items).toHaveLength(3);
    expect(byAdmin.items[0]!.id).toBe(closed.id);
    const times = byAdmin.items.map((a) => Date.parse(a.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect((await t.admin.http().get(`${ADMIN_API.auditLog}?action=deal.deleted`).set(as())).status).toBe(400);
  });
});
