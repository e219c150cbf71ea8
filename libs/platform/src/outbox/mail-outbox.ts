import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MAILER, type Mailer, type MailMessage } from '../mail';
import type { InsertKeyedByEvent } from './inbox';
import { CoalescedRun } from './coalesced-run';

/**
 * One mail an event asked for, under that event's id. `next_attempt_at` is when a dispatcher may take it next:
 * at once when queued, after the backoff when a send failed, after the lease while a dispatcher holds it; null
 * once it is sent or given up. The message is dropped once sent; the record stays, so a redelivered event
 * still finds its mail queued (one small document per mail, never expired: no TTL index, see the root README).
 */
@Schema({ collection: 'outgoing_mails', versionKey: false })
export class OutgoingMail {
  /** The id of the event that asked for the mail. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Object, default: null })
  message!: MailMessage | null;

  @Prop({ type: Date, required: true })
  queued_at!: Date;

  @Prop({ type: Number, default: 0 })
  attempts!: number;

  @Prop({ type: Date, default: null })
  next_attempt_at!: Date | null;

  @Prop({ type: Date, default: null })
  sent_at!: Date | null;

  @Prop({ type: String, default: null })
  last_error!: string | null;
}
export const OutgoingMailSchema = SchemaFactory.createForClass(OutgoingMail);
OutgoingMailSchema.index({ next_attempt_at: 1 });

/** How long a dispatcher holds a mail it is sending before another one may take it (a dispatcher that died). */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
/** After a failed send: 5 s, doubling, at most 15 minutes apart. */
export const MAIL_RETRY_FIRST_MS = 5000;
export const MAIL_RETRY_MAX_MS = 15 * 60_000;
/** Sends tried before a mail is given up (about two and a half hours of retries): logged as an error. */
export const MAIL_MAX_ATTEMPTS = 12;

const retryDelay = (attempts: number) => Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_FIRST_MS * 2 ** (attempts - 1));

/**
 * Mail that an event's handler must send exactly once: the handler queues it with `Inbox.applyOnce(event,
 * mailOutbox.queue(message))`, one insert keyed by the event id (a redelivery finds it queued), and the
 * dispatcher sends what is queued and marks it sent. A send that fails is retried here with backoff, not by the
 * bus. The one way a mail goes out twice: the process dies after the SMTP server accepted it and before it is
 * marked sent; the claim then expires and the mail is sent again (at-least-once toward SMTP, as it must be when
 * SMTP and the store cannot share a write). Several instances share the queue: a mail is claimed (one
 * conditional write) before it is sent.
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailOutbox.name);
  private readonly dispatcher = new CoalescedRun(
    async () => {
      while (!this.closed && (await this.sendNextDue()));
    },
    () => this.closed,
  );
  private closed = false;
  private wakeTimer: NodeJS.Timeout | null = null;

  constructor(
    @InjectModel(OutgoingMail.name) private readonly mails: Model<OutgoingMail>,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /** The effect for `Inbox.applyOnce`: this message, queued under the event's id. */
  queue(message: MailMessage): InsertKeyedByEvent {
    const now = new Date();
    return { insertInto: this.mails, document: { message, queued_at: now, attempts: 0, next_attempt_at: now } };
  }

  /** Whether an earlier delivery of the event queued its mail (sent or not). */
  async isQueued(eventId: string): Promise<boolean> {
    return (await this.mails.exists({ _id: eventId })) !== null;
  }

  async onApplicationBootstrap(): Promise<void> {
    // Mails queued before a stop or a crash, and not sent yet.
    await this.dispatch();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
  }

  /**
   * Sends every mail that is due; concurrent calls coalesce into one more pass. A failed send does not reject:
   * the mail waits for its retry.
   */
  async dispatch(): Promise<void> {
    await this.dispatcher.run();
    await this.wakeWhenNextDue();
  }

  /** Claims and sends a due mail; answers whether there was one. */
  private async sendNextDue(): Promise<boolean> {
    const now = Date.now();
    const mail = await this.mails
      .findOneAndUpdate(
        { next_attempt_at: { $lte: new Date(now) } },
        { $set: { next_attempt_at: new Date(now + MAIL_CLAIM_LEASE_MS) }, $inc: { attempts: 1 } },
        // No sort: every due mail is sent in this pass anyway.
        { returnDocument: 'after' },
      )
      .lean<OutgoingMail>();
    if (!mail) return false;
    try {
      await this.mailer.send(mail.message!);
    } catch (error) {
      const message = (error as Error).message;
      const givenUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
      const retryAt = givenUp ? null : new Date(Date.now() + retryDelay(mail.attempts));
      await this.mails.updateOne({ _id: mail._id }, { $set: { next_attempt_at: retryAt, last_error: message } });
      if (givenUp) this.logger.error(`mail ${mail._id} to ${mail.message!.to} given up after ${mail.attempts} attempts: ${message}`);
      else this.logger.warn(`mail ${mail._id} to ${mail.message!.to} failed (attempt ${mail.attempts}), retrying at ${retryAt!.toISOString()}: ${message}`);
      return true;
    }
    // A crash right here sends the mail again once the claim expires (see the class comment).
    await this.mails.updateOne({ _id: mail._id }, { $set: { sent_at: new Date(), next_attempt_at: null, last_error: null, message: null } });
    return true;
  }

  /** Wakes for the next retry, or for the end of a claim held by a dispatcher that may have died. */
  private async wakeWhenNextDue(): Promise<void> {
    if (this.closed) return;
    const next = await this.mails
      .findOne({ next_attempt_at: { $ne: null } }, { next_attempt_at: 1 })
      .sort({ next_attempt_at: 1 })
      .lean<Pick<OutgoingMail, 'next_attempt_at'>>();
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
    if (!next?.next_attempt_at) return;
    const delay = Math.max(0, new Date(next.next_attempt_at).getTime() - Date.now());
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      this.dispatch().catch((error: Error) => this.logger.warn(`dispatching mail failed: ${error.message}`));
    }, delay);
    this.wakeTimer.unref();
  }
}
