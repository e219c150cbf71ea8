import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { ChatNotices } from './chat-notices.service';

/** Learns the accounts' addresses from identity. */
@Controller()
export class ChatAccountsConsumer {
  constructor(
    private readonly notices: ChatNotices,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.identity.userRegistered)
  async userRegistered(@Payload() event: EventOf<'identity.user.registered'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the account's address, set whole by an upsert on its id",
      apply: () => this.notices.keepAddress(event.data.user_id, event.data.email),
    });
  }
}
