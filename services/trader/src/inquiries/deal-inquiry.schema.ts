import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A buyer's question about a deal, mailed to its seller without the buyer's address. */
@Schema({ collection: 'deal_inquiries', versionKey: false })
export class DealInquiry {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true, index: true }) deal_uuid!: string;
  @Prop({ required: true }) deal_id!: number;
  /** The deal's seller when it was asked. */
  @Prop({ required: true, index: true }) seller_id!: string;
  @Prop({ required: true, index: true }) buyer_id!: string;
  /** Plain text. */
  @Prop({ required: true }) message!: string;
  @Prop({ type: Number, default: null }) quantity!: number | null;
  /** Whether the seller's mail was queued: not when identity has not announced the seller's account. */
  @Prop({ default: false }) mailed!: boolean;
  @Prop({ required: true }) created_at!: Date;
}
export const DealInquirySchema = SchemaFactory.createForClass(DealInquiry);
