import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** An account following a store. */
@Schema({ collection: 'storefront_favourites', versionKey: false })
export class Favourite {
  @Prop({ type: String, required: true, index: true }) user_id!: string;
  @Prop({ type: String, required: true, index: true }) store_uuid!: string;
  @Prop({ type: Date, required: true }) created_at!: Date;
}

export const FavouriteSchema = SchemaFactory.createForClass(Favourite);
FavouriteSchema.index({ user_id: 1, store_uuid: 1 }, { unique: true });
