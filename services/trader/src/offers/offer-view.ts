import {
  dealEquipmentOf,
  dealFigures,
  dealPath,
  offerFigures,
  offerMoqUnits,
  offerMovesFor,
  offerTurn,
  type AdminOfferView,
  type OfferDealSummary,
  type OfferParty,
  type OfferView,
} from '@solar/contracts';
import type { FileStorage } from '@solar/platform';
import type { Deal } from '../deals/deal.schema';
import type { Offer } from './offer.schema';

const iso = (date: Date | string): string => new Date(date).toISOString();

/** The deal an offer is on, as either party may see it: its public fields only, never its seller. */
export function offerDealSummary(deal: Deal, files: FileStorage): OfferDealSummary {
  const thumbnail = deal.images.find((image) => image.type === '300x300') ?? deal.images[0];
  return {
    id: deal.id,
    uuid: deal.uuid,
    path: dealPath(deal),
    name: deal.name,
    category_id: deal.category_id,
    equipment: dealEquipmentOf(deal.category_id),
    price_unit: dealFigures(deal).price_unit,
    asking_price: deal.price,
    panel_wattage: deal.panel_wattage,
    moq_qty: offerMoqUnits(deal),
    moq_units: dealFigures(deal).moq_units,
    available_qty: Math.max(0, deal.total_qty - deal.reserved_qty),
    image: thumbnail ? files.url(thumbnail.path) : null,
  };
}

/**
 * An offer as `side` sees it (null: an admin who is neither party). An object literal of its type, so nothing
 * names a party: the buyer and the seller are sides, not people, until the contract.
 */
export function toOfferView(offer: Offer, deal: Deal, side: OfferParty | null, files: FileStorage, quoted: boolean): OfferView {
  return {
    id: offer.uuid,
    deal: offerDealSummary(deal, files),
    side,
    status: offer.status,
    turn: offerTurn(offer.status),
    moves: side ? offerMovesFor(offer.status, side) : [],
    price: offer.price,
    qty: offer.qty,
    ...offerFigures(deal, offer.price, offer.qty),
    incoterm: offer.incoterm,
    delivery_state: offer.delivery_state,
    payment_terms: offer.payment_terms,
    lead_time: offer.lead_time,
    message: offer.message ?? null,
    reason: offer.reason ?? null,
    revision: offer.revision,
    quoted,
    expires_at: offer.expires_at ? iso(offer.expires_at) : null,
    history: offer.history.map((step) => ({
      status: step.status,
      by: step.by,
      price: step.price,
      qty: step.qty,
      incoterm: step.incoterm,
      delivery_state: step.delivery_state,
      payment_terms: step.payment_terms,
      lead_time: step.lead_time,
      message: step.message ?? null,
      at: iso(step.at),
    })),
    created_at: iso(offer.created_at),
    updated_at: iso(offer.updated_at),
  };
}

/** What an admin sees: the view and who the parties are. */
export const toAdminOfferView = (offer: Offer, deal: Deal, files: FileStorage, quoted: boolean): AdminOfferView => ({
  ...toOfferView(offer, deal, null, files, quoted),
  buyer_id: offer.buyer_id,
  seller_id: offer.seller_id,
});
