import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AD_SLOTS, IMAGE_SIZES, MERCHANDISING_LISTS, type AdSlot, type MerchandisingList } from '@solar/contracts';
import type { StoredUpload } from '@solar/platform';

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

/** An ad in one slot, with the clicks counted on it. */
@Schema({ collection: 'admin_ads', versionKey: false })
export class Ad {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, enum: AD_SLOTS, required: true, index: true }) slot!: AdSlot;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, required: true }) image_url!: string;
  @Prop({ type: String, required: true }) link!: string;
  @Prop({ type: Date, required: true }) starts_at!: Date;
  @Prop({ type: Date, default: null }) ends_at!: Date | null;
  @Prop({ type: Boolean, default: true }) active!: boolean;
  @Prop({ type: Number, default: 0 }) clicks!: number;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const AdSchema = SchemaFactory.createForClass(Ad);

/** A curated list: the picked listings' uuids, in order. `_id` is the list's name. */
@Schema({ collection: 'admin_merchandising_lists', versionKey: false })
export class MerchandisingPicks {
  @Prop({ type: String, enum: MERCHANDISING_LISTS, required: true }) _id!: MerchandisingList;
  @Prop({ type: [String], default: [] }) refs!: string[];
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const MerchandisingPicksSchema = SchemaFactory.createForClass(MerchandisingPicks);

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
