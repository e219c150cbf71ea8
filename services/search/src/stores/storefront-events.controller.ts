import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type IntegrationEvent, type StorefrontStoreDeletedPayload, type StorefrontStorePayload } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { StoresProjection } from './stores-projection';

/** What makes a redelivered store event find nothing left to do (see StoresProjection). */
const BY_REVISION = 'the store revision: the read model takes only the same or a newer one (deletions too, as tombstones)';

/** The storefront service's store events, consumed by the search service's consumer group. */
@Controller()
export class StorefrontEventsController {
  constructor(
    private readonly projection: StoresProjection,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.storefront.storeUpserted)
  async storeUpserted(@Payload() event: IntegrationEvent<StorefrontStorePayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.projection.upserted(event.data) });
  }

  @EventPattern(EVENTS.storefront.storeDeleted)
  async storeDeleted(@Payload() event: IntegrationEvent<StorefrontStoreDeletedPayload>): Promise<void> {
    await this.inbox.applyOnce(event, { idempotentBy: BY_REVISION, apply: () => this.projection.deleted(event.data) });
  }
}
