import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import type { PaymentStatus } from './payment-provider.port';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['authorized', 'captured', 'voided', 'declined', 'failed'];

/**
 * One authorization in the sandbox provider's ledger, kept in the orders service's own store so it survives
 * a restart. There is deliberately no field for the card number, the CVC, the expiry or the holder: only
 * what a receipt may show (brand, last four digits).
 */
@Schema({ collection: 'sandbox_payments', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class SandboxPayment {
  @Prop({ required: true, unique: true }) authorization_id!: string;
  /** Our order number; one authorization per reference. */
  @Prop({ required: true, unique: true }) reference!: string;
  @Prop({ required: true, min: 0.01 }) amount!: number;
  @Prop({ required: true, enum: ['USD'] }) currency!: 'USD';
  @Prop({ type: String, required: true, enum: PAYMENT_STATUSES }) status!: PaymentStatus;
  @Prop({ required: true }) brand!: string;
  /** '' when the number had no digits to show. */
  @Prop({ type: String, default: '' }) last4!: string;
  /** Set at authorization for the test card whose capture fails (the number itself is not kept). */
  @Prop({ required: true, default: false }) capture_fails!: boolean;
  /** Why it was declined, or why the capture failed. */
  @Prop({ type: String, default: null }) failure_reason!: string | null;
  created_at!: Date;
  updated_at!: Date;
}
export type SandboxPaymentDocument = HydratedDocument<SandboxPayment>;
export const SandboxPaymentSchema = SchemaFactory.createForClass(SandboxPayment);
