import { randomUUID } from 'node:crypto';
import { EVENTS, type CatalogItemQuestionAskedPayload } from '@solar/contracts';
import { MailOutbox, RateLimits, readMailbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { AccountsService } from '../accounts/accounts.service';
import type { IdentityOptions } from '../identity.options';
import { service as identityService } from '../index';
import { attemptLimits } from '../sessions/attempt-limiter';

/**
 * The seller's question mail when the consumer dies part-way and the bus delivers the event again: one mail,
 * counted once against the seller's hourly limit.
 */

const OPTIONS: IdentityOptions = { publicUrl: 'http://localhost:3000', demoAccounts: false, guestLogin: true };

let identity: ServiceHarness;

beforeAll(async () => {
  identity = await startServiceHarness(identityService, { options: OPTIONS });
}, 60_000);

afterAll(async () => {
  await identity?.close();
});

afterEach(() => jest.restoreAllMocks());

let counter = 0;
async function account() {
  const email = `questions.${Date.now()}.${++counter}@example.com`;
  const user = await identity
    .get(AccountsService)
    .createAccount({ email, firstname: 'Sam', lastname: 'Seller', password: 'right-password-1', roles: ['seller'], status: 'active' });
  return { id: user.id, email };
}

/** Asks a seller a question: publishes the event and waits until identity has handled it. */
async function askSeller() {
  const [seller, asker] = await Promise.all([account(), account()]);
  const question: CatalogItemQuestionAskedPayload = {
    question_id: randomUUID(),
    item_uuid: randomUUID(),
    item_id: 7,
    item_name: 'Mono 400 W panel',
    seller_id: seller.id,
    asker_id: asker.id,
    question: 'Does it come with MC4 connectors?',
    asked_at: new Date().toISOString(),
  };
  const event = await identity.publish(EVENTS.catalog.itemQuestionAsked, question.question_id, question);
  return { seller, event };
}

const questionMailsCounted = async (sellerId: string) =>
  (await identity.get(RateLimits).limiter('question-mails-seller', attemptLimits().questionMailsPerSeller).used(sellerId)).count;

describe('the seller question mail, on redelivery', () => {
  it('is sent once when the consumer dies after the mail went out, before the event was acknowledged', async () => {
    const mails = identity.get(MailOutbox);
    const dispatch = mails.dispatch.bind(mails);
    // The first delivery sends the mail, then fails as a process dying at that moment would: the bus redelivers.
    const handled = jest.spyOn(mails, 'dispatch').mockImplementationOnce(async () => {
      await dispatch();
      throw new Error('process died after sending');
    });

    const { seller, event } = await askSeller();
    await identity.redeliver(event); // and once more, later, as a replay would

    expect(handled).toHaveBeenCalledTimes(3); // the failed delivery, the bus's retry, the replay
    expect(await readMailbox(identity.dataDir, seller.email)).toHaveLength(1);
    expect(await questionMailsCounted(seller.id)).toBe(1);
  });

  it('is sent once when the consumer dies after queuing the mail, before sending it', async () => {
    const handled = jest.spyOn(identity.get(MailOutbox), 'dispatch').mockRejectedValueOnce(new Error('process died before sending'));

    const { seller, event } = await askSeller();
    await identity.redeliver(event);

    expect(handled).toHaveBeenCalledTimes(3);
    const mails = await readMailbox(identity.dataDir, seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Does it come with MC4 connectors?');
    expect(await questionMailsCounted(seller.id)).toBe(1);
  });
});
