import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { ItemModeratedEvent, ItemModeration } from './item-moderation.service';

/** The admin service's decisions, consumed by the catalog's consumer group. */
@Controller()
export class ItemModeratedConsumer {
  constructor(
    private readonly moderation: ItemModeration,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.admin.itemModerated)
  async itemModerated(@Payload() event: ItemModeratedEvent): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the item's moderation history, which names the admin action applied (one answer per delivery: `unchanged` again)",
      apply: () => this.moderation.apply(event),
    });
  }
}
