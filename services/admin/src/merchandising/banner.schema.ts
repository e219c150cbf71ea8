import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A home-page banner. Text is stored as plain text. */
@Schema({ collection: 'admin_banners', versionKey: false })
export class Banner {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, default: '' }) subtitle!: string;
  @Prop({ type: String, required: true }) image_url!: string;
  @Prop({ type: String, required: true }) link!: string;
  @Prop({ type: Number, default: 0 }) order!: number;
  @Prop({ type: Date, required: true }) starts_at!: Date;
  @Prop({ type: Date, default: null }) ends_at!: Date | null;
  @Prop({ type: Boolean, default: true }) active!: boolean;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const BannerSchema = SchemaFactory.createForClass(Banner);
