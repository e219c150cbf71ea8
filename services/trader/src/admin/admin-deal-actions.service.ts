import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  DEAL_MESSAGES,
  OFFER_MESSAGES,
  canMoveDeal,
  dealMoveRefused,
  dealPriceProblem,
  isPanelCategory,
  plainText,
  type AdminDealChanges,
  type EventOf,
  type IntegrationEvent,
} from '@solar/contracts';
import { AccountContacts, Inbox, MailOutbox } from '@solar/platform';
import { DEAL_BUYER_OPTIONS, type DealBuyerOptions } from '../trader.options';
import type { Deal } from '../deals/deal.schema';
import { inventoryChange, inventoryProblem, revisionDecision } from '../deals/deal-status.service';
import type { DealMove } from '../deals/deals.service';
import { AdminAnswers, type AdminDecision, type Settlement } from './admin-answers';
import { decisionMail, isMailedEffect, type MailedEffect } from './decision-mails';

const D = DEAL_MESSAGES;

/** The key an admin action is recorded under on a deal: its kind and id. */
export const actionKey = (kind: 'moderated' | 'edit' | 'grants', actionId: string): string => `${kind}:${actionId}`;

/**
 * An admin's move of a deal as `listing/update-status` takes it from an admin (DealStatusService.updateStatus):
 * Approved or Rejected of a waiting edit decides the edit; any other move is the admin's of the transition table;
 * a rejection needs its reason. Asked for the status the deal already has (and no edit waits): unchanged.
 */
export function moderationDecision(current: Deal, to: Deal['status'], reason: string | null): AdminDecision {
  if (to === 'Rejected' && !reason) return { outcome: 'refused', reason: D.reasonRequired };
  if (current.pending_revision && (to === 'Approved' || to === 'Rejected')) {
    const change = revisionDecision(current, to, reason);
    return change ? { outcome: 'applied', change, effect: `edit:${to}` } : { outcome: 'unchanged' };
  }
  if (current.status === to) return { outcome: 'unchanged' };
  if (!canMoveDeal(current.status, to, 'admin')) return { outcome: 'refused', reason: dealMoveRefused(current.status, to, 'admin') };
  return { outcome: 'applied', change: { move: { to, by: 'admin', reason } }, effect: `deal:${to}` };
}

/**
 * A bulk edit's changes of one deal, all or nothing: the status by the admin's moves of the table (a rejection
 * needs a reason, which a bulk edit does not carry), the price by the deal form's rule for its category, the
 * quantity as `listing/update-inventory` takes it (with the stock's move, from the status the edit leaves). Any
 * refused change refuses them all, the reason naming each refused change and why.
 */
export function editDecision(current: Deal, changes: AdminDealChanges): AdminDecision {
  const problems: string[] = [];
  const moves: DealMove[] = [];
  const set: Partial<Deal> = {};
  let status = current.status;
  if (changes.status !== undefined && changes.status !== current.status) {
    if (changes.status === 'Rejected') problems.push(`Status: ${D.reasonRequired}`);
    else if (!canMoveDeal(current.status, changes.status, 'admin')) problems.push(`Status: ${dealMoveRefused(current.status, changes.status, 'admin')}`);
    else {
      moves.push({ to: changes.status, by: 'admin', reason: null });
      status = changes.status;
    }
  }
  if (changes.price !== undefined && changes.price !== current.price) {
    const problem = typeof changes.price === 'number' ? dealPriceProblem(changes.price, isPanelCategory(current.category_id)) : D.invalidChoice;
    if (problem) problems.push(`Price: ${problem}`);
    else set.price = changes.price;
  }
  if (changes.total_qty !== undefined) {
    const units = changes.total_qty;
    const problem =
      inventoryProblem(typeof units === 'number' ? units : undefined) ??
      (units < current.reserved_qty ? OFFER_MESSAGES.inventoryBelowReserved(current.reserved_qty) : null);
    if (problem) problems.push(`Quantity: ${problem}`);
    else {
      const stock = inventoryChange(current, units, status);
      if (stock) {
        Object.assign(set, stock.set);
        if (stock.move) moves.push(stock.move);
      }
    }
  }
  if (problems.length) return { outcome: 'refused', reason: problems.join(' ') };
  if (!moves.length && !Object.keys(set).length) return { outcome: 'unchanged' };
  return { outcome: 'applied', change: { set, moves } };
}

