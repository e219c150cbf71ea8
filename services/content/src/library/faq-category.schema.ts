import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'content_faq_categories', versionKey: false })
export class FaqCategory {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: Number, required: true }) order!: number;
}
export const FaqCategorySchema = SchemaFactory.createForClass(FaqCategory);
