import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** A post on an item's public discussion board: a thread (parent_id null) or a reply to one. */
@Schema({ collection: 'item_discussions', timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false })
export class ItemDiscussion {
  @Prop({ required: true, unique: true }) id!: string;
  @Prop({ required: true }) item_uuid!: string;
  /** The thread this replies to; replies are one level deep. */
  @Prop({ type: String, default: null }) parent_id!: string | null;
  @Prop({ required: true }) user_id!: string;
  @Prop({ required: true }) author!: string;
  /** The item's seller wrote it (shown with a seller badge). */
  @Prop({ default: false }) is_seller!: boolean;
  @Prop({ required: true }) message!: string;
  created_at!: Date;
}
export type ItemDiscussionDocument = HydratedDocument<ItemDiscussion>;
export const ItemDiscussionSchema = SchemaFactory.createForClass(ItemDiscussion);
// Threads of an item in order, and the replies of a page of threads.
ItemDiscussionSchema.index({ item_uuid: 1, parent_id: 1, created_at: 1 });
ItemDiscussionSchema.index({ parent_id: 1, created_at: 1 });
