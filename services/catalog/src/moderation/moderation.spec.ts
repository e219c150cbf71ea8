import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  CATALOG_API,
  EVENTS,
  MODERATION_INTERNAL_API,
  MODERATION_STATUS_FILTERS,
  type AdminActionSettledPayload,
  type AdminItemModeratedPayload,
  type IntegrationEvent,
  type ModerationDetail,
  type ModerationSlice,
  type SellerItemDetail,
} from '@solar/contracts';
import { EmbeddedBroker, Outbox, readMailbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { service as catalogService } from '../index';

/**
 * The catalog's side of the admin area: its shop items in the moderation queue (MODERATION_INTERNAL_API, for the
 * admin service with a service token), and the admin service's decisions (`admin.item.moderated`) applied by the
 * catalog's own rule and answered with `catalog.item.admin-action-settled`; a rejection is mailed to the seller.
 */
let catalog: ServiceHarness;
let subcategory: number;
let service: string;
const sellerId = `moderated-seller-${randomUUID().slice(0, 8)}`;
const sellerEmail = `${sellerId}@acme-solar.example`;
let seller: string;

beforeAll(async () => {
  // No demo items: the queue holds what these tests make.
  catalog = await startServiceHarness(catalogService, { options: { seed: { itemsPerCategory: 0 } } });
  seller = catalog.tokenOf(sellerId, { roles: ['seller'] });
  service = catalog.tokenOf('service:admin', { roles: ['admin'] });
  const categories = await catalog.http().post(CATALOG_API.categoriesSearch).send({});
  subcategory = categories.body.data.find((c: { id: number }) => c.id === 1).sub_categories[0].id;
  await catalog.publish(EVENTS.identity.userRegistered, sellerId, {
    user_id: sellerId,
    email: sellerEmail,
    firstname: 'Dana',
    lastname: 'Whitfield',
    roles: ['seller'],
    registered_at: new Date().toISOString(),
  });
}, 120_000);

afterAll(async () => {
  await catalog?.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  category_id: 1,
  subcategory_id: subcategory,
  name: 'Queue Panel 400W',
  description: '<p>A panel waiting for an admin.</p>',
  meta_name: 'Queue Panel 400W',
  meta_description: 'A 400 W panel.',
  price: 1299,
  cost: 900,
  moq: 1,
  total_qty: 40,
  sku: `MOD-${randomUUID().slice(0, 8)}`,
  part_number: 'PN-MOD',
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

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const create = async (overrides: Record<string, unknown> = {}): Promise<SellerItemDetail> => {
  await tick();
  const created = await catalog.http().post(CATALOG_API.myItems).set(auth(seller)).send(form(overrides));
  expect(created.status).toBe(201);
  return created.body.data;
};
const edit = async (uuid: string, overrides: Record<string, unknown>) => {
  await tick();
  expect((await catalog.http().put(CATALOG_API.myItem(uuid)).set(auth(seller)).send(form(overrides))).status).toBe(200);
};
const readOwn = async (uuid: string) => (await catalog.http().get(CATALOG_API.myItem(uuid)).set(auth(seller))).body.data as SellerItemDetail;
const adminRoute = async (uuid: string, status: 'approved' | 'rejected', reason?: string) => {
  await tick();
  expect(
    (
      await catalog
        .http()
        .put(CATALOG_API.adminItemStatus(uuid))
        .set(auth(service))
        .send({ status, ...(reason && { reason }) })
    ).status,
  ).toBe(200);
};
const slice = async (query: Record<string, string | number> = {}) => {
  const answer = await catalog.http().get(MODERATION_INTERNAL_API.queue).query(query).set(auth(service));
  expect(answer.status).toBe(200);
  return answer.body.data as ModerationSlice;
};
const detail = async (uuid: string) => {
  const answer = await catalog.http().get(MODERATION_INTERNAL_API.entry(uuid)).set(auth(service));
  expect(answer.status).toBe(200);
  return answer.body.data as ModerationDetail;
};

/** The admin service's decision, as the bus hands it to the catalog. */
const decide = (uuid: string, decision: 'Approved' | 'Rejected', reason: string | null = null, actionId = randomUUID()) =>
  catalog.publish<AdminItemModeratedPayload>(EVENTS.admin.itemModerated, uuid, {
    action_id: actionId,
    item_uuid: uuid,
    decision,
    reason,
    at: new Date().toISOString(),
  });

/** The catalog's answers to an admin action, once the relay has published them. */
async function answersTo(actionId: string): Promise<AdminActionSettledPayload[]> {
  await catalog.get(Outbox).flush();
  return EmbeddedBroker.forDataDir(catalog.dataDir)
    .readTopic(EVENTS.catalog.itemAdminActionSettled)
    .map((message) => (JSON.parse(message.value) as IntegrationEvent<AdminActionSettledPayload>).data)
    .filter((answer) => answer.action_id === actionId);
}

async function mailsTo(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await readMailbox(catalog.dataDir, address);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the internal moderation routes', () => {
  it('answer only a service or admin token: 401 without one, 403 for anyone else', async () => {
    const item = await create();
    for (const path of [MODERATION_INTERNAL_API.queue, MODERATION_INTERNAL_API.entry(item.uuid)]) {
      expect((await catalog.http().get(path)).status).toBe(401);
      expect((await catalog.http().get(path).set(auth(seller))).status).toBe(403);
      expect(
        (
          await catalog
            .http()
            .get(path)
            .set(auth(catalog.tokenOf('a-buyer')))
        ).status,
      ).toBe(403);
      expect((await catalog.http().get(path).set(auth(service))).status).toBe(200);
    }
    expect((await catalog.http().get(MODERATION_INTERNAL_API.queue).query({ status: 'Waiting' }).set(auth(service))).status).toBe(400);
    expect((await catalog.http().get(MODERATION_INTERNAL_API.queue).query({ limit: 0 }).set(auth(service))).status).toBe(400);
    expect((await catalog.http().get(MODERATION_INTERNAL_API.entry(randomUUID())).set(auth(service))).body).toMatchObject({
      success: false,
      error: ADMIN_MESSAGES.listingNotFound,
    });
    expect((await catalog.http().get(MODERATION_INTERNAL_API.entry(randomUUID())).set(auth(service))).status).toBe(404);
  });

  it('slice the items by the queue statuses, oldest first by when they started waiting, with the counts', async () => {
    const before = await slice({ status: 'All' });
    const resent = await create({ name: 'Resent Panel 410W' });
    const waiting = await create({ name: 'Waiting Panel 420W' });
    const edited = await create({ name: 'Edited Panel 430W' });
    const rejected = await create({ name: 'Rejected Panel 440W' });
    await adminRoute(resent.uuid, 'rejected', 'Blurry photos.');
    await adminRoute(edited.uuid, 'approved');
    await adminRoute(rejected.uuid, 'rejected', 'Missing datasheet.');
    await edit(edited.uuid, { name: 'Edited Panel 435W' });
    // Sent again after its rejection: it waits from now on, behind the others.
    await edit(resent.uuid, { name: 'Resent Panel 410W' });

    const pending = await slice({ status: 'Pending', limit: 200 });
    const ours = pending.entries.filter((e) => [resent.uuid, waiting.uuid, edited.uuid].includes(e.uuid));
    expect(ours.map((e) => e.uuid)).toEqual([waiting.uuid, edited.uuid, resent.uuid]);
    expect(pending.entries.map((e) => e.submitted_at)).toEqual([...pending.entries.map((e) => e.submitted_at)].sort());
    expect(ours.map((e) => [e.status, e.awaiting])).toEqual([
      ['Pending', 'listing'],
      ['Approved', 'edit'],
      ['Pending', 'listing'],
    ]);
    expect(ours[0]).toMatchObject({
      kind: 'item',
      uuid: waiting.uuid,
      id: waiting.id,
      title: 'Waiting Panel 420W',
      seller: { id: sellerId, name: 'Dana Whitfield', email: sellerEmail },
      price_label: '$1,299.00',
      link: `/product/${waiting.id}/waiting-panel-420w`,
      image: null,
      reason: null,
    });
    expect(ours[0]!.category).not.toBe('');

    const counts = (await slice({ status: 'All' })).counts;
    expect(counts).toEqual({
      ...Object.fromEntries(MODERATION_STATUS_FILTERS.map((filter) => [filter, 0])),
      Pending: before.counts.Pending! + 3,
      Approved: before.counts.Approved! + 1,
      Rejected: before.counts.Rejected! + 1,
      All: before.counts.All! + 4,
    });
    expect(pending.total).toBe(counts.Pending);

    const first = await slice({ status: 'Pending', limit: 1 });
    expect(first.entries).toHaveLength(1);
    expect(first.total).toBe(counts.Pending);
    const rejectedOnes = await slice({ status: 'Rejected', limit: 200 });
    expect(rejectedOnes.entries.find((e) => e.uuid === rejected.uuid)).toMatchObject({ status: 'Rejected', awaiting: null, reason: 'Missing datasheet.' });
    expect(await slice({ status: 'Contract' })).toEqual({ entries: [], total: 0, counts, edits: 1 });
  });

  it('answer one item: the live fields, a waiting edit beside them, the history and the moves', async () => {
    const item = await create({ name: 'Detail Panel 450W', price: 250, sku: 'MOD-DETAIL' });
    await adminRoute(item.uuid, 'approved');
    await edit(item.uuid, { name: 'Detail Panel 455W', price: 240, sku: 'MOD-DETAIL' });

    const shown = await detail(item.uuid);
    expect(shown.entry).toMatchObject({ uuid: item.uuid, status: 'Approved', awaiting: 'edit', title: 'Detail Panel 450W', price_label: '$250.00' });
    expect(shown.fields).toEqual(
      expect.arrayContaining([
        { label: 'Name', value: 'Detail Panel 450W' },
        { label: 'Price', value: '$250.00' },
      ]),
    );
    expect(shown.changes).toEqual([
      { field: 'name', label: 'Name', live: 'Detail Panel 450W', pending: 'Detail Panel 455W' },
      { field: 'price', label: 'Price', live: '$250.00', pending: '$240.00' },
    ]);
    expect(shown.history.map((m) => [m.from, m.to, m.by])).toEqual([
      [null, 'Pending', 'seller'],
      ['Pending', 'Approved', 'admin'],
      ['Approved', 'Pending', 'seller'],
    ]);
    expect(shown.moves).toEqual(['Approved', 'Rejected']);

    await adminRoute(item.uuid, 'rejected', 'The new price needs a datasheet.');
    const decided = await detail(item.uuid);
    expect(decided.entry).toMatchObject({ status: 'Approved', awaiting: null, reason: 'The new price needs a datasheet.' });
    expect(decided.changes).toEqual([]);
    expect(decided.moves).toEqual([]);
    expect(decided.history.at(-1)).toMatchObject({ from: 'Pending', to: 'Rejected', by: 'admin', reason: 'The new price needs a datasheet.' });
  });
});

describe('the admin service decisions (admin.item.moderated)', () => {
  it('approve a waiting item once: applied, and a redelivery changes nothing and is answered unchanged', async () => {
    const item = await create({ name: 'Approved Panel 460W' });
    const event = await decide(item.uuid, 'Approved');
    expect(await readOwn(item.uuid)).toMatchObject({ status: 'approved', status_reason: null });
    expect((await catalog.http().get(CATALOG_API.item(item.uuid))).status).toBe(200);
    expect(await answersTo(event.data.action_id)).toEqual([
      expect.objectContaining({ uuid: item.uuid, title: 'Approved Panel 460W', outcome: 'applied', reason: null, previous_seller_id: null }),
    ]);

    // The seller edits meanwhile; the same decision again must not approve the edit.
    await edit(item.uuid, { name: 'Approved Panel 465W' });
    await catalog.redeliver(event);
    expect(await readOwn(item.uuid)).toMatchObject({ status: 'approved', name: 'Approved Panel 460W', pending_revision: { name: 'Approved Panel 465W' } });
    expect((await answersTo(event.data.action_id)).map((a) => a.outcome)).toEqual(['applied', 'unchanged']);
    expect((await detail(item.uuid)).history.filter((m) => m.by === 'admin')).toHaveLength(1);
  });

  it('decide a waiting edit of an approved item', async () => {
    const item = await create({ name: 'Revised Panel 470W' });
    await decide(item.uuid, 'Approved');
    await edit(item.uuid, { name: 'Revised Panel 475W', price: 1200 });
    const approved = await decide(item.uuid, 'Approved');
    expect(await readOwn(item.uuid)).toMatchObject({ status: 'approved', name: 'Revised Panel 475W', price: 1200, pending_revision: null });
    expect((await answersTo(approved.data.action_id)).map((a) => a.outcome)).toEqual(['applied']);
  });

  it('refuse when nothing waits, and answer unchanged when the item already is as decided', async () => {
    const item = await create({ name: 'Settled Panel 480W' });
    await decide(item.uuid, 'Approved');
    const reject = await decide(item.uuid, 'Rejected', 'Too late.');
    expect(await answersTo(reject.data.action_id)).toEqual([expect.objectContaining({ outcome: 'refused', reason: ADMIN_MESSAGES.itemNothingToDecide })]);
    expect(await readOwn(item.uuid)).toMatchObject({ status: 'approved', status_reason: null, revision_reason: null });
    const again = await decide(item.uuid, 'Approved');
    expect(await answersTo(again.data.action_id)).toEqual([expect.objectContaining({ outcome: 'unchanged', reason: null })]);

    const unknown = randomUUID();
    const lost = await decide(unknown, 'Approved');
    expect(await answersTo(lost.data.action_id)).toEqual([
      expect.objectContaining({ uuid: unknown, outcome: 'refused', reason: ADMIN_MESSAGES.listingNotFound }),
    ]);
  });

  it('mail the seller the reason of a rejection, once, which the seller area shows too', async () => {
    const item = await create({ name: 'Rejected Panel 490W' });
    const event = await decide(item.uuid, 'Rejected', 'The datasheet is missing.');
    expect(await answersTo(event.data.action_id)).toEqual([expect.objectContaining({ outcome: 'applied' })]);
    expect(await readOwn(item.uuid)).toMatchObject({ status: 'rejected', status_reason: 'The datasheet is missing.' });
    const [mail] = await mailsTo(sellerEmail, 1);
    expect(mail).toMatchObject({ to: sellerEmail, subject: 'Your item Rejected Panel 490W was not approved' });
    expect(mail!.text).toContain('The reason: The datasheet is missing.');
    expect(mail!.text).toContain('Hello Dana,');

    await catalog.redeliver(event);
    expect((await answersTo(event.data.action_id)).map((a) => a.outcome)).toEqual(['applied', 'unchanged']);
    await catalog.get(Outbox).flush();
    expect((await readMailbox(catalog.dataDir, sellerEmail)).filter((m) => m.subject.includes('Rejected Panel 490W'))).toHaveLength(1);

    // An edit turned down: the item stays public, the seller reads and is mailed why.
    const live = await create({ name: 'Kept Panel 495W' });
    await decide(live.uuid, 'Approved');
    await edit(live.uuid, { name: 'Kept Panel 499W' });
    await decide(live.uuid, 'Rejected', 'Keep the original name.');
    expect(await readOwn(live.uuid)).toMatchObject({
      status: 'approved',
      name: 'Kept Panel 495W',
      pending_revision: null,
      revision_reason: 'Keep the original name.',
    });
    const mails = await mailsTo(sellerEmail, 2);
    expect(mails.find((m) => m.subject === 'Your changes to Kept Panel 495W were not approved')!.text).toContain('The reason: Keep the original name.');
  });
});
