import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ADMIN_MESSAGES, EVENTS, type EventOf, type TraderDealOwnerChangedPayload } from '@solar/contracts';
import { NotFoundError, Outbox } from '@solar/platform';
import type { Model } from 'mongoose';
import { Contract } from '../contracts/contract.schema';
import type { Deal } from '../deals/deal.schema';
import { DealsService } from '../deals/deals.service';
import { DealInquiry } from '../inquiries/deal-inquiry.schema';
import { DealSubscription } from '../notifications/deal-subscription.schema';
import { Offer } from '../offers/offer.schema';
import { FOLLOWING_OFFER_STATUSES } from '../offers/offers.service';
import { Quote } from '../quotes/quote.schema';
import { AdminAnswers, type AdminDecision, type Settlement } from './admin-answers';

/** The history note of a transfer (the seller reads it on their deal: it names nobody). */
export const TRANSFER_NOTE = 'Ownership transferred by an admin.';
export const TRANSFER_BACK_NOTE = 'Ownership transfer undone by an admin.';

/** The key a transfer (or its compensation) is recorded under on the deal. */
export const transferKey = (actionId: string, compensates: string | null): string => `transfer:${actionId}:${compensates ?? '-'}`;

/**
 * A branch of the transfer saga's `move-deals` step (the saga runs in admin, ownership-transfer.saga.ts), or, with
 * `compensates` set, its compensation: the same move back to the previous seller.
 * `admin.deal.ownership-transfer-requested`: a deal and its open offers move to another seller. The offers (and
 * their quotes), the deal's inquiries (the new seller answers them) and the new seller's own notices on it (no
 * longer a deal they buy) move first, conditional on the deal and their seller, and keep their revision, so the
 * units accepted offers hold and the quotes sent stay valid; then the deal's own write moves it, with its history
 * note, the previous owner kept, `trader.deal.owner-changed`, `trader.deal.updated` (a new revision, so search
 * reindexes it) and the answer, in one write. A crash anywhere is completed by the redelivery: before the deal's
 * write it finds the offers already moved (and names them), after it finds the action recorded and only makes
 * sure the open offers follow.
 */
@Injectable()
export class OwnershipTransfers {
  constructor(
    @InjectModel(Offer.name) private readonly offers: Model<Offer>,
    @InjectModel(Quote.name) private readonly quotes: Model<Quote>,
    @InjectModel(Contract.name) private readonly contracts: Model<Contract>,
    @InjectModel(DealInquiry.name) private readonly inquiries: Model<DealInquiry>,
    @InjectModel(DealSubscription.name) private readonly subscriptions: Model<DealSubscription>,
    private readonly deals: DealsService,
    private readonly answers: AdminAnswers,
    private readonly outbox: Outbox,
  ) {}

  async requested(event: EventOf<'admin.deal.ownership-transfer-requested'>): Promise<Settlement> {
    const { action_id, deal_uuid, to_seller_id, compensates } = event.data;
    const key = transferKey(action_id, compensates ?? null);
    // Refused (or found done) before: a redelivery moves nothing.
    const earlier = await this.answers.earlierAnswer(event);
    if (earlier) return earlier;
    const deal = await this.deals.find({ uuid: deal_uuid }).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (!deal)
      return {
        answer: await this.answers.answerAlone(event, deal_uuid, null, { outcome: 'refused', reason: ADMIN_MESSAGES.dealNotFound }),
        deal: null,
        record: null,
      };

    const done = (deal.admin_actions ?? []).some((record) => record.key === key);
    if (done || deal.owner_id === to_seller_id) {
      // Owned by the target (by this action, or asked twice): its open offers follow it, whatever stopped before.
      if (deal.owner_id === to_seller_id) await this.moveOffers(deal_uuid, { $ne: to_seller_id }, to_seller_id);
      return this.answers.settle(event, deal_uuid, key, () => ({ outcome: 'unchanged' }));
    }
    const refusal = await this.refusal(deal_uuid, to_seller_id);
    if (refusal) {
      // Refused on a redelivery after a crash had moved some of them: they go back to the seller who keeps the deal.
      await this.moveOffers(deal_uuid, { $ne: deal.owner_id }, deal.owner_id);
      return this.answers.settle(event, deal_uuid, key, () => ({ outcome: 'refused', reason: refusal }));
    }

    const from = deal.owner_id;
    const offerIds = await this.moveOffers(deal_uuid, from, to_seller_id);
    const settled = await this.answers.settle(event, deal_uuid, key, (current): AdminDecision => {
      if (current.owner_id === to_seller_id) return { outcome: 'unchanged' };
      // Moved meanwhile by another transfer: the bus delivers this again, to start over from the new owner.
      if (current.owner_id !== from) throw new Error(`deal ${current.id} changed hands while being transferred; to be retried`);
      return { outcome: 'applied', previousSellerId: from, change: this.transfer(current, event.data, offerIds) };
    });
    // Offers made between the move of the offers and the deal's write name the seller read before: they follow too.
    if (settled.deal?.owner_id === to_seller_id) await this.moveOffers(deal_uuid, { $ne: to_seller_id }, to_seller_id);
    return settled;
  }

