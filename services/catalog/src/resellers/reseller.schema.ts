import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** Who resells a seller's item. Id 1 is the default every seller shares ('Direct from seller', no owner). */
@Schema({ collection: 'resellers', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class Reseller {
  @Prop({ required: true, unique: true }) id!: number;
  @Prop({ required: true }) name!: string;
  @Prop({ default: '' }) company_name!: string;
  @Prop({ default: '' }) email!: string;
  @Prop({ default: '' }) phone!: string;
  /** The seller who added it; null for the default reseller. */
  @Prop({ type: String, default: null, index: true }) owner_id!: string | null;
  created_at?: Date;
  updated_at?: Date;
}
export type ResellerDocument = HydratedDocument<Reseller>;
export const ResellerSchema = SchemaFactory.createForClass(Reseller);
