import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

@Schema({ collection: 'categories', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class Category {
  @Prop({ required: true, unique: true })
  id!: number;

  @Prop({ required: true })
  name!: string;

  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ type: Number, default: null, index: true })
  parent_id!: number | null;

  @Prop({ default: '' })
  description!: string;

  @Prop({ default: '' })
  heading!: string;

  @Prop({ default: '' })
  meta_title!: string;

  @Prop({ default: '' })
  meta_description!: string;

  @Prop({ default: '' })
  trader_category_description!: string;

  /** A Bootstrap Icons name for the mega menu. */
  @Prop({ default: '' })
  icon!: string;

  @Prop({ default: 0 })
  sort_order!: number;

  @Prop({ default: 1 })
  is_active!: number;
}
export type CategoryDocument = HydratedDocument<Category>;
export const CategorySchema = SchemaFactory.createForClass(Category);
CategorySchema.index({ parent_id: 1, sort_order: 1 });
