import { Controller, Injectable } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { EVENTS, type AdminPartyView, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import type { Model } from 'mongoose';

/**
 * Who the catalog's sellers are, by account id: a read model of identity's `identity.user.registered` (identity
 * owns the accounts; an account's address does not change). For the admin's moderation queue (the seller of an
 * item, named) and the mail that tells a seller why an item was turned down. Never in a public answer.
 */
@Schema({ collection: 'seller_contacts', versionKey: false })
export class SellerContact {
  @Prop({ required: true, unique: true }) user_id!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ default: '' }) firstname!: string;
  @Prop({ default: '' }) lastname!: string;
}
export const SellerContactSchema = SchemaFactory.createForClass(SellerContact);

const PROJECTION = { _id: 0, user_id: 1, email: 1, firstname: 1, lastname: 1 } as const;

/** The account as an admin reads it; an account identity has not announced (yet) by its id alone. */
export const partyOf = (userId: string, contact: SellerContact | null | undefined): AdminPartyView => ({
  id: userId,
  name: contact ? `${contact.firstname} ${contact.lastname}`.trim() : '',
  email: contact?.email ?? '',
});

@Injectable()
export class SellerContacts {
  constructor(@InjectModel(SellerContact.name) private readonly contacts: Model<SellerContact>) {}

  /** The account's contact, or null for an account identity has not announced (yet). */
  find(userId: string): Promise<SellerContact | null> {
    return this.contacts.findOne({ user_id: userId }, PROJECTION).lean<SellerContact>();
  }

  /** Several accounts' contacts, by id (those not known are left out). */
  async findMany(userIds: readonly string[]): Promise<Map<string, SellerContact>> {
    const found = await this.contacts.find({ user_id: { $in: [...new Set(userIds)] } }, PROJECTION).lean<SellerContact[]>();
    return new Map(found.map((contact) => [contact.user_id, contact]));
  }

  /** Keeps the account's contact: the same write whatever the delivery, so a redelivered event changes nothing. */
  async keep(contact: SellerContact): Promise<void> {
    await this.contacts.updateOne({ user_id: contact.user_id }, { $set: contact }, { upsert: true });
  }
}

/** Learns the accounts' names and addresses from identity. */
@Controller()
export class SellerContactsConsumer {
  constructor(
    private readonly contacts: SellerContacts,
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
