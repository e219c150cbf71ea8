import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@solar/contracts';

/**
 * A sign-in sent to a provider and not back yet: what the callback checks the answer against. Found by its
 * state and removed in the same step (findOneAndDelete), so each is used once; it is also bound to the browser
 * that started it (the binding cookie's digest) and short-lived. Secrets are kept as keyed digests where only a
 * comparison is needed; the PKCE verifier and nonce must go to the provider and into the ID token check as they are.
 */
@Schema({ collection: 'oauth_attempts', versionKey: false })
export class OAuthAttempt {
  @Prop({ required: true, unique: true }) state_digest!: string;
  @Prop({ type: String, enum: OAUTH_PROVIDERS, required: true }) provider!: OAuthProvider;
  @Prop({ required: true }) binding_digest!: string;
  @Prop({ required: true }) code_verifier!: string;
  @Prop({ required: true }) nonce!: string;
  @Prop({ required: true }) redirect_uri!: string;
  @Prop({ required: true }) return_to!: string;
  @Prop({ required: true }) expires_at!: Date;
}

export const OAuthAttemptSchema = SchemaFactory.createForClass(OAuthAttempt);
// Expired attempts are removed by the store; the callback also ignores any it still finds.
OAuthAttemptSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });
