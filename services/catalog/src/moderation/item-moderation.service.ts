import { Inject, Injectable, Logger } from '@nestjs/common';
import { ADMIN_MESSAGES, EVENTS, type AdminActionSettledPayload, type EventOf } from '@solar/contracts';
import { AccountContacts, EventPublisher, isDuplicateKeyError, MailOutbox, NotFoundError, Outbox } from '@solar/platform';
import type { Item } from '../items/item.schema';
import { ItemsService } from '../items/items.service';
import { planDecision, type DecisionPlan } from './moderation-rules';
import { CATALOG_MAIL_OPTIONS, type CatalogMailOptions } from '../catalog.options';
import { rejectionMail } from './rejection-mail';

export type ItemModeratedEvent = EventOf<'admin.item.moderated'>;

/**
 * The admin service's decisions on shop items (`admin.item.moderated`), applied by the catalog's own rule (the
 * one its admin route applies, see decisionChanges) and answered with one `catalog.item.admin-action-settled`
 * written into the item in the same write as the change (or alone, when nothing changes). The item's history
 * names the action, so a redelivered decision changes nothing and is answered `unchanged`. A rejection is mailed
 * to the seller, with the reason, once per action (the mail is queued under the action's id).
 */
@Injectable()
export class ItemModeration {
  private readonly logger = new Logger(ItemModeration.name);

  constructor(
    private readonly items: ItemsService,
    private readonly outbox: Outbox,
    private readonly publisher: EventPublisher,
    private readonly sellers: AccountContacts,
    private readonly mails: MailOutbox,
    @Inject(CATALOG_MAIL_OPTIONS) private readonly options: CatalogMailOptions,
  ) {}

  /** Applies the decision and answers it; resolves with the answer. */
  async apply(event: ItemModeratedEvent): Promise<AdminActionSettledPayload> {
    const { action_id, item_uuid, decision, reason } = event.data;
    const status = decision === 'Approved' ? 'approved' : 'rejected';
    const answer = (item: Pick<Item, 'name'> | null, plan: Pick<DecisionPlan, 'outcome' | 'reason'>): AdminActionSettledPayload => ({
      action_id,
      uuid: item_uuid,
      title: item?.name ?? '',
      outcome: plan.outcome,
      reason: plan.reason,
      previous_seller_id: null,
      at: new Date().toISOString(),
    });
    let settled: AdminActionSettledPayload | null = null;
    let item: Item;
    try {
      let plan: DecisionPlan | null = null;
      ({ item } = await this.items.mutate(
        item_uuid,
        (current) => {
          plan = planDecision(current, action_id, status, reason ?? null);
          return plan.changes;
        },
        {
          includeDeleted: true,
          announce: (current) => {
            settled = answer(current, plan!);
            return [this.outbox.event(EVENTS.catalog.itemAdminActionSettled, item_uuid, settled, { traceId: event.traceId })];
          },
        },
      ));
      if (settled!.outcome === 'applied') await this.items.keepUploadsOf(item);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      // No such item: nothing to write the answer into, so it is published as it is (again on a redelivery).
      const refused = answer(null, { outcome: 'refused', reason: ADMIN_MESSAGES.listingNotFound });
      await this.publisher.publish(EVENTS.catalog.itemAdminActionSettled, item_uuid, refused, { traceId: event.traceId });
      return refused;
    }
    await this.mailRejection(item, action_id);
    return settled!;
  }

  /**
   * The seller's mail when this action rejected the item or its edit: found in the history (this delivery's
   * write, or an earlier delivery's that stopped before the mail was queued), queued under the action's id.
   */
  private async mailRejection(item: Item, actionId: string): Promise<void> {
    const step = (item.moderation_history ?? []).find((record) => record.action_id === actionId && record.to === 'Rejected');
    if (!step) return;
    const seller = await this.sellers.find(item.owner_id);
    if (!seller) {
      // Identity announces every account it makes; a seller not known here is one whose event has not arrived yet.
      this.logger.warn(`item ${item.uuid} rejected by action ${actionId}: no address known for its seller; not mailed`);
      return;
    }
    const { insertInto, document } = this.mails.queue(rejectionMail(item, step.subject ?? 'listing', step.reason ?? null, seller, this.options));
    try {
      await insertInto.create({ ...document, _id: `item-rejected:${actionId}` });
    } catch (error) {
      if (isDuplicateKeyError(error)) return;
      throw error;
    }
    // Queued, so it survives a restart: the consumer need not wait for the mail server.
    this.mails.dispatch().catch((error: Error) => this.logger.warn(`dispatching mail failed: ${error.message}`));
  }
}
