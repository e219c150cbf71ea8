import type { Role } from '../auth/roles';
import type { DealStatus } from '../trader/rules/deal-status';
import type { OfferStatus } from '../trader/rules/offer-status';
import type { ActionOutcome, AdSlot, AdminAction, AdminActionState, MerchandisingList, ModerationKind, ModerationStatusFilter } from './rules';

/** `admin/validate-token`. */
export interface AdminIdentity {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  roles: Role[];
}

/** An account as the admin pages show it (the accounts' read model of the admin service). */
export interface AdminAccountView {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  roles: Role[];
}

/** A seller or buyer named for an admin. */
export interface AdminPartyView {
  id: string;
  name: string;
  email: string;
}

/** One listing in the moderation queue. */
export interface ModerationEntry {
  kind: ModerationKind;
  uuid: string;
  id: number;
  title: string;
  /** The listing's status as the queue's filters name it (a shop item: Pending, Approved or Rejected). */
  status: DealStatus;
  /** What waits for an admin: a new listing, an edit of a published one, or nothing. */
  awaiting: 'listing' | 'edit' | null;
  /** When it started waiting (or was last changed when nothing waits), ISO-8601: the queue's order. */
  submitted_at: string;
  seller: AdminPartyView;
  category: string;
  /** The price as the listing reads it ('$0.2100 /W', '$1,299.00'). */
  price_label: string;
  /** Its first picture (300x300), or null. */
  image: string | null;
  /** Its public page. */
  link: string;
  /** The reason of its last rejection or stop, or null. */
  reason: string | null;
}

/** One field an edit changes, as the page shows it beside the live version. */
export interface ModerationChange {
  field: string;
  label: string;
  live: string;
  pending: string;
}

/** One move in a listing's history. */
export interface ModerationMove {
  at: string;
  from: DealStatus | null;
  to: DealStatus;
  by: 'seller' | 'admin' | 'system';
  reason: string | null;
}

/** `admin/listing/{kind}/{uuid}` and the owners' `internal/moderation/{uuid}`. */
export interface ModerationDetail {
  entry: ModerationEntry;
  /** The live version, field by field, as a reader sees it. */
  fields: Array<{ label: string; value: string }>;
  /** The pending edit's changes (empty when no edit waits). */
  changes: ModerationChange[];
  history: ModerationMove[];
  /** What an admin may decide now: the admin's moves of the table, or Approved/Rejected of a waiting edit. */
  moves: DealStatus[];
}

/** An owner's slice of the queue (`internal/moderation`). */
export interface ModerationSlice {
  entries: ModerationEntry[];
  /** Entries of the status asked for. */
  total: number;
  /** Per status filter (All included), this owner's. */
  counts: Partial<Record<ModerationStatusFilter, number>>;
  /** Of the Pending count, the edits of published listings. */
  edits: number;
}

/** `admin/listing`. */
export interface ModerationQueuePage {
  items: ModerationEntry[];
  total: number;
  page: number;
  limit: number;
  last_page: number;
  counts: Partial<Record<ModerationStatusFilter, number>>;
}

/** How one deal or item answered an action sent to its owner. */
export interface ActionStepView {
  kind: ModerationKind;
  uuid: string;
  title: string | null;
  /** What was asked of this one (a bulk edit's changes, a transfer's target). */
  request: Record<string, unknown>;
  outcome: ActionOutcome;
  reason: string | null;
  /** A transfer's previous seller of the deal, once the trader answered. */
  from_seller: AdminPartyView | null;
}

/** An admin action: the audit log's entry and, for what owners apply, where it stands. */
export interface AdminActionView {
  id: string;
  action: AdminAction;
  at: string;
  admin: { id: string; name: string };
  /** What it was about ('deal', 'item', 'banner', 'ad', 'list', 'chat', 'deals') and its label. */
  target: { kind: string; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  state: AdminActionState;
  steps: ActionStepView[];
  message: string;
  updated_at: string;
}

/** `admin/private-listing/{deal_uuid}`. */
export interface PrivateListingView {
  deal_uuid: string;
  buyers: AdminAccountView[];
  /** The last grant sent (null before any). */
  action: AdminActionView | null;
}

export interface BannerView {
  id: string;
  title: string;
  subtitle: string;
  image_url: string;
  link: string;
  order: number;
  starts_at: string;
  ends_at: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface PublicAdView {
  id: string;
  slot: AdSlot;
  title: string;
  image_url: string;
  link: string;
}

export interface AdView extends PublicAdView {
  starts_at: string;
  ends_at: string | null;
  active: boolean;
  clicks: number;
  created_at: string;
  updated_at: string;
}

/** An entry of a curated list, as the home and trader pages show it. */
export interface MerchandisingEntryView {
  list: MerchandisingList | null;
  kind: ModerationKind;
  uuid: string;
  id: number;
  title: string;
  image: string | null;
  price_label: string;
  /** The item's or deal's CONDITION_VALUES value, shown on its card when not new ('' when not known yet). */
  condition?: string;
  link: string;
  /** False for a pick that is no longer public (shown to admins only; the public list leaves it out). */
  public: boolean;
}

/** `admin/get-deals`. */
export interface AdminDealRow {
  uuid: string;
  id: number;
  title: string;
  status: DealStatus;
  category: string;
  equipment: string;
  /** As the seller set it: per watt for panels, per unit otherwise. */
  price: number;
  price_per_watt: number | null;
  unit_price: number;
  total_qty: number;
  moq: number;
  moq_unit: string;
  seller: AdminPartyView;
  private_buyers: number;
  awaiting_edit: boolean;
  updated_at: string;
  link: string;
}

export interface AdminSoldDealRow extends AdminDealRow {
  sold_qty: number;
  contracts: number;
  /** USD of its paid contracts. */
  sold_total: number;
}

/** `admin/offers`. */
export interface AdminOfferRow {
  id: string;
  deal: { uuid: string; id: number; title: string };
  buyer: AdminPartyView;
  seller: AdminPartyView;
  status: OfferStatus;
  price: number;
  qty: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** `admin/chats`. */
export interface AdminChatRow {
  offer_id: string;
  deal_id: number | null;
  deal_title: string | null;
  messages: number;
  last_message: { side: string; text: string; at: string } | null;
  closed: boolean;
  updated_at: string;
}

/** The trader's figures (`internal/admin-stats`). */
export interface TraderAdminStats {
  active_deals: number;
  contracts_this_week: number;
  /** Of paid contracts, in all. */
  traded_watts: number;
  traded_usd: number;
  /** The last 12 weeks, oldest first (Monday, UTC). */
  weekly: Array<{ week_start: string; contracts: number; watts: number; usd: number }>;
}

/** `admin/dashboard`. */
export interface AdminDashboard extends TraderAdminStats {
  pending: { deals: number; items: number; edits: number };
}
