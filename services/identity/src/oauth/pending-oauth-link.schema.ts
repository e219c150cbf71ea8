import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@solar/contracts';

/**
 * A provider sign-in whose verified email belongs to an account not linked to that provider: no session until
 * the account's password is given (oauth/check/user) with the token, which is kept as a keyed digest, used once.
 */
@Schema({ collection: 'oauth_pending_links', versionKey: false })
export class PendingOAuthLink {
  @Prop({ required: true, unique: true }) token_digest!: string;
  @Prop({ type: String, enum: OAUTH_PROVIDERS, required: true }) provider!: OAuthProvider;
  @Prop({ required: true }) subject!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ required: true }) user_id!: string;
  @Prop({ required: true }) return_to!: string;
  @Prop({ required: true }) expires_at!: Date;
}

export const PendingOAuthLinkSchema = SchemaFactory.createForClass(PendingOAuthLink);
PendingOAuthLinkSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });
