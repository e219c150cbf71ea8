import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** An item an owner (user or guest) keeps for later: one entry per owner and item. */
@Schema({ collection: 'wishlist_entries', versionKey: false })
export class WishlistEntryRecord {
  @Prop({ required: true }) owner_id!: string;
  @Prop({ required: true }) item_uuid!: string;
  @Prop({ type: Date, required: true }) added_at!: Date;
}
export const WishlistEntryRecordSchema = SchemaFactory.createForClass(WishlistEntryRecord);
// The store keeps one entry per owner and item, also when the same item is added twice at once.
WishlistEntryRecordSchema.index({ owner_id: 1, item_uuid: 1 }, { unique: true });
WishlistEntryRecordSchema.index({ owner_id: 1, added_at: -1 });
