import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@solar/contracts';

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

export const identityKey = (provider: OAuthProvider, subject: string): string => `${provider}:${subject}`;
