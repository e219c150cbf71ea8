import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** A buyer's star rating and comment on a shop item: one per buyer and item. */
@Schema({ collection: 'reviews', timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false })
export class Review {
  @Prop({ required: true, unique: true }) id!: string;
  @Prop({ required: true }) item_uuid!: string;
  @Prop({ required: true, index: true }) item_id!: number;
  @Prop({ required: true, index: true }) user_id!: string;
  /** As shown under the review, e.g. 'Dana B.', fixed when written. */
  @Prop({ required: true }) author!: string;
  @Prop({ required: true, min: 1, max: 5 }) rating!: number;
  @Prop({ required: true }) comment!: string;
  created_at!: Date;
}
export type ReviewDocument = HydratedDocument<Review>;
export const ReviewSchema = SchemaFactory.createForClass(Review);
// The store enforces one review per buyer and item, also when two arrive at once.
ReviewSchema.index({ item_uuid: 1, user_id: 1 }, { unique: true });
ReviewSchema.index({ item_uuid: 1, created_at: -1 });
