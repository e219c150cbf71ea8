import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CONTRACT_STATUSES, type ContractDeal, type ContractParty, type ContractStatus, type QuoteTotals, type QuotedLot } from '@solar/contracts';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import type { HydratedDocument } from 'mongoose';

/**
 * A signed quote version with both parties named, one per offer. Everything but the status fields is written
 * once, at signing, and never changed: what the buyer signed is what the contract and its PDF say.
 */
@Schema({ collection: 'contracts', timestamps: { createdAt: 'signed_at', updatedAt: 'updated_at' }, versionKey: false })
export class Contract {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true, unique: true }) offer_uuid!: string;
  @Prop({ required: true, index: true }) deal_uuid!: string;
  @Prop({ required: true }) deal_id!: number;
  @Prop({ required: true, index: true }) buyer_id!: string;
  @Prop({ required: true, index: true }) seller_id!: string;
  @Prop({ required: true }) version!: number;
  @Prop({ type: Object, required: true }) lot!: QuotedLot;
  @Prop({ type: Object, required: true }) totals!: QuoteTotals;
  @Prop({ default: '' }) legal_text!: string;
  @Prop({ type: Object, required: true }) deal!: ContractDeal;
  @Prop({ type: Object, required: true }) buyer!: ContractParty;
  @Prop({ type: Object, required: true }) seller!: ContractParty;
  @Prop({ type: String, enum: CONTRACT_STATUSES, required: true, index: true }) status!: ContractStatus;
  /** The orders service's payment that paid it (or is being confirmed); null before. */
  @Prop({ type: String, default: null }) payment_id!: string | null;
  /** The newest payment that held the total, kept when its capture failed: the buyer reads how it ended. */
  @Prop({ type: String, default: null }) last_payment_id?: string | null;
  @Prop({ type: Date, default: null }) paid_at!: Date | null;
  @Prop({ type: Date, default: null }) cancelled_at!: Date | null;
  @Prop({ type: String, default: null }) cancel_reason!: string | null;
  /** Payments answered with `trader.contract.refused`, so a redelivered one is refused once. */
  @Prop({ type: [String], default: [] }) refused_payments?: string[];
  signed_at!: Date;
  updated_at!: Date;
  _outbox?: OutboxEntry[];
}
export type ContractDocument = HydratedDocument<Contract>;
export const ContractSchema = SchemaFactory.createForClass(Contract);
ContractSchema.index({ buyer_id: 1, signed_at: -1 });
ContractSchema.index({ seller_id: 1, signed_at: -1 });
ContractSchema.plugin(outboxPlugin);
