import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ADMIN_LIMITS,
  type AccessTokenClaims,
  type ActionStepView,
  type AdminAction,
  type AdminActionSettledPayload,
  type AdminActionState,
  type AdminActionView,
  type AuditLogQuery,
  type PageOf,
} from '@solar/contracts';
import { LOST_RACE, Outbox, findPage, isDuplicateKeyError, retryOnConflict, type ListQuery, type OutboxEntry } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AdminAccounts, displayName } from '../accounts/admin-accounts.service';
import { AdminActionRecord, type ActionStep } from './admin-action.schema';
import { settleTransfer } from '../transfers/ownership-transfer.saga';

/** Who acted, as the audit log names them. */
export interface ActingAdmin {
  id: string;
  name: string;
}

/** A new action, before it has an id. */
export interface NewAction {
  action: AdminAction;
  admin: ActingAdmin;
  target: { kind: string; id: string; label: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  state: AdminActionState;
  steps?: Array<Pick<ActionStep, 'kind' | 'uuid' | 'title' | 'request'>>;
  message: string;
  /** For a request the page may send twice: `request_id` with the admin's id (see AdminActionRecord.request_key). */
  request?: { id: string; adminId: string };
  to_seller_id?: string | null;
  /** The id to write it under (the event id of what it records), else a new uuid. */
  id?: string;
}

/** What one settled answer changes in an action: the fields to set and the events sent with them (null: nothing). */
export interface ActionChange {
  set: Partial<Pick<AdminActionRecord, 'steps' | 'state' | 'message' | 'compensation_id'>>;
  events?: OutboxEntry[];
}

/** Answers to one action's deals arrive together (one per partition at a time): each retries a lost write after a short, spread pause. */
const MAX_CONFLICT_RETRIES = 20;
const backoffMs = (attempt: number) => Math.random() * Math.min(50, 2 ** attempt);

/** The key a request the page may send twice is unique by: the action, the admin and the page's request id. */
const requestKey = (action: AdminAction, request: { id: string; adminId: string }) => `${action}:${request.adminId}:${request.id}`;

const AUDIT_LOG_LIST: ListQuery = {
  allowList: { fields: [], where: ['action'], query: ['target_label', 'admin_name', 'message'] },
  defaultSort: { field: 'at', direction: 'desc' },
  tieBreak: { _id: -1 },
  defaultLimit: ADMIN_LIMITS.pageSize,
  maxLimit: ADMIN_LIMITS.pageMax,
};

/** Where an action that owners apply stands once every step has been answered (single steps and bulk edits). */
export function settledState(steps: readonly ActionStep[]): AdminActionState | null {
  if (steps.some((step) => step.outcome === 'pending')) return null;
  const refused = steps.filter((step) => step.outcome === 'refused').length;
  if (refused === 0) return 'applied';
  return refused === steps.length ? 'refused' : 'partly';
}

/** The steps with one answered: null when that step is not waiting (a redelivered or unknown answer). */
export function withAnswer(steps: readonly ActionStep[], phase: ActionStep['phase'], answer: AdminActionSettledPayload): ActionStep[] | null {
  const index = steps.findIndex((step) => step.phase === phase && step.uuid === answer.uuid && step.outcome === 'pending');
  if (index < 0) return null;
  const answered: ActionStep = {
    ...steps[index]!,
    title: answer.title || steps[index]!.title,
    outcome: answer.outcome,
    reason: answer.reason,
    from_seller_id: phase === 'forward' ? answer.previous_seller_id : steps[index]!.from_seller_id,
    settled_at: new Date(answer.at),
  };
  return steps.map((step, i) => (i === index ? answered : step));
}

/**
 * The admin actions (one collection: the audit log). Each is written once with the events announcing it and
 * changed only by its owners' answers, each change one write conditional on what it was decided from.
 */
@Injectable()
export class AdminActions {
  private readonly logger = new Logger(AdminActions.name);

