import { Controller, Injectable } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectModel } from '@nestjs/mongoose';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import type { Model } from 'mongoose';
import { AccountContact } from './account-contact.schema';

/** Accounts one admin search names at most (a search matching more is too vague to narrow anything). */
export const CONTACT_MATCHES_MAX = 1000;

/** A user's text as a literal inside a $regex. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The addresses the trader mails (sellers of inquiries, buyers of notices), by account id. */
@Injectable()
export class AccountContacts {
  constructor(@InjectModel(AccountContact.name) private readonly contacts: Model<AccountContact>) {}

  /** The account's contact, or null for an account identity has not announced (yet). */
  find(userId: string): Promise<AccountContact | null> {
    return this.contacts.findOne({ user_id: userId }, { _id: 0, user_id: 1, email: 1, firstname: 1, lastname: 1 }).lean<AccountContact>();
  }

  /** The contacts of these accounts that identity announced, by account id (the admin pages name parties with them). */
  async findMany(userIds: readonly string[]): Promise<Map<string, AccountContact>> {
    const ids = [...new Set(userIds)];
    const found = ids.length ? await this.contacts.find({ user_id: { $in: ids } }, { _id: 0, user_id: 1, email: 1, firstname: 1, lastname: 1 }).lean<AccountContact[]>() : [];
    return new Map(found.map((contact) => [contact.user_id, contact]));
  }

  /**
   * The ids of the accounts whose e-mail, first or last name (or both names as one) holds `text`, ignoring case:
   * an admin's search by seller or buyer. At most `limit` of them.
   */
  async idsMatching(text: string, limit = CONTACT_MATCHES_MAX): Promise<string[]> {
    const pattern = { $regex: escapeRegex(text.trim()), $options: 'i' };
    const [first, ...rest] = text.trim().split(/\s+/);
    const fullName = rest.length ? [{ firstname: { $regex: escapeRegex(first!), $options: 'i' }, lastname: { $regex: escapeRegex(rest.join(' ')), $options: 'i' } }] : [];
    const found = await this.contacts
      .find({ $or: [{ email: pattern }, { firstname: pattern }, { lastname: pattern }, { user_id: text.trim() }, ...fullName] }, { _id: 0, user_id: 1 })
      .limit(limit)
      .lean<Array<Pick<AccountContact, 'user_id'>>>();
    return found.map((contact) => contact.user_id);
  }

  /** Keeps the account's address: the same write whatever the delivery, so a redelivered event changes nothing. */
  async keep(contact: AccountContact): Promise<void> {
    await this.contacts.updateOne({ user_id: contact.user_id }, { $set: contact }, { upsert: true });
  }
}

/** Learns the accounts' addresses from identity. */
@Controller()
export class AccountContactsConsumer {
  constructor(
    private readonly contacts: AccountContacts,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.identity.userRegistered)
  async userRegistered(@Payload() event: EventOf<'identity.user.registered'>): Promise<void> {
    const { user_id, email, firstname, lastname } = event.data;
    await this.inbox.applyOnce(event, {
      idempotentBy: "the account's contact, written whole by an upsert on its id",
      apply: () => this.contacts.keep({ user_id, email, firstname, lastname }),
    });
  }
}
