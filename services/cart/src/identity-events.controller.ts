import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type IdentityUserSignedInPayload, type IntegrationEvent } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { GuestMerge } from './guest-merge.service';

@Controller()
export class IdentityEventsController {
  constructor(
    private readonly guestMerge: GuestMerge,
    private readonly inbox: Inbox,
  ) {}

  /** A browser that shopped as a guest signed in: its cart and wishlist move to the account. */
  @EventPattern(EVENTS.identity.userSignedIn)
  async userSignedIn(@Payload() event: IntegrationEvent<IdentityUserSignedInPayload>): Promise<void> {
    const { user_id, guest_id } = event.data;
    if (!guest_id) return;
    await this.inbox.applyOnce(event, {
      idempotentBy: "the account cart's merged_guests, written with the merge; a wishlist keeps one entry per item",
      apply: () => this.guestMerge.merge(user_id, guest_id),
    });
  }
}
