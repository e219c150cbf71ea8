import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CONTENT_MESSAGES, ContactBody, plainText, type AccessTokenClaims, type SubmittedView } from '@solar/contracts';
import { AccountAndAddressLimit, MailOutbox, RateLimits } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { CONTENT_OPTIONS, type ContentOptions } from '../content.options';
import { ContactMessage } from './contact-message.schema';

const M = CONTENT_MESSAGES;

/** Contact messages are mailed to support, so they are limited per sender address and per client address. */
@Injectable()
export class ContactRateLimits extends AccountAndAddressLimit {
  constructor(@Inject(CONTENT_OPTIONS) options: ContentOptions, rateLimits: RateLimits) {
    super(rateLimits, { account: 'contact-email', address: 'contact-address' }, options.contactLimits, M.tooManyContacts);
  }
}

/** One line: no line breaks reach a mail subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

@Injectable()
export class ContactMessages {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly mailOutbox: MailOutbox,
    @Inject(CONTENT_OPTIONS) private readonly options: ContentOptions,
  ) {}

  /**
   * Stores the message, then queues its mail to support under the message's id in the mail outbox, which sends
   * it and retries a failed send; the visitor's address is the reply-to in the text (the sender stays ours).
   */
  async send(sender: AccessTokenClaims | undefined, body: ContactBody): Promise<SubmittedView> {
    const message: ContactMessage = {
      _id: randomUUID(),
      name: plainText(body.name),
      email: (body.email ?? '').trim().toLowerCase(),
      phone: plainText(body.phone),
      subject: plainText(body.subject),
      message: plainText(body.message),
      account_id: sender && !sender.guest ? sender.sub : null,
      created_at: new Date(),
    };
    await this.messages.create(message);
    const mail = this.mailOutbox.queue({
      to: this.options.supportEmail,
      subject: oneLine(`Contact form: ${message.subject}`).slice(0, 200),
      text: [
        `From: ${message.name} <${message.email}>`,
        `Phone: ${message.phone}`,
        `Subject: ${message.subject}`,
        `Received: ${message.created_at.toISOString()} (message ${message._id})`,
        '',
        message.message,
        '',
        `Reply to ${message.email} to answer.`,
      ].join('\n'),
    });
    await mail.insertInto.create({ _id: message._id, ...mail.document });
    void this.mailOutbox.dispatch();
    return { id: message._id };
  }
}
