import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DISCOUNT_TYPES, EXTRA_CHARGE_TYPES, type DiscountType, type ExtraChargeType, type QuoteTotals, type QuotedLot } from '@solar/contracts';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import type { HydratedDocument } from 'mongoose';

@Schema({ _id: false })
export class QuoteChargeEntry {
  @Prop({ type: String, enum: EXTRA_CHARGE_TYPES, required: true }) type!: ExtraChargeType;
  @Prop({ required: true }) value!: number;
  @Prop({ type: String, default: null }) label!: string | null;
}

@Schema({ _id: false })
export class QuoteDiscountEntry {
  @Prop({ type: String, enum: DISCOUNT_TYPES, required: true }) type!: DiscountType;
  @Prop({ required: true }) value!: number;
}

/** The seller's extras: what tax-legal saves and each version carries. */
@Schema({ _id: false })
export class QuoteExtras {
  @Prop({ type: [QuoteChargeEntry], default: [] }) charges!: QuoteChargeEntry[];
  @Prop({ type: QuoteDiscountEntry, default: null }) discount!: QuoteDiscountEntry | null;
  @Prop({ default: '' }) legal_text!: string;
}

/** A version as sent: the lot and its figures frozen, so a later edit of the deal changes no quote. */
@Schema({ _id: false })
export class QuoteVersion extends QuoteExtras {
  @Prop({ required: true }) version!: number;
  /** The offer's revision the version quotes: a move of the offer since makes it unsignable. */
  @Prop({ required: true }) offer_revision!: number;
  @Prop({ type: Object, required: true }) lot!: QuotedLot;
  @Prop({ type: Object, required: true }) totals!: QuoteTotals;
  @Prop({ required: true }) sent_at!: Date;
}

/**
 * The seller's quote on one offer: the draft extras and every version sent. Versions are only ever added;
 * `revision` guards each write as on offers.
 */
@Schema({ collection: 'quotes', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class Quote {
  @Prop({ required: true, unique: true }) offer_uuid!: string;
  @Prop({ required: true }) deal_uuid!: string;
  @Prop({ required: true, index: true }) buyer_id!: string;
  @Prop({ required: true, index: true }) seller_id!: string;
  @Prop({ type: QuoteExtras, default: () => ({ charges: [], discount: null, legal_text: '' }) }) draft!: QuoteExtras;
  @Prop({ type: [QuoteVersion], default: [] }) versions!: QuoteVersion[];
  /** When the newest version was sent (what the quote lists sort by); null before the first. */
  @Prop({ type: Date, default: null }) sent_at!: Date | null;
  @Prop({ default: 1 }) revision!: number;
  created_at!: Date;
  updated_at!: Date;
  _outbox?: OutboxEntry[];
}
export type QuoteDocument = HydratedDocument<Quote>;
export const QuoteSchema = SchemaFactory.createForClass(Quote);
QuoteSchema.index({ buyer_id: 1, sent_at: -1 });
QuoteSchema.index({ seller_id: 1, sent_at: -1 });
QuoteSchema.plugin(outboxPlugin);