  constructor(
    @InjectModel(AdminActionRecord.name) private readonly actions: Model<AdminActionRecord>,
    private readonly accounts: AdminAccounts,
    private readonly outbox: Outbox,
  ) {}

  /** The admin as the audit log names them: from the accounts' read model, else from their token. */
  async actingAdmin(caller: AccessTokenClaims): Promise<ActingAdmin> {
    const account = await this.accounts.find(caller.sub);
    return { id: caller.sub, name: account ? displayName(account) : tokenName(caller) };
  }

  /**
   * Writes the action with the events `events` builds for its id, in one write. A request sent again (same
   * request id from the same admin) writes nothing: `created` is false and the action is the first one.
   */
  async record(input: NewAction, events: (id: string, at: string) => OutboxEntry[] = () => []): Promise<{ action: AdminActionRecord; created: boolean }> {
    const id = input.id ?? randomUUID();
    const now = new Date();
    const key = input.request ? requestKey(input.action, input.request) : undefined;
    const action: AdminActionRecord = {
      _id: id,
      action: input.action,
      at: now,
      admin_id: input.admin.id,
      admin_name: input.admin.name,
      target_kind: input.target.kind,
      target_id: input.target.id,
      target_label: input.target.label,
      before: input.before ?? null,
      after: input.after ?? null,
      state: input.state,
      steps: (input.steps ?? []).map((step) => ({ ...step, phase: 'forward', outcome: 'pending', reason: null, from_seller_id: null, settled_at: null })),
      message: input.message,
      ...(key ? { request_key: key } : {}),
      to_seller_id: input.to_seller_id ?? null,
      compensation_id: null,
      revision: 1,
      updated_at: now,
    };
    const outgoing = events(id, now.toISOString());
    try {
      await this.actions.create({ ...action, ...(outgoing.length ? { _outbox: outgoing } : {}) });
      return { action, created: true };
    } catch (error) {
      if (!key || !isDuplicateKeyError(error)) throw error;
      const first = await this.actions.findOne({ request_key: key }).lean<AdminActionRecord>();
      if (!first) throw error;
      return { action: first, created: false };
    }
  }

