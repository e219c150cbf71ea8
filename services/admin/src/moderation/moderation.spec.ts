import {
  ADMIN_API,
  ADMIN_MESSAGES,
  EVENTS,
  dealMoveRefused,
  type AdminActionView,
  type AdminDashboard,
  type AdminDealEditRequestedPayload,
  type AdminDealModeratedPayload,
  type AdminDealPrivateGrantsPayload,
  type AdminItemModeratedPayload,
  type ModerationDetail,
  type ModerationQueuePage,
  type PrivateListingView,
} from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { ADMIN, TRADER_STATS, listing, startAdmin, type AdminTest } from '../testing/admin-harness';

/**
 * The moderation queue over the trader's deals and the catalog's items, the admin's decisions and how the owners'
 * answers settle them; bulk edits with their report; private-listing grants; the dashboard.
 */
const M = ADMIN_MESSAGES;
let t: AdminTest;

beforeAll(async () => {
  t = await startAdmin();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  t.trader.clear();
  t.catalog.clear();
  t.trader.down = false;
  t.catalog.down = false;
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (path: string) => t.admin.http().get(path).set(as(t.tokens.admin));
const post = (path: string, body: unknown) =>
  t.admin
    .http()
    .post(path)
    .set(as(t.tokens.admin))
    .send(body as object);

describe('the queue', () => {
  it('merges both owners oldest first, a page at a time, with their counts added up', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 9, 1, 8, minute)).toISOString();
    const deals = [1, 4, 5].map((m) => t.trader.add(listing('deal', { submitted_at: at(m) })).entry.uuid);
    const items = [2, 3, 6].map((m) => t.catalog.add(listing('item', { submitted_at: at(m) })).entry.uuid);
    t.trader.add(listing('deal', { status: 'Active', awaiting: null }));
    const oldestFirst = [deals[0], items[0], items[1], deals[1], deals[2], items[2]];

    const first = await get(`${ADMIN_API.listing}?per_page=4`);
    expect(first.status).toBe(200);
    const page1 = first.body.data as ModerationQueuePage;
    expect(page1.items.map((e) => e.uuid)).toEqual(oldestFirst.slice(0, 4));
    expect(page1).toMatchObject({ total: 6, page: 1, limit: 4, last_page: 2 });
    expect(page1.counts).toMatchObject({ Pending: 6, Active: 1, All: 7 });
    // Each owner was asked for its first page * per_page entries of the status.
    expect(t.trader.calls.at(-1)).toBe('/internal/moderation?status=Pending&limit=4');

    const page2 = (await get(`${ADMIN_API.listing}?per_page=4&page_no=2`)).body.data as ModerationQueuePage;
    expect(page2.items.map((e) => e.uuid)).toEqual(oldestFirst.slice(4));
    expect(t.catalog.calls.at(-1)).toBe('/internal/moderation?status=Pending&limit=8');

    const onlyItems = (await get(`${ADMIN_API.listing}?kind=item`)).body.data as ModerationQueuePage;
    expect(onlyItems.items.map((e) => e.uuid)).toEqual(items);
    expect(onlyItems.counts.All).toBe(3);
    const active = (await get(`${ADMIN_API.listing}?status=Active`)).body.data as ModerationQueuePage;
    expect(active.items.map((e) => e.status)).toEqual(['Active']);
    expect((await get(`${ADMIN_API.listing}?kind=offer`)).body.errors).toEqual({ kind: [M.kind] });
  });

  it('answers 503 when an owner cannot be read, never half a queue', async () => {
    t.trader.add(listing('deal'));
    t.catalog.down = true;
    const answer = await get(ADMIN_API.listing);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe(M.ownersUnavailable);
    expect((await get(`${ADMIN_API.listing}?kind=deal`)).status).toBe(200);
  });

  it('shows one entry as its owner has it, 404 for one it does not know', async () => {
    const detail = t.catalog.add(listing('item'));
    const answer = await get(ADMIN_API.listingEntry('item', detail.entry.uuid));
    expect(answer.status).toBe(200);
    expect(answer.body.data as ModerationDetail).toEqual(detail);
    const unknown = await get(ADMIN_API.listingEntry('deal', detail.entry.uuid));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.listingNotFound);
  });
});

