import {
  ADMIN_API,
  EVENTS,
  type AdminActionView,
  type AdminDealOwnershipTransferRequestedPayload,
  type AdminDealOwnershipTransferredPayload,
} from '@solar/contracts';
import { EventPublisher } from '@solar/platform';
import type { ServiceHarness } from '@solar/platform/testing';
import { randomUUID } from 'node:crypto';
import { publishedOn, settleOn, startAdmin, type AdminTest } from '../testing/admin-harness';

/**
 * The admin service stops after a transfer was written and before its requests left (the bus refused them, then
 * the process ended), and starts again on the same data folder: the requests go out on start, and the saga
 * finishes from the trader's answers, across a second stop in the middle of them.
 */
let t: AdminTest;

beforeAll(async () => {
  t = await startAdmin();
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await t?.close();
});

/** Stops a running instance as a process ending would, and starts the service again on its data folder. */
async function restart(running: ServiceHarness): Promise<ServiceHarness> {
  await running.app.close();
  return t.admin.startAlongside();
}

it('finishes a transfer whose requests had not left when the service stopped', async () => {
  const target = await t.account({ firstname: 'Iris', lastname: 'Restart', roles: ['seller'] });
  const deals = [randomUUID(), randomUUID()];
  jest.spyOn(t.admin.get(EventPublisher), 'publishEnvelope').mockRejectedValue(new Error('the bus is unreachable'));

  const started = await t.admin
    .http()
    .post(ADMIN_API.ownershipTransfer)
    .set('authorization', `Bearer ${t.tokens.admin}`)
    .send({ deal_uuids: deals, to_seller_id: target, request_id: randomUUID() });
  expect(started.status).toBe(202);
  const id = (started.body.data as AdminActionView).id;
  const requests = (on: ServiceHarness) => publishedOn<AdminDealOwnershipTransferRequestedPayload>(on, EVENTS.admin.dealOwnershipTransferRequested);
  expect(await requests(t.admin)).toEqual([]);

  // The process ends with the requests still in the transfer's document; the next start sends them.
  let admin = await restart(t.admin);
  const sent = await requests(admin);
  expect(sent.map((e) => [e.data.action_id, e.key])).toEqual(deals.map((deal) => [id, deal]));

  await settleOn(admin, 'deal', { action_id: id, uuid: deals[0]!, outcome: 'applied', previous_seller_id: 'seller-before' });
  // Stopped again between the trader's answers: the first answer is kept, nothing is sent twice.
  admin = await restart(admin);
  expect(await requests(admin)).toHaveLength(2);
  await settleOn(admin, 'deal', { action_id: id, uuid: deals[1]!, outcome: 'applied', previous_seller_id: 'seller-before' });

  const view = (await admin.http().get(ADMIN_API.ownershipTransferOne(id)).set('authorization', `Bearer ${t.tokens.admin}`)).body.data as AdminActionView;
  expect(view.state).toBe('completed');
  expect(view.steps.map((s) => s.outcome)).toEqual(['applied', 'applied']);
  const announced = await publishedOn<AdminDealOwnershipTransferredPayload>(admin, EVENTS.admin.dealOwnershipTransferred);
  expect(announced.map((e) => e.data)).toEqual([expect.objectContaining({ action_id: id, deal_uuids: deals, to_seller_id: target })]);
});
