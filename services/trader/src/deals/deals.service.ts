import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DEAL_MESSAGES,
  EVENTS,
  MOQ_UNITS,
  OFFERABLE_DEAL_STATUSES,
  OFFER_MESSAGES,
  PUBLIC_DEAL_STATUSES,
  VISIBLE_DEAL_STATUSES,
  canMoveDeal,
  dealFigures,
  dealMoveRefused,
  usStateOfCode,
  type AccessTokenClaims,
  type DealActor,
  type DealStatus,
  type DealView,
  type ListingId,
  type ListingOwner,
  type NormalisedSearchObject,
  type PageOf,
  type SearchScalar,
  type SellerDealView,
  type TraderDealPayload,
} from '@solar/contracts';
import {
  BusinessRuleError,
  ConflictError,
  FileStorage,
  LOST_RACE,
  NotFoundError,
  Outbox,
  Sequences,
  findPage,
  retryOnConflict,
  type ListQuery,
  type OutboxEntry,
} from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { toDealPayload, toDealView, toSellerDealView } from './deal-view';
import { Deal, type DealFormFields } from './deal.schema';

/** How a deal is found: by the numeric id its page's URL carries, or by its uuid. */
export type DealKey = { id: number } | { uuid: string };

export const dealKeyOf = (listingId: ListingId): DealKey =>
  typeof listingId === 'number' || /^\d{1,15}$/.test(listingId) ? { id: Number(listingId) } : { uuid: listingId };

/** A move of the deal's status, checked against the transition table by `change` on the state it applies to. */
export interface DealMove {
  to: DealStatus;
  by: DealActor;
  reason: string | null;
}

/** What one write does to a deal: fields to set, and its moves (usually one; an admin's move and the stock's move it leads to, two). */
export interface DealChange {
  set?: Partial<Deal>;
  move?: DealMove;
  /** Moves made in this order, after `move` when both are given; each is checked on the status the one before left. */
  moves?: DealMove[];
  /** A history entry that is not a move (the status stays): an ownership transfer's. */
  note?: { by: DealActor; reason: string };
  /** Events announced in the same write besides the deal's own (an admin action's answer), made from the deal as written. */
  events?: (next: Deal) => OutboxEntry[];
}

/**
 * Fields only its seller and admins see, or only the trader reads: changing nothing else changes nothing other
 * services know (no `trader.deal.updated`, no new `updated_at`).
 */
const SELLER_ONLY_FIELDS: ReadonlySet<string> = new Set(['pending_revision', 'revision_reason', 'private_buyer_ids', 'admin_actions']);

/**
 * Whether `userId` may open (and offer on) the deal as far as an admin's private grants go: a Private deal limited
 * to chosen buyers is theirs, its seller's and admins' alone. Every other deal: yes (its status rules apply).
 */
export function grantedTo(deal: Pick<Deal, 'status' | 'owner_id' | 'private_buyer_ids'>, userId: string | undefined, isAdmin = false): boolean {
  const granted = deal.private_buyer_ids ?? [];
  if (deal.status !== 'Private' || granted.length === 0 || isAdmin) return true;
  return userId !== undefined && (userId === deal.owner_id || granted.includes(userId));
}

/** listing/user-deals: the seller's own deals in any status. */
export const USER_DEALS_LIST: ListQuery = {
  allowList: {
    fields: [],
    where: ['status', 'category_id'],
    whereIn: ['status', 'category_id'],
    orderby: ['created_at', 'updated_at', 'name', 'price', 'total_qty', 'id'],
    query: ['name'],
  },
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreak: { id: 1 },
  defaultLimit: 20,
};

/** Which of a seller's deals a list of theirs holds: those in `statuses` (every status when absent), listed as `list` says. */
export interface OwnDealsScope {
  statuses?: readonly DealStatus[];
  /** Also the deals any paid contract bought part of, whatever their status (the sold listing). */
  withSales?: boolean;
  list: ListQuery;
}

/** Deals featured-deals and recent-deals answer. */
export const SHOWCASE_LIMIT = 8;

const MAX_CONFLICT_RETRIES = 5;
const isPublic = (status: DealStatus) => PUBLIC_DEAL_STATUSES.includes(status);

/**
 * A filter value as deals store it: the listing URL is lower-cased ('sta_tx', 'mu_mw'), deals hold the state's
 * code and the MOQ unit as MOQ_UNITS spells it.
 */
