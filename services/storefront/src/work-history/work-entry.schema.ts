import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A project of a seller's work history. */
@Schema({ collection: 'storefront_work_history', versionKey: false })
export class WorkEntry {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true, index: true }) seller_id!: string;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, required: true }) description!: string;
  @Prop({ type: Number, required: true }) year!: number;
  @Prop({ type: String, default: '' }) location!: string;
  @Prop({ type: Date, required: true }) created_at!: Date;
}

export const WorkEntrySchema = SchemaFactory.createForClass(WorkEntry);
