import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

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
