import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CatalogItemPayload } from '@solar/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * The cart's own copy of each shop item, built from `catalog.item.*` events: what lines are priced, limited
 * and shipped with. A deleted item stays as a tombstone so the lines that hold it show as unavailable.
 */
@Schema({ collection: 'catalog_items', versionKey: false })
export class CatalogItemRecord {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true }) revision!: number;
  /** Null for a tombstone whose item this service never saw (deleted before its creation reached us). */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) payload!: CatalogItemPayload | null;
  @Prop({ type: Date, default: null }) deleted_at!: Date | null;
}
export const CatalogItemRecordSchema = SchemaFactory.createForClass(CatalogItemRecord);
