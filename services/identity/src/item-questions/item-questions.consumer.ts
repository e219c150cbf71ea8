import { Controller, Inject, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox, MailOutbox, RateLimits } from '@solar/platform';
import type { Model } from 'mongoose';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../identity.options';
import { AttemptLimiter } from '../sessions/attempt-limiter';
import { User } from '../users/user.schema';
import { itemQuestionMail } from './item-question-mail';

/**
 * Mails a seller the questions buyers ask about their items (catalog's catalog.item.question-asked).
 * Identity holds the addresses, so the mail goes from here. Once per event: the mail is queued under the
 * event id in one insert (a redelivery finds it queued) and the mail outbox sends it, retrying a failing mail
 * server itself. A seller gets at most `questionMailsPerSeller` such mails an hour (catalog limits the
 * questions per asker and per address; this bounds what many askers together can send one inbox): past it the
 * question stays stored in catalog and is not mailed.
 */
@Controller()
export class ItemQuestionsConsumer {
  private readonly logger = new Logger(ItemQuestionsConsumer.name);
  private readonly mailsPerSeller: AttemptLimiter;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly mails: MailOutbox,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    private readonly inbox: Inbox,
    rateLimits: RateLimits,
  ) {
    this.mailsPerSeller = new AttemptLimiter(rateLimits, 'question-mails-seller', settings.attemptLimits.questionMailsPerSeller);
  }

  @EventPattern(EVENTS.catalog.itemQuestionAsked)
  async questionAsked(@Payload() event: EventOf<'catalog.item.question-asked'>): Promise<void> {
    await this.queueSellerMail(event);
    // Sent before the event is acknowledged; a send that fails stays queued for the outbox's retry.
    await this.mails.dispatch();
  }

  private async queueSellerMail(event: EventOf<'catalog.item.question-asked'>): Promise<void> {
    // A redelivery: the mail was queued (and counted against the seller) by an earlier delivery.
    if (await this.mails.isQueued(event.id)) return;
    const question = event.data;
    const [seller, asker] = await Promise.all([
      this.users.findOne({ id: question.seller_id }, { email: 1, firstname: 1 }).lean<Pick<User, 'email' | 'firstname'>>(),
      this.users.findOne({ id: question.asker_id }, { email: 1 }).lean<Pick<User, 'email'>>(),
    ]);
    // An account removed since, or an item of a seller who never had one here: nobody to mail, nothing to retry.
    if (!seller || !asker) {
      this.logger.warn(
        `question ${question.question_id}: no account for ${!seller ? `seller ${question.seller_id}` : `asker ${question.asker_id}`}; not mailed`,
      );
      return;
    }
    const allowed = await this.mailsPerSeller.tryReserve(question.seller_id);
    if (!allowed) {
      this.logger.warn(
        `question ${question.question_id}: seller ${question.seller_id} got ${this.mailsPerSeller.policy.points} question mails this hour; not mailed`,
      );
      return;
    }
    const queued = await this.inbox.applyOnce(event, this.mails.queue(itemQuestionMail(question, seller, asker.email, this.settings.publicUrl)));
    if (!queued) await allowed.release(); // a concurrent delivery queued it and counted it first
  }
}
