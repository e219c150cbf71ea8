import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CHAT_MESSAGES, EVENTS, type EventOf } from '@solar/contracts';
import { BroadcastEventPattern } from '@solar/platform';
import { createHash } from 'node:crypto';
import { ChatService } from '../messages/chat.service';
import { ChatSockets } from '../sockets/chat-sockets';
import { OfferPartiesClient } from './offer-parties';

type OwnerChangedEvent = EventOf<'trader.deal.owner-changed'>;

/**
 * The id of the message an owner change writes into one offer's chat: one event names several offers, and a
 * redelivered event must find each message there. A uuid-shaped digest of both (a message id is at most 64
 * letters, digits, '-' and '_').
 */
export function ownerChangeMessageId(eventId: string, offerId: string): string {
  const hex = createHash('sha256').update(`${eventId}/${offerId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `trader.deal.owner-changed`: a deal moved to another seller (an admin's ownership transfer, or its undoing),
 * and its open offers with it. Who may use those offers' chats changed, so:
 *
 * - on EVERY chat instance (a broadcast subscription: each keeps its own parties cache and its own sockets),
 *   what the instance knows of those offers' parties (and of every other offer on the deal) is forgotten, and its sockets in their rooms are checked
 *   again: the previous seller's leave the room (they no longer read what is said there) and every later event
 *   of theirs is refused, as the trader now names another seller;
 * - on one instance (the consumer group), each conversation gets one message of the marketplace, to both
 *   parties, and its parties brought up to date (the new seller's chat-status lists it, the previous seller's
 *   no longer does). The message's id comes from the event's and the offer's, so a redelivery writes nothing.
 */
@Controller()
export class DealOwnerChangedConsumer {
  private readonly logger = new Logger(DealOwnerChangedConsumer.name);

  constructor(
    private readonly chat: ChatService,
    private readonly parties: OfferPartiesClient,
    private readonly sockets: ChatSockets,
  ) {}

  @BroadcastEventPattern(EVENTS.trader.dealOwnerChanged)
  async forgetParties(@Payload() event: OwnerChangedEvent): Promise<void> {
    for (const offerId of event.data.offer_ids) this.parties.forget(offerId);
    this.parties.forgetDeal(event.data.deal_uuid);
    for (const offerId of event.data.offer_ids) {
      try {
        await this.sockets.recheckRoom(offerId);
      } catch (error) {
        // Not retried: each of the previous seller's later events is checked against the trader anyway.
        this.logger.warn(`The sockets of offer ${offerId} could not be checked again: ${(error as Error).message}`);
      }
    }
  }

  @EventPattern(EVENTS.trader.dealOwnerChanged)
  async tellParties(@Payload() event: OwnerChangedEvent): Promise<void> {
    const { deal_id, deal_uuid, offer_ids, compensation } = event.data;
    const text = compensation ? CHAT_MESSAGES.system.sellerBack : CHAT_MESSAGES.system.newSeller;
    for (const offerId of offer_ids) {
      await this.chat.refreshParties(offerId);
      await this.chat.recordSystemMessage({
        id: ownerChangeMessageId(event.id, offerId),
        offerId,
        text,
        event: event.type,
        deal: { id: deal_id, uuid: deal_uuid },
      });
    }
  }
}
