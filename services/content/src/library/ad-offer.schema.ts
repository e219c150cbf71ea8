import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'content_ad_offers', versionKey: false })
export class AdOffer {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: String, required: true }) placement!: string;
  @Prop({ type: String, required: true }) description!: string;
  @Prop({ type: Number, required: true }) price_per_month!: number;
  @Prop({ type: [String], default: [] }) features!: string[];
  @Prop({ type: Number, required: true }) order!: number;
}
export const AdOfferSchema = SchemaFactory.createForClass(AdOffer);
