import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { MERCHANDISING_LISTS, type MerchandisingList } from '@solar/contracts';

/** A curated list: the picked listings' uuids, in order. `_id` is the list's name. */
@Schema({ collection: 'admin_merchandising_lists', versionKey: false })
export class MerchandisingPicks {
  @Prop({ type: String, enum: MERCHANDISING_LISTS, required: true }) _id!: MerchandisingList;
  @Prop({ type: [String], default: [] }) refs!: string[];
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const MerchandisingPicksSchema = SchemaFactory.createForClass(MerchandisingPicks);
