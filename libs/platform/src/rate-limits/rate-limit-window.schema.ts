import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One fixed window of one limited key: how many requests it admitted. `key` is `<limiter name>:<key>`; the
 * window starts at a multiple of the limiter's window length (so every instance names the same window
 * without asking anyone) and is deleted by the periodic sweep once `expires_at` has passed.
 */
@Schema({ collection: 'rate_limit_windows', versionKey: false })
export class RateLimitWindow {
  @Prop({ type: String, required: true })
  key!: string;

  @Prop({ type: Date, required: true })
  window_start!: Date;

  @Prop({ type: Number, required: true })
  count!: number;

  @Prop({ type: Date, required: true })
  expires_at!: Date;
}

export const RateLimitWindowSchema = SchemaFactory.createForClass(RateLimitWindow);
// One document per key and window: parallel first requests of a window meet in one upsert (E11000 for the loser).
RateLimitWindowSchema.index({ key: 1, window_start: 1 }, { unique: true });
// The sweep's deleteMany. No TTL index: not every engine we run on expires documents (README, "What our code
// needs from MongoDB").
RateLimitWindowSchema.index({ expires_at: 1 });
