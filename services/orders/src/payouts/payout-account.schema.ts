import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A seller's account at the payment provider, where payouts go. */
@Schema({ collection: 'payout_accounts', versionKey: false, timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
export class PayoutAccountDoc {
  @Prop({ required: true, unique: true }) seller_id!: string;
  @Prop({ required: true }) provider!: string;
  @Prop({ required: true }) account_id!: string;
  @Prop({ type: String, enum: ['pending', 'active'], default: 'pending' }) status!: 'pending' | 'active';
  created_at!: Date;
  updated_at!: Date;
}
export const PayoutAccountSchema = SchemaFactory.createForClass(PayoutAccountDoc);
