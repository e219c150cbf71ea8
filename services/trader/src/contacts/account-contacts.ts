import { Controller, Injectable } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectModel } from '@nestjs/mongoose';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import type { Model } from 'mongoose';
import { AccountContact } from './account-contact.schema';

/** The addresses the trader mails (sellers of inquiries, buyers of notices), by account id. */
@Injectable()
export class AccountContacts {
  constructor(@InjectModel(AccountContact.name) private readonly contacts: Model<AccountContact>) {}

  /** The account's contact, or null for an account identity has not announced (yet). */
  find(userId: string): Promise<AccountContact | null> {
    return this.contacts.findOne({ user_id: userId }, { _id: 0, user_id: 1, email: 1, firstname: 1, lastname: 1 }).lean<AccountContact>();
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
