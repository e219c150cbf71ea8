import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * A newsletter address. Only `confirmed` ones get the newsletter. The tokens of the mailed links are kept as
 * SHA-256 digests (256 random bits each, so no key is needed), never as they were mailed.
 */
@Schema({ collection: 'content_newsletter_subscribers', versionKey: false })
export class Subscriber {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true, unique: true }) email!: string;
  @Prop({ type: String, required: true }) status!: SubscriberStatus;
  @Prop({ type: String, default: null, index: true }) confirm_digest!: string | null;
  @Prop({ type: Date, default: null }) confirm_expires_at!: Date | null;
  @Prop({ type: String, required: true, index: true }) unsubscribe_digest!: string;
  @Prop({ type: Date, default: null }) confirmed_at!: Date | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const SubscriberSchema = SchemaFactory.createForClass(Subscriber);
