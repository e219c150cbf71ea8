import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { MODERATION_KINDS, type ModerationKind } from '@solar/contracts';

/**
 * A deal or shop item as the curated lists show it, kept from the owners' events (`trader.deal.*`,
 * `catalog.item.*`): enough to show it and to know whether it is public now. `_id` is `<kind>:<uuid>`.
 */
@Schema({ collection: 'admin_listings', versionKey: false })
export class AdminListing {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, enum: MODERATION_KINDS, required: true }) kind!: ModerationKind;
  @Prop({ type: String, required: true }) uuid!: string;
  @Prop({ type: Number, default: 0 }) id!: number;
  @Prop({ type: String, default: '' }) title!: string;
  @Prop({ type: String, default: null }) image!: string | null;
  @Prop({ type: String, default: '' }) price_label!: string;
  /** A CONDITION_VALUES value, for the card's condition badge. */
  @Prop({ type: String, default: '' }) condition!: string;
  @Prop({ type: String, default: '' }) link!: string;
  /** The owner's status (a deal's DealStatus, an item's ItemStatus). */
  @Prop({ type: String, default: '' }) status!: string;
  /** A shop item's `is_active` (deals: always true). */
  @Prop({ type: Boolean, default: true }) active!: boolean;
  /** Derived on every write: approved and active items, deals in PUBLIC_DEAL_STATUSES, never once deleted. */
  @Prop({ type: Boolean, default: false }) public!: boolean;
  @Prop({ type: Boolean, default: false }) deleted!: boolean;
  /** The revision of the full payload the fields are from (events may come twice or out of order). */
  @Prop({ type: Number, default: 0 }) revision!: number;
  /** The revision the status is from: a status change and the full payload of the same change carry the same one. */
  @Prop({ type: Number, default: 0 }) status_revision!: number;
  /** Bumped by every write of this read model, which is conditional on it. */
  @Prop({ type: Number, default: 0 }) v!: number;
}
export const AdminListingSchema = SchemaFactory.createForClass(AdminListing);
AdminListingSchema.index({ kind: 1, public: 1, id: -1 });
