import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CatalogItemPayload } from '@solar/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * The search service's own copy of each item, built from `catalog.item.*` events. The search index is
 * rebuilt from it on start, so the embedded index needs no files of its own.
 */
@Schema({ collection: 'items', versionKey: false })
export class ItemReadModel {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true }) revision!: number;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) payload!: CatalogItemPayload;
}
export const ItemReadModelSchema = SchemaFactory.createForClass(ItemReadModel);
