import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  DEAL_STATUSES,
  type CompanyTier,
  type Connector,
  type Colour,
  type DealActor,
  type DealInventory,
  type DealStatus,
  type Incoterm,
  type MoqUnit,
  type PanelTechnology,
  type Phase,
  type Sector,
} from '@solar/contracts';
import { outboxPlugin, shippingSizeFields, type OutboxEntry, type ShippingSize } from '@solar/platform';
import { Schema as MongooseSchema, type HydratedDocument } from 'mongoose';

/** One rendition of a picture; the renditions of one picture share orderofimage (see IMAGE_SIZES). */
@Schema({ _id: false })
export class DealImage {
  @Prop({ required: true }) file_uuid!: string;
  @Prop({ default: 0 }) orderofimage!: number;
  /** The rendition's size name, e.g. '300x300'. */
  @Prop({ required: true }) type!: string;
  @Prop({ required: true }) path!: string;
}

@Schema({ _id: false })
export class DealDocumentFile {
  @Prop({ required: true }) file_uuid!: string;
  /** The name it was uploaded under: its seller's view only (the public one numbers the documents). */
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) path!: string;
}

/** Where some of the stock sits; the street is the seller's to see, the town is public. */
@Schema({ _id: false })
export class DealLocation {
  @Prop({ required: true }) address!: string;
  @Prop({ default: '' }) unit!: string;
  @Prop({ required: true }) city!: string;
  /** The state's two-letter code (UsStateCode), as every document stores it. */
  @Prop({ required: true }) state!: string;
  @Prop({ required: true }) zip!: string;
  @Prop({ default: 0 }) qty!: number;
}

/** One move of the deal, written in the same write as the move and its event. */
@Schema({ _id: false })
export class DealStatusEntry {
  /** Null for the deal's creation. */
  @Prop({ type: String, enum: [...DEAL_STATUSES, null], default: null }) from!: DealStatus | null;
  @Prop({ type: String, enum: DEAL_STATUSES, required: true }) to!: DealStatus;
  @Prop({ type: String, enum: ['seller', 'admin', 'system'], required: true }) by!: DealActor;
  @Prop({ type: String, default: null }) reason!: string | null;
  @Prop({ required: true }) at!: Date;
}

/** Units of the deal held for an accepted offer until its contract, or until the offer ends. */
@Schema({ _id: false })
export class DealReservation {
  @Prop({ required: true }) offer_uuid!: string;
  /** The offer's revision the acceptance answered: an acceptance gives back only the hold it took. */
  @Prop({ required: true }) for_revision!: number;
  @Prop({ required: true }) qty!: number;
  @Prop({ required: true }) at!: Date;
}

/** Units of the deal a paid contract took: the buyer's now, no longer in total_qty. */
@Schema({ _id: false })
export class DealSale {
  @Prop({ required: true }) offer_uuid!: string;
  @Prop({ required: true }) qty!: number;
  /** The hold the sale took over, given back if the payment fails after all. */
  @Prop({ required: true }) for_revision!: number;
  @Prop({ required: true }) at!: Date;
}

/** A seller the deal belonged to, until an admin transferred it. */
@Schema({ _id: false })
export class DealPreviousOwner {
  @Prop({ required: true }) seller_id!: string;
  @Prop({ required: true }) until!: Date;
  /** The admin action (ownership transfer) that moved it on. */
  @Prop({ required: true }) action_id!: string;
}

/** An admin action applied to the deal: its key (kind and action id) and what it did, for a redelivery's answer. */
@Schema({ _id: false })
export class DealAdminActionRecord {
  @Prop({ required: true }) key!: string;
  /** What the action did when it was applied (e.g. a moderation's 'deal' or 'edit' decision), null when nothing to tell. */
  @Prop({ type: String, default: null }) effect!: string | null;
  @Prop({ required: true }) at!: Date;
}

/**
 * A negotiable bulk deal. Public (listed, found, opened by anyone) only in PUBLIC_DEAL_STATUSES; opened by its
 * link also in VISIBLE_DEAL_STATUSES. The fields from `name` to `meta_description` are the deal form's (see
 * DEAL_FORM_FIELDS): a draft may leave most of them empty, hence the nulls.
 */
