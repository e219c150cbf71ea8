import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import type { HydratedDocument } from 'mongoose';

/** A visitor's question to an item's seller (POST items/ask); identity mails it to the seller. */
@Schema({ collection: 'item_questions', timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false })
export class ItemQuestion {
  @Prop({ required: true, unique: true }) id!: string;
  @Prop({ required: true, index: true }) item_uuid!: string;
  @Prop({ required: true }) item_id!: number;
  /** The item's name when asked, as the mail quotes it. */
  @Prop({ required: true }) item_name!: string;
  @Prop({ required: true, index: true }) seller_id!: string;
  @Prop({ required: true, index: true }) asker_id!: string;
  @Prop({ required: true }) question!: string;
  created_at!: Date;
  /** The catalog.item.question-asked event, written with the question until the relay publishes it. */
  _outbox?: OutboxEntry[];
}
export type ItemQuestionDocument = HydratedDocument<ItemQuestion>;
export const ItemQuestionSchema = SchemaFactory.createForClass(ItemQuestion);
ItemQuestionSchema.plugin(outboxPlugin);
