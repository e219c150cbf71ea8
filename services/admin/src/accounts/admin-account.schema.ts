import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ROLES, type Role } from '@solar/contracts';

/**
 * An account as identity announced it (`identity.user.registered`, `identity.user.role-changed`): who a transfer
 * may go to, who a Private deal may be granted to, and the names the audit log shows.
 */
@Schema({ collection: 'admin_accounts', versionKey: false })
export class AdminAccount {
  @Prop({ type: String, required: true, unique: true }) user_id!: string;
  @Prop({ type: String, default: '' }) email!: string;
  @Prop({ type: String, default: '' }) firstname!: string;
  @Prop({ type: String, default: '' }) lastname!: string;
  /** 'firstname lastname', so a search for a full name finds it. */
  @Prop({ type: String, default: '' }) name!: string;
  @Prop({ type: [String], enum: ROLES, default: [], index: true }) roles!: Role[];
  /**
   * When the roles were announced (the role change's `occurredAt`; '' for the registration's): an older or
   * redelivered role change never replaces a newer one.
   */
  @Prop({ type: String, default: '' }) roles_at!: string;
  @Prop({ type: Date, default: () => new Date() }) created_at!: Date;
}
export const AdminAccountSchema = SchemaFactory.createForClass(AdminAccount);
