import { Injectable } from '@nestjs/common';
import {
  DEAL_MESSAGES,
  LIMITS,
  MESSAGES,
  canMoveDeal,
  hasErrors,
  numberOf,
  plainText,
  validateDealForm,
  type AccessTokenClaims,
  type DealActor,
  type DealStatus,
  type ListingId,
} from '@solar/contracts';
import { BusinessRuleError, ForbiddenError, InvalidInputError } from '@solar/platform';
import { formOf } from './deal-fields';
import { formFieldsOf, type Deal } from './deal.schema';
import { DealEditsService, type SellerAnswer } from './deal-edits.service';
import { DealsService, dealKeyOf, type DealChange, type DealMove } from './deals.service';

const D = DEAL_MESSAGES;

/**
 * The marketplace's own move when a deal's quantity changes: a public or private deal is OutOfStock at 0, and
 * a sold-out deal (OutOfStock, or Contract when paid contracts took every unit) is Active again once
 * restocked, as the transition table lets the marketplace. Null when the quantity moves nothing.
 */
export function stockMoveFor(status: DealStatus, totalQty: number): DealMove | null {
  if (totalQty === 0 && canMoveDeal(status, 'OutOfStock', 'system')) return { to: 'OutOfStock', by: 'system', reason: D.outOfStockReason };
  if (totalQty > 0 && canMoveDeal(status, 'Active', 'system')) return { to: 'Active', by: 'system', reason: D.restockedReason };
  return null;
}

const reasonOf = (reason: string | undefined): string | null => plainText(reason) || null;

/**
 * An admin's decision on the deal's pending revision, as one change of the deal read: Approved publishes it over
 * the live deal (with the marketplace's stock move), Rejected discards it and keeps the reason for the seller.
 * Null when no revision waits (decided meanwhile). Rejected needs the reason (checked by the callers).
 */
export function revisionDecision(current: Deal, decision: 'Approved' | 'Rejected', reason: string | null): DealChange | null {
  const revision = current.pending_revision;
  if (!revision) return null;
  if (decision === 'Rejected') return { set: { pending_revision: null, revision_reason: reason } };
  const published = formFieldsOf(revision);
  return { set: { ...published, pending_revision: null, revision_reason: null }, move: stockMoveFor(current.status, published.total_qty) ?? undefined };
}

/** What is wrong with a quantity available as `listing/update-inventory` takes it (a whole number from 0), or null. */
export function inventoryProblem(units: number | undefined): string | null {
  if (units === undefined || units < 0 || !Number.isInteger(units)) return MESSAGES.product.quantityWhole;
  if (units > LIMITS.quantityMax) return MESSAGES.limits.quantityTooLarge;
  return null;
}

/**
 * The deal's quantity set to `units` (valid, see inventoryProblem) in the deal `status` will have: on the live
 * deal and on the edit waiting for approval (so approving it later does not bring back an old quantity), with
 * the marketplace's stock move. Null when it changes nothing.
 */
export function inventoryChange(current: Deal, units: number, status: DealStatus = current.status): { set: Partial<Deal>; move: DealMove | undefined } | null {
  const move = stockMoveFor(status, units) ?? undefined;
  if (current.total_qty === units && !move) return null;
  const revision = current.pending_revision;
  return { set: { total_qty: units, ...(revision ? { pending_revision: { ...revision, total_qty: units } } : {}) }, move };
}

/** Moves of a deal's status (by its seller, an admin, or the marketplace at a quantity change) and decisions on pending revisions. */
@Injectable()
export class DealStatusService {
  constructor(
    private readonly deals: DealsService,
    private readonly edits: DealEditsService,
  ) {}

  /**
   * `listing/update-status`. The deal's seller makes the seller's moves of the transition table, an admin the
   * admin's on any deal; anyone else is refused (403). An admin's Approved or Rejected on a deal with a pending
   * revision decides the revision (the deal keeps its status: a live deal has no move to Approved). A draft
   * goes to an admin only complete.
   */
  async updateStatus(caller: AccessTokenClaims, listingId: ListingId, to: DealStatus, reason: string | undefined): Promise<SellerAnswer> {
    const deal = await this.deals.find(dealKeyOf(listingId));
    const isSeller = deal.owner_id === caller.sub;
    const isAdmin = caller.roles.includes('admin');
    if (!isSeller && !isAdmin) throw new ForbiddenError(D.notYourDeal);
    const why = reasonOf(reason);
    if (isAdmin && deal.pending_revision && (to === 'Approved' || to === 'Rejected')) return this.decideRevision(deal, to, why);

    // An admin selling on the marketplace moves their own deal as its seller where the table lets a seller.
    const actor: DealActor = isSeller && (!isAdmin || canMoveDeal(deal.status, to, 'seller')) ? 'seller' : 'admin';
    if (actor === 'admin' && to === 'Rejected' && !why) throw new InvalidInputError({ reason: [D.reasonRequired] });
    if (actor === 'seller' && to === 'Pending' && deal.status === 'Incomplete') {
      const errors = validateDealForm(formOf(formFieldsOf(deal)));
      if (hasErrors(errors)) throw new BusinessRuleError(D.draftIncomplete, errors);
    }
    const moved = await this.deals.change(dealKeyOf(listingId), (): DealChange => ({ move: { to, by: actor, reason: why } }));
    return { deal: this.deals.sellerView(moved), message: D.statusChanged(moved.status) };
  }

  /**
   * `listing/update-inventory`: the units the deal has, applied at once to the live deal and to the edit waiting
   * for approval (so approving it later does not bring back an old quantity), with the marketplace's move.
   */
  async updateInventory(sellerId: string, listingId: ListingId, quantity: unknown): Promise<SellerAnswer> {
    const units = numberOf(quantity);
    const problem = inventoryProblem(units);
    if (problem !== null) throw new InvalidInputError({ total_qty: [problem] });
    await this.edits.own(sellerId, listingId);
    const deal = await this.deals.change(dealKeyOf(listingId), (current): DealChange | null => inventoryChange(current, units!));
    return { deal: this.deals.sellerView(deal), message: D.inventoryUpdated };
  }

  /** Approved publishes the pending revision over the live deal; Rejected discards it, its reason kept for the seller. */
  private async decideRevision(deal: Deal, decision: 'Approved' | 'Rejected', reason: string | null): Promise<SellerAnswer> {
    if (decision === 'Rejected' && !reason) throw new InvalidInputError({ reason: [D.reasonRequired] });
    // Decided meanwhile (by another admin): nothing is left to decide, and nothing is written.
    const decided = await this.deals.change(dealKeyOf(deal.uuid), (current) => revisionDecision(current, decision, reason));
    return { deal: this.deals.sellerView(decided), message: decision === 'Approved' ? D.revisionApproved : D.revisionRejected };
  }
}
