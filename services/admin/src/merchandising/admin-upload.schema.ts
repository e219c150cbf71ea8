import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IMAGE_SIZES } from '@solar/contracts';
import type { StoredUpload } from '@solar/platform';

@Schema({ _id: false })
export class AdminUploadRendition {
  /** The size name (IMAGE_SIZES). */
  @Prop({ type: String, enum: IMAGE_SIZES.map((size) => size.name), required: true }) type!: string;
  @Prop({ type: String, required: true }) path!: string;
}

/** A picture an admin uploaded for a banner or an ad (they name it by its URL). */
@Schema({ collection: 'admin_uploads', versionKey: false })
export class AdminUpload implements StoredUpload {
  @Prop({ type: String, required: true, unique: true }) uuid!: string;
  @Prop({ type: String, required: true }) owner_id!: string;
  @Prop({ type: String, enum: ['image'], required: true }) type!: 'image';
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: [SchemaFactory.createForClass(AdminUploadRendition)], default: [] }) renditions!: AdminUploadRendition[];
  @Prop({ type: Date, default: () => new Date() }) created_at!: Date;
}
export const AdminUploadSchema = SchemaFactory.createForClass(AdminUpload);
