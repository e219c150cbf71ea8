import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { SupportMessageView } from '@solar/contracts';

/**
 * One visitor's support thread. `owner_id` is the subject of the token it was written with (an account id, or a
 * guest id), so a visitor finds their thread by who they are, never by an id they send. `last_seq` numbers the
 * messages (one atomic `$inc` each); each side's read marker is a sequence number.
 */
@Schema({ collection: 'support_threads', versionKey: false })
export class SupportThread {
  /** The thread's public id (a uuid): the team's routes name it. */
  @Prop({ type: String, required: true, unique: true }) thread_id!: string;
  @Prop({ type: String, required: true, unique: true }) owner_id!: string;
  @Prop({ type: Boolean, default: false }) guest!: boolean;
  /** The account's name as its token last gave it; null for a guest. */
  @Prop({ type: String, default: null }) visitor_name!: string | null;
  @Prop({ type: Number, default: 0 }) last_seq!: number;
  @Prop({ type: Number, default: 0 }) read_seq_visitor!: number;
  @Prop({ type: Number, default: 0 }) read_seq_team!: number;
  @Prop({ type: Object, default: null }) last_message!: SupportMessageView | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const SupportThreadSchema = SchemaFactory.createForClass(SupportThread);
// The inbox: the newest activity first, the id breaking ties so pages never overlap.
SupportThreadSchema.index({ updated_at: -1, thread_id: 1 });