function storedFilterValue(field: string, value: SearchScalar): SearchScalar {
  if (typeof value !== 'string') return value;
  if (field === 'state') return usStateOfCode(value)?.code ?? value;
  if (field === 'moq_unit') return MOQ_UNITS.find((unit) => unit.toLowerCase() === value.toLowerCase()) ?? value;
  return value;
}

/** The search object with its `where` and `where_in` values as stored, and without the names `drop` lists. */
function storedFilters(search: NormalisedSearchObject, drop: (field: string, value: unknown) => boolean): NormalisedSearchObject {
  const where = Object.entries(search.where ?? {}).filter(([field, value]) => !drop(field, value));
  const whereIn = Object.entries(search.where_in ?? {}).filter(([field, values]) => !drop(field, values));
  return {
    ...search,
    where: Object.fromEntries(where.map(([field, value]) => [field, storedFilterValue(field, value)])),
    where_in: Object.fromEntries(whereIn.map(([field, values]) => [field, values.map((value) => storedFilterValue(field, value))])),
  };
}

/** A new deal of `ownerId` in `status` with its first history entry, as `insert` writes it under the id `id`. */
export function newDeal(id: number, ownerId: string, fields: DealFormFields, status: DealStatus, reason: string | null, now: Date): Deal {
  return {
    ...fields,
    id,
    uuid: randomUUID(),
    owner_id: ownerId,
    status,
    status_reason: null,
    status_history: [{ from: null, to: status, by: 'seller', reason, at: now }],
    reservations: [],
    reserved_qty: 0,
    sales: [],
    sold_qty: 0,
    lot_value: dealFigures(fields).lot_value,
    published_at: null,
    pending_revision: null,
    revision_reason: null,
    private_buyer_ids: [],
    previous_owners: [],
    admin_actions: [],
    revision: 1,
    created_at: now,
    updated_at: now,
  };
}

/** What `change` writes for a change decided on the deal it read (see planDealChange). */
export interface PlannedDealChange {
  /** The fields set: the change's own, the derived lot value, the next revision, the move's status and, when others see it, updated_at. */
  fields: Partial<Deal>;
  /** The history entries pushed: one per move, then the note's. */
  entries: Deal['status_history'];
  /** The moves, in order, each with the status it left. */
  moves: Array<DealMove & { from: DealStatus }>;
  /** The deal as written, but for the pushed history entries. */
  next: Deal;
  /** Whether other services see the change (`trader.deal.updated`). */
  seenByOthers: boolean;
}

/**
 * The write of `change` on `current`, without writing it: each move checked against the transition table on the
 * status the one before left (422 when refused), the quantity kept above the units held for offers. Pure, so the
 * demo seed moves the deals it has not written yet by the same rules as `change`.
 */
export function planDealChange(current: Deal, change: DealChange, now: Date): PlannedDealChange {
  const { set = {}, note } = change;
  const moves = [...(change.move ? [change.move] : []), ...(change.moves ?? [])];
  let from = current.status;
  const made: PlannedDealChange['moves'] = [];
  for (const move of moves) {
    if (!canMoveDeal(from, move.to, move.by)) throw new BusinessRuleError(dealMoveRefused(from, move.to, move.by));
    made.push({ ...move, from });
    from = move.to;
  }
  const move = moves.at(-1);
  const merged = { ...current, ...set };
  // Units held for accepted offers stay on the deal whatever else changes (an inventory update, an approved edit).
  if (merged.total_qty < merged.reserved_qty) {
    const message = OFFER_MESSAGES.inventoryBelowReserved(merged.reserved_qty);
    throw new BusinessRuleError(message, { total_qty: [message] });
  }
  // A change only the seller and admins see (an edit waiting for approval) leaves the public deal as it was.
  const seenByOthers = !!move || Object.keys(set).some((field) => !SELLER_ONLY_FIELDS.has(field));
  // Each move is a revision of its own, so consumers keeping the newest revision read every status-changed.
  const revision = current.revision + Math.max(1, moves.length);
  const fields: Partial<Deal> = { ...set, lot_value: dealFigures(merged).lot_value, revision, ...(seenByOthers ? { updated_at: now } : {}) };
  if (move) {
    fields.status = move.to;
    fields.status_reason = move.reason;
    if (moves.some((m) => isPublic(m.to)) && !current.published_at) fields.published_at = now;
  }
  const next = { ...current, ...fields } as Deal;
  const entries: Deal['status_history'] = made.map((m) => ({ from: m.from, to: m.to, by: m.by, reason: m.reason, at: now }));
  if (note) entries.push({ from: next.status, to: next.status, by: note.by, reason: note.reason, at: now });
  return { fields, entries, moves: made, next, seenByOthers };
}

