import { Injectable } from '@nestjs/common';
import {
  ADMIN_ID_PATTERN,
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  EVENTS,
  ITEM_DECISIONS,
  MODERATION_KINDS,
  ModerationDecisionBody,
  ModerationQueueQuery,
  dealMoveRefused,
  plainText,
  type AccessTokenClaims,
  type AdminActionView,
  type AdminDealModeratedPayload,
  type AdminItemModeratedPayload,
  type ItemDecision,
  type ModerationDetail,
  type ModerationEntry,
  type ModerationKind,
  type ModerationQueuePage,
  type ModerationSlice,
  type ModerationStatusFilter,
} from '@solar/contracts';
import { BusinessRuleError, InvalidInputError, lastPage, NotFoundError, Outbox } from '@solar/platform';
import { AdminActions } from '../actions/admin-actions.service';
import { ListingOwners } from '../owners/listing-owners';

const M = ADMIN_MESSAGES;

/** The queue's order: the longest waiting first (deals before items at the same moment, then by id). */
const bySubmitted = (a: ModerationEntry, b: ModerationEntry) =>
  a.submitted_at.localeCompare(b.submitted_at) || a.kind.localeCompare(b.kind) || a.id - b.id || a.uuid.localeCompare(b.uuid);

/** Per-status counts of several owners, added up. */
export function sumCounts(slices: readonly ModerationSlice[]): ModerationQueuePage['counts'] {
  const counts: ModerationQueuePage['counts'] = {};
  for (const slice of slices) {
    for (const [status, count] of Object.entries(slice.counts) as Array<[ModerationStatusFilter, number]>) counts[status] = (counts[status] ?? 0) + count;
  }
  return counts;
}

const isKind = (value: string): value is ModerationKind => (MODERATION_KINDS as readonly string[]).includes(value);

/**
 * The moderation queue over both owners of listings, and the admin's decisions on them. The queue is read from
 * the owners each time (their `internal/moderation` slices, merged oldest first); a decision is checked against
 * the entry's moves as its owner reads them now, recorded, and sent to the owner as an event it applies by its
 * own rules (`admin.deal.moderated` / `admin.item.moderated`), answering with `*.admin-action-settled`.
 */
@Injectable()
export class Moderation {
  constructor(
    private readonly owners: ListingOwners,
    private readonly actions: AdminActions,
    private readonly outbox: Outbox,
  ) {}

  /**
   * A page of the queue: the first `page * per_page` entries of each owner are enough to know the merged page's
   * entries, so each owner is asked for as many, and the merged list is sliced.
   */
  async queue(query: ModerationQueueQuery): Promise<ModerationQueuePage> {
    const kinds = !query.kind || query.kind === 'all' ? MODERATION_KINDS : [query.kind];
    const status = query.status ?? 'Pending';
    const page = query.page_no ?? 1;
    const limit = query.per_page ?? ADMIN_LIMITS.pageSize;
    const slices = await Promise.all(kinds.map((kind) => this.owners.slice(kind, status, page * limit)));
    const merged = slices.flatMap((slice) => slice.entries).sort(bySubmitted);
    const total = slices.reduce((sum, slice) => sum + slice.total, 0);
    return { items: merged.slice((page - 1) * limit, page * limit), total, page, limit, last_page: lastPage(total, limit), counts: sumCounts(slices) };
  }

  /** One entry as its owner has it now (404 listingNotFound). */
  async entry(kind: string, uuid: string): Promise<ModerationDetail> {
    if (!isKind(kind) || !ADMIN_ID_PATTERN.test(uuid)) throw new NotFoundError(M.listingNotFound);
    const detail = await this.owners.entry(kind, uuid);
    if (!detail) throw new NotFoundError(M.listingNotFound);
    return detail;
  }

  /** Checks a decision against the entry's moves as its owner reads them now, and sends it (the action, state `sent`). */
  async decide(caller: AccessTokenClaims, body: ModerationDecisionBody): Promise<AdminActionView> {
    const reason = plainText(body.reason ?? '') || null;
    if (body.status === 'Rejected' && !reason) throw new InvalidInputError({ reason: [M.reasonRequired] });
    const detail = await this.entry(body.kind, body.uuid);
    const { entry } = detail;
    if (body.kind === 'deal') {
      if (!detail.moves.includes(body.status))
        throw new BusinessRuleError(dealMoveRefused(entry.status, body.status, 'admin'), { status: [dealMoveRefused(entry.status, body.status, 'admin')] });
    } else {
      if (!(ITEM_DECISIONS as readonly string[]).includes(body.status)) throw new BusinessRuleError(M.itemDecision, { status: [M.itemDecision] });
      if (!detail.moves.includes(body.status)) throw new BusinessRuleError(M.itemNothingToDecide, { status: [M.itemNothingToDecide] });
    }
    const admin = await this.actions.actingAdmin(caller);
    const { action } = await this.actions.record(
      {
        action: 'listing.moderated',
        admin,
        target: { kind: body.kind, id: entry.uuid, label: entry.title },
        before: { status: entry.status, awaiting: entry.awaiting, reason: entry.reason },
        after: { status: body.status, reason },
        state: 'sent',
        steps: [{ kind: body.kind, uuid: entry.uuid, title: entry.title, request: { status: body.status, reason, awaiting: entry.awaiting } }],
        message: M.decisionSent(body.status),
      },
      (id, at) => [
        body.kind === 'deal'
          ? this.outbox.event(EVENTS.admin.dealModerated, entry.uuid, {
              action_id: id,
              deal_uuid: entry.uuid,
              status: body.status,
              reason,
              at,
            } satisfies AdminDealModeratedPayload)
          : this.outbox.event(EVENTS.admin.itemModerated, entry.uuid, {
              action_id: id,
              item_uuid: entry.uuid,
              decision: body.status as ItemDecision,
              reason,
              at,
            } satisfies AdminItemModeratedPayload),
      ],
    );
    return this.actions.view(action);
  }
}
