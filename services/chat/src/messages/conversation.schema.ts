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

/**
 * One message. `_id` is its public id (a uuid; a system message's is the id of the event it tells of, so a
 * redelivered event writes nothing). `sender_id` is kept for the "own messages only" rule and never answered.
 */
@Schema({ collection: 'chat_messages', versionKey: false })
export class ChatMessage {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) offer_id!: string;
  @Prop({ type: Number, required: true }) seq!: number;
  @Prop({ type: String, required: true }) side!: ChatSide;
  @Prop({ type: String, default: null }) sender_id!: string | null;
  /** As stored: plain text, contact details hidden before the contract; null once deleted. */
  @Prop({ type: String, default: null }) text!: string | null;
  @Prop({ type: Boolean, default: false }) masked!: boolean;
  @Prop({ type: String, default: null }) event!: string | null;
  @Prop({ type: String, default: null }) client_id!: string | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, default: null }) edited_at!: Date | null;
  @Prop({ type: Date, default: null }) deleted_at!: Date | null;
}
export const ChatMessageSchema = SchemaFactory.createForClass(ChatMessage);
ChatMessageSchema.index({ offer_id: 1, seq: -1 }, { unique: true });

/** The message as everyone sees it: no account id. */
export function toMessageView(message: ChatMessage): ChatMessageView {
  return {
    id: message._id,
    offer_id: message.offer_id,
    seq: message.seq,
    side: message.side,
    text: message.deleted_at ? null : message.text,
    masked: message.masked,
    event: message.event,
    client_id: message.client_id,
    created_at: new Date(message.created_at).toISOString(),
    edited_at: message.edited_at ? new Date(message.edited_at).toISOString() : null,
    deleted_at: message.deleted_at ? new Date(message.deleted_at).toISOString() : null,
  };
}
