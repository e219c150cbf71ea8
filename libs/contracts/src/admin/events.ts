import type { DealStatus } from '../trader/rules/deal-status';
import type { ActionOutcome, ItemDecision } from './rules';
import { defineEvent } from '../events/define';

/*
 * The admin service's decisions, which the owners apply (trader: deals and offers; catalog: shop items), and
 * the owners' answers. Each names the admin action it belongs to (`action_id`), so the admin service can tell
 * how each deal answered; a redelivered decision finds its effect already made, changes nothing, and is answered
 * as its first delivery was (the two answers may arrive in either order, so they must agree).
 * These events name accounts (the new seller of a deal, the buyers a Private deal is limited to): only the
 * owners and the admin service consume them, and no public answer carries what they say.
 */

/** `admin.deal.moderated`: an admin's move of a deal (DEAL_TRANSITIONS, actor admin), or a decision on its pending edit. */
export interface AdminDealModeratedPayload {
  action_id: string;
  deal_uuid: string;
  status: DealStatus;
  reason: string | null;
  at: string;
}

/** `admin.item.moderated`: an admin's decision on a shop item, or on its pending edit. */
export interface AdminItemModeratedPayload {
  action_id: string;
  item_uuid: string;
  decision: ItemDecision;
  reason: string | null;
  at: string;
}

/** The changes a bulk edit (or the price listing) asks of one deal; left out: unchanged. */
export interface AdminDealChanges {
  status?: DealStatus;
  /** As the deal form takes it: per watt for panels, per unit otherwise. */
  price?: number;
  total_qty?: number;
}

/** `admin.deal.edit-requested`: one deal's part of a bulk edit. */
export interface AdminDealEditRequestedPayload {
  action_id: string;
  deal_uuid: string;
  changes: AdminDealChanges;
  at: string;
}

/** `admin.deal.private-grants-changed`: the buyers a Private deal is limited to (empty: anyone with its link). */
export interface AdminDealPrivateGrantsPayload {
  action_id: string;
  deal_uuid: string;
  buyer_ids: string[];
  at: string;
}

/**
 * `admin.deal.ownership-transfer-requested`: one deal of a transfer, to `to_seller_id`. A compensation (a deal
 * of the transfer refused, so those already moved go back) is the same request naming the deal's previous
 * seller, with `compensates` set to the transfer it undoes.
 */
export interface AdminDealOwnershipTransferRequestedPayload {
  action_id: string;
  deal_uuid: string;
  to_seller_id: string;
  compensates: string | null;
  at: string;
}

/** `admin.deal.ownership-transferred`: a transfer every deal took. */
export interface AdminDealOwnershipTransferredPayload {
  action_id: string;
  deal_uuids: string[];
  to_seller_id: string;
  at: string;
}

/**
 * `trader.deal.admin-action-settled` and `catalog.item.admin-action-settled`: how a deal or item answered an
 * admin action: `applied` (also repeated for a redelivery of an applied decision, with the same previous seller),
 * `unchanged` (already so before this action: asked twice, or the same change) or `refused` (with the rule's
 * message). `previous_seller_id`: a transfer's previous seller of the deal (null for other actions).
 */
export interface AdminActionSettledPayload {
  action_id: string;
  /** The deal's or item's uuid. */
  uuid: string;
  title: string;
  outcome: Exclude<ActionOutcome, 'pending'>;
  reason: string | null;
  previous_seller_id: string | null;
  at: string;
}

export const AdminDealModerated = defineEvent('admin.deal.moderated').carrying<AdminDealModeratedPayload>();
export const AdminItemModerated = defineEvent('admin.item.moderated').carrying<AdminItemModeratedPayload>();
export const AdminDealEditRequested = defineEvent('admin.deal.edit-requested').carrying<AdminDealEditRequestedPayload>();
export const AdminDealPrivateGrantsChanged = defineEvent('admin.deal.private-grants-changed').carrying<AdminDealPrivateGrantsPayload>();
export const AdminDealOwnershipTransferRequested = defineEvent(
  'admin.deal.ownership-transfer-requested',
).carrying<AdminDealOwnershipTransferRequestedPayload>();
export const AdminDealOwnershipTransferred = defineEvent('admin.deal.ownership-transferred').carrying<AdminDealOwnershipTransferredPayload>();

/** The admin service's events, as `EVENTS.admin` names them. */
export const ADMIN_EVENTS = {
  dealModerated: AdminDealModerated,
  itemModerated: AdminItemModerated,
  dealEditRequested: AdminDealEditRequested,
  dealPrivateGrantsChanged: AdminDealPrivateGrantsChanged,
  dealOwnershipTransferRequested: AdminDealOwnershipTransferRequested,
  dealOwnershipTransferred: AdminDealOwnershipTransferred,
} as const;
