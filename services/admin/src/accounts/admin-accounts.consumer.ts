import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { AdminAccounts } from './admin-accounts.service';

/** Learns the accounts from identity. */
@Controller()
export class AdminAccountsConsumer {
  constructor(
    private readonly accounts: AdminAccounts,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.identity.userRegistered)
  async userRegistered(@Payload() event: EventOf<'identity.user.registered'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the account's names and e-mail, set whole by an upsert on its id (roles only on insert)",
      apply: () => this.accounts.registered(event.data),
    });
  }

  @EventPattern(EVENTS.identity.userRoleChanged)
  async userRoleChanged(@Payload() event: EventOf<'identity.user.role-changed'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: 'the roles, replaced only by a role change announced later than the one they came from',
      apply: () => this.accounts.rolesChanged(event.data.user_id, event.data.roles, event.occurredAt),
    });
  }
}
