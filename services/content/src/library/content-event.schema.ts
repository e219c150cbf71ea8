import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'content_events', versionKey: false })
export class ContentEvent {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, required: true }) summary!: string;
  @Prop({ type: String, required: true }) location!: string;
  @Prop({ type: Boolean, required: true }) is_online!: boolean;
  @Prop({ type: Date, required: true, index: true }) starts_at!: Date;
  @Prop({ type: Date, required: true }) ends_at!: Date;
  @Prop({ type: String, required: true }) register_url!: string;
}
export const ContentEventSchema = SchemaFactory.createForClass(ContentEvent);