/**
 * The deals and the one way they are written. Every write goes through `change` (or `insert`): the move it
 * makes is checked against the transition table on the state it applies to, and the change, its events and
 * the move's history entry are one single-document write.
 */
@Injectable()
export class DealsService {
  constructor(
    @InjectModel(Deal.name) private readonly deals: Model<Deal>,
    private readonly outbox: Outbox,
    private readonly files: FileStorage,
    private readonly sequences: Sequences,
  ) {}

  /** The deal, or 404. */
  async find(key: DealKey): Promise<Deal> {
    const deal = await this.deals.findOne(key).lean<Deal>();
    if (!deal) throw new NotFoundError(DEAL_MESSAGES.dealNotFound);
    return deal;
  }

  view(deal: Deal): DealView {
    return toDealView(deal, this.files);
  }

  /** `TRADER_INTERNAL_API.dealOwner`: the seller of the deal with this numeric id while it is public; 404 otherwise. */
  async publicOwner(dealId: string): Promise<ListingOwner> {
    const deal = /^\d{1,15}$/.test(dealId)
      ? await this.deals
          .findOne({ id: Number(dealId) })
          .select('owner_id status')
          .lean<Pick<Deal, 'owner_id' | 'status'>>()
      : null;
    if (!deal || !isPublic(deal.status)) throw new NotFoundError(DEAL_MESSAGES.dealNotFound);
    return { owner_id: deal.owner_id };
  }

  sellerView(deal: Deal): SellerDealView {
    return toSellerDealView(deal, this.files);
  }

  /**
   * One deal for `caller` (undefined when signed out): its seller and admins get the seller's view in any
   * status; anyone else the public view of a deal visible by its link (a Private deal limited to chosen buyers:
   * only by them), and 404 for any other.
   */
  async open(listingId: ListingId, caller: AccessTokenClaims | undefined): Promise<DealView | SellerDealView> {
    const deal = await this.find(dealKeyOf(listingId));
    if (caller && (caller.sub === deal.owner_id || caller.roles.includes('admin'))) return this.sellerView(deal);
    // A Private deal an admin limited to chosen buyers is, for anyone else, as unknown as a missing one.
    if (!VISIBLE_DEAL_STATUSES.includes(deal.status) || !grantedTo(deal, caller?.sub)) throw new NotFoundError(DEAL_MESSAGES.dealNotFound);
    return this.view(deal);
  }

  /** The deals of these uuids, by uuid (those that exist). */
  async findMany(uuids: readonly string[]): Promise<Map<string, Deal>> {
    const deals = uuids.length ? await this.deals.find({ uuid: { $in: [...new Set(uuids)] } }).lean<Deal[]>() : [];
    return new Map(deals.map((deal) => [deal.uuid, deal]));
  }

  /** Deals holding reservations, for the sweep that releases those whose offers ended without saying so. */
  reserving(): Promise<Deal[]> {
    return this.deals.find({ reserved_qty: { $gt: 0 } }).lean<Deal[]>();
  }

  /**
   * Holds `qty` units of the deal for the acceptance of an offer at `forRevision`: refused when the deal no longer
   * takes offers (422) or no longer has the units free (409, another acceptance took them first). The same
   * acceptance sent twice holds once (`taken` is false for the call that found the hold made); a hold the offer
   * kept from an earlier acceptance is replaced.
   */
  async reserve(dealUuid: string, offerUuid: string, qty: number, forRevision: number): Promise<{ deal: Deal; taken: boolean }> {
    let taken = false;
    const deal = await this.change({ uuid: dealUuid }, (current): DealChange | null => {
      taken = false;
      const earlier = current.reservations.find((held) => held.offer_uuid === offerUuid);
      if (earlier?.for_revision === forRevision) return null;
      if (!OFFERABLE_DEAL_STATUSES.includes(current.status)) throw new BusinessRuleError(OFFER_MESSAGES.dealNotTakingOffers);
      const others = current.reservations.filter((held) => held !== earlier);
      const heldByOthers = current.reserved_qty - (earlier?.qty ?? 0);
      if (current.total_qty - heldByOthers < qty) throw new ConflictError(OFFER_MESSAGES.quantityGone);
      taken = true;
      return {
        set: { reservations: [...others, { offer_uuid: offerUuid, for_revision: forRevision, qty, at: new Date() }], reserved_qty: heldByOthers + qty },
      };
    });
    return { deal, taken };
  }