  /** Records an action whose document id is the id of the event it stems from: false when an earlier delivery did. */
  async recordOnce(input: NewAction & { id: string }): Promise<boolean> {
    try {
      await this.record(input);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error) && (await this.actions.exists({ _id: input.id }))) return false;
      throw error;
    }
  }

  /** The action a request (request id and admin) started before, or null. */
  byRequest(action: AdminAction, request: { id: string; adminId: string }): Promise<AdminActionRecord | null> {
    return this.actions.findOne({ request_key: requestKey(action, request) }).lean<AdminActionRecord>();
  }

  find(id: string, action?: AdminAction): Promise<AdminActionRecord | null> {
    return this.actions.findOne(action ? { _id: id, action } : { _id: id }).lean<AdminActionRecord>();
  }

  /** The newest action of a kind about one target, or null. */
  latest(action: AdminAction, targetId: string): Promise<AdminActionRecord | null> {
    return this.actions.findOne({ action, target_id: targetId }).sort({ at: -1, _id: -1 }).lean<AdminActionRecord>();
  }

  /** The audit log: every action, newest first, by target label, admin name or message, of one kind. */
  page(query: Pick<AuditLogQuery, 'q' | 'action' | 'page_no' | 'per_page'>, scope: { action?: AdminAction } = {}): Promise<PageOf<AdminActionView>> {
    const q = query.q?.trim();
    const action = scope.action ?? query.action;
    return findPage(
      this.actions,
      {
        where: action ? { action } : {},
        ...(q ? { query: { term: q, fields: [] } } : {}),
        page: query.page_no ?? 1,
        limit: query.per_page ?? ADMIN_LIMITS.pageSize,
      },
      AUDIT_LOG_LIST,
      { toItems: (docs) => this.views(docs) },
    );
  }

  /**
   * An owner's answer to a step: sets the step's outcome, and the action's state once every step is answered
   * (a transfer's saga decides its own next step, see settleTransfer). Redelivered answers, and answers to
   * steps already answered, change nothing.
   */
  async settle(answer: AdminActionSettledPayload): Promise<void> {
    const known = await this.actions.findOne({ $or: [{ _id: answer.action_id }, { compensation_id: answer.action_id }] }, { _id: 1 }).lean<{ _id: string }>();
    if (!known) {
      this.logger.warn(`An answer for unknown admin action ${answer.action_id} (${answer.uuid}) was ignored`);
      return;
    }
    await retryOnConflict(
      MAX_CONFLICT_RETRIES,
      async () => {
        const current = await this.actions.findById(known._id).lean<AdminActionRecord>();
        if (!current) return null;
        const phase = current._id === answer.action_id ? 'forward' : 'compensation';
        const steps = withAnswer(current.steps, phase, answer);
        if (!steps) return current;
        const change = this.decide(current, phase, steps);
        if (!change) return current;
        return (await this.apply(current, change)) ?? LOST_RACE;
      },
      { backoffMs },
    );
  }

  /** One write of a change, taken only from the revision and state it was decided from (null: another write came first). */
  private async apply(current: AdminActionRecord, change: ActionChange): Promise<AdminActionRecord | null> {
    const update = { $set: { ...change.set, revision: current.revision + 1, updated_at: new Date() } };
    return this.actions
      .findOneAndUpdate(
        { _id: current._id, revision: current.revision, state: current.state },
        change.events?.length ? { ...update, ...this.outbox.pushEvents(...change.events) } : update,
        { returnDocument: 'after' },
      )
      .lean<AdminActionRecord>();
  }

  private decide(current: AdminActionRecord, phase: ActionStep['phase'], steps: ActionStep[]): ActionChange | null {
    if (current.action === 'deal.ownership-transfer') return settleTransfer(current, phase, steps, this.outbox);
    if (current.state !== 'sent') return null;
    const state = settledState(steps);
    if (!state) return { set: { steps } };
    // A single step refused says why in the action's message (the owner's rule).
    const refusal = steps.length === 1 && state === 'refused' ? steps[0]!.reason : null;
    return { set: { steps, state, ...(refusal ? { message: refusal } : {}) } };
  }

  async view(action: AdminActionRecord): Promise<AdminActionView> {
    return (await this.views([action]))[0]!;
  }

  /** The actions as the admin pages show them, the sellers their steps name looked up at once. */
  async views(actions: readonly AdminActionRecord[]): Promise<AdminActionView[]> {
    const accounts = await this.accounts.findMany(actions.flatMap((action) => action.steps.map((step) => step.from_seller_id ?? '')));
    return actions.map((action) => ({
      id: action._id,
      action: action.action,
      at: new Date(action.at).toISOString(),
      admin: { id: action.admin_id, name: action.admin_name },
      target: { kind: action.target_kind, id: action.target_id, label: action.target_label },
      before: action.before ?? null,
      after: action.after ?? null,
      state: action.state,
      steps: action.steps.map((step): ActionStepView => ({
        kind: step.kind,
        uuid: step.uuid,
        title: step.title,
        request: step.request ?? {},
        outcome: step.outcome,
        reason: step.reason,
        from_seller: step.from_seller_id ? this.accounts.party(step.from_seller_id, accounts.get(step.from_seller_id)) : null,
      })),
      message: action.message,
      updated_at: new Date(action.updated_at).toISOString(),
    }));
  }
}

/** The admin as the audit log names them when the accounts' read model does not know them (yet): from their token. */
const tokenName = (caller: AccessTokenClaims): string => [caller.firstname, caller.lastname].filter(Boolean).join(' ') || caller.sub;
