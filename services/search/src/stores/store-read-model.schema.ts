import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { StoreReadPayload } from './store-index';

/**
 * The search service's own copy of each storefront, built from `storefront.store.*` events, enabled or not
 * (a store enabled again comes back from it), deleted ones as tombstones. The `stores` index is rebuilt from it.
 */
@Schema({ collection: 'stores', versionKey: false })
export class StoreReadModel {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true }) revision!: number;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) payload!: StoreReadPayload;
}
export const StoreReadModelSchema = SchemaFactory.createForClass(StoreReadModel);