  /** Frees what the deal holds for an offer (only the hold of the acceptance at `forRevision` when given). */
  release(dealUuid: string, offerUuid: string, forRevision?: number): Promise<Deal> {
    return this.change({ uuid: dealUuid }, (current): DealChange | null => {
      const held = current.reservations.find((reservation) => reservation.offer_uuid === offerUuid);
      if (!held || (forRevision !== undefined && held.for_revision !== forRevision)) return null;
      return { set: { reservations: current.reservations.filter((r) => r !== held), reserved_qty: current.reserved_qty - held.qty } };
    });
  }

  /**
   * A paid contract takes the units its offer holds: they leave the hold and the deal's quantity. A deal whose
   * quantity the contracts took all of is under Contract (the move is the marketplace's, from a public status).
   * Selling twice for one offer changes nothing. Refused (409 `quantityGone`) when the offer holds nothing and
   * the deal has not the units free: then the payment is refused.
   */
  sell(dealUuid: string, offerUuid: string, qty: number): Promise<Deal> {
    return this.change({ uuid: dealUuid }, (current): DealChange | null => {
      if (current.sales.some((sale) => sale.offer_uuid === offerUuid)) return null;
      const held = current.reservations.find((reservation) => reservation.offer_uuid === offerUuid);
      const reserved = current.reserved_qty - (held?.qty ?? 0);
      if (current.total_qty - reserved < qty) throw new ConflictError(OFFER_MESSAGES.quantityGone);
      const left = current.total_qty - qty;
      return {
        set: {
          total_qty: left,
          reservations: current.reservations.filter((r) => r !== held),
          reserved_qty: reserved,
          sales: [...current.sales, { offer_uuid: offerUuid, qty, for_revision: held?.for_revision ?? 0, at: new Date() }],
          sold_qty: current.sold_qty + qty,
        },
        ...(left === 0 && canMoveDeal(current.status, 'Contract', 'system') ? { move: { to: 'Contract', by: 'system', reason: null } } : {}),
      };
    });
  }

  /** Undoes `sell` for an offer whose payment failed after all: the units go back to the deal, held for it again. */
  unsell(dealUuid: string, offerUuid: string): Promise<Deal> {
    return this.change({ uuid: dealUuid }, (current): DealChange | null => {
      const sale = current.sales.find((s) => s.offer_uuid === offerUuid);
      if (!sale) return null;
      return {
        set: {
          total_qty: current.total_qty + sale.qty,
          reservations: [...current.reservations, { offer_uuid: offerUuid, for_revision: sale.for_revision, qty: sale.qty, at: new Date() }],
          reserved_qty: current.reserved_qty + sale.qty,
          sales: current.sales.filter((s) => s !== sale),
          sold_qty: current.sold_qty - sale.qty,
        },
        ...(current.status === 'Contract' ? { move: { to: 'Active', by: 'system', reason: null } } : {}),
      };
    });
  }

  /** Deal payloads in id order after `afterId`, for a consumer rebuilding its read model (search's reindex). */
  async exportPayloads(afterId: number, limit: number): Promise<TraderDealPayload[]> {
    const page = await this.deals
      .find({ id: { $gt: afterId } })
      .sort({ id: 1 })
      .limit(limit)
      .lean<Deal[]>();
    return page.map((deal) => toDealPayload(deal, this.files));
  }

  /**
   * The seller's own deals in any status, or in the scope's statuses only (the sold deals); the status filter
   * 'All' (the spec's listing filter) is every status the list holds.
   */
  ownPage(ownerId: string, search: NormalisedSearchObject, scope: OwnDealsScope = { list: USER_DEALS_LIST }): Promise<PageOf<SellerDealView>> {
    const everyStatus = (field: string, value: unknown) => field === 'status' && (value === 'All' || (Array.isArray(value) && value.includes('All')));
    return findPage(this.deals, storedFilters(search, everyStatus), scope.list, {
      filter: !scope.statuses
        ? { owner_id: ownerId }
        : scope.withSales
          ? { owner_id: ownerId, $or: [{ status: { $in: scope.statuses } }, { sold_qty: { $gt: 0 } }] }
          : { owner_id: ownerId, status: { $in: scope.statuses } },
      toItems: (page) => page.map((deal) => this.sellerView(deal)),
    });
  }

