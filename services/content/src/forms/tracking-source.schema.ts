import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Visits counted per marketing source: one document per distinct set of UTM values and day. */
@Schema({ collection: 'content_tracking_sources', versionKey: false })
export class TrackingSource {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) day!: string;
  @Prop({ type: Object, required: true }) utm!: Record<string, string>;
  @Prop({ type: String, default: '' }) landing_page!: string;
  @Prop({ type: Number, default: 0 }) visits!: number;
}
export const TrackingSourceSchema = SchemaFactory.createForClass(TrackingSource);
