import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';

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
