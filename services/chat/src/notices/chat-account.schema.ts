import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { ChatNotifyChannel } from '@solar/contracts';

/**
 * How the chat reaches an account while it is away: its address (a read model of identity's
 * `identity.user.registered`) and its choice (`sms-settings`). Never in an answer to anyone else.
 */
@Schema({ collection: 'chat_accounts', versionKey: false })
export class ChatAccount {
  @Prop({ type: String, required: true, unique: true }) user_id!: string;
  @Prop({ type: String, default: null }) email!: string | null;
  @Prop({ type: String, default: 'mail' }) notify!: ChatNotifyChannel;
  /** E.164. */
  @Prop({ type: String, default: null }) phone!: string | null;
}
export const ChatAccountSchema = SchemaFactory.createForClass(ChatAccount);
