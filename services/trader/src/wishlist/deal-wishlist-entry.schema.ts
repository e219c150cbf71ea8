import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A deal on an account's wishlist: one entry per account and deal. */
@Schema({ collection: 'deal_wishlist_entries', versionKey: false })
export class DealWishlistEntryRecord {
  @Prop({ required: true }) owner_id!: string;
  @Prop({ required: true }) deal_uuid!: string;
  @Prop({ required: true }) deal_id!: number;
  @Prop({ required: true }) added_at!: Date;
}
export const DealWishlistEntrySchema = SchemaFactory.createForClass(DealWishlistEntryRecord);
DealWishlistEntrySchema.index({ owner_id: 1, deal_uuid: 1 }, { unique: true });
DealWishlistEntrySchema.index({ owner_id: 1, added_at: -1 });