  /** A handful of public deals, the largest lots first. */
  async featured(): Promise<DealView[]> {
    const deals = await this.deals
      .find({ status: { $in: PUBLIC_DEAL_STATUSES }, lot_value: { $ne: null } })
      .sort({ lot_value: -1, id: 1 })
      .limit(SHOWCASE_LIMIT)
      .lean<Deal[]>();
    return deals.map((deal) => this.view(deal));
  }

  /** A handful of public deals, the most recently published first. */
  async recent(): Promise<DealView[]> {
    const deals = await this.deals
      .find({ status: { $in: PUBLIC_DEAL_STATUSES } })
      .sort({ published_at: -1, id: -1 })
      .limit(SHOWCASE_LIMIT)
      .lean<Deal[]>();
    return deals.map((deal) => this.view(deal));
  }

  /**
   * Inserts a new deal of `ownerId` in `status`, with its first history entry (`reason` says where it came
   * from, e.g. a copy) and `trader.deal.created`, in one write.
   */
  async insert(ownerId: string, fields: DealFormFields, status: DealStatus, reason: string | null = null): Promise<Deal> {
    const deal = newDeal(await this.sequences.next('deal'), ownerId, fields, status, reason, new Date());
    await this.deals.create({ ...deal, _outbox: [this.createdEvent(deal)] });
    return deal;
  }

  /**
   * Inserts deals made by newDeal (and moved by planDealChange), each with `trader.deal.created` carrying it as
   * written, in one write of many documents: the demo seed's. Their ids are the caller's (a block it reserved).
   */
  async insertMany(deals: readonly Deal[]): Promise<void> {
    await this.deals.insertMany(deals.map((deal) => ({ ...deal, _outbox: [this.createdEvent(deal)] })));
  }

  private createdEvent(deal: Deal): OutboxEntry {
    return this.outbox.event(EVENTS.trader.dealCreated, deal.uuid, toDealPayload(deal, this.files));
  }

  /**
   * Reads the deal, asks `decide` what to change (null: nothing, and nothing is written), and writes it in one
   * single-document write conditional on the revision read: the fields, the move (refused with 422 when the
   * transition table does not give it to its actor from the status read), the move's history entry,
   * `trader.deal.status-changed` for the move and `trader.deal.updated` for any change other services see. A
   * concurrent change makes it read and decide again.
   */
  async change(key: DealKey, decide: (current: Deal) => DealChange | null): Promise<Deal> {
    const backoffMs = (attempt: number) => (attempt > 0 ? Math.random() * Math.min(50, 2 ** attempt) : 0);
    return retryOnConflict(
      MAX_CONFLICT_RETRIES,
      async () => {
        const current = await this.find(key);
        const change = decide(current);
        if (change === null) return current;
        const { fields, entries, moves, next, seenByOthers } = planDealChange(current, change, new Date());
        const events: OutboxEntry[] = moves.map((made, index) =>
          this.outbox.event(EVENTS.trader.dealStatusChanged, next.uuid, {
            uuid: next.uuid,
            id: next.id,
            revision: current.revision + index + 1,
            previous_status: made.from,
            status: made.to,
            by: made.by,
            reason: made.reason,
          }),
        );
        if (seenByOthers) {
          events.push(this.outbox.event(EVENTS.trader.dealUpdated, next.uuid, toDealPayload(next, this.files)));
        }
        if (change.events) events.push(...change.events(next));
        const history = entries.length ? { $push: { status_history: { $each: entries } } } : {};
        const update = { $set: fields, ...history };
        const written = await this.deals
          .findOneAndUpdate({ uuid: current.uuid, revision: current.revision }, events.length ? this.outbox.withEvents(update, ...events) : update, {
            returnDocument: 'after',
            timestamps: false,
          })
          .lean<Deal>();
        return written ?? LOST_RACE;
      },
      { backoffMs },
    );
  }
}
