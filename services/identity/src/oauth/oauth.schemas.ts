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

/** A provider account linked to an account here: its sign-ins sign in to `user_id` directly. */
@Schema({ collection: 'oauth_identities', timestamps: { createdAt: 'linked_at', updatedAt: false }, versionKey: false })
export class OAuthIdentity {
  /** `<provider>:<subject>`: one account here per provider account. */
  @Prop({ required: true, unique: true }) key!: string;
  @Prop({ type: String, enum: OAUTH_PROVIDERS, required: true }) provider!: OAuthProvider;
  @Prop({ required: true }) subject!: string;
  @Prop({ required: true, index: true }) user_id!: string;
  /** The provider's verified email when it was linked. */
  @Prop({ required: true }) email!: string;
}

export const OAuthIdentitySchema = SchemaFactory.createForClass(OAuthIdentity);

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

export const identityKey = (provider: OAuthProvider, subject: string): string => `${provider}:${subject}`;
