import { Global, Module, type INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { IntegrationEvent } from '@solar/contracts';
import type { Model } from 'mongoose';
import { DocumentStoreModule } from '../document-store';
import { MAILER, type Mailer, type MailMessage } from '../mail';
import { Inbox } from './inbox';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_FIRST_MS, MailOutbox, OutgoingMail } from './mail-outbox';
import { MailOutboxModule } from './outbox.module';

/** A mail server that records what it accepted and refuses while `refusing` is set. */
class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  refusing = false;
  async send(message: MailMessage): Promise<void> {
    if (this.refusing) throw new Error('421 service not available');
    this.sent.push(message);
  }
}

async function boot(mailer: Mailer) {
  @Global()
  @Module({ providers: [{ provide: MAILER, useValue: mailer }], exports: [MAILER] })
  class FakeMailModule {}

  @Module({ imports: [DocumentStoreModule.forRoot({ service: 'mail-outbox-test' }), FakeMailModule, MailOutboxModule] })
  class TestModule {}
  // The Inbox alone: OutboxModule's relay would need the event bus, which these tests do not use.
  const moduleRef = await Test.createTestingModule({ imports: [TestModule], providers: [Inbox] }).compile();
  const app = moduleRef.createNestApplication({ logger: false }); // the refusals below log by design
  await app.init();
  return app;
}

const questionEvent = (id: string): IntegrationEvent => ({
  id,
  type: 'catalog.item.question-asked',
  version: 1,
  occurredAt: new Date().toISOString(),
  key: id,
  data: {},
});
const mailTo = (to: string): MailMessage => ({ to, subject: 'A question about Mono 400 W panel', text: 'Hello' });
const stored = (app: INestApplication) => app.get<Model<OutgoingMail>>(getModelToken(OutgoingMail.name));

describe('MailOutbox', () => {
  let app: INestApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('queues a mail once per event id, sends it once and keeps only the record that it was sent', async () => {
    const mailer = new RecordingMailer();
    app = await boot(mailer);
    const [inbox, mails] = [app.get(Inbox), app.get(MailOutbox)];
    const event = questionEvent('evt-mail-1');

    expect(await inbox.applyOnce(event, mails.queue(mailTo('seller@example.com')))).toBe(true);
    await mails.dispatch();
    // The event delivered again, before and after a dispatch: nothing more is queued or sent.
    expect(await inbox.applyOnce(event, mails.queue(mailTo('seller@example.com')))).toBe(false);
    await mails.dispatch();
    expect(await mails.isQueued(event.id)).toBe(true);

    expect(mailer.sent.map((m) => m.to)).toEqual(['seller@example.com']);
    const record = await stored(app).findById(event.id).lean<OutgoingMail>();
    expect(record).toMatchObject({ message: null, next_attempt_at: null, attempts: 1, last_error: null });
    expect(record?.sent_at).toBeInstanceOf(Date);
  });

  it('keeps a mail the server refused, retries it when its backoff is over, and does not reject the dispatch', async () => {
    const mailer = new RecordingMailer();
    app = await boot(mailer);
    const [inbox, mails] = [app.get(Inbox), app.get(MailOutbox)];
    const event = questionEvent('evt-mail-2');

    mailer.refusing = true;
    await inbox.applyOnce(event, mails.queue(mailTo('seller@example.com')));
    const before = Date.now();
    await expect(mails.dispatch()).resolves.toBeUndefined();
    const waiting = await stored(app).findById(event.id).lean<OutgoingMail>();
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null, last_error: '421 service not available' });
    expect(new Date(waiting!.next_attempt_at!).getTime()).toBeGreaterThanOrEqual(before + MAIL_RETRY_FIRST_MS);

    await mails.dispatch(); // not due yet
    expect(mailer.sent).toEqual([]);

    mailer.refusing = false;
    await stored(app).updateOne({ _id: event.id }, { $set: { next_attempt_at: new Date() } }); // the backoff is over
    await mails.dispatch();
    expect(mailer.sent.map((m) => m.to)).toEqual(['seller@example.com']);
    expect(await stored(app).findById(event.id).lean<OutgoingMail>()).toMatchObject({ attempts: 2, next_attempt_at: null, last_error: null });
  });

  it('gives a mail up after its last attempt', async () => {
    const mailer = new RecordingMailer();
    app = await boot(mailer);
    const [inbox, mails] = [app.get(Inbox), app.get(MailOutbox)];
    const event = questionEvent('evt-mail-3');

    mailer.refusing = true;
    await inbox.applyOnce(event, mails.queue(mailTo('seller@example.com')));
    await stored(app).updateOne({ _id: event.id }, { $set: { attempts: MAIL_MAX_ATTEMPTS - 1 } });
    await mails.dispatch();
    expect(await stored(app).findById(event.id).lean<OutgoingMail>()).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, next_attempt_at: null, sent_at: null });
  });

  it('sends each mail once when two dispatchers (two instances) work the same queue', async () => {
    const mailer = new RecordingMailer();
    app = await boot(mailer);
    const [inbox, mails] = [app.get(Inbox), app.get(MailOutbox)];
    const otherInstance = new MailOutbox(stored(app), mailer);

    for (let i = 0; i < 6; i++) await inbox.applyOnce(questionEvent(`evt-mail-4-${i}`), mails.queue(mailTo(`seller${i}@example.com`)));
    await Promise.all([mails.dispatch(), otherInstance.dispatch(), mails.dispatch(), otherInstance.dispatch()]);
    otherInstance.onApplicationShutdown();

    expect(mailer.sent.map((m) => m.to).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `seller${i}@example.com`));
  });

  it('sends a mail again when the dispatcher holding it died before marking it sent (at-least-once toward SMTP)', async () => {
    const mailer = new RecordingMailer();
    app = await boot(mailer);
    const [inbox, mails] = [app.get(Inbox), app.get(MailOutbox)];
    const event = questionEvent('evt-mail-5');

    await inbox.applyOnce(event, mails.queue(mailTo('seller@example.com')));
    // What a dispatcher that claimed the mail (its lease: MAIL_CLAIM_LEASE_MS), sent it and died leaves behind,
    // once that lease has run out.
    await stored(app).updateOne({ _id: event.id }, { $set: { attempts: 1, next_attempt_at: new Date(Date.now() - 1) } });
    await mails.dispatch();
    expect(mailer.sent.map((m) => m.to)).toEqual(['seller@example.com']);
    expect(await stored(app).findById(event.id).lean<OutgoingMail>()).toMatchObject({ attempts: 2, next_attempt_at: null });
  });
});
