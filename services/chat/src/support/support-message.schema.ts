import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { SupportMessageView, SupportSide } from '@solar/contracts';

/** One message. `sender_id` is kept for the audit of who answered and never answered to anyone. */
@Schema({ collection: 'support_messages', versionKey: false })
export class SupportMessage {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) thread_id!: string;
  @Prop({ type: Number, required: true }) seq!: number;
  @Prop({ type: String, required: true }) side!: SupportSide;
  @Prop({ type: String, required: true }) sender_id!: string;
  /** As stored: plain text, contact details hidden. */
  @Prop({ type: String, required: true }) text!: string;
  @Prop({ type: Boolean, default: false }) masked!: boolean;
  @Prop({ type: String, default: null }) client_id!: string | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const SupportMessageSchema = SchemaFactory.createForClass(SupportMessage);
SupportMessageSchema.index({ thread_id: 1, seq: -1 }, { unique: true });

export function toSupportMessageView(message: SupportMessage): SupportMessageView {
  return {
    id: message._id,
    thread_id: message.thread_id,
    seq: message.seq,
    side: message.side,
    text: message.text,
    masked: message.masked,
    client_id: message.client_id,
    created_at: new Date(message.created_at).toISOString(),
  };
}
