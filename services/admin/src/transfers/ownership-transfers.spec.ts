import {
  ADMIN_API,
  ADMIN_MESSAGES,
  EVENTS,
  type AdminActionView,
  type AdminDealOwnershipTransferRequestedPayload,
  type AdminDealOwnershipTransferredPayload,
  type IntegrationEvent,
  type PageOf,
} from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { startAdmin, type AdminTest } from '../testing/admin-harness';

/**
 * Ownership transfers as a saga: each deal's move is sent to the trader with the transfer's write; when every deal
 * has answered, the transfer is completed (and announced), or, if one refused, the deals already moved are sent
 * back to their previous sellers and the transfer ends compensated. Requests and answers delivered twice change
 * nothing.
 */
const M = ADMIN_MESSAGES;
let t: AdminTest;
let target: string;
let buyer: string;

beforeAll(async () => {
  t = await startAdmin();
  target = await t.account({ firstname: 'Nadia', lastname: 'Brightwater', roles: ['seller'] });
  buyer = await t.account({ firstname: 'Ben', lastname: 'Buyer', roles: ['customer'] });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const as = () => ({ authorization: `Bearer ${t.tokens.admin}` });
const transfer = (body: unknown) =>
  t.admin
    .http()
    .post(ADMIN_API.ownershipTransfer)
    .set(as())
    .send(body as object);
const transferView = async (id: string) => (await t.admin.http().get(ADMIN_API.ownershipTransferOne(id)).set(as())).body.data as AdminActionView;

const requestsOf = async (actionId: string) =>
  (await t.published<AdminDealOwnershipTransferRequestedPayload>(EVENTS.admin.dealOwnershipTransferRequested)).filter(
    (e) => e.data.action_id === actionId || e.data.compensates === actionId,
  );
const transferredOf = async (actionId: string) =>
  (await t.published<AdminDealOwnershipTransferredPayload>(EVENTS.admin.dealOwnershipTransferred)).filter((e) => e.data.action_id === actionId);

it('refuses a target that is not a seller (422) or not a known account', async () => {
  const notSeller = await transfer({ deal_uuids: [randomUUID()], to_seller_id: buyer, request_id: randomUUID() });
  expect([notSeller.status, notSeller.body.error]).toEqual([422, M.targetNotSeller]);
  const unknown = await transfer({ deal_uuids: [randomUUID()], to_seller_id: 'nobody-42', request_id: randomUUID() });
  expect([unknown.status, unknown.body.error]).toEqual([422, M.targetUnknown]);
  const none = await transfer({ deal_uuids: [], to_seller_id: target, request_id: randomUUID() });
  expect([none.status, none.body.errors]).toEqual([400, { deal_uuids: [M.dealsRequired] }]);
  expect(await t.published(EVENTS.admin.dealOwnershipTransferRequested)).toEqual([]);
});

it('completes when every deal moved, once however often the request and the answers come', async () => {
  const deals = [randomUUID(), randomUUID()];
  const body = { deal_uuids: deals, to_seller_id: target, request_id: randomUUID() };
  const started = await transfer(body);
  expect(started.status).toBe(202);
  const action = started.body.data as AdminActionView;
  expect(action).toMatchObject({
    action: 'deal.ownership-transfer',
    state: 'sent',
    message: M.transferStarted,
    target: { kind: 'deals', id: target, label: '2 deals to Nadia Brightwater' },
  });

  // The same request again: the first transfer, nothing sent twice.
  const again = await transfer(body);
  expect(again.status).toBe(200);
  expect(again.body.data.id).toBe(action.id);
  const requests = await requestsOf(action.id);
  expect(requests.map((e) => [e.key, e.data.to_seller_id, e.data.compensates])).toEqual([
    [deals[0], target, null],
    [deals[1], target, null],
  ]);

  const first = await t.settle('deal', { action_id: action.id, uuid: deals[0]!, outcome: 'applied', title: 'Deal one', previous_seller_id: 'seller-old-1' });
  await t.admin.redeliver(first);
  expect((await transferView(action.id)).state).toBe('sent');
  const last = await t.settle('deal', { action_id: action.id, uuid: deals[1]!, outcome: 'applied', title: 'Deal two', previous_seller_id: 'seller-old-2' });
  await t.admin.redeliver(last);
  await t.settle('deal', { action_id: action.id, uuid: deals[1]!, outcome: 'unchanged', previous_seller_id: target }); // the trader answering a redelivered request

  const done = await transferView(action.id);
  expect(done.state).toBe('completed');
  expect(done.message).toBe(M.transferCompleted);
  expect(done.steps.map((s) => [s.title, s.outcome, s.from_seller?.id])).toEqual([
    ['Deal one', 'applied', 'seller-old-1'],
    ['Deal two', 'applied', 'seller-old-2'],
  ]);
  const announced = await transferredOf(action.id);
  expect(announced.map((e) => e.data)).toEqual([expect.objectContaining({ deal_uuids: deals, to_seller_id: target })]);
  expect(await requestsOf(action.id)).toHaveLength(2);
});

it('takes the answers of many deals arriving at once, each once, and completes once', async () => {
  const deals = Array.from({ length: 12 }, () => randomUUID());
  const action = (await transfer({ deal_uuids: deals, to_seller_id: target, request_id: randomUUID() })).body.data as AdminActionView;
  const answers = await Promise.all(
    deals.map((uuid, i) => t.settle('deal', { action_id: action.id, uuid, outcome: 'applied', previous_seller_id: `seller-${i}` })),
  );
  await Promise.all(answers.slice(0, 4).map((answer) => t.admin.redeliver(answer)));
  const done = await transferView(action.id);
  expect(done.state).toBe('completed');
  expect(done.steps.map((s) => s.from_seller?.id)).toEqual(deals.map((_, i) => `seller-${i}`));
  expect(await transferredOf(action.id)).toHaveLength(1);
});

it('starts one transfer when the same request arrives twice at once', async () => {
  const deal = randomUUID();
  const body = { deal_uuids: [deal], to_seller_id: target, request_id: randomUUID() };
  const answers = await Promise.all([transfer(body), transfer(body)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 202]);
  expect(answers[0]!.body.data.id).toBe(answers[1]!.body.data.id);
  expect(await requestsOf(answers[0]!.body.data.id)).toHaveLength(1);
  await t.settle('deal', { action_id: answers[0]!.body.data.id, uuid: deal, outcome: 'applied', previous_seller_id: 'seller-z' });
});

it('sends the deals already moved back to their previous sellers when one refuses, and ends compensated', async () => {
  const [moved1, refused, moved2] = [randomUUID(), randomUUID(), randomUUID()];
  const action = (await transfer({ deal_uuids: [moved1, refused, moved2], to_seller_id: target, request_id: randomUUID() })).body.data as AdminActionView;

  await t.settle('deal', { action_id: action.id, uuid: moved1!, outcome: 'applied', title: 'Moved one', previous_seller_id: 'seller-a' });
  await t.settle('deal', {
    action_id: action.id,
    uuid: refused!,
    outcome: 'refused',
    title: 'Refused',
    reason: M.signedContract,
    previous_seller_id: 'seller-b',
  });
  expect(await requestsOf(action.id)).toHaveLength(3);
  const lastAnswer = await t.settle('deal', { action_id: action.id, uuid: moved2!, outcome: 'applied', title: 'Moved two', previous_seller_id: 'seller-c' });

  const compensating = await transferView(action.id);
  expect(compensating.state).toBe('compensating');
  expect(compensating.message).toBe(`${M.signedContract} ${M.transferCompensating}`);
  // One request back per deal that moved, to its previous seller, under the compensation's own action id.
  const undo = (await requestsOf(action.id)).filter((e) => e.data.compensates === action.id);
  expect(undo.map((e) => [e.key, e.data.to_seller_id])).toEqual([
    [moved1, 'seller-a'],
    [moved2, 'seller-c'],
  ]);
  const compensationId = undo[0]!.data.action_id;
  expect(compensationId).not.toBe(action.id);
  expect(undo[1]!.data.action_id).toBe(compensationId);

  // The last answer again sends nothing more.
  await t.admin.redeliver(lastAnswer);
  expect(await requestsOf(action.id)).toHaveLength(5);

  const back1 = await t.settle('deal', { action_id: compensationId, uuid: moved1!, outcome: 'applied', previous_seller_id: target });
  await t.admin.redeliver(back1);
  expect((await transferView(action.id)).state).toBe('compensating');
  await t.settle('deal', { action_id: compensationId, uuid: moved2!, outcome: 'applied', previous_seller_id: target });

  const undone = await transferView(action.id);
  expect([undone.state, undone.message]).toEqual(['compensated', `${M.signedContract} ${M.transferCompensated}`]);
  expect(undone.steps.map((s) => [s.uuid, s.outcome, s.request])).toEqual([
    [moved1, 'applied', { to_seller_id: target }],
    [refused, 'refused', { to_seller_id: target }],
    [moved2, 'applied', { to_seller_id: target }],
    [moved1, 'applied', { to_seller_id: 'seller-a', compensates: action.id }],
    [moved2, 'applied', { to_seller_id: 'seller-c', compensates: action.id }],
  ]);
  expect(undone.steps[1]!.reason).toBe(M.signedContract);
  expect(undone.steps[3]!.from_seller).toMatchObject({ id: target, name: 'Nadia Brightwater' });
  expect(await transferredOf(action.id)).toEqual([]);
});

it('is compensated at once when the only deal refuses: nothing moved, nothing to undo', async () => {
  const deal = randomUUID();
  const action = (await transfer({ deal_uuids: [deal], to_seller_id: target, request_id: randomUUID() })).body.data as AdminActionView;
  await t.settle('deal', { action_id: action.id, uuid: deal, outcome: 'refused', reason: M.targetIsBuyer });
  const view = await transferView(action.id);
  expect([view.state, view.message]).toEqual(['compensated', `${M.targetIsBuyer} ${M.transferCompensated}`]);
  expect((await requestsOf(action.id)).filter((e: IntegrationEvent<AdminDealOwnershipTransferRequestedPayload>) => e.data.compensates)).toEqual([]);
});

it('lists the transfers newest first, and 404 for an unknown one', async () => {
  const page = (await t.admin.http().get(`${ADMIN_API.ownershipTransfer}?per_page=2`).set(as())).body.data as PageOf<AdminActionView>;
  expect(page.total).toBe(5);
  expect(page.items).toHaveLength(2);
  expect(page.items.every((a) => a.action === 'deal.ownership-transfer')).toBe(true);
  expect(Date.parse(page.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(page.items[1]!.at));
  const unknown = await t.admin.http().get(ADMIN_API.ownershipTransferOne(randomUUID())).set(as());
  expect([unknown.status, unknown.body.error]).toEqual([404, M.transferNotFound]);
});

it('undoes what it can: a deal whose previous seller is unknown stays, and a deal that cannot go back keeps the message', async () => {
  const [known, unknownSeller, refused] = [randomUUID(), randomUUID(), randomUUID()];
  const action = (await transfer({ deal_uuids: [known, unknownSeller, refused], to_seller_id: target, request_id: randomUUID() })).body.data as AdminActionView;
  await t.settle('deal', { action_id: action.id, uuid: known, outcome: 'applied', previous_seller_id: 'seller-k' });
  await t.settle('deal', { action_id: action.id, uuid: unknownSeller, outcome: 'applied', previous_seller_id: null });
  await t.settle('deal', { action_id: action.id, uuid: refused, outcome: 'refused', reason: M.targetIsBuyer });

  const compensating = await transferView(action.id);
  expect([compensating.state, compensating.message]).toEqual(['compensating', `${M.targetIsBuyer} ${M.transferCompensating}`]);
  expect(compensating.steps.slice(3).map((s) => [s.uuid, s.outcome, s.reason])).toEqual([
    [known, 'pending', null],
    [unknownSeller, 'refused', M.previousSellerUnknown],
  ]);
  const undo = (await requestsOf(action.id)).filter((e) => e.data.compensates === action.id);
  expect(undo.map((e) => [e.key, e.data.to_seller_id])).toEqual([[known, 'seller-k']]);

  // The trader cannot move it back either: the transfer ends compensated, saying what it said.
  await t.settle('deal', { action_id: undo[0]!.data.action_id, uuid: known, outcome: 'refused', reason: M.signedContract });
  const ended = await transferView(action.id);
  expect([ended.state, ended.message]).toEqual(['compensated', `${M.targetIsBuyer} ${M.transferCompensating}`]);
  expect(await transferredOf(action.id)).toEqual([]);
});
