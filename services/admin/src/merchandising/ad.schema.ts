import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AD_SLOTS, type AdSlot } from '@solar/contracts';

/** An ad in one slot, with the clicks counted on it. */
@Schema({ collection: 'admin_ads', versionKey: false })
export class Ad {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, enum: AD_SLOTS, required: true, index: true }) slot!: AdSlot;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, required: true }) image_url!: string;
  @Prop({ type: String, required: true }) link!: string;
  @Prop({ type: Date, required: true }) starts_at!: Date;
  @Prop({ type: Date, default: null }) ends_at!: Date | null;
  @Prop({ type: Boolean, default: true }) active!: boolean;
  @Prop({ type: Number, default: 0 }) clicks!: number;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const AdSchema = SchemaFactory.createForClass(Ad);
