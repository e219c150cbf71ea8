import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'content_rv_surveys', versionKey: false })
export class RvSurvey {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: String, required: true }) email!: string;
  @Prop({ type: String, required: true }) phone!: string;
  @Prop({ type: String, required: true }) rv_type!: string;
  @Prop({ type: Number, required: true }) roof_length_ft!: number;
  @Prop({ type: Number, default: null }) daily_kwh!: number | null;
  @Prop({ type: Number, default: null }) budget_usd!: number | null;
  @Prop({ type: String, default: 'not-sure' }) battery!: string;
  @Prop({ type: String, default: '' }) zip!: string;
  @Prop({ type: String, default: '' }) appliances!: string;
  @Prop({ type: String, default: '' }) notes!: string;
  @Prop({ type: String, default: null }) account_id!: string | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const RvSurveySchema = SchemaFactory.createForClass(RvSurvey);
