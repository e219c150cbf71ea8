import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { IMAGE_SIZES } from '@solar/contracts';
import { outboxPlugin, type OutboxEntry, type StoredUpload } from '@solar/platform';

/** A picture of the store (logo or banner) as stored: its renditions' storage paths by size. */
@Schema({ _id: false })
export class StorePicture {
  @Prop({ type: String, required: true }) uuid!: string;
  @Prop({ type: [{ _id: false, type: { type: String }, path: { type: String } }], default: [] }) renditions!: Array<{ type: string; path: string }>;
}
const StorePictureSchema = SchemaFactory.createForClass(StorePicture);

/**
 * A seller's storefront: one per seller (unique `user_id`). Page texts are sanitized rich text, the rest plain
 * text. Every change carries its `storefront.store.*` event in the same write (`_outbox`), and `revision` grows
 * with each, so the search service's store suggestions keep only the newest.
 */
@Schema({ collection: 'storefronts', versionKey: false })
export class Storefront {
  @Prop({ type: String, required: true, unique: true }) uuid!: string;
  @Prop({ type: String, required: true, unique: true }) user_id!: string;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: String, default: '' }) title!: string;
  @Prop({ type: String, default: '' }) subtitle!: string;
  @Prop({ type: String, default: '' }) email!: string;
  @Prop({ type: String, default: '' }) website!: string;
  @Prop({ type: String, default: '' }) phone!: string;
  @Prop({ type: String, default: '' }) city!: string;
  @Prop({ type: String, default: '' }) address_name!: string;
  @Prop({ type: String, default: '' }) address!: string;
  @Prop({ type: String, default: '' }) zip!: string;
  @Prop({ type: String, default: '' }) about!: string;
  @Prop({ type: String, default: '' }) company_vision!: string;
  @Prop({ type: String, default: '' }) shipping_refund!: string;
  @Prop({ type: String, default: '' }) terms_conditions!: string;
  @Prop({ type: String, default: '' }) privacy_policy!: string;
  @Prop({ type: String, default: '' }) shipping_policy!: string;
  @Prop({ type: String, default: '' }) seller_detail_services!: string;
  @Prop({ type: String, default: '' }) seller_detail_coverage_area!: string;
  @Prop({ type: StorePictureSchema, default: null }) logo!: StorePicture | null;
  @Prop({ type: StorePictureSchema, default: null }) banner!: StorePicture | null;
  /** The seller's switch; the public sees a store only when it is on. */
  @Prop({ type: Boolean, default: true, index: true }) is_enable!: boolean;
  @Prop({ type: Number, default: 1 }) revision!: number;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true }) updated_at!: Date;
  _outbox?: OutboxEntry[];
}
export const StorefrontSchema = SchemaFactory.createForClass(Storefront);
StorefrontSchema.plugin(outboxPlugin);

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

/** An account following a store. */
@Schema({ collection: 'storefront_favourites', versionKey: false })
export class Favourite {
  @Prop({ type: String, required: true, index: true }) user_id!: string;
  @Prop({ type: String, required: true, index: true }) store_uuid!: string;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const FavouriteSchema = SchemaFactory.createForClass(Favourite);
FavouriteSchema.index({ user_id: 1, store_uuid: 1 }, { unique: true });

/** A project of a seller's work history. */
@Schema({ collection: 'storefront_work_history', versionKey: false })
export class WorkEntry {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true, index: true }) seller_id!: string;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, required: true }) description!: string;
  @Prop({ type: Number, required: true }) year!: number;
  @Prop({ type: String, default: '' }) location!: string;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const WorkEntrySchema = SchemaFactory.createForClass(WorkEntry);

/**
 * A shop item as the seller's figures need it, from catalog.item.* events (the newest revision only): who owns
 * it, whether the public sees it, its reviews and sales, its brand. Negotiable deals are never here.
 */
@Schema({ collection: 'storefront_seller_items', versionKey: false })
export class SellerItem {
  @Prop({ type: String, required: true, unique: true }) uuid!: string;
  @Prop({ type: String, required: true, index: true }) owner_id!: string;
  @Prop({ type: Number, required: true }) revision!: number;
  @Prop({ type: Boolean, default: false }) public!: boolean;
  @Prop({ type: Boolean, default: false }) deleted!: boolean;
  @Prop({ type: Number, default: 0 }) reviews_avg!: number;
  @Prop({ type: Number, default: 0 }) reviews_total!: number;
  @Prop({ type: Number, default: 0 }) sale_count!: number;
  /** When the catalog first listed it (its created_at): a seller's years count from their first listing. */
  @Prop({ type: Date, default: null }) listed_at!: Date | null;
  @Prop({ type: Number, default: 0 }) brand_id!: number;
  @Prop({ type: String, default: '' }) brand_name!: string;
  @Prop({ type: String, default: '' }) brand_slug!: string;
}
export const SellerItemSchema = SchemaFactory.createForClass(SellerItem);