/** The buyers a Private deal is limited to; only a Private deal takes any (an empty list lifts the limit on any deal). */
export function grantsDecision(current: Deal, buyerIds: readonly string[]): AdminDecision {
  const granted = [...new Set(buyerIds)];
  const now = current.private_buyer_ids ?? [];
  if (granted.length === now.length && granted.every((id) => now.includes(id))) return { outcome: 'unchanged' };
  if (granted.length > ADMIN_LIMITS.privateBuyersMax) return { outcome: 'refused', reason: ADMIN_MESSAGES.privateBuyers };
  if (granted.length > 0 && current.status !== 'Private') return { outcome: 'refused', reason: ADMIN_MESSAGES.privateNotPrivate };
  return { outcome: 'applied', change: { set: { private_buyer_ids: granted } } };
}

/** The admin's decisions on single deals (moderation, bulk edits, private grants), applied by the trader's rules and answered. */
@Injectable()
export class AdminDealActions {
  private readonly logger = new Logger(AdminDealActions.name);

  constructor(
    private readonly answers: AdminAnswers,
    private readonly contacts: AccountContacts,
    private readonly mails: MailOutbox,
    private readonly inbox: Inbox,
    @Inject(DEAL_BUYER_OPTIONS) private readonly options: DealBuyerOptions,
  ) {}

  /** `admin.deal.moderated`; the seller is mailed an approval, a rejection (with its reason) or a stop. */
  async moderated(event: EventOf<'admin.deal.moderated'>): Promise<Settlement> {
    const { action_id, deal_uuid, status } = event.data;
    const reason = plainText(event.data.reason ?? '').slice(0, ADMIN_LIMITS.reasonMax) || null;
    const settled = await this.answers.settle(event, deal_uuid, actionKey('moderated', action_id), (current) => moderationDecision(current, status, reason));
    // Applied now, or by an earlier delivery that may have stopped before queueing the mail: queued once either way.
    const effect = settled.record?.effect;
    if (settled.deal && isMailedEffect(effect))
      await this.mailSeller({ ...event, id: `admin-decision:${action_id}:${deal_uuid}` }, settled.deal, effect, reason);
    return settled;
  }

  /** `admin.deal.edit-requested`: one deal's part of a bulk edit. */
  editRequested(event: EventOf<'admin.deal.edit-requested'>): Promise<Settlement> {
    const { action_id, deal_uuid, changes } = event.data;
    return this.answers.settle(event, deal_uuid, actionKey('edit', action_id), (current) => editDecision(current, changes ?? {}));
  }

  /** `admin.deal.private-grants-changed`. */
  privateGrants(event: EventOf<'admin.deal.private-grants-changed'>): Promise<Settlement> {
    const { action_id, deal_uuid, buyer_ids } = event.data;
    return this.answers.settle(event, deal_uuid, actionKey('grants', action_id), (current) =>
      grantsDecision(current, Array.isArray(buyer_ids) ? buyer_ids : []),
    );
  }

  /**
   * Queues the seller's mail of a decision (once: keyed by the action and the deal, whatever event carried it),
   * and sends what is queued.
   */
  private async mailSeller(keyed: IntegrationEvent, deal: Deal, effect: MailedEffect, reason: string | null): Promise<void> {
    if (await this.mails.isQueued(keyed.id)) return;
    const seller = await this.contacts.find(deal.owner_id);
    if (!seller) {
      this.logger.warn(`deal ${deal.id}: no address known for its seller; the admin's decision is not mailed`);
      return;
    }
    const message = decisionMail(effect, deal, effect.endsWith('Approved') ? null : reason, seller, this.options);
    await this.inbox.applyOnce(keyed, this.mails.queue(message));
    this.mails.dispatch().catch((error: Error) => this.logger.warn(`dispatching mail failed: ${error.message}`));
  }
}
