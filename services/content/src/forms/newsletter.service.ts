import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CONTENT_MESSAGES } from '@solar/contracts';
import { AccountAndAddressLimit, BusinessRuleError, isDuplicateKeyError, MailOutbox, RateLimits } from '@solar/platform';
import type { Model } from 'mongoose';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CONTENT_OPTIONS, siteLink, type ContentOptions } from '../content.options';
import { Subscriber } from './subscriber.schema';

const M = CONTENT_MESSAGES;
/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;

/** Each sign-up mails a link, so it is limited per address signed up and per client address. */
@Injectable()
export class NewsletterRateLimits extends AccountAndAddressLimit {
  constructor(@Inject(CONTENT_OPTIONS) options: ContentOptions, rateLimits: RateLimits) {
    super(rateLimits, { account: 'newsletter-email', address: 'newsletter-address' }, options.newsletterLimits, M.tooManySubscriptions);
  }
}

const newToken = () => randomBytes(32).toString('base64url');
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The newsletter with double opt-in: a sign-up is `pending` until the mailed link is followed, and only
 * `confirmed` addresses get the newsletter. Every answer of a sign-up is the same, so it tells nobody whether
 * an address is already on the list.
 */
@Injectable()
export class Newsletter {
  constructor(
    @InjectModel(Subscriber.name) private readonly subscribers: Model<Subscriber>,
    private readonly mailOutbox: MailOutbox,
    @Inject(CONTENT_OPTIONS) private readonly options: ContentOptions,
  ) {}

  async subscribe(rawEmail: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const existing = await this.subscribers.findOne({ email }).lean<Subscriber>();
    // Already confirmed: nothing to confirm again, and no mail that someone else could trigger at will.
    if (existing?.status === 'confirmed') return;
    const confirm = newToken();
    const unsubscribe = newToken();
    const now = new Date();
    const fields = {
      status: 'pending' as const,
      confirm_digest: digest(confirm),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000),
      unsubscribe_digest: digest(unsubscribe),
      updated_at: now,
    };
    if (existing) {
      const changed = await this.subscribers.updateOne({ _id: existing._id, status: { $ne: 'confirmed' } }, { $set: fields });
      // Confirmed in the meantime: it is on the list, nothing to mail.
      if (changed.modifiedCount === 0) return;
    } else {
      try {
        await this.subscribers.create({ _id: randomUUID(), email, confirmed_at: null, created_at: now, ...fields });
      } catch (error) {
        // A sign-up of the same address at the same moment won: its mail is on the way.
        if (isDuplicateKeyError(error)) return;
        throw error;
      }
    }
    await this.queueMail(email, confirm, unsubscribe);
  }

  /** The mailed link: confirms a pending sign-up once, within its time. */
  async confirm(token: string): Promise<void> {
    const now = new Date();
    const confirmed = await this.subscribers.findOneAndUpdate(
      { confirm_digest: digest(token), status: 'pending', confirm_expires_at: { $gt: now } },
      { $set: { status: 'confirmed', confirm_digest: null, confirm_expires_at: null, confirmed_at: now, updated_at: now } },
    );
    if (!confirmed) throw new BusinessRuleError(M.newsletterLinkInvalid);
  }

  async unsubscribe(token: string): Promise<void> {
    const now = new Date();
    const left = await this.subscribers.findOneAndUpdate(
      { unsubscribe_digest: digest(token), status: { $ne: 'unsubscribed' } },
      { $set: { status: 'unsubscribed', confirm_digest: null, confirm_expires_at: null, updated_at: now } },
    );
    if (!left) throw new BusinessRuleError(M.newsletterLinkInvalid);
  }

  /** The confirmed addresses: the only ones a newsletter goes to. */
  async recipients(): Promise<string[]> {
    return (await this.subscribers.find({ status: 'confirmed' }, { email: 1 }).lean<Subscriber[]>()).map((s) => s.email);
  }

  private async queueMail(email: string, confirm: string, unsubscribe: string): Promise<void> {
    const confirmUrl = siteLink(this.options, `/newsletter?confirm=${confirm}`);
    const unsubscribeUrl = siteLink(this.options, `/newsletter?unsubscribe=${unsubscribe}`);
    const mail = this.mailOutbox.queue({
      to: email,
      subject: 'Please confirm your newsletter subscription',
      text: [
        'Thank you for signing up for the Solar Marketplace newsletter: new deals on panels, inverters and batteries, price trends and buying guides.',
        '',
        `Confirm your subscription (the link works for ${CONFIRM_LINK_HOURS} hours):`,
        confirmUrl,
        '',
        'If you did not sign up, ignore this mail: you will not be subscribed.',
        `Unsubscribe at any time: ${unsubscribeUrl}`,
      ].join('\n'),
    });
    await mail.insertInto.create({ _id: randomUUID(), ...mail.document });
    void this.mailOutbox.dispatch();
  }
}
