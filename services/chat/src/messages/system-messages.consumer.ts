import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CHAT_MESSAGES, EVENTS, PAYMENT_TERMS_LABELS, type EventOf, type TraderContractPayload, type TraderOfferPayload } from '@solar/contracts';
import { ChatService } from './chat.service';

const S = CHAT_MESSAGES.system;

/** Dollars as a person reads them: cents for totals and unit prices, up to four decimals for a price per watt. */
const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

/** An offer's terms in a line: '124 units at $0.23 each (per watt for panels), FOB, delivered to CA, 30% deposit, 10 days lead time'. */
export function offerTermsText(offer: TraderOfferPayload): string {
  const payment = PAYMENT_TERMS_LABELS[offer.payment_terms] ?? offer.payment_terms;
  return `${offer.qty.toLocaleString('en-US')} units at ${usd(offer.price)}, ${offer.incoterm}, delivered to ${offer.delivery_state}, ${payment}, ${offer.lead_time} days lead time`;
}

const byWhom = (offer: TraderOfferPayload) => (offer.by === 'system' ? 'marketplace' : offer.by);

type OfferEvent = EventOf<'trader.offer.made'>;
type ContractEvent = EventOf<'trader.contract.signed'>;

/**
 * The marketplace's messages in a chat: every step of the offer, its quotes and its contract is written into the
 * offer's chat as a system message and sent to the room live. Idempotent by the event's id (the message's id).
 */
@Controller()
export class SystemMessagesConsumer {
  constructor(private readonly chat: ChatService) {}

  @EventPattern(EVENTS.trader.offerMade)
  offerMade(@Payload() event: OfferEvent) {
    return this.offer(event, S.offerMade(offerTermsText(event.data)));
  }

  @EventPattern(EVENTS.trader.offerCountered)
  offerCountered(@Payload() event: OfferEvent) {
    return this.offer(event, S.countered(byWhom(event.data), offerTermsText(event.data)));
  }

  @EventPattern(EVENTS.trader.offerAccepted)
  offerAccepted(@Payload() event: OfferEvent) {
    return this.offer(event, S.accepted(byWhom(event.data)));
  }

  @EventPattern(EVENTS.trader.offerRejected)
  offerRejected(@Payload() event: OfferEvent) {
    return this.offer(event, S.rejected(byWhom(event.data)));
  }

  @EventPattern(EVENTS.trader.offerWithdrawn)
  offerWithdrawn(@Payload() event: OfferEvent) {
    return this.offer(event, S.withdrawn(byWhom(event.data)));
  }

  @EventPattern(EVENTS.trader.offerExpired)
  offerExpired(@Payload() event: OfferEvent) {
    return this.offer(event, S.expired);
  }

  @EventPattern(EVENTS.trader.quoteSent)
  async quoteSent(@Payload() event: EventOf<'trader.quote.sent'>) {
    const quote = event.data;
    await this.chat.recordSystemMessage({
      id: event.id,
      offerId: quote.offer_id,
      event: event.type,
      text: S.quoteSent(quote.version, usd(quote.total)),
      deal: { id: quote.deal_id, uuid: quote.deal_uuid },
    });
  }

  @EventPattern(EVENTS.trader.contractSigned)
  contractSigned(@Payload() event: ContractEvent) {
    return this.contract(event, S.contractSigned(usd(event.data.total)));
  }

  @EventPattern(EVENTS.trader.contractConfirmed)
  contractConfirmed(@Payload() event: ContractEvent) {
    return this.contract(event, S.contractConfirmed);
  }

  @EventPattern(EVENTS.trader.contractCancelled)
  contractCancelled(@Payload() event: ContractEvent) {
    return this.contract(event, S.contractCancelled(event.data.reason));
  }

  private async offer(event: OfferEvent, text: string): Promise<void> {
    const offer = event.data;
    await this.chat.recordSystemMessage({ id: event.id, offerId: offer.id, event: event.type, text, deal: { id: offer.deal_id, uuid: offer.deal_uuid } });
  }

  /** A contract step; once signed, the offer's chat no longer hides contact details (a cancellation does not hide them again). */
  private async contract(event: ContractEvent, text: string): Promise<void> {
    const contract: TraderContractPayload = event.data;
    await this.chat.recordSystemMessage({
      id: event.id,
      offerId: contract.offer_id,
      event: event.type,
      text,
      deal: { id: contract.deal_id, uuid: contract.deal_uuid },
      contracted: true,
    });
  }
}
