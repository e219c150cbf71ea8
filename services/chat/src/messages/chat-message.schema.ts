import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { ChatMessageView, ChatSide } from '@solar/contracts';

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
