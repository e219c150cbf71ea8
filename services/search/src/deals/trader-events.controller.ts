import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type IntegrationEvent, type TraderDealPayload, type TraderDealStatusChangedPayload } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { DealsProjection } from './deals-projection';

/** What makes a redelivered deal event find nothing left to do (see DealsProjection). */
const BY_REVISION = 'the deal revision: the read model takes only the same or a newer one, the index the one it holds';

/** The trader's deal events, consumed by the search service's consumer group. */
@Controller()
export class TraderEventsController {
  constructor(
    private readonly projection: DealsProjection,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.trader.dealCreated)
  async dealCreated(@Payload() event: IntegrationEvent<TraderDealPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.projection.apply(event.data) });
  }

  @EventPattern(EVENTS.trader.dealUpdated)
  async dealUpdated(@Payload() event: IntegrationEvent<TraderDealPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.projection.apply(event.data) });
  }

  @EventPattern(EVENTS.trader.dealStatusChanged)
  async dealStatusChanged(@Payload() event: IntegrationEvent<TraderDealStatusChangedPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.projection.applyStatus(event.data) });
  }
}
