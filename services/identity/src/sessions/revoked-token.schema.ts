import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';

/**
 * A signed-out token. Identity refuses it at once; the `identity.session.revoked` event written with it
 * tells every other service to refuse it too, until it would have expired anyway.
 */
@Schema({ collection: 'revoked_tokens', timestamps: { createdAt: 'revoked_at', updatedAt: false }, versionKey: false })
export class RevokedToken {
  @Prop({ required: true, unique: true }) jti!: string;
  @Prop({ required: true, index: true }) user_id!: string;
  @Prop({ required: true }) expires_at!: Date;
  _outbox?: OutboxEntry[];
}

export const RevokedTokenSchema = SchemaFactory.createForClass(RevokedToken);
RevokedTokenSchema.plugin(outboxPlugin);
