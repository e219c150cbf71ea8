import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CustomOrderStatus, CustomOrderUnit } from '@solar/contracts';

/** A seller's answer. `seller_id` makes a second answer of the same seller a conflict; it is never shown. */
export class CustomOrderAnswer {
  _id!: string;
  seller_id!: string;
  link!: string;
  message!: string;
  created_at!: Date;
}

/**
 * A buyer's custom order. `account_id` and `email` are the buyer's and never leave the service in a public
 * answer; the public sees the request and the delivery state and city.
 */
@Schema({ collection: 'content_custom_orders', versionKey: false })
export class CustomOrder {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true, index: true }) account_id!: string;
  @Prop({ type: String, required: true }) email!: string;
  @Prop({ type: Number, required: true }) category_id!: number;
  @Prop({ type: Number, required: true }) quantity!: number;
  @Prop({ type: String, required: true }) unit!: CustomOrderUnit;
  /** In whole cents; null when the buyer named no price. */
  @Prop({ type: Number, default: null }) target_price_cents!: number | null;
  @Prop({ type: String, required: true }) state!: string;
  @Prop({ type: String, required: true }) city!: string;
  @Prop({ type: String, required: true }) needed_by!: string;
  @Prop({ type: String, required: true }) description!: string;
  @Prop({ type: String, required: true, index: true }) status!: CustomOrderStatus;
  @Prop({ type: [Object], default: [] }) answers!: CustomOrderAnswer[];
  /** The uuid of the buyer's uploaded datasheet or picture (CustomOrderFile), or null. */
  @Prop({ type: String, default: null }) file_uuid!: string | null;
  @Prop({ type: Date, required: true, index: true }) created_at!: Date;
}
export const CustomOrderSchema = SchemaFactory.createForClass(CustomOrder);
CustomOrderSchema.index({ status: 1, category_id: 1, created_at: -1 });
