import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CHAT_MESSAGES, normalisePhone, type ChatMessageView, type OfferParties, type SmsSettingsRequest, type SmsSettingsView } from '@solar/contracts';
import { FixedWindowLimiter, InvalidInputError, MailOutbox, RateLimits, type MailMessage } from '@solar/platform';
import type { Model } from 'mongoose';
import { CHAT_OPTIONS, type ChatOptions } from '../chat.options';
import { ChatRooms } from '../sockets/chat-rooms';
import { ChatAccount } from './chat-account.schema';

const M = CHAT_MESSAGES;

/**
 * Tells a party of a message that arrived while none of their chat sockets was connected (on any instance), by
 * their `sms-settings`: a mail to their address (from identity's `identity.user.registered`), an SMS, or nothing.
 * SMS go out through the platform's mail port too, as a plain-text message to `<number>@SMS_MAIL_DOMAIN` (how an
 * e-mail-to-SMS gateway is addressed), so on one machine they are files under data/mail like every mail. A
 * recipient gets at most CHAT_LIMITS.noticesPerRecipient notices per window, counted in the store for every
 * instance: a burst of messages sends one notice. Notices are queued in the mail outbox, which retries a send.
 */
@Injectable()
export class ChatNotices {
  private readonly logger = new Logger(ChatNotices.name);
  private readonly perRecipient: FixedWindowLimiter;

  constructor(
    @InjectModel(ChatAccount.name) private readonly accounts: Model<ChatAccount>,
    private readonly rooms: ChatRooms,
    private readonly mailOutbox: MailOutbox,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
    rateLimits: RateLimits,
  ) {
    this.perRecipient = rateLimits.limiter('chat-notices-recipient', options.noticesPerRecipient);
  }

  /** After a person's message: the other party (both parties for an admin's) if away. Never throws: a notice is not worth a failed message. */
  async afterMessage(parties: OfferParties, message: ChatMessageView): Promise<void> {
    const recipients =
      message.side === 'buyer'
        ? [parties.seller_id]
        : message.side === 'seller'
          ? [parties.buyer_id]
          : message.side === 'admin'
            ? [parties.buyer_id, parties.seller_id]
            : [];
    for (const recipient of recipients) {
      await this.notify(recipient, parties, message).catch((error: Error) => this.logger.warn(`A chat notice to ${recipient} failed: ${error.message}`));
    }
  }

  async settingsOf(userId: string): Promise<SmsSettingsView> {
    const account = await this.accounts.findOne({ user_id: userId }, { notify: 1, phone: 1 }).lean<ChatAccount>();
    return { notify: account?.notify ?? 'mail', phone: account?.phone ?? null };
  }

  async changeSettings(userId: string, request: SmsSettingsRequest): Promise<SmsSettingsView> {
    const given = request.phone?.trim() ? normalisePhone(request.phone) : null;
    if (request.phone?.trim() && !given) throw new InvalidInputError({ phone: [M.phoneInvalid] });
    const known = await this.settingsOf(userId);
    const phone = given ?? known.phone;
    if (request.notify === 'sms' && !phone) throw new InvalidInputError({ phone: [M.phoneRequired] });
    await this.accounts.updateOne({ user_id: userId }, { $set: { notify: request.notify, phone }, $setOnInsert: { email: null } }, { upsert: true });
    return { notify: request.notify, phone };
  }

  /** Keeps the account's address, whatever the delivery: a redelivered event writes the same. */
  async keepAddress(userId: string, email: string): Promise<void> {
    await this.accounts.updateOne({ user_id: userId }, { $set: { email }, $setOnInsert: { notify: 'mail', phone: null } }, { upsert: true });
  }

  private async notify(recipient: string, parties: OfferParties, message: ChatMessageView): Promise<void> {
    const account = await this.accounts.findOne({ user_id: recipient }).lean<ChatAccount>();
    const notice = account && this.noticeFor(account, parties, message);
    if (!notice) return;
    if ((await this.rooms.online([recipient])).size > 0) return;
    if ((await this.perRecipient.take(recipient)) > 0) return;
    const queued = this.mailOutbox.queue(notice);
    // Keyed by the message and recipient: the notice is queued once.
    await queued.insertInto.create({ ...queued.document, _id: `chat-notice:${message.id}:${recipient}` });
    void this.mailOutbox.dispatch().catch((error: Error) => this.logger.warn(`Dispatching chat notices failed: ${error.message}`));
  }

  private noticeFor(account: ChatAccount, parties: OfferParties, message: ChatMessageView): MailMessage | null {
    const from = message.side === 'buyer' ? 'Buyer' : message.side === 'seller' ? 'Seller' : 'Marketplace';
    const recipientSide = account.user_id === parties.buyer_id ? 'buyer' : 'seller';
    if (account.notify === 'sms' && account.phone) {
      return {
        to: `${account.phone.slice(1)}@${this.options.smsMailDomain}`,
        subject: M.notice.subject(parties.deal_name),
        text: M.notice.sms(from, parties.deal_name),
      };
    }
    if (account.notify === 'mail' && account.email) {
      const link = `${this.options.publicUrl}/trader/chat/${recipientSide}?offer=${encodeURIComponent(parties.offer_id)}`;
      return { to: account.email, subject: M.notice.subject(parties.deal_name), text: M.notice.text(from, parties.deal_name, link) };
    }
    return null;
  }
}
