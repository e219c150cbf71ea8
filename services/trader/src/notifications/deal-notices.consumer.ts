import { Controller, Inject, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectModel } from '@nestjs/mongoose';
import { EVENTS, PUBLIC_DEAL_STATUSES, type EventOf, type IntegrationEvent } from '@solar/contracts';
import { type AccountContact, AccountContacts, type FixedWindowLimiter, Inbox, type MailMessage, MailOutbox, NotFoundError, RateLimits } from '@solar/platform';
import type { Model } from 'mongoose';
import { DEAL_BUYER_OPTIONS, type DealBuyerOptions } from '../trader.options';
import { DealsService } from '../deals/deals.service';
import { DealSubscription } from './deal-subscription.schema';
import { backInStockMail, priceDropMail } from './notice-mails';

type StoredSubscription = DealSubscription & { _id: unknown };

/**
 * Mails the buyers who asked (listing/notify-user) when a deal is back in stock (the marketplace's move
 * OutOfStock -> Active) and when a change an admin approved lowers its price. It reads the trader's own deal
 * events, written with each change (outbox), so a notice is never lost to a crash between the change and the
 * mail. Each subscriber gets one mail per event: it is queued under the event's and the subscription's ids
 * (a redelivered event finds it queued) and the mail outbox sends it. A subscription gets at most
 * `noticeMailsPerSubscription` mails a day: past it the notice is dropped, not queued.
 */
@Controller()
export class DealNoticesConsumer {
  private readonly logger = new Logger(DealNoticesConsumer.name);
  private readonly mailsPerSubscription: FixedWindowLimiter;

  constructor(
    @InjectModel(DealSubscription.name) private readonly subscriptions: Model<DealSubscription>,
    private readonly deals: DealsService,
    private readonly contacts: AccountContacts,
    private readonly mails: MailOutbox,
    private readonly inbox: Inbox,
    @Inject(DEAL_BUYER_OPTIONS) private readonly options: DealBuyerOptions,
    rateLimits: RateLimits,
  ) {
    this.mailsPerSubscription = rateLimits.limiter('deal-notice-mails', options.noticeMailsPerSubscription);
  }

  @EventPattern(EVENTS.trader.dealStatusChanged)
  async statusChanged(@Payload() event: EventOf<'trader.deal.status-changed'>): Promise<void> {
    const { uuid, previous_status, status } = event.data;
    if (previous_status !== 'OutOfStock' || status !== 'Active') return;
    const deal = await this.deals.find({ uuid }).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null; // deleted since
      throw error;
    });
    // Sold out again (or stopped) before this was read: "back in stock" would be wrong by now.
    if (!deal || !PUBLIC_DEAL_STATUSES.includes(deal.status)) return;
    const view = this.deals.view(deal);
    const followers = await this.subscriptions.find({ deal_uuid: uuid, on: 'back_in_stock' }).lean<StoredSubscription[]>();
    for (const subscription of followers) await this.notify(event, subscription, (buyer) => backInStockMail(view, buyer, this.options));
    await this.mails.dispatch();
  }

  @EventPattern(EVENTS.trader.dealUpdated)
  async dealUpdated(@Payload() event: EventOf<'trader.deal.updated'>): Promise<void> {
    const deal = event.data;
    const unread = await this.subscriptions.find({ deal_uuid: deal.uuid, revision: { $lt: deal.revision } }).lean<StoredSubscription[]>();
    for (const subscription of unread) {
      const was = subscription.price;
      const dropped =
        subscription.on.includes('price_drop') &&
        PUBLIC_DEAL_STATUSES.includes(deal.status) &&
        deal.price !== null &&
        was !== null &&
        subscription.price_unit === deal.price_unit &&
        deal.price < was;
      if (dropped) await this.notify(event, subscription, (buyer) => priceDropMail({ ...deal, price: deal.price! }, was, buyer, this.options));
      // After the mail is queued: a crash in between reads the event again, finds the mail queued, and records this.
      await this.subscriptions.updateOne(
        { _id: subscription._id, revision: { $lt: deal.revision } },
        { $set: { price: deal.price, price_unit: deal.price_unit, revision: deal.revision } },
      );
    }
    await this.mails.dispatch();
  }

  /** Queues one subscriber's mail of this event, once. */
  private async notify(event: IntegrationEvent, subscription: StoredSubscription, mailTo: (buyer: AccountContact) => MailMessage): Promise<void> {
    const mailId = `${event.id}:${String(subscription._id)}`;
    // A redelivery: queued (and counted) by an earlier delivery.
    if (await this.mails.isQueued(mailId)) return;
    const buyer = await this.contacts.find(subscription.owner_id);
    if (!buyer) {
      this.logger.warn(`deal ${subscription.deal_id}: no address known for subscriber ${subscription.owner_id}; not mailed`);
      return;
    }
    const allowed = await this.mailsPerSubscription.admit(String(subscription._id));
    if (allowed.retryAfterMs > 0) {
      this.logger.warn(
        `deal ${subscription.deal_id}: subscriber ${subscription.owner_id} got ${this.mailsPerSubscription.policy.points} notices today; not mailed`,
      );
      return;
    }
    // The mail's key is the event's and the subscription's: a second delivery of the event inserts nothing.
    const queued = await this.inbox.applyOnce({ ...event, id: mailId }, this.mails.queue(mailTo(buyer)));
    if (!queued) await allowed.giveBack();
  }
}