describe('decisions', () => {
  it('refuses a move the transition table does not give an admin (422) and a rejection without a reason (400)', async () => {
    const pending = t.trader.add(listing('deal')).entry;
    const notAMove = await post(ADMIN_API.listingUpdate, { kind: 'deal', uuid: pending.uuid, status: 'Active' });
    expect(notAMove.status).toBe(422);
    expect(notAMove.body.error).toBe(dealMoveRefused('Pending', 'Active', 'admin'));
    const noReason = await post(ADMIN_API.listingUpdate, { kind: 'deal', uuid: pending.uuid, status: 'Rejected', reason: ' <b></b> ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: [M.reasonRequired] });

    const item = t.catalog.add(listing('item', { status: 'Approved', awaiting: null })).entry;
    const nothing = await post(ADMIN_API.listingUpdate, { kind: 'item', uuid: item.uuid, status: 'Approved' });
    expect([nothing.status, nothing.body.error]).toEqual([422, M.itemNothingToDecide]);
    const disable = await post(ADMIN_API.listingUpdate, { kind: 'item', uuid: item.uuid, status: 'Disabled' });
    expect([disable.status, disable.body.error]).toEqual([422, M.itemDecision]);
    const unknown = await post(ADMIN_API.listingUpdate, { kind: 'deal', uuid: randomUUID(), status: 'Approved' });
    expect([unknown.status, unknown.body.error]).toEqual([404, M.listingNotFound]);
    expect(await t.published(EVENTS.admin.dealModerated)).toEqual([]);
  });

  it('sends a rejection (202, sent), which becomes applied when the trader has applied it', async () => {
    const pending = t.trader.add(listing('deal')).entry;
    const reason = 'The <i>datasheet</i> does not match the panel wattage.';
    const sent = await post(ADMIN_API.listingUpdate, { kind: 'deal', uuid: pending.uuid, status: 'Rejected', reason });
    expect(sent.status).toBe(202);
    const action = sent.body.data as AdminActionView;
    expect(action).toMatchObject({
      action: 'listing.moderated',
      admin: { id: ADMIN.id, name: 'Ada Moderator' },
      target: { kind: 'deal', id: pending.uuid, label: pending.title },
      state: 'sent',
      message: M.decisionSent('Rejected'),
      after: { status: 'Rejected', reason: 'The datasheet does not match the panel wattage.' },
    });
    expect(action.steps).toEqual([expect.objectContaining({ kind: 'deal', uuid: pending.uuid, outcome: 'pending' })]);
    const events = await t.published<AdminDealModeratedPayload>(EVENTS.admin.dealModerated);
    const event = events.find((e) => e.data.action_id === action.id)!;
    expect(event.key).toBe(pending.uuid);
    expect(event.data).toMatchObject({ deal_uuid: pending.uuid, status: 'Rejected', reason: 'The datasheet does not match the panel wattage.' });

    const answer = await t.settle('deal', { action_id: action.id, uuid: pending.uuid, outcome: 'applied', title: pending.title });
    await t.admin.redeliver(answer);
    await t.settle('deal', { action_id: action.id, uuid: pending.uuid, outcome: 'refused', reason: 'late and wrong' });
    const settled = (await get(`${ADMIN_API.auditLog}?action=listing.moderated`)).body.data.items.find(
      (a: AdminActionView) => a.id === action.id,
    ) as AdminActionView;
    expect(settled.state).toBe('applied');
    expect(settled.steps).toEqual([expect.objectContaining({ outcome: 'applied', reason: null })]);
  });

  it("approves an item's waiting edit, and shows the catalog's refusal", async () => {
    const item = t.catalog.add(listing('item', { status: 'Approved', awaiting: 'edit' })).entry;
    const sent = await post(ADMIN_API.listingUpdate, { kind: 'item', uuid: item.uuid, status: 'Approved' });
    expect(sent.status).toBe(202);
    const action = sent.body.data as AdminActionView;
    const events = await t.published<AdminItemModeratedPayload>(EVENTS.admin.itemModerated);
    expect(events.find((e) => e.data.action_id === action.id)?.data).toMatchObject({ item_uuid: item.uuid, decision: 'Approved', reason: null });
    await t.settle('item', { action_id: action.id, uuid: item.uuid, outcome: 'refused', reason: 'The edit was withdrawn by the seller.' });
    const settled = (await get(`${ADMIN_API.auditLog}?q=${encodeURIComponent(item.title)}`)).body.data.items[0] as AdminActionView;
    expect(settled).toMatchObject({ id: action.id, state: 'refused', message: 'The edit was withdrawn by the seller.' });
  });
});

describe('bulk edit', () => {
  it('sends one request per deal and reports each deal, one refusal making it partly applied', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const body = {
      request_id: randomUUID(),
      changes: [
        { deal_uuid: a, price: 0.198 },
        { deal_uuid: b, total_qty: 400, status: 'Inactive' },
        { deal_uuid: c, price: 0.5 },
      ],
    };
    const sent = await post(ADMIN_API.bulkEdit, body);
    expect(sent.status).toBe(202);
    const job = sent.body.data as AdminActionView;
    expect(job).toMatchObject({ action: 'deal.edited', state: 'sent', message: M.editSent });
    const again = await post(ADMIN_API.bulkEdit, body);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(job.id);

    const requests = (await t.published<AdminDealEditRequestedPayload>(EVENTS.admin.dealEditRequested)).filter((e) => e.data.action_id === job.id);
    expect(requests.map((e) => [e.key, e.data.changes])).toEqual([
      [a, { price: 0.198 }],
      [b, { status: 'Inactive', total_qty: 400 }],
      [c, { price: 0.5 }],
    ]);

    await t.settle('deal', { action_id: job.id, uuid: a, outcome: 'applied', title: 'Deal A' });
    expect(((await get(ADMIN_API.bulkEditOne(job.id))).body.data as AdminActionView).state).toBe('sent');
    await t.settle('deal', {
      action_id: job.id,
      uuid: b,
      outcome: 'refused',
      title: 'Deal B',
      reason: 'The quantity is below what accepted offers hold (500).',
    });
    await t.settle('deal', { action_id: job.id, uuid: c, outcome: 'unchanged', title: 'Deal C' });
    const report = (await get(ADMIN_API.bulkEditOne(job.id))).body.data as AdminActionView;
    expect(report.state).toBe('partly');
    expect(report.steps.map((s) => [s.title, s.outcome, s.reason])).toEqual([
      ['Deal A', 'applied', null],
      ['Deal B', 'refused', 'The quantity is below what accepted offers hold (500).'],
      ['Deal C', 'unchanged', null],
    ]);
  });

  it('is refused when every deal refuses, and checks what it is given', async () => {
    const deal = randomUUID();
    const job = (await post(ADMIN_API.bulkEdit, { request_id: randomUUID(), changes: [{ deal_uuid: deal, status: 'Approved' }] })).body.data as AdminActionView;
    await t.settle('deal', { action_id: job.id, uuid: deal, outcome: 'refused', reason: dealMoveRefused('Active', 'Approved', 'admin') });
    expect(((await get(ADMIN_API.bulkEditOne(job.id))).body.data as AdminActionView).state).toBe('refused');

    const empty = await post(ADMIN_API.bulkEdit, { request_id: randomUUID(), changes: [{ deal_uuid: deal }] });
    expect([empty.status, empty.body.errors]).toEqual([400, { 'changes.0': [M.changesRequired] }]);
    expect((await post(ADMIN_API.bulkEdit, { changes: [{ deal_uuid: deal, price: 1 }] })).body.errors).toEqual({ request_id: [M.requestId] });
    expect((await get(ADMIN_API.bulkEditOne(randomUUID()))).body.error).toBe(M.jobNotFound);
  });
});

describe('private listings', () => {
  it("grants a Private deal to known buyers (202), and shows the last grant's buyers", async () => {
    const deal = randomUUID();
    const buyer = await t.account({ firstname: 'Mara', lastname: 'Okafor', roles: ['customer'] });
    expect((await get(ADMIN_API.privateListing(deal))).body.data).toEqual({ deal_uuid: deal, buyers: [], action: null });

    const unknown = await post(ADMIN_API.privateListing(deal), { buyer_ids: [buyer, 'nobody-1'] });
    expect([unknown.status, unknown.body.error]).toEqual([422, M.targetUnknown]);

    const sent = await post(ADMIN_API.privateListing(deal), { buyer_ids: [buyer] });
    expect(sent.status).toBe(202);
    const grant = sent.body.data as AdminActionView;
    const event = (await t.published<AdminDealPrivateGrantsPayload>(EVENTS.admin.dealPrivateGrantsChanged)).find((e) => e.data.action_id === grant.id)!;
    expect(event.data).toMatchObject({ deal_uuid: deal, buyer_ids: [buyer] });
    await t.settle('deal', { action_id: grant.id, uuid: deal, outcome: 'applied' });

    const view = (await get(ADMIN_API.privateListing(deal))).body.data as PrivateListingView;
    expect(view.buyers).toEqual([{ id: buyer, firstname: 'Mara', lastname: 'Okafor', email: 'mara.okafor@example.com', roles: ['customer'] }]);
    expect(view.action).toMatchObject({ id: grant.id, state: 'applied' });
  });
});

describe('the dashboard', () => {
  it("shows the trader's figures and what waits at both owners", async () => {
    t.trader.add(listing('deal'));
    t.trader.add(listing('deal'));
    t.trader.add(listing('deal', { status: 'Active', awaiting: 'edit' }));
    t.catalog.add(listing('item'));
    t.catalog.add(listing('item', { status: 'Rejected', awaiting: null }));
    const answer = await get(ADMIN_API.dashboard);
    expect(answer.status).toBe(200);
    expect(answer.body.data as AdminDashboard).toEqual({ ...TRADER_STATS, pending: { deals: 2, items: 1, edits: 1 } });
    t.trader.down = true;
    expect((await get(ADMIN_API.dashboard)).status).toBe(503);
  });
});
