import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { TraderDealPayload } from '@solar/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * The search service's own copy of each deal, built from `trader.deal.*` events, public or not (a paused deal
 * published again comes back from it). The `deals` index is rebuilt from it on start.
 */
@Schema({ collection: 'deals', versionKey: false })
export class DealReadModel {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true }) revision!: number;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) payload!: TraderDealPayload;
}
export const DealReadModelSchema = SchemaFactory.createForClass(DealReadModel);