  /** Why the deal may not move to `to`: a signed contract not paid yet, or the new owner buying on it. */
  private async refusal(dealUuid: string, to: string): Promise<string | null> {
    if (await this.contracts.exists({ deal_uuid: dealUuid, status: 'Signed' })) return ADMIN_MESSAGES.signedContract;
    if (await this.offers.exists({ deal_uuid: dealUuid, buyer_id: to, status: { $in: FOLLOWING_OFFER_STATUSES } })) return ADMIN_MESSAGES.targetIsBuyer;
    return null;
  }

  /**
   * Moves the deal's following offers of seller `from` (a seller id, or a condition on it) and their quotes to
   * `to`, keeping their revisions, and every inquiry about the deal; drops `to`'s own notices on it. Each write is
   * conditional on what it changes, so a redelivery completes what a crash left. Answers the ids of the deal's
   * following offers that are now `to`'s.
   */
  private async moveOffers(dealUuid: string, from: string | { $ne: string }, to: string): Promise<string[]> {
    const following = { deal_uuid: dealUuid, status: { $in: FOLLOWING_OFFER_STATUSES } };
    const moving = await this.offers.find({ ...following, seller_id: from }, { _id: 0, uuid: 1 }).lean<Array<Pick<Offer, 'uuid'>>>();
    if (moving.length) {
      await this.offers.updateMany({ ...following, seller_id: from }, { $set: { seller_id: to } }, { timestamps: false });
      await this.quotes.updateMany(
        { offer_uuid: { $in: moving.map((offer) => offer.uuid) }, seller_id: { $ne: to } },
        { $set: { seller_id: to } },
        { timestamps: false },
      );
    }
    // An inquiry is about the deal, whoever it was asked of: the one who owns the deal answers it.
    await this.inquiries.updateMany({ deal_uuid: dealUuid, seller_id: { $ne: to } }, { $set: { seller_id: to } });
    await this.subscriptions.deleteMany({ deal_uuid: dealUuid, owner_id: to });
    const theirs = await this.offers
      .find({ ...following, seller_id: to }, { _id: 0, uuid: 1 })
      .sort({ created_at: 1, uuid: 1 })
      .lean<Array<Pick<Offer, 'uuid'>>>();
    return theirs.map((offer) => offer.uuid);
  }

  /** The deal's write: its new owner, the previous one kept, a history note, and the owner-changed event. */
  private transfer(current: Deal, request: EventOf<'admin.deal.ownership-transfer-requested'>['data'], offerIds: string[]) {
    const compensation = request.compensates !== null && request.compensates !== undefined;
    const now = new Date();
    return {
      set: {
        owner_id: request.to_seller_id,
        previous_owners: [...(current.previous_owners ?? []), { seller_id: current.owner_id, until: now, action_id: request.action_id }],
      },
      note: { by: 'admin' as const, reason: compensation ? TRANSFER_BACK_NOTE : TRANSFER_NOTE },
      events: (next: Deal) => {
        const payload: TraderDealOwnerChangedPayload = {
          action_id: request.action_id,
          deal_uuid: next.uuid,
          deal_id: next.id,
          offer_ids: offerIds,
          compensation,
          at: now.toISOString(),
        };
        return [this.outbox.event(EVENTS.trader.dealOwnerChanged, next.uuid, payload)];
      },
    };
  }
}
