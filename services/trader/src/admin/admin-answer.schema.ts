import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';

/**
 * An answer to an admin's decision that changed no deal (refused, already so, or a redelivery of one applied
 * before, which is answered as the first delivery was), under the decision event's id:
 * inserting it is answering the event, so a redelivered event answers once, and the answer travels in its
 * `_outbox` (the outbox needs a document to carry an event; an unknown deal has none). An applied decision's
 * answer is written with the deal's own change instead.
 */
@Schema({ collection: 'admin_action_answers', versionKey: false })
export class AdminActionAnswer {
  /** The id of the admin event it answers. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) action_id!: string;
  @Prop({ required: true }) deal_uuid!: string;
  @Prop({ required: true }) outcome!: string;
  /** The rule's message of a refusal. */
  @Prop({ type: String, default: null }) reason!: string | null;
  /** A transfer's previous seller of the deal, repeated from the first answer. */
  @Prop({ type: String, default: null }) previous_seller_id!: string | null;
  @Prop({ required: true }) at!: Date;
  _outbox?: OutboxEntry[];
}
export const AdminActionAnswerSchema = SchemaFactory.createForClass(AdminActionAnswer);
AdminActionAnswerSchema.plugin(outboxPlugin);
