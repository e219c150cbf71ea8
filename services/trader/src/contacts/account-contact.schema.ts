import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Where the trader mails an account: a read model of identity's `identity.user.registered` (identity owns the
 * accounts; an account's address does not change). Never in an answer before a contract: sellers and buyers
 * reach each other through the marketplace, not by address, until a signed contract names them to each other.
 */
@Schema({ collection: 'account_contacts', versionKey: false })
export class AccountContact {
  @Prop({ required: true, unique: true }) user_id!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ default: '' }) firstname!: string;
  @Prop({ default: '' }) lastname?: string;
}
export const AccountContactSchema = SchemaFactory.createForClass(AccountContact);
