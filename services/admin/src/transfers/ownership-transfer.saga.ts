import { ADMIN_MESSAGES, EVENTS, type AdminDealOwnershipTransferRequestedPayload, type AdminDealOwnershipTransferredPayload } from '@solar/contracts';
import type { Outbox } from '@solar/platform';
import { randomUUID } from 'node:crypto';
import type { ActionStep, AdminActionRecord } from '../actions/admin-action.schema';
import type { ActionChange } from '../actions/admin-actions.service';

/*
 * The ownership transfer as a saga (the idea of medusa's workflow steps with their undo): each deal is one step
 * the trader applies or refuses. The states, each entered by one write conditional on the state before it:
 *
 *   sent ──every deal answered, none refused──▶ completed      (+ admin.deal.ownership-transferred)
 *     │
 *     └──every deal answered, one refused───▶ compensating    (+ one transfer request back to its previous
 *                                                 │              seller per deal that moved, `compensates` set)
 *                                                 └──every undo answered──▶ compensated
 *
 * A transfer with a refusal and no deal moved has nothing to undo: it is compensated at once. The compensation's
 * requests carry an action id of their own (`compensation_id`), so the trader, which answers a request it has
 * already applied `unchanged`, never takes an undo for the transfer it undoes, and its answers find their steps.
 */

const M = ADMIN_MESSAGES;

const isPending = (step: ActionStep) => step.outcome === 'pending';

/** A transfer request of one deal: to the new seller, or back to its previous seller (`compensates` set). */
export function transferRequest(outbox: Outbox, payload: AdminDealOwnershipTransferRequestedPayload) {
  return outbox.event(EVENTS.admin.dealOwnershipTransferRequested, payload.deal_uuid, payload);
}

/** Why the transfer did not go through: the first refusal's reason. */
const refusalOf = (steps: readonly ActionStep[]) => steps.find((step) => step.phase === 'forward' && step.outcome === 'refused')?.reason ?? null;
const compensatedMessage = (steps: readonly ActionStep[]) => [refusalOf(steps), M.transferCompensated].filter(Boolean).join(' ');

/** The saga's next step after one answer (the steps with that answer in them). */
export function settleTransfer(current: AdminActionRecord, phase: ActionStep['phase'], steps: ActionStep[], outbox: Outbox): ActionChange | null {
  const now = new Date().toISOString();
  if (phase === 'compensation') {
    if (current.state !== 'compensating') return null;
    const undone = steps.filter((step) => step.phase === 'compensation');
    if (undone.some(isPending)) return { set: { steps } };
    // Every deal back where it was: nothing changed hands (a deal that could not go back keeps the message as it was).
    const allBack = undone.every((step) => step.outcome !== 'refused');
    return { set: { steps, state: 'compensated', ...(allBack ? { message: compensatedMessage(steps) } : {}) } };
  }
  if (current.state !== 'sent') return null;
  const moves = steps.filter((step) => step.phase === 'forward');
  if (moves.some(isPending)) return { set: { steps } };

  if (!moves.some((step) => step.outcome === 'refused')) {
    const transferred: AdminDealOwnershipTransferredPayload = {
      action_id: current._id,
      deal_uuids: moves.map((step) => step.uuid),
      to_seller_id: current.to_seller_id!,
      at: now,
    };
    return {
      set: { steps, state: 'completed', message: M.transferCompleted },
      events: [outbox.event(EVENTS.admin.dealOwnershipTransferred, current._id, transferred)],
    };
  }

  // One deal refused: every deal that moved goes back to the seller it had.
  const compensationId = randomUUID();
  const undo: ActionStep[] = moves
    .filter((step) => step.outcome === 'applied')
    .map((step) => ({
      phase: 'compensation',
      kind: 'deal',
      uuid: step.uuid,
      title: step.title,
      request: { to_seller_id: step.from_seller_id, compensates: current._id },
      outcome: step.from_seller_id ? 'pending' : 'refused',
      reason: step.from_seller_id ? null : M.previousSellerUnknown,
      from_seller_id: current.to_seller_id,
      settled_at: null,
    }));
  const events = undo.filter(isPending).map((step) =>
    transferRequest(outbox, {
      action_id: compensationId,
      deal_uuid: step.uuid,
      to_seller_id: step.request.to_seller_id as string,
      compensates: current._id,
      at: now,
    }),
  );
  const message = events.length ? [refusalOf(steps), M.transferCompensating].filter(Boolean).join(' ') : compensatedMessage(steps);
  return {
    set: { steps: [...steps, ...undo], state: events.length ? 'compensating' : 'compensated', compensation_id: compensationId, message },
    events,
  };
}
