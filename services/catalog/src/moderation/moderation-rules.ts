import { ADMIN_MESSAGES, type ActionOutcome, type ItemStatus } from '@solar/contracts';
import type { Item, ModerationRecord, ModerationRecordStatus } from '../items/item.schema';

/*
 * A shop item's moderation as the admin's queue sees it: its statuses as the queue names them, what waits for a
 * decision, the history, and the one decision rule shared by the admin's old route (`PUT admin/items/:uuid/status`)
 * and the admin service's `admin.item.moderated`.
 */

/** Moderation steps an item keeps (the oldest go first): far more than an item ever takes. */
export const MODERATION_HISTORY_MAX = 100;

const QUEUE_STATUS: Readonly<Record<ItemStatus, ModerationRecordStatus>> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** The item's status as the queue's filters name it. */
export const queueStatusOf = (status: ItemStatus): ModerationRecordStatus => QUEUE_STATUS[status];

/** What waits for an admin: the new (or sent back) listing, the seller's edit of the live version, or nothing. */
export const awaitingOf = (item: Pick<Item, 'status' | 'pending_revision'>): 'listing' | 'edit' | null =>
  item.pending_revision ? 'edit' : item.status === 'pending' ? 'listing' : null;

/** The history with one more step (the latest MODERATION_HISTORY_MAX kept). */
export function withRecord(item: Pick<Item, 'moderation_history'>, record: Omit<ModerationRecord, 'at'> & { at?: Date }): ModerationRecord[] {
  return [...(item.moderation_history ?? []), { ...record, at: record.at ?? new Date() }].slice(-MODERATION_HISTORY_MAX);
}

const time = (value: Date | string | null | undefined): number => (value ? new Date(value).getTime() : 0);

/**
 * Where the item stands in the queue (ModerationEntry.submitted_at): since when its edit waits (when sent), since
 * when its listing waits (the step that made it Pending), else when it last changed or was last decided.
 */
export function queuedAtOf(item: Pick<Item, 'status' | 'pending_revision' | 'moderation_history' | 'created_at' | 'updated_at'>): Date {
  if (item.pending_revision) return new Date(item.pending_revision.submitted_at);
  const history = item.moderation_history ?? [];
  if (item.status === 'pending') {
    const since = history.findLast((record) => record.subject !== 'edit' && record.to === 'Pending');
    return new Date(since?.at ?? item.created_at ?? item.updated_at ?? Date.now());
  }
  return new Date(Math.max(time(item.updated_at), time(history.at(-1)?.at), time(item.created_at)));
}

/** Who decides, and under which admin action (null: the admin's direct route). */
export interface Decider {
  by: 'admin';
  action_id: string | null;
}

/**
 * An admin's decision. An item with a pending revision (its seller edited it while approved) has the revision
 * decided, and stays approved either way: 'approved' applies the revision in one write announced as any change
 * is, 'rejected' discards it and keeps the reason for the seller in revision_reason (status_reason would mark
 * the item itself rejected). Any other item is approved or rejected itself (a note on a revision turned down
 * earlier goes, the decision now being on the whole item); only approved items are public.
 */
export function decisionChanges(current: Item, status: Exclude<ItemStatus, 'pending'>, reason: string | null, decider: Decider): Partial<Item> {
  const revision = current.pending_revision ?? null;
  const to = queueStatusOf(status);
  const step = { by: decider.by, action_id: decider.action_id, reason: status === 'rejected' ? reason : null };
  if (!revision) {
    return {
      status,
      status_reason: status === 'rejected' ? reason : null,
      revision_reason: null,
      moderation_history: withRecord(current, { ...step, from: queueStatusOf(current.status), to, subject: 'listing' }),
    };
  }
  const history = withRecord(current, { ...step, from: 'Pending', to, subject: 'edit' });
  if (status === 'rejected') return { pending_revision: null, revision_reason: reason, moderation_history: history };
  const { submitted_at: _submittedAt, ...fields } = revision;
  return { ...fields, pending_revision: null, revision_reason: null, moderation_history: history };
}

/** What an admin action's decision does to an item, and how the catalog answers it. */
export interface DecisionPlan {
  outcome: Exclude<ActionOutcome, 'pending'>;
  /** The refusal's message (null unless refused). */
  reason: string | null;
  /** The item's changes; empty when nothing changes (the answer is written alone). */
  changes: Partial<Item>;
}

/**
 * `admin.item.moderated` on the item as it is: applied when a listing or an edit waits; unchanged when this
 * action was applied before (a redelivery) or the item already is as decided (asked twice); refused when
 * nothing waits and the item is otherwise (ADMIN_MESSAGES.itemNothingToDecide), or it is deleted.
 */
export function planDecision(current: Item, actionId: string, status: Exclude<ItemStatus, 'pending'>, reason: string | null): DecisionPlan {
  if (current.deleted_at) return { outcome: 'refused', reason: ADMIN_MESSAGES.listingNotFound, changes: {} };
  if ((current.moderation_history ?? []).some((record) => record.action_id === actionId)) return { outcome: 'unchanged', reason: null, changes: {} };
  if (awaitingOf(current)) return { outcome: 'applied', reason: null, changes: decisionChanges(current, status, reason, { by: 'admin', action_id: actionId }) };
  if (current.status === status) return { outcome: 'unchanged', reason: null, changes: {} };
  return { outcome: 'refused', reason: ADMIN_MESSAGES.itemNothingToDecide, changes: {} };
}
