import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Where the trader mails an account: a read model of identity's `identity.user.registered` (identity owns the
 * accounts; an account's address does not change). Never in an answer: sellers and buyers reach each other
 * through the marketplace, not by address.
 */
@Schema({ collection: 'account_contacts', versionKey: false })
export class AccountContact {
  @Prop({ required: true, unique: true }) user_id!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ default: '' }) firstname!: string;
}
export const AccountContactSchema = SchemaFactory.createForClass(AccountContact);
