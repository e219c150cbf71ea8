import {
  ADMIN_MESSAGES,
  EVENTS,
  type AdminActionState,
  type AdminDealOwnershipTransferRequestedPayload,
  type AdminDealOwnershipTransferredPayload,
} from '@solar/contracts';
import { defineSaga, planCompensated, planMove, stepDone, stepFailed, type Outbox, type SagaDefinition, type SagaMove } from '@solar/platform';
import { randomUUID } from 'node:crypto';
import type { ActionStep, AdminActionRecord } from '../actions/admin-action.schema';
import type { ActionChange } from '../actions/admin-actions.service';

/*
 * The ownership transfer on the platform's saga helper: one parallel step, `move-deals`, a branch per deal the
 * trader applies or refuses, undone by sending every deal that moved back to its previous seller, whose answers
 * the saga waits for. The states, each entered by one write conditional on the state before it:
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

/**
 * The transfer's saga: the requests of `move-deals` leave with the action's first write (OwnershipTransfers.start);
 * AdminActions makes each move, conditional on the action's revision and state.
 */
export function transferSaga(outbox: Outbox): SagaDefinition<AdminActionRecord, AdminActionState> {
  return defineSaga<AdminActionRecord, AdminActionState>({
    name: 'ownership-transfer',
    state: 'state',
    steps: [{ name: 'move-deals', from: 'sent', to: 'completed', parallel: true, compensate: { write: (current) => sendDealsBack(current, outbox) } }],
    failed: (current, _failure, awaiting) => ({
      to: 'compensated',
      set: { message: awaiting ? [refusalOf(current.steps), M.transferCompensating].filter(Boolean).join(' ') : compensatedMessage(current.steps) },
    }),
    compensating: { state: 'compensating', ended: 'compensated' },
  });
}

/** One deal refused: every deal that moved goes back to the seller it had, under the compensation's own action id. */
function sendDealsBack(current: AdminActionRecord, outbox: Outbox) {
  const now = new Date().toISOString();
  const compensationId = randomUUID();
  const undo: ActionStep[] = current.steps
    .filter((step) => step.phase === 'forward' && step.outcome === 'applied')
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
  return { set: { steps: [...current.steps, ...undo], compensation_id: compensationId }, events, awaits: events.length > 0 };
}

/** An action's write as AdminActions makes it: the move's fields and its state. */
const asChange = (move: SagaMove | null): ActionChange | null =>
  move && { set: { ...(move.write.set as ActionChange['set']), state: move.to as AdminActionState }, events: [...(move.write.events ?? [])] };

/** The saga's next step after one answer (the steps with that answer in them). */
export function settleTransfer(current: AdminActionRecord, phase: ActionStep['phase'], steps: ActionStep[], outbox: Outbox): ActionChange | null {
  const saga = transferSaga(outbox);
  if (phase === 'compensation') {
    if (current.state !== 'compensating') return null;
    const undone = steps.filter((step) => step.phase === 'compensation');
    if (undone.some(isPending)) return { set: { steps } };
    // Every deal back where it was: nothing changed hands (a deal that could not go back keeps the message as it was).
    const allBack = undone.every((step) => step.outcome !== 'refused');
    return asChange(planCompensated(saga, current, { set: { steps, ...(allBack ? { message: compensatedMessage(steps) } : {}) } }));
  }
  if (current.state !== 'sent') return null;
  const moves = steps.filter((step) => step.phase === 'forward');
  if (moves.some(isPending)) return { set: { steps } };
  const answered = { ...current, steps };
  if (moves.some((step) => step.outcome === 'refused')) return asChange(planMove(saga, answered, 'move-deals', stepFailed(refusalOf(steps) ?? '')));

  const transferred: AdminDealOwnershipTransferredPayload = {
    action_id: current._id,
    deal_uuids: moves.map((step) => step.uuid),
    to_seller_id: current.to_seller_id!,
    at: new Date().toISOString(),
  };
  return asChange(
    planMove(
      saga,
      answered,
      'move-deals',
      stepDone({ set: { steps, message: M.transferCompleted }, events: [outbox.event(EVENTS.admin.dealOwnershipTransferred, current._id, transferred)] }),
    ),
  );
}
