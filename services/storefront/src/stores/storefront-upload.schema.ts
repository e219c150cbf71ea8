import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IMAGE_SIZES } from '@solar/contracts';
import { type StoredUpload } from '@solar/platform';

/** A picture a seller uploaded for their store; `storefront/create` names it by uuid. */
@Schema({ collection: 'storefront_uploads', versionKey: false })
export class StorefrontUpload implements StoredUpload {
  @Prop({ type: String, required: true, unique: true }) uuid!: string;
  @Prop({ type: String, required: true, index: true }) owner_id!: string;
  @Prop({ type: String, enum: ['image'], required: true }) type!: 'image';
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: [{ _id: false, type: { type: String, enum: IMAGE_SIZES.map((size) => size.name) }, path: { type: String } }], default: [] })
  renditions!: Array<{ type: string; path: string }>;
  @Prop({ type: Date, default: () => new Date() }) created_at!: Date;
}

export const StorefrontUploadSchema = SchemaFactory.createForClass(StorefrontUpload);