@Schema({ collection: 'deals', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class Deal {
  /** What the deal page's URL carries (`/trader/deal/{slug}-{id}`). */
  @Prop({ required: true, unique: true }) id!: number;
  @Prop({ required: true, unique: true }) uuid!: string;
  /** The seller. Never in a public answer or an event: the seller of a negotiable deal is anonymous. */
  @Prop({ required: true, index: true }) owner_id!: string;
  @Prop({ type: String, enum: DEAL_STATUSES, required: true, index: true }) status!: DealStatus;
  /** The reason given with the last move (a rejection, a stop), null when none was. */
  @Prop({ type: String, default: null }) status_reason!: string | null;
  @Prop({ type: [DealStatusEntry], default: [] }) status_history!: DealStatusEntry[];

  @Prop({ required: true }) name!: string;
  /** Sanitized rich text. */
  @Prop({ default: '' }) description!: string;
  @Prop({ default: '' }) condition!: string;
  @Prop({ required: true, index: true }) category_id!: number;
  @Prop({ type: Number, default: null }) subcategory_id!: number | null;
  @Prop({ type: Number, default: null, index: true }) brand_id!: number | null;
  /** Per watt for Solar Panels (up to 4 decimals), per unit otherwise. */
  @Prop({ type: Number, default: null }) price!: number | null;
  @Prop({ default: 1 }) moq!: number;
  @Prop({ type: String, default: null }) moq_unit!: MoqUnit | null;
  @Prop({ default: 0, min: 0 }) total_qty!: number;
  @Prop({ default: 'each' }) um!: string;
  @Prop({ type: Number, default: null }) msrp!: number | null;
  @Prop({ default: '' }) mpn!: string;
  @Prop({ default: '' }) upc!: string;
  @Prop({ default: '' }) part_number!: string;
  /** The seller's own stock code: their view only (their shop items show it beside their name). */
  @Prop({ default: '' }) sku!: string;
  @Prop({ type: String, default: null }) shipping_type!: string | null;
  /** YYYY-MM-DD. */
  @Prop({ type: String, default: null }) publish_date!: string | null;
  @Prop({ type: [String], default: [] }) tags!: string[];
  @Prop({ type: [DealImage], default: [] }) images!: DealImage[];
  @Prop({ type: [DealDocumentFile], default: [] }) documents!: DealDocumentFile[];
  @Prop({ type: [DealLocation], default: [] }) locations!: DealLocation[];
  @Prop({ type: String, default: null, index: true }) incoterm!: Incoterm | null;
  @Prop({ type: Number, default: null }) lead_time!: number | null;
  @Prop({ type: Number, default: null }) offer_validity!: number | null;
  @Prop({ type: String, default: null }) colour!: Colour | null;
  @Prop({ type: String, default: null }) panel_technology!: PanelTechnology | null;
  @Prop({ type: String, default: null }) connector_type!: Connector | null;
  @Prop({ type: Number, default: null }) front_load!: number | null;
  @Prop({ type: Number, default: null }) rear_load!: number | null;
  @Prop({ type: String, default: null }) company_tier!: CompanyTier | null;
  @Prop({ type: String, default: null }) phase!: Phase | null;
  @Prop({ type: String, default: null }) sector!: Sector | null;
  @Prop({ type: Number, default: null }) panel_wattage!: number | null;
  @Prop({ type: Number, default: null }) units_per_pallet!: number | null;
  @Prop({ type: Number, default: null }) units_per_container!: number | null;
  /** Two-letter code of the US state where the stock sits. */
  @Prop({ type: String, default: null, index: true }) state!: string | null;
  @Prop({ type: String, default: null }) inventory!: DealInventory | null;
  /** YYYY-MM-DD. */
  @Prop({ type: String, default: null }) available_date!: string | null;
  @Prop({ default: '' }) meta_name!: string;
  @Prop({ default: '' }) meta_description!: string;

  /** Accepted offers' holds on the quantity, one per offer (so reserving or releasing twice changes nothing). */
  @Prop({ type: [DealReservation], default: [] }) reservations!: DealReservation[];
  /** The units the reservations hold, kept with them in every write: available is total_qty minus this. */
  @Prop({ default: 0, min: 0 }) reserved_qty!: number;
  /** Paid contracts' units, one entry per offer (so selling twice changes nothing). */
  @Prop({ type: [DealSale], default: [] }) sales!: DealSale[];
  /** The units sold by contract, kept with `sales`: the seller's sold listing shows deals with any. */
  @Prop({ default: 0, min: 0, index: true }) sold_qty!: number;
  /** The lot's value in dollars (see dealFigures), derived on every write: what featured-deals sorts by. */
  @Prop({ type: Number, default: null }) lot_value!: number | null;
  /** When the deal was first approved. */
  @Prop({ type: Date, default: null }) published_at!: Date | null;
  /**
   * The seller's edit of a published deal, waiting for an admin's decision; the form fields above stay the live
   * version buyers see. Mixed: it holds the deal's own form fields, checked by the deal form's rule before they
   * are stored, so a second schema of the same fields would only drift from this one.
   */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) pending_revision!: PendingDealRevisionFields | null;
  /** Why an admin turned down the seller's last pending revision (the deal itself stays as it was). */
  @Prop({ type: String, default: null }) revision_reason!: string | null;
  /**
   * The buyers an admin limited a Private deal to (`admin.deal.private-grants-changed`): while the deal is Private
   * and the list is not empty, only they (besides its seller and admins) may open it and offer on it. Empty:
   * anyone its link reached. Never in an answer or an event.
   */
  @Prop({ type: [String], default: [] }) private_buyer_ids!: string[];
  /** The sellers the deal belonged to before, oldest first (ownership transfers by admins). */
  @Prop({ type: [DealPreviousOwner], default: [] }) previous_owners!: DealPreviousOwner[];
  /**
   * The admin actions applied to the deal, so a redelivered decision is answered `unchanged` and changes nothing
   * (the newest ADMIN_ACTIONS_KEPT; see services/trader/src/admin).
   */
  @Prop({ type: [DealAdminActionRecord], default: [] }) admin_actions!: DealAdminActionRecord[];
  /** Bumped by every change; updates are conditional on it, and events carry it so consumers drop stale ones. */
  @Prop({ default: 1 }) revision!: number;
  created_at?: Date;
  updated_at?: Date;
  /** Events written with the change, until the relay publishes them (see outboxPlugin). */
  _outbox?: OutboxEntry[];
}
/** The deal's shipping weight and box size (`weight` to `package_type`): paths shippingSizeFields adds to DealSchema. */
export interface Deal extends ShippingSize<number | null, string | null> {}
export type DealDocument = HydratedDocument<Deal>;
export const DealSchema = SchemaFactory.createForClass(Deal);
/** A draft may leave the size out: empty until the seller gives it. */
DealSchema.add(shippingSizeFields({ measure: null, weightUnit: null, dimensionUnit: null, packageType: '' }));
DealSchema.index({ status: 1, category_id: 1, published_at: -1 });
DealSchema.index({ status: 1, lot_value: -1 });
DealSchema.plugin(outboxPlugin);

/** The fields the deal form sets: what an edit replaces, what a pending revision holds and a copy takes. */
export const DEAL_FORM_FIELDS = [
  'name',
  'description',
  'condition',
  'category_id',
  'subcategory_id',
  'brand_id',
  'price',
  'moq',
  'moq_unit',
  'total_qty',
  'um',
  'msrp',
  'mpn',
  'upc',
  'part_number',
  'sku',
  'weight',
  'weight_unit',
  'length',
  'length_unit',
  'width',
  'width_unit',
  'height',
  'height_unit',
  'package_type',
  'shipping_type',
  'publish_date',
  'tags',
  'images',
  'documents',
  'locations',
  'incoterm',
  'lead_time',
  'offer_validity',
  'colour',
  'panel_technology',
  'connector_type',
  'front_load',
  'rear_load',
  'company_tier',
  'phase',
  'sector',
  'panel_wattage',
  'units_per_pallet',
  'units_per_container',
  'state',
  'inventory',
  'available_date',
  'meta_name',
  'meta_description',
] as const satisfies readonly (keyof Deal)[];

/** The deal form's fields as the deal stores them (after validateDealForm has passed). */
export type DealFormFields = Pick<Deal, (typeof DEAL_FORM_FIELDS)[number]>;

/** A seller's edit of a published deal as the deal will store it once approved, and when it was sent. */
export type PendingDealRevisionFields = DealFormFields & { submitted_at: Date };

/** The form fields of a stored deal (or of a revision), without anything else it holds. */
export const formFieldsOf = (source: DealFormFields): DealFormFields =>
  Object.fromEntries(DEAL_FORM_FIELDS.map((field) => [field, source[field]])) as unknown as DealFormFields;
