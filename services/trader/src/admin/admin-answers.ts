import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ADMIN_MESSAGES, EVENTS, type AdminActionSettledPayload, type IntegrationEvent } from '@solar/contracts';
import { BusinessRuleError, Inbox, NotFoundError, Outbox, type OutboxEntry } from '@solar/platform';
import type { Model } from 'mongoose';
import type { Deal, DealAdminActionRecord } from '../deals/deal.schema';
import { DealsService, type DealChange } from '../deals/deals.service';
import { AdminActionAnswer } from './admin-answer.schema';

/** The admin actions a deal remembers (the newest): far more than one deal ever gets before a redelivery could come. */
export const ADMIN_ACTIONS_KEPT = 100;

/** What the trader makes of an admin's decision on the deal as read. */
export type AdminDecision =
  | { outcome: 'applied'; change: DealChange; effect?: string | null; previousSellerId?: string | null }
  | { outcome: 'unchanged' }
  | { outcome: 'refused'; reason: string };

/** How a decision was settled: the answer sent, the deal after it (null for an unknown one), and the record of an earlier delivery. */
export interface Settlement {
  answer: AdminActionSettledPayload;
  deal: Deal | null;
  /** This action's record on the deal: written now (applied) or by an earlier delivery (answered applied again now). */
  record: DealAdminActionRecord | null;
}

/**
 * Applies the admin's decisions to deals and answers each with one `trader.deal.admin-action-settled`, written
 * through the outbox: in the deal's own write when the decision changes it (with the record of the action, so a
 * redelivery finds it applied and changes nothing), or alone, keyed by the event's id, when it is refused or
 * changes nothing.
 */
@Injectable()
export class AdminAnswers {
  constructor(
    @InjectModel(AdminActionAnswer.name) private readonly answers: Model<AdminActionAnswer>,
    private readonly deals: DealsService,
    private readonly outbox: Outbox,
    private readonly inbox: Inbox,
  ) {}

  /** The answer's event. */
  entry(payload: AdminActionSettledPayload): OutboxEntry {
    return this.outbox.event(EVENTS.trader.dealAdminActionSettled, payload.uuid, payload);
  }

  /**
   * Decides on the deal as read (again on a concurrent change) and settles: `key` names the action on the deal
   * (its kind and id), `decide` what it does there. A rule the deal's write itself enforces (the units held for
   * accepted offers) refuses it as well.
   */
  async settle(event: IntegrationEvent<{ action_id: string }>, dealUuid: string, key: string, decide: (current: Deal) => AdminDecision): Promise<Settlement> {
    const actionId = event.data.action_id;
    // Answered before without a change (refused, or unchanged): a redelivery decides nothing anew, even if the deal changed since.
    const earlier = await this.earlierAnswer(event);
    // With the action's record when it was applied (an earlier delivery's effects after the change are made again, once).
    if (earlier) return { ...earlier, record: (earlier.deal?.admin_actions ?? []).find((done) => done.key === key) ?? null };
    let decision: AdminDecision = { outcome: 'unchanged' };
    let record: DealAdminActionRecord | null = null;
    let repeated = false;
    let deal: Deal;
    try {
      deal = await this.deals.change({ uuid: dealUuid }, (current): DealChange | null => {
        record = (current.admin_actions ?? []).find((done) => done.key === key) ?? null;
        // Applied by an earlier delivery whose event came again (a crash before it was acknowledged): answered as
        // that delivery was, since the two answers may reach the admin in either order.
        repeated = record !== null;
        if (repeated) return null;
        decision = decide(current);
        if (decision.outcome !== 'applied') return null;
        const { change, effect = null, previousSellerId = null } = decision;
        record = { key, effect, at: new Date() };
        return {
          ...change,
          set: { ...change.set, admin_actions: [...(current.admin_actions ?? []), record].slice(-ADMIN_ACTIONS_KEPT) },
          events: (next) => [...(change.events?.(next) ?? []), this.entry(this.payload(actionId, next, 'applied', null, previousSellerId))],
        };
      });
    } catch (error) {
      if (error instanceof NotFoundError)
        return { answer: await this.answerAlone(event, dealUuid, null, { outcome: 'refused', reason: ADMIN_MESSAGES.dealNotFound }), deal: null, record: null };
      if (error instanceof BusinessRuleError) {
        const current = await this.deals.find({ uuid: dealUuid });
        return { answer: await this.answerAlone(event, dealUuid, current, { outcome: 'refused', reason: error.message }), deal: current, record: null };
      }
      throw error;
    }
    if (repeated) {
      const previousSellerId = deal.previous_owners?.find((owner) => owner.action_id === actionId)?.seller_id ?? null;
      return { answer: await this.answerAlone(event, dealUuid, deal, { outcome: 'applied', previousSellerId }), deal, record };
    }
    const settled = decision as AdminDecision;
    if (settled.outcome === 'applied') return { answer: this.payload(actionId, deal, 'applied', null, settled.previousSellerId ?? null), deal, record };
    return { answer: await this.answerAlone(event, dealUuid, deal, settled), deal, record };
  }

  /** The settlement of an event answered before without a change to its deal (its answer written alone), or null. */
  async earlierAnswer(event: IntegrationEvent<{ action_id: string }>): Promise<Settlement | null> {
    const answered = await this.answers.findOne({ _id: event.id }).lean<AdminActionAnswer>();
    if (!answered) return null;
    const deal = await this.deals.find({ uuid: answered.deal_uuid }).catch(() => null);
    const outcome = answered.outcome as AdminActionSettledPayload['outcome'];
    const answer: AdminActionSettledPayload = {
      ...this.payload(answered.action_id, deal, outcome, answered.reason ?? null, answered.previous_seller_id ?? null),
      uuid: answered.deal_uuid,
    };
    return { answer, deal, record: null };
  }

  /**
   * The answer of a decision that changed no deal now, written alone (once per event: a redelivery inserts
   * nothing): refused, unchanged, or applied again for a redelivery of a decision applied before.
   */
  async answerAlone(
    event: IntegrationEvent<{ action_id: string }>,
    dealUuid: string,
    deal: Deal | null,
    decision: Exclude<AdminDecision, { outcome: 'applied' }> | { outcome: 'applied'; previousSellerId: string | null },
  ): Promise<AdminActionSettledPayload> {
    const reason = decision.outcome === 'refused' ? decision.reason : null;
    const previousSellerId = decision.outcome === 'applied' ? decision.previousSellerId : null;
    const payload: AdminActionSettledPayload = { ...this.payload(event.data.action_id, deal, decision.outcome, reason, previousSellerId), uuid: dealUuid };
    await this.inbox.applyOnce(event, {
      insertInto: this.answers,
      document: {
        action_id: payload.action_id,
        deal_uuid: dealUuid,
        outcome: payload.outcome,
        reason,
        previous_seller_id: previousSellerId,
        at: new Date(payload.at),
        _outbox: [this.entry(payload)],
      },
    });
    return payload;
  }

  private payload(
    actionId: string,
    deal: Deal | null,
    outcome: AdminActionSettledPayload['outcome'],
    reason: string | null,
    previousSellerId: string | null,
  ): AdminActionSettledPayload {
    return {
      action_id: actionId,
      uuid: deal?.uuid ?? '',
      title: deal?.name ?? '',
      outcome,
      reason,
      previous_seller_id: previousSellerId,
      at: new Date().toISOString(),
    };
  }
}
