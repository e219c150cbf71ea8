import { randomUUID } from 'node:crypto';
import { CATALOG_API, EVENTS, MESSAGES, type CatalogItemPayload, type IntegrationEvent, type ItemDetail, type SellerItemDetail } from '@solar/contracts';
import { EmbeddedBroker, Outbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { service as catalogService } from '../index';
import { StockReservationsService } from '../stock/stock-reservations.service';

/**
 * A seller's edit of an approved item waits as its pending revision: buyers (the product page, and search and
 * carts through catalog.item.* events) keep the live version until the admin's moderation call decides.
 */
let catalog: ServiceHarness;
let seller: string;
let admin: string;
let subcategory: number;

beforeAll(async () => {
  catalog = await startServiceHarness(catalogService, { options: { seed: { itemsPerCategory: 1 } } });
  seller = catalog.tokenOf('revision-seller', { roles: ['seller'] });
  admin = catalog.tokenOf('revision-admin', { roles: ['admin'] });
  const categories = await catalog.http().post(CATALOG_API.categoriesSearch).send({});
  subcategory = categories.body.data.find((c: { id: number }) => c.id === 1).sub_categories[0].id;
}, 120_000);

afterAll(async () => {
  await catalog?.close();
});

/** A product form every rule accepts. */
const form = (overrides: Record<string, unknown> = {}) => ({
  category_id: 1,
  subcategory_id: subcategory,
  name: 'Live Panel 400W',
  description: '<p>The live version.</p>',
  meta_name: 'Live Panel 400W',
  meta_description: 'A 400 W panel.',
  price: 189.5,
  cost: 150,
  moq: 1,
  total_qty: 40,
  sku: `REV-${randomUUID().slice(0, 8)}`,
  part_number: 'PN-REV',
  condition: 'new',
  brand_id: 1,
  shipping_type: 'free_shipping',
  weight: 48,
  weight_unit: 'lb',
  length: 76,
  length_unit: 'in',
  width: 41,
  width_unit: 'in',
  height: 1.4,
  height_unit: 'in',
  reseller_id: 1,
  ...overrides,
});

const asSeller = {
  create: (body: object) => catalog.http().post(CATALOG_API.myItems).set('Authorization', `Bearer ${seller}`).send(body),
  edit: (uuid: string, body: object) => catalog.http().put(CATALOG_API.myItem(uuid)).set('Authorization', `Bearer ${seller}`).send(body),
  read: async (uuid: string) => (await catalog.http().get(CATALOG_API.myItem(uuid)).set('Authorization', `Bearer ${seller}`)).body.data as SellerItemDetail,
  bulkUpdate: (items: object[]) => catalog.http().post(CATALOG_API.bulkUpdate).set('Authorization', `Bearer ${seller}`).send({ items }),
};
const moderate = (uuid: string, status: 'approved' | 'rejected', reason?: string) =>
  catalog
    .http()
    .put(CATALOG_API.adminItemStatus(uuid))
    .set('Authorization', `Bearer ${admin}`)
    .send({ status, ...(reason ? { reason } : {}) });
const publicRead = (uuid: string) => catalog.http().get(CATALOG_API.item(uuid));

async function pendingItem(overrides: Record<string, unknown> = {}): Promise<SellerItemDetail> {
  const created = await asSeller.create(form(overrides));
  expect(created.status).toBe(201);
  return created.body.data;
}

async function approvedItem(overrides: Record<string, unknown> = {}): Promise<SellerItemDetail> {
  const item = await pendingItem(overrides);
  expect((await moderate(item.uuid, 'approved')).status).toBe(200);
  return asSeller.read(item.uuid);
}

type ItemEvent = IntegrationEvent<CatalogItemPayload>;

/** What search and the carts have been told about an item (the catalog.item.* events of its key), once the relay is done. */
async function eventsOf(uuid: string): Promise<ItemEvent[]> {
  await catalog.get(Outbox).flush();
  const broker = EmbeddedBroker.forDataDir(catalog.dataDir);
  const types = [EVENTS.catalog.itemUpdated, EVENTS.catalog.itemStatusChanged, EVENTS.catalog.itemStockChanged];
  return types.flatMap((type) =>
    broker
      .readTopic(type)
      .filter((message) => message.key === uuid)
      .map((message) => JSON.parse(message.value) as ItemEvent),
  );
}

/** The events of an item announced since `before` (an earlier eventsOf). */
const announcedSince = async (uuid: string, before: ItemEvent[]) => {
  const seen = new Set(before.map((event) => event.id));
  return (await eventsOf(uuid)).filter((event) => !seen.has(event.id));
};

describe('an edit of an approved item', () => {
  it('waits as a pending revision while buyers and the events keep the live version', async () => {
    const item = await approvedItem();
    const publicBefore = (await publicRead(item.uuid)).body.data as ItemDetail;
    const told = await eventsOf(item.uuid);

    const edited = await asSeller.edit(item.uuid, form({ name: 'Edited Panel 410W', price: 175 }));
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(MESSAGES.product.changesSubmitted);
    const answer = edited.body.data as SellerItemDetail;
    expect(answer).toMatchObject({ status: 'approved', name: 'Live Panel 400W', price: 189.5, revision_reason: null });
    expect(answer.pending_revision).toMatchObject({ name: 'Edited Panel 410W', price: 175, total_qty: 40, category_id: 1 });
    expect(new Date(answer.pending_revision!.submitted_at).getTime()).not.toBeNaN();

    // Buyers see the live version, unchanged, and never the revision.
    const shown = await publicRead(item.uuid);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(publicBefore);
    expect(shown.body.data).not.toHaveProperty('pending_revision');
    expect(shown.body.data).not.toHaveProperty('revision_reason');
    // Nothing announced: search and the carts keep the live version.
    expect(await announcedSince(item.uuid, told)).toEqual([]);

    // The seller's own views show the live fields and what waits.
    expect((await asSeller.read(item.uuid)).pending_revision).toEqual(answer.pending_revision);
    const own = await catalog.http().post(CATALOG_API.myItemsSearch).set('Authorization', `Bearer ${seller}`).send({});
    const listed = (own.body.data.items as SellerItemDetail[]).find((i) => i.uuid === item.uuid)!;
    expect(listed).toMatchObject({ name: 'Live Panel 400W', pending_revision: { name: 'Edited Panel 410W' } });
  });

  it('replaces the revision that waits when edited again', async () => {
    const item = await approvedItem();
    await asSeller.edit(item.uuid, form({ name: 'First Edit 410W' }));
    const second = await asSeller.edit(item.uuid, form({ name: 'Second Edit 420W', price: 170 }));
    expect(second.body.data.pending_revision).toMatchObject({ name: 'Second Edit 420W', price: 170 });
    expect((await moderate(item.uuid, 'approved')).body.data).toMatchObject({ name: 'Second Edit 420W', price: 170, pending_revision: null });
  });

  it('is applied when the admin approves it, in one write announced as any change', async () => {
    const item = await approvedItem();
    await asSeller.edit(item.uuid, form({ name: 'Approved Edit 430W', price: 180 }));
    const told = await eventsOf(item.uuid);

    const approved = await moderate(item.uuid, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', name: 'Approved Edit 430W', price: 180, pending_revision: null, revision_reason: null });
    expect((await publicRead(item.uuid)).body.data).toMatchObject({ name: 'Approved Edit 430W', price: 180 });

    const announced = await announcedSince(item.uuid, told);
    expect(announced.map((event) => event.type)).toEqual([EVENTS.catalog.itemUpdated]);
    expect(announced[0]!.data).toMatchObject({ name: 'Approved Edit 430W', price: 180, status: 'approved' });
  });

  it('is discarded when the admin rejects it: the live version stays public and the seller reads why', async () => {
    const item = await approvedItem();
    await asSeller.edit(item.uuid, form({ name: 'Rejected Edit 440W' }));
    const told = await eventsOf(item.uuid);

    const rejected = await moderate(item.uuid, 'rejected', 'The new photos are blurry.');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'approved',
      status_reason: null,
      revision_reason: 'The new photos are blurry.',
      pending_revision: null,
      name: 'Live Panel 400W',
    });
    expect((await publicRead(item.uuid)).body.data).toMatchObject({ name: 'Live Panel 400W' });
    expect(await announcedSince(item.uuid, told)).toEqual([]);

    // The next edit starts over: the old reason goes with the revision it was about.
    const again = await asSeller.edit(item.uuid, form({ name: 'Sharper Edit 440W' }));
    expect(again.body.data).toMatchObject({ revision_reason: null, pending_revision: { name: 'Sharper Edit 440W' } });
  });

  it('does not undo the bulk edits and sales made while it waited', async () => {
    const item = await approvedItem({ total_qty: 40 });
    await asSeller.edit(item.uuid, form({ name: 'Restocked Panel 400W', total_qty: 50 }));

    // A bulk price change applies at once, to buyers and to the waiting revision.
    expect((await asSeller.bulkUpdate([{ uuid: item.uuid, price: 160 }])).status).toBe(200);
    expect((await publicRead(item.uuid)).body.data).toMatchObject({ price: 160, name: 'Live Panel 400W' });
    expect(await asSeller.read(item.uuid)).toMatchObject({ price: 160, pending_revision: { price: 160, total_qty: 50 } });

    // Two units sold: gone from the shelf the revision counted too.
    const stock = catalog.get(StockReservationsService);
    const lines = [{ item_uuid: item.uuid, qty: 2 }];
    await stock.onOrderPlaced({ order_number: 'SM-REV-001', owner_id: 'buyer-1', lines, placed_at: new Date().toISOString() });
    await stock.onOrderConfirmed({
      order_number: 'SM-REV-001',
      owner_id: 'buyer-1',
      lines: lines.map((l) => ({ ...l, seller_id: 'revision-seller', price: 160 })),
      total_amount: 320,
      confirmed_at: '',
    });
    expect(await asSeller.read(item.uuid)).toMatchObject({ total_qty: 38, pending_revision: { total_qty: 48 } });

    expect((await moderate(item.uuid, 'approved')).body.data).toMatchObject({ name: 'Restocked Panel 400W', price: 160, total_qty: 48, stock: 48 });
  });
});

