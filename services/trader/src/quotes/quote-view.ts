import {
  isPanelCategory,
  offerFigures,
  type ContractStatus,
  type OfferParty,
  type QuoteDraftView,
  type QuoteVersionView,
  type QuoteView,
  type QuotedLot,
} from '@solar/contracts';
import type { FileStorage } from '@solar/platform';
import type { Deal } from '../deals/deal.schema';
import { offerDealSummary } from '../offers/offer-view';
import type { Offer } from '../offers/offer.schema';
import type { Quote, QuoteExtras, QuoteVersion } from './quote.schema';

const iso = (date: Date | string): string => new Date(date).toISOString();

/** The lot and terms the offer stands on now, with its figures: what a quote version freezes. */
export function quotedLot(
  offer: Pick<Offer, 'price' | 'qty' | 'incoterm' | 'delivery_state' | 'payment_terms' | 'lead_time'>,
  deal: Pick<Deal, 'category_id' | 'panel_wattage'>,
): QuotedLot {
  return {
    price: offer.price,
    qty: offer.qty,
    ...offerFigures(deal, offer.price, offer.qty),
    price_per_watt: isPanelCategory(deal.category_id) ? offer.price : null,
    incoterm: offer.incoterm,
    delivery_state: offer.delivery_state,
    payment_terms: offer.payment_terms,
    lead_time: offer.lead_time,
  };
}

export const toDraftView = (extras: QuoteExtras): QuoteDraftView => ({
  charges: extras.charges.map((charge) => ({ type: charge.type, value: charge.value, label: charge.label ?? null })),
  discount: extras.discount ? { type: extras.discount.type, value: extras.discount.value } : null,
  legal_text: extras.legal_text,
});

export const toVersionView = (version: QuoteVersion): QuoteVersionView => ({
  version: version.version,
  ...version.lot,
  totals: version.totals,
  legal_text: version.legal_text,
  sent_at: iso(version.sent_at),
});

/**
 * Whether the newest version still stands on the offer as it is: sent on its current revision, and the offer
 * waiting on those terms (Accepted, or Countered: the seller's terms, which signing accepts).
 */
export const isSignable = (quote: Quote | null, offer: Offer): boolean => {
  const current = quote?.versions.at(-1);
  return !!current && current.offer_revision === offer.revision && (offer.status === 'Accepted' || offer.status === 'Countered');
};

/** A quote as `side` sees it (null: an admin). Nothing in it names a party: it is not the contract. */
export function toQuoteView(
  quote: Quote | null,
  offer: Offer,
  deal: Deal,
  side: OfferParty | null,
  files: FileStorage,
  contractStatus: ContractStatus | null,
): QuoteView {
  const versions = (quote?.versions ?? []).map(toVersionView);
  return {
    offer_id: offer.uuid,
    deal: offerDealSummary(deal, files),
    side,
    current: versions.at(-1) ?? null,
    versions,
    draft: side === 'seller' && quote ? toDraftView(quote.draft) : null,
    signable: contractStatus === null && isSignable(quote, offer),
    contract_status: contractStatus,
  };
}
