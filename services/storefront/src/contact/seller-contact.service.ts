import { Inject, Injectable } from '@nestjs/common';
import { STOREFRONT_MESSAGES as M, SellerContactBody, plainText } from '@solar/contracts';
import { AccountAndAddressLimit, AccountContacts, BusinessRuleError, MailOutbox, RateLimits } from '@solar/platform';
import { randomUUID } from 'node:crypto';
import { STOREFRONT_OPTIONS, type StorefrontOptions } from '../storefront.options';
import { Storefronts } from '../stores/storefronts.service';

/** Messages to a seller are mail sent on a user's behalf: limited per account and per client address. */
@Injectable()
export class SellerContactLimits extends AccountAndAddressLimit {
  constructor(@Inject(STOREFRONT_OPTIONS) options: StorefrontOptions, rateLimits: RateLimits) {
    super(rateLimits, { account: 'seller-contact-account', address: 'seller-contact-address' }, options.contactLimits, M.tooManyContacts);
  }
}

/**
 * The storefront's contact form: mailed to the store's e-mail, or the seller's account address when the store
 * names none. The mail is queued in the mail outbox (sent and retried by its dispatcher) under its own id.
 */
@Injectable()
export class SellerContact {
  constructor(
    private readonly stores: Storefronts,
    private readonly contacts: AccountContacts,
    private readonly mails: MailOutbox,
  ) {}

  async send(callerId: string, body: SellerContactBody): Promise<{ sent: true }> {
    const store = await this.stores.publicOf(body.seller_id);
    if (store.user_id === callerId) throw new BusinessRuleError(M.ownStoreContact);
    const to = store.email || (await this.contacts.find(store.user_id))?.email;
    if (!to) throw new BusinessRuleError('This store cannot be reached by mail right now.');
    const [name, email, phone, subject, message] = [body.name, body.email, body.phone, body.subject, body.message].map(plainText);
    const queued = this.mails.queue({
      to,
      subject: `[${store.title || store.name}] ${subject}`,
      text: `${name} wrote to your storefront on the marketplace:\n\n${message}\n\nReply to: ${email}\nPhone: ${phone}\n`,
    });
    // Keyed by a fresh id: each message is its own mail (the outbox keys event mails by the event's id).
    await queued.insertInto.create({ ...queued.document, _id: randomUUID() });
    void this.mails.dispatch();
    return { sent: true };
  }
}
