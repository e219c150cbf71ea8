import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin, writesAnnouncedPlugin, shippingSizeFields, type OutboxEntry, type ShippingSize } from '@solar/platform';
import { ITEM_STATUSES, type ItemStatus } from '@solar/contracts';
import { Schema as MongooseSchema, type HydratedDocument } from 'mongoose';

/** One rendition of a picture; the renditions of one picture share orderofimage (see IMAGE_SIZES). */
@Schema({ _id: false })
export class ItemImage {
  @Prop({ required: true }) path!: string;
  @Prop({ default: 0 }) orderofimage!: number;
  /** The rendition's size name, e.g. '300x300'. */
  @Prop({ default: 'image' }) type!: string;
  /** The upload it came from (null for seeded pictures). */
  @Prop({ type: String, default: null }) file_uuid!: string | null;
}

@Schema({ _id: false })
export class BulkSaving {
  @Prop({ required: true }) min_qty!: number;
  @Prop({ required: true }) max_qty!: number;
  @Prop({ required: true }) discounted_price!: number;
}

@Schema({ _id: false })
export class ItemLocation {
  /** The seller's saved location this is a copy of (null for seeded items). */
  @Prop({ type: String, default: null }) location_id!: string | null;
  @Prop({ required: true }) name!: string;
  @Prop({ default: '' }) address!: string;
  @Prop({ default: '' }) unit!: string;
  @Prop({ required: true }) city!: string;
  /** The state's two-letter code (UsStateCode), as every document stores it. */
  @Prop({ required: true }) state!: string;
  @Prop({ required: true }) zip!: string;
  @Prop({ default: 0 }) qty!: number;
}

@Schema({ _id: false })
export class ItemDocumentFile {
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) path!: string;
  @Prop({ type: String, default: null }) file_uuid!: string | null;
}

/** Units held for an order between `orders.order.placed` and its confirmation or cancellation. */
@Schema({ _id: false })
export class StockReservation {
  @Prop({ required: true }) order_number!: string;
  @Prop({ required: true, min: 1 }) qty!: number;
  @Prop({ required: true }) reserved_at!: Date;
}

/**
 * One step of an item's moderation, as the admin's queue shows its history: the item's own moves (submitted,
 * approved, rejected, sent back by an edit) and those of its seller's edits of the live version (`subject`
 * 'edit'). Statuses as the queue names them. `action_id`: the admin action that made it (its event is applied
 * once: a redelivery finds it here).
 */
@Schema({ _id: false })
export class ModerationRecord {
  @Prop({ type: Date, required: true }) at!: Date;
  @Prop({ type: String, default: null }) from!: ModerationRecordStatus | null;
  @Prop({ type: String, required: true }) to!: ModerationRecordStatus;
  @Prop({ type: String, required: true }) by!: 'seller' | 'admin' | 'system';
  @Prop({ type: String, default: 'listing' }) subject!: 'listing' | 'edit';
  @Prop({ type: String, default: null }) reason!: string | null;
  @Prop({ type: String, default: null }) action_id!: string | null;
}
export type ModerationRecordStatus = 'Pending' | 'Approved' | 'Rejected';

