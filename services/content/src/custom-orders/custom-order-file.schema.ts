import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { StoredUpload, UploadType } from '@solar/platform';

@Schema({ _id: false })
export class CustomOrderFileRendition {
  @Prop({ type: String, required: true }) type!: string;
  @Prop({ type: String, required: true }) path!: string;
}

/** A datasheet or picture a buyer uploaded for a request; named by its uuid, never by the buyer's file name in public. */
@Schema({ collection: 'content_custom_order_files', versionKey: false })
export class CustomOrderFile implements StoredUpload {
  @Prop({ type: String, required: true, unique: true }) uuid!: string;
  @Prop({ type: String, required: true }) owner_id!: string;
  @Prop({ type: String, enum: ['image', 'document'], required: true }) type!: UploadType;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: [SchemaFactory.createForClass(CustomOrderFileRendition)], default: [] }) renditions!: CustomOrderFileRendition[];
  @Prop({ type: Date, default: () => new Date() }) created_at!: Date;
}
export const CustomOrderFileSchema = SchemaFactory.createForClass(CustomOrderFile);
