import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CONTRACT_PAYMENT_STATUSES, type ContractPaymentStatus } from '@solar/contracts';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import type { HydratedDocument } from 'mongoose';

/**
 * A payment of a trader contract: the orders side of the contract saga. Each step is conditional on the status
 * before it and written with the event it announces. Only the card's brand and last four digits are kept.
 */
@Schema({ collection: 'contract_payments', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class ContractPayment {
  /** Our reference at the provider: one authorization per payment. */
  @Prop({ required: true, unique: true }) payment_id!: string;
  @Prop({ required: true, index: true }) contract_id!: string;
  @Prop({ required: true, index: true }) offer_id!: string;
  @Prop({ required: true, index: true }) buyer_id!: string;
  @Prop({ required: true }) amount!: number;
  @Prop({ type: String, enum: CONTRACT_PAYMENT_STATUSES, required: true }) status!: ContractPaymentStatus;
  @Prop({ type: String, default: null }) authorization_id!: string | null;
  @Prop({ type: String, default: null }) brand!: string | null;
  @Prop({ type: String, default: null }) last4!: string | null;
  @Prop({ type: String, default: null }) reason!: string | null;
  /**
   * The contract's id while the payment is under way or taken (authorizing, authorized, captured), unset once it
   * is voided or failed: a unique index on it lets one payment at a time pay a contract, across instances.
   */
  @Prop({ type: String, unique: true, sparse: true }) open_slot?: string;
  created_at!: Date;
  updated_at!: Date;
  _outbox?: OutboxEntry[];
}
export type ContractPaymentDocument = HydratedDocument<ContractPayment>;
export const ContractPaymentSchema = SchemaFactory.createForClass(ContractPayment);
ContractPaymentSchema.index({ offer_id: 1, created_at: -1 });
ContractPaymentSchema.plugin(outboxPlugin);
