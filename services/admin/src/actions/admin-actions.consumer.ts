import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type AdminActionSettledPayload, type EventOf, type IntegrationEvent } from '@solar/contracts';
import { Inbox } from '@solar/platform';
import { AdminAccounts, displayName } from '../accounts/admin-accounts.service';
import { AdminActions } from './admin-actions.service';

/** The owners' answers to the actions they apply, and what other services tell of admins' acts. */
@Controller()
export class AdminActionsConsumer {
  constructor(
    private readonly actions: AdminActions,
    private readonly accounts: AdminAccounts,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.trader.dealAdminActionSettled)
  dealSettled(@Payload() event: EventOf<'trader.deal.admin-action-settled'>) {
    return this.settled(event);
  }

  @EventPattern(EVENTS.catalog.itemAdminActionSettled)
  itemSettled(@Payload() event: EventOf<'catalog.item.admin-action-settled'>) {
    return this.settled(event);
  }

  /** A chat an admin closed is an admin action: recorded once, under the event's id. */
  @EventPattern(EVENTS.chat.conversationClosed)
  async chatClosed(@Payload() event: EventOf<'chat.conversation.closed'>): Promise<void> {
    const { offer_id, by, admin_id, reason } = event.data;
    if (by !== 'admin' || !admin_id) return;
    const account = await this.accounts.find(admin_id);
    await this.inbox.applyOnce(event, {
      idempotentBy: "the audit entry's id, which is the event's",
      apply: () =>
        this.actions.recordOnce({
          id: event.id,
          action: 'chat.closed',
          admin: { id: admin_id, name: displayName(account, admin_id) },
          target: { kind: 'chat', id: offer_id, label: offer_id },
          before: { closed: false },
          after: { closed: true, reason },
          state: 'done',
          message: reason ?? '',
        }),
    });
  }

  private async settled(event: IntegrationEvent<AdminActionSettledPayload>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the action's step, answered only while pending, and its state, moved only from the state it was decided from",
      apply: () => this.actions.settle(event.data),
    });
  }
}
