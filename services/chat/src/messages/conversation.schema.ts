import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { ChatMessageView, ChatSide } from '@solar/contracts';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';

/**
 * One offer's conversation: who its parties are (as the trader last answered), where it stands and how far each
 * side has read. Created by the first join, message or offer event. `last_seq` numbers the messages: a message
 * takes the next number by one atomic `$inc`. Its events (`chat.conversation.closed`) are written into it with
 * the change they announce (see outboxPlugin).
 */
@Schema({ collection: 'chat_conversations', versionKey: false })
export class Conversation {
  @Prop({ type: String, required: true, unique: true }) offer_id!: string;
  /** Null until the trader has named the parties (a conversation started by an event while it could not be asked). */
  @Prop({ type: String, default: null, index: true }) buyer_id!: string | null;
  @Prop({ type: String, default: null, index: true }) seller_id!: string | null;
  @Prop({ type: Number, default: 0 }) deal_id!: number;
  @Prop({ type: String, default: '' }) deal_uuid!: string;
  @Prop({ type: String, default: '' }) deal_name!: string;
  /** Once true (a contract was signed), never false again: contact details are no longer hidden. */
  @Prop({ type: Boolean, default: false }) contracted!: boolean;
  @Prop({ type: Number, default: 0 }) last_seq!: number;
  @Prop({ type: Number, default: 0 }) read_seq_buyer!: number;
  @Prop({ type: Number, default: 0 }) read_seq_seller!: number;
  @Prop({ type: Date, default: null }) closed_at!: Date | null;
  @Prop({ type: String, default: null }) closed_by!: Exclude<ChatSide, 'system'> | null;
  /** The reason given when it was closed (plain text), or null. */
  @Prop({ type: String, default: null }) close_reason!: string | null;
  @Prop({ type: Object, default: null }) last_message!: ChatMessageView | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true, index: true }) updated_at!: Date;
  /** Events written with the change, until the relay publishes them (see outboxPlugin). */
  _outbox?: OutboxEntry[];
}
export const ConversationSchema = SchemaFactory.createForClass(Conversation);
ConversationSchema.plugin(outboxPlugin);
