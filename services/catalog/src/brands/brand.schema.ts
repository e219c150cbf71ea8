import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

export const BRAND_STATUSES = ['active', 'inactive'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

@Schema({ collection: 'brands', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class Brand {
  @Prop({ required: true, unique: true })
  id!: number;

  @Prop({ required: true, unique: true })
  name!: string;

  /** The /shop/brands/{brand} path segment (brandPath of the name). */
  @Prop({ required: true, unique: true })
  slug!: string;

  @Prop({ default: '' })
  logo!: string;

  @Prop({ default: '' })
  brand_description!: string;

  @Prop({ default: '' })
  heading!: string;

  @Prop({ default: '' })
  meta_title!: string;

  @Prop({ default: '' })
  meta_description!: string;

  @Prop({ type: String, default: null })
  created_by!: string | null;

  @Prop({ type: String, enum: BRAND_STATUSES, default: 'active', index: true })
  status!: BrandStatus;

  created_at?: Date;
  updated_at?: Date;
}
export type BrandDocument = HydratedDocument<Brand>;
export const BrandSchema = SchemaFactory.createForClass(Brand);
