import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  INCOTERMS,
  OFFER_STATUSES,
  PAYMENT_TERMS,
  type Incoterm,
  type LeadTimeDays,
  type OfferActor,
  type OfferStatus,
  type PaymentTerms,
} from '@solar/contracts';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import type { HydratedDocument } from 'mongoose';

/** The terms an offer stands on, and each step of its history records. */
class OfferTermsProps {
  @Prop({ required: true }) price!: number;
  @Prop({ required: true }) qty!: number;
  @Prop({ type: String, enum: INCOTERMS, required: true }) incoterm!: Incoterm;
  @Prop({ required: true }) delivery_state!: string;
  @Prop({ type: String, enum: PAYMENT_TERMS, required: true }) payment_terms!: PaymentTerms;
  @Prop({ type: Number, required: true }) lead_time!: LeadTimeDays;
  @Prop({ type: String, default: null }) message!: string | null;
}

/** One step of the negotiation, written in the same write as the move and its event. */
@Schema({ _id: false })
export class OfferStep extends OfferTermsProps {
  @Prop({ type: String, enum: OFFER_STATUSES, required: true }) status!: OfferStatus;
  @Prop({ type: String, enum: ['buyer', 'seller', 'system'], required: true }) by!: OfferActor;
  @Prop({ required: true }) at!: Date;
}

/**
 * A negotiation between a buyer and the seller of a deal. The standing terms are the top-level fields; every
 * change is a step of `history`, a bump of `revision` (changes are conditional on it) and an event, in one write.
 */
@Schema({ collection: 'offers', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class Offer extends OfferTermsProps {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true, index: true }) deal_uuid!: string;
  @Prop({ required: true }) deal_id!: number;
  /** The parties, from their tokens: the buyer who offered and the deal's seller when they did. */
  @Prop({ required: true, index: true }) buyer_id!: string;
  @Prop({ required: true, index: true }) seller_id!: string;
  @Prop({ type: String, enum: OFFER_STATUSES, required: true, index: true }) status!: OfferStatus;
  /** Why it was rejected or withdrawn. */
  @Prop({ type: String, default: null }) reason!: string | null;
  /** When it lapses unless answered; null once it is over. */
  @Prop({ type: Date, default: null, index: true }) expires_at!: Date | null;
  /**
   * `{deal_uuid}:{buyer_id}` while the offer is open or accepted, unset once it is over: a unique index on it
   * makes a buyer's second open offer on the same deal collide, however many instances take offers.
   */
  @Prop({ type: String, unique: true, sparse: true }) open_slot?: string;
  @Prop({ type: [OfferStep], default: [] }) history!: OfferStep[];
  @Prop({ default: 1 }) revision!: number;
  created_at!: Date;
  updated_at!: Date;
  /** Events written with the change, until the relay publishes them (see outboxPlugin). */
  _outbox?: OutboxEntry[];
}
export type OfferDocument = HydratedDocument<Offer>;
export const OfferSchema = SchemaFactory.createForClass(Offer);
OfferSchema.index({ buyer_id: 1, updated_at: -1 });
OfferSchema.index({ seller_id: 1, updated_at: -1 });
OfferSchema.plugin(outboxPlugin);
