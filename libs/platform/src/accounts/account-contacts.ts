import { Controller, Injectable } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { EVENTS, type AdminPartyView, type EventOf } from '@solar/contracts';
import type { Model } from 'mongoose';
import { escapeRegex } from '../document-store/list-query';
import { Inbox } from '../outbox/inbox';

/**
 * Who an account is, by id, for a service that mails its users or names them to admins: a read model of identity's
 * `identity.user.registered` (identity owns the accounts; an account's address does not change). Each service
 * keeps its own copy in its own store. Never in a public answer: on negotiable deals sellers and buyers reach each
 * other through the marketplace until a signed contract names them to each other.
 */
@Schema({ collection: 'account_contacts', versionKey: false })
export class AccountContact {
  @Prop({ required: true, unique: true }) user_id!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ default: '' }) firstname!: string;
  @Prop({ default: '' }) lastname!: string;
}
export const AccountContactSchema = SchemaFactory.createForClass(AccountContact);

/** The model to register with DocumentStoreModule.forFeature, beside AccountContacts and AccountContactsConsumer. */
export const ACCOUNT_CONTACT_MODEL = { name: AccountContact.name, schema: AccountContactSchema };

const PROJECTION = { _id: 0, user_id: 1, email: 1, firstname: 1, lastname: 1 } as const;

/** Accounts one admin search names at most (a search matching more is too vague to narrow anything). */
export const CONTACT_MATCHES_MAX = 1000;

/** The account as an admin reads it; an account identity has not announced (yet) by its id alone. */
export function partyOf(userId: string, contact: AccountContact | null | undefined): AdminPartyView {
  const name = contact ? `${contact.firstname ?? ''} ${contact.lastname ?? ''}`.trim() : '';
  return { id: userId, name: name || userId, email: contact?.email ?? '' };
}

@Injectable()
export class AccountContacts {
  constructor(@InjectModel(AccountContact.name) private readonly contacts: Model<AccountContact>) {}

  /** The account's contact, or null for an account identity has not announced (yet). */
  find(userId: string): Promise<AccountContact | null> {
    return this.contacts.findOne({ user_id: userId }, PROJECTION).lean<AccountContact>();
  }

  /** The contacts of these accounts that identity announced, by account id (those not known are left out). */
  async findMany(userIds: readonly string[]): Promise<Map<string, AccountContact>> {
    const ids = [...new Set(userIds)];
    const found = ids.length ? await this.contacts.find({ user_id: { $in: ids } }, PROJECTION).lean<AccountContact[]>() : [];
    return new Map(found.map((contact) => [contact.user_id, contact]));
  }

  /**
   * The ids of the accounts whose e-mail, first or last name (or both names as one) holds `text`, ignoring case:
   * an admin's search by seller or buyer. At most `limit` of them.
   */
  async idsMatching(text: string, limit = CONTACT_MATCHES_MAX): Promise<string[]> {
    const pattern = { $regex: escapeRegex(text.trim()), $options: 'i' };
    const [first, ...rest] = text.trim().split(/\s+/);
    const fullName = rest.length
      ? [{ firstname: { $regex: escapeRegex(first!), $options: 'i' }, lastname: { $regex: escapeRegex(rest.join(' ')), $options: 'i' } }]
      : [];
    const found = await this.contacts
      .find({ $or: [{ email: pattern }, { firstname: pattern }, { lastname: pattern }, { user_id: text.trim() }, ...fullName] }, { _id: 0, user_id: 1 })
      .limit(limit)
      .lean<Array<Pick<AccountContact, 'user_id'>>>();
    return found.map((contact) => contact.user_id);
  }

  /** Keeps the account's contact: the same write whatever the delivery, so a redelivered event changes nothing. */
  async keep(contact: AccountContact): Promise<void> {
    await this.contacts.updateOne({ user_id: contact.user_id }, { $set: contact }, { upsert: true });
  }
}

/** Learns the accounts' names and addresses from identity. */
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
      apply: () => this.contacts.keep({ user_id, email, firstname: firstname ?? '', lastname: lastname ?? '' }),
    });
  }
}
