import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DEAL_NOTICES, type DealNotice, type PriceUnit } from '@solar/contracts';

/**
 * A buyer's wish to be mailed when a deal is back in stock or its price drops: one per account and deal. It
 * remembers the deal's price as of the last change it has seen (`revision`), so a price drop is told once.
 */
@Schema({ collection: 'deal_subscriptions', versionKey: false })
export class DealSubscription {
  @Prop({ required: true }) owner_id!: string;
  @Prop({ required: true, index: true }) deal_uuid!: string;
  @Prop({ required: true }) deal_id!: number;
  @Prop({ type: [String], enum: DEAL_NOTICES, required: true }) on!: DealNotice[];
  /** The deal's price and its unit as of `revision`: a drop is a lower price in the same unit. */
  @Prop({ type: Number, default: null }) price!: number | null;
  @Prop({ type: String, default: null }) price_unit!: PriceUnit | null;
  /** The deal's revision the price is of; older events are not read again. */
  @Prop({ required: true }) revision!: number;
  @Prop({ required: true }) created_at!: Date;
}
export const DealSubscriptionSchema = SchemaFactory.createForClass(DealSubscription);
DealSubscriptionSchema.index({ owner_id: 1, deal_uuid: 1 }, { unique: true });