describe('an edit of an item that is not approved, as before', () => {
  it('replaces a pending item, which stays pending', async () => {
    const item = await pendingItem();
    const edited = await asSeller.edit(item.uuid, form({ name: 'Pending Edit 400W' }));
    expect(edited.body.message).toBe(MESSAGES.product.itemSubmitted);
    expect(edited.body.data).toMatchObject({ status: 'pending', name: 'Pending Edit 400W', pending_revision: null });
    expect((await publicRead(item.uuid)).status).toBe(404);
  });

  it('replaces a rejected item and sends it back to moderation', async () => {
    const item = await pendingItem();
    expect((await moderate(item.uuid, 'rejected', 'Missing datasheet.')).body.data).toMatchObject({ status: 'rejected', status_reason: 'Missing datasheet.' });
    const told = await eventsOf(item.uuid);

    const edited = await asSeller.edit(item.uuid, form({ name: 'Resubmitted Panel 400W' }));
    expect(edited.body.message).toBe(MESSAGES.product.itemSubmitted);
    expect(edited.body.data).toMatchObject({ status: 'pending', status_reason: null, name: 'Resubmitted Panel 400W', pending_revision: null });
    const announced = (await announcedSince(item.uuid, told)).map((event) => event.type);
    expect(announced).toEqual(expect.arrayContaining([EVENTS.catalog.itemUpdated, EVENTS.catalog.itemStatusChanged]));
  });
});
