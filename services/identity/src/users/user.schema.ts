import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role, type StoredUsState } from '@solar/contracts';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import { Schema as MongooseSchema, type HydratedDocument } from 'mongoose';

/** A one-time secret sent by mail: only its hash is kept, with an expiry and a count of wrong tries. */
@Schema({ _id: false })
export class OneTimeSecret {
  @Prop({ required: true }) hash!: string;
  @Prop({ required: true }) expires_at!: Date;
  @Prop({ default: 0 }) attempts!: number;
}

@Schema({ _id: false })
export class SecurityAnswer {
  @Prop({ required: true }) question!: string;
  /** Answers are hashed like passwords: they are a second way into the account. */
  @Prop({ required: true }) answer_hash!: string;
}

@Schema({ _id: false })
export class UserAddress {
  @Prop({ required: true }) id!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) address!: string;
  @Prop({ required: true }) unit!: string;
  @Prop({ required: true }) city!: string;
  /**
   * The state's code; an address saved before the code was the stored form holds its id (StoredUsState).
   * Mixed, so that each form is kept as it was stored and neither is cast into the other.
   */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) state!: StoredUsState;
  @Prop({ required: true }) zip!: string;
  @Prop({ default: 'US' }) country!: string;
  @Prop({ type: String, default: null }) phone!: string | null;
  @Prop({ default: false }) is_default!: boolean;
}

/** An account: credentials, roles and the profile its owner edits. */
@Schema({ collection: 'users', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class User {
  @Prop({ required: true, unique: true }) id!: string;
  /** Stored lower-cased and trimmed: one account per address, whatever the capitalisation. */
  @Prop({ required: true, unique: true }) email!: string;
  @Prop({ required: true }) firstname!: string;
  @Prop({ required: true }) lastname!: string;
  @Prop({ type: String, default: null }) company!: string | null;
  @Prop({ type: String, default: null }) avatar!: string | null;
  @Prop({ required: true, select: false }) password_hash!: string;
  @Prop({ type: [String], enum: ROLES, required: true }) roles!: Role[];
  @Prop({ type: String, enum: ACCOUNT_STATUSES, required: true }) status!: AccountStatus;
  @Prop({ type: Date, default: null }) email_verified_at!: Date | null;
  @Prop({ type: OneTimeSecret, default: null, select: false }) verification!: OneTimeSecret | null;
  @Prop({ type: OneTimeSecret, default: null, select: false }) password_reset!: OneTimeSecret | null;
  @Prop({ type: [SecurityAnswer], default: [], select: false }) security_questions!: SecurityAnswer[];
  @Prop({ type: [UserAddress], default: [] }) addresses!: UserAddress[];
  /** Bumped by every address change: the condition of the next one (see ProfileService). */
  @Prop({ default: 0 }) addresses_version!: number;
  @Prop({ type: Date, default: null }) last_login_at!: Date | null;
  /**
   * Raised by every password change and reset, always in the same write as the new password hash; tokens
   * carry it as `sv` and those below it are refused (see SessionVersions). Absent on older accounts: 0.
   */
  @Prop({ default: 0 }) session_version!: number;
  /** When the last raise happened: identity reloads the raises younger than a token lifetime at start. */
  @Prop({ type: Date, default: null, index: true }) sessions_revoked_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
  /** Events written with the change, until the relay publishes them (see outboxPlugin). */
  _outbox?: OutboxEntry[];
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
UserSchema.plugin(outboxPlugin);
