import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'content_faqs', versionKey: false })
export class Faq {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: Number, required: true, index: true }) category_id!: number;
  @Prop({ type: Number, required: true }) order!: number;
  @Prop({ type: String, required: true }) question!: string;
  @Prop({ type: String, required: true }) answer_html!: string;
  /** The answer without markup, for the text search. */
  @Prop({ type: String, required: true }) answer_text!: string;
  /** The markdown the answer is written in, which admins edit. */
  @Prop({ type: String, default: null }) answer_markdown!: string | null;
}
export const FaqSchema = SchemaFactory.createForClass(Faq);
