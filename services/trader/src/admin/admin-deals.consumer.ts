import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { AdminDealActions } from './admin-deal-actions.service';
import { OwnershipTransfers } from './ownership-transfers.service';

/**
 * The admin service's decisions on deals, which the trader applies through its own rules and answers with one
 * `trader.deal.admin-action-settled` each (see AdminAnswers). A refusal is an answer, not a failure: only what
 * could not be written at all goes back to the bus to be delivered again.
 */
@Controller()
export class AdminDealsConsumer {
  constructor(
    private readonly actions: AdminDealActions,
    private readonly transfers: OwnershipTransfers,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.admin.dealModerated)
  async moderated(@Payload() event: EventOf<'admin.deal.moderated'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the action's record on the deal, written with the move, and the answer or mail keyed by the event or action",
      apply: () => this.actions.moderated(event),
    });
  }

  @EventPattern(EVENTS.admin.dealEditRequested)
  async editRequested(@Payload() event: EventOf<'admin.deal.edit-requested'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the action's record on the deal, written with the changes, and the answer keyed by the event",
      apply: () => this.actions.editRequested(event),
    });
  }

  @EventPattern(EVENTS.admin.dealPrivateGrantsChanged)
  async privateGrantsChanged(@Payload() event: EventOf<'admin.deal.private-grants-changed'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the action's record on the deal, written with the grants, and the answer keyed by the event",
      apply: () => this.actions.privateGrants(event),
    });
  }

  @EventPattern(EVENTS.admin.dealOwnershipTransferRequested)
  async ownershipTransferRequested(@Payload() event: EventOf<'admin.deal.ownership-transfer-requested'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy:
        "the offers' seller (moved only from the deal's owner), the action's record on the deal written with its new owner, and the answer keyed by the event",
      apply: () => this.transfers.requested(event),
    });
  }
}