/** A fixed-price shop item. Only `is_active` 1 and `approved` items are public. */
@Schema({ collection: 'items', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class Item {
  @Prop({ required: true, unique: true }) id!: number;
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true, index: true }) owner_id!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ default: '' }) short_name!: string;
  /** Sanitized rich text. */
  @Prop({ default: '' }) description!: string;
  @Prop({ required: true }) condition!: string;
  @Prop({ required: true, index: true }) category_id!: number;
  @Prop({ type: Number, default: null, index: true }) subcategory_id!: number | null;
  @Prop({ required: true, index: true }) brand_id!: number;
  @Prop({ required: true, min: 0 }) price!: number;
  @Prop({ default: 0, min: 0 }) cost!: number;
  @Prop({ default: 0, min: 0 }) discount!: number;
  @Prop({ type: String, enum: ['percent', 'fixed', null], default: null }) discount_unit!: 'percent' | 'fixed' | null;
  /**
   * Units a buyer can still order: total_qty less the units reserved for orders in flight. Derived on every
   * write (see availableStock), never set on its own, so it cannot drift or go below zero.
   */
  @Prop({ required: true, min: 0 }) stock!: number;
  /** Units the seller has on hand, reserved ones included; a confirmed order takes its units off. */
  @Prop({ required: true, min: 0 }) total_qty!: number;
  @Prop({ type: [StockReservation], default: [] }) reservations!: StockReservation[];
  @Prop({ default: 1, min: 1 }) moq!: number;
  /** Largest quantity one order may take; 0 means only the stock limits it. */
  @Prop({ default: 0, min: 0 }) max_qty!: number;
  /** Quantities go up from the MOQ in this step. */
  @Prop({ default: 1, min: 1 }) qty_step!: number;
  @Prop({ default: 'each' }) um!: string;
  @Prop({ default: 0 }) msrp!: number;
  @Prop({ default: '' }) mpn!: string;
  @Prop({ default: '' }) sku!: string;
  @Prop({ default: '' }) part_number!: string;
  @Prop({ default: '' }) upc!: string;
  /** An AGES value ('0' to '9', '10+'). */
  @Prop({ default: '0' }) age!: string;
  @Prop({ default: 'years' }) age_unit!: string;
  @Prop({ required: true }) shipping_type!: string;
  /** Custom shipping charge per unit (estimated_shipping). */
  @Prop({ default: 0, min: 0 }) shipping_cost!: number;
  @Prop({ default: 1 }) is_taxable!: number;
  @Prop({ default: 1, index: true }) is_active!: number;
  @Prop({ type: String, enum: ITEM_STATUSES, default: 'pending', index: true }) status!: ItemStatus;
  @Prop({ type: String, default: null }) status_reason!: string | null;
  /**
   * The seller's edit of an approved item, waiting for the admin's decision; the other fields stay the live
   * version buyers see. Mixed: it holds the item's own form fields, checked by the product form's rules before
   * they are stored, so a second schema of the same fields would only drift from this one.
   */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) pending_revision!: PendingRevision | null;
  /** Why the admin turned down the seller's last pending revision (the item itself stays approved). */
  @Prop({ type: String, default: null }) revision_reason!: string | null;
  /**
   * Where the item stands in the admin's moderation queue (ModerationEntry.submitted_at): since when its listing
   * or its seller's edit waits, else when it last changed. Derived on every write (see ItemsService.mutate).
   */
  @Prop({ type: Date, default: null }) queued_at!: Date | null;
  /** The moderation steps, oldest first (the latest MODERATION_HISTORY_MAX kept). */
  @Prop({ type: [ModerationRecord], default: [] }) moderation_history!: ModerationRecord[];
  /** Bulk pricing on/off; the tiers are in bulk_savings. */
  @Prop({ default: 0 }) scalling_price!: number;
  @Prop({ type: [BulkSaving], default: [] }) bulk_savings!: BulkSaving[];
  @Prop({ type: [ItemImage], default: [] }) images!: ItemImage[];
  @Prop({ type: [ItemDocumentFile], default: [] }) documents!: ItemDocumentFile[];
  @Prop({ type: [ItemLocation], default: [] }) locations!: ItemLocation[];
  @Prop({ type: [String], default: [] }) tags!: string[];
  @Prop({ type: Number, default: null }) panel_wattage!: number | null;
  @Prop({ type: Number, default: null }) wattage!: number | null;
  @Prop({ type: String, default: null }) colour!: string | null;
  @Prop({ type: [Number], default: [] }) related_ids!: number[];
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} }) dynamic_fields!: Record<string, unknown>;
  @Prop({ default: '' }) meta_name!: string;
  @Prop({ default: '' }) meta_description!: string;
  @Prop({ default: 0 }) reviews_total!: number;
  @Prop({ default: 0 }) reviews_avg!: number;
  @Prop({ default: 0 }) sale_count!: number;
  @Prop({ default: 1 }) reseller_id!: number;
  @Prop({ type: Date, default: null }) publish_date!: Date | null;
  /** Set when the seller deletes the item; the record stays for the orders and reviews that name it. */
  @Prop({ type: Date, default: null }) deleted_at!: Date | null;
  /** Bumped by every change; updates are conditional on it, and events carry it so consumers drop stale ones. */
  @Prop({ default: 1 }) revision!: number;
  created_at?: Date;
  updated_at?: Date;
  /** Events written with the change, until the relay publishes them (see outboxPlugin). */
  _outbox?: OutboxEntry[];
}
/** The item's shipping weight and box size (`weight` to `package_type`): paths shippingSizeFields adds to ItemSchema. */
export interface Item extends ShippingSize<number, string> {}
export type ItemDocument = HydratedDocument<Item>;

/** The product form's fields as the item stores them (after validateProductForm has passed). */
export type ItemFormFields = Omit<
  Item,
  | 'id'
  | 'uuid'
  | 'owner_id'
  | 'revision'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
  | 'status'
  | 'status_reason'
  | 'pending_revision'
  | 'revision_reason'
  | 'is_active'
  | 'reviews_total'
  | 'reviews_avg'
  | 'sale_count'
  | 'publish_date'
  | 'reservations'
  | '_outbox'
  | 'queued_at'
  | 'moderation_history'
>;

/** A seller's edit of an approved item as the item will store it once approved, and when it was sent. */
export type PendingRevision = ItemFormFields & { submitted_at: Date };
export const ItemSchema = SchemaFactory.createForClass(Item);
/** An item's size is usable from the start: 0 in pounds and inches, in a box, until the seller's form sets it. */
ItemSchema.add(shippingSizeFields({ measure: 0, weightUnit: 'lb', dimensionUnit: 'in', packageType: 'box' }));
ItemSchema.index({ status: 1, is_active: 1, category_id: 1 });
ItemSchema.index({ status: 1, queued_at: 1, id: 1 });
ItemSchema.plugin(outboxPlugin);
// Public item pages are kept until an item changes (PublicItemCache).
ItemSchema.plugin(writesAnnouncedPlugin);

/** Units reserved for orders in flight. */
export const reservedUnits = (item: Pick<Item, 'reservations'>): number => (item.reservations ?? []).reduce((sum, r) => sum + r.qty, 0);

/** What is left to sell: on hand less reserved, never below zero. */
export const availableStock = (item: Pick<Item, 'total_qty' | 'reservations'>): number => Math.max(0, item.total_qty - reservedUnits(item));

/** The live item, and its pending revision when one waits: what a change applied at once must fit. */
export const versionsOf = (item: Item): ItemFormFields[] => (item.pending_revision ? [item, item.pending_revision] : [item]);

/**
 * A change that applies to the live item at once (a bulk edit, quantity on hand, price scaling, a removed
 * location or file, a sale): the waiting revision gets it too, so that approving the revision later does not
 * undo it. `change` is asked once per version, live first.
 */
export function changeBothVersions(item: Item, change: (version: ItemFormFields) => Partial<ItemFormFields>): Partial<Item> {
  const live = change(item);
  const revision = item.pending_revision;
  return revision ? { ...live, pending_revision: { ...revision, ...change(revision) } } : live;
}
