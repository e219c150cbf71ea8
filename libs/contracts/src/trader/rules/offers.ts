import { INCOTERMS, LEAD_TIME_DAYS, type Incoterm, type LeadTimeDays } from '../../enums/deal-attributes';
import { Collector, numberOf, type FieldErrors } from '../../forms/field-rules';
import { lineAmount } from '../../rules/money';
import { groupedNumber } from '../../rules/numbers';
import { roundHalfUp } from '../../rules/rounding';
import { LIMITS } from '../../rules/validation';
import type { ListingId, PriceUnit } from '../views';
import { isPanelCategory, moqInUnits, type DealEquipment, type DealQuantities } from './deal-figures';
import { dealPriceProblem, usStateOfCode } from './forms';
import type { OfferActor, OfferParty, OfferStatus, OfferStatusRequest } from './offer-status';

/*
 * Offers on negotiable deals (trader-and-admin spec, sections 3 and 7: bid, quantity, terms and status; the
 * shapes are ours). A buyer offers a price (per watt for panels, per unit otherwise), a quantity in units (at
 * least the deal's MOQ, at most what is available) and terms; the parties counter each other until one accepts,
 * rejects or withdraws, or the offer lapses after the deal's offer validity.
 */

/** How the buyer pays. Ours: the spec names payment terms without listing them. */
export const PAYMENT_TERMS = ['prepayment', 'deposit_30', 'net_30', 'letter_of_credit'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Readonly<Record<PaymentTerms, string>> = {
  prepayment: 'Prepayment',
  deposit_30: '30% deposit, balance before shipping',
  net_30: 'Net 30 days',
  letter_of_credit: 'Letter of credit',
};

/** The terms of an offer besides price and quantity. */
export interface OfferTerms {
  incoterm: Incoterm;
  /** Two-letter code of the US state the buyer wants the lot delivered to. */
  delivery_state: string;
  payment_terms: PaymentTerms;
  /** Days from the contract to shipping (LEAD_TIME_DAYS). */
  lead_time: LeadTimeDays;
}

export const OFFER_TERM_FIELDS = ['incoterm', 'delivery_state', 'payment_terms', 'lead_time'] as const satisfies readonly (keyof OfferTerms)[];

export const OFFER_LIMITS = {
  /** A note sent with an offer or a counter, as stored (plain text). */
  messageMax: 1000,
  /** The reason given with a rejection or a withdrawal. */
  reasonMax: 500,
  /** Offers one buyer may have open (Offered or Countered) at once, across deals. */
  openOffersPerBuyer: 50,
  /** How long an offer stays valid when its deal names no offer validity. */
  defaultValidityDays: 5,
  /** New offers per account per hour (each one mails nobody but costs the seller's attention). */
  offersPerHour: 30,
  /** Offers a page of `GET offer` holds. */
  pageSize: 20,
} as const;

/** What the offer calls answer and refuse with (ours: the spec quotes none). */
export const OFFER_MESSAGES = {
  offerNotFound: 'Offer not found.',
  notYourOffer: 'Only the buyer and the seller of an offer may see or change it.',
  ownDeal: 'This is your own deal: buyers make offers on it.',
  dealNotTakingOffers: 'This deal is not taking offers right now.',
  openOfferExists: 'You already have an open offer on this deal: change it instead of making another.',
  tooManyOpenOffers: `You can have at most ${OFFER_LIMITS.openOffersPerBuyer} open offers. Withdraw one first.`,
  tooManyOffers: 'You have made too many offers for now. Please try again later.',
  qtyRequired: 'Give the quantity as a whole number of units.',
  qtyBelowMoq: (units: number) => `The quantity must be at least the deal's MOQ of ${groupedNumber(units)} units.`,
  qtyAboveAvailable: (units: number) => `Only ${groupedNumber(units)} units of this deal are available.`,
  quantityGone: 'Someone else has just taken this quantity: the deal no longer has enough units for this offer.',
  incotermRequired: 'Choose an incoterm.',
  deliveryStateRequired: 'Choose the state to deliver to.',
  paymentTermsRequired: 'Choose the payment terms.',
  leadTimeRequired: 'Choose a lead time.',
  messageTooLong: `A note may have at most ${OFFER_LIMITS.messageMax} characters.`,
  reasonTooLong: `A reason may have at most ${OFFER_LIMITS.reasonMax} characters.`,
  revisionRequired: 'Give the revision of the offer you are answering.',
  statusInvalid: "Choose 'Accepted', 'Rejected' or 'Withdrawn'.",
  statusFilterInvalid: 'Choose one of the offer statuses.',
  sideInvalid: "Choose 'buyer' (the bids you made) or 'seller' (the offers on your deals).",
  equipmentInvalid: 'Choose panel, inverter, battery or other.',
  stale: 'The other side changed this offer after you opened it. Look at the new terms and answer again.',
  wrongEquipment: (equipment: DealEquipment) => `This offer is on a deal of ${equipment} equipment: send its update as ${equipment}-offer-update.`,
  inventoryBelowReserved: (units: number) => `${groupedNumber(units)} units of this deal are reserved for accepted offers: the quantity cannot go below that.`,
  moved: {
    Offered: 'Your offer has been sent to the seller.',
    Countered: 'Your counter-offer has been sent to the buyer.',
    Accepted: 'Offer accepted. The quantity is reserved until the contract.',
    Rejected: 'Offer rejected.',
    Withdrawn: 'Offer withdrawn.',
    Expired: 'The offer has lapsed.',
    Contract: 'The offer is now a contract.',
    Cancelled: 'The contract has been cancelled.',
  } satisfies Record<OfferStatus, string>,
} as const;

// ---- Requests ---------------------------------------------------------------------------------------------

/** The price, quantity and terms of an offer: what a buyer's offer and a full counter send. */
export interface OfferProposal extends OfferTerms {
  /** Per watt for panels, per unit otherwise (see the deal's `price_unit`). */
  price: number;
  /** Units (panels, inverters, ...), not pallets: at least the deal's MOQ in units. */
  qty: number;
  /** A note to the other side, stored as plain text. */
  message?: string | null;
}

/** `POST offer`: a buyer's offer on a public deal. */
export interface MakeOfferRequest extends OfferProposal {
  listing_id: ListingId;
}

/**
 * Every change of an offer names the revision the caller saw: when the other side moved in between, the change
 * is refused with 409 (`stale`) instead of answering terms the caller has not read.
 */
export interface OfferRevisionRef {
  revision: number;
}

/** `{product}-offer-update/{offer_id}`: new price, quantity and terms at once (a counter, or a revision of one's own standing offer). */
export interface OfferUpdateRequest extends OfferProposal, OfferRevisionRef {}
/** `update-bid/{offer_id}`: a new price. */
export interface UpdateBidRequest extends OfferRevisionRef {
  price: number;
  message?: string | null;
}
/** `update-qty/{offer_id}`: a new quantity. */
export interface UpdateQtyRequest extends OfferRevisionRef {
  qty: number;
  message?: string | null;
}
/** `update-terms/{offer_id}`: new terms. */
export interface UpdateTermsRequest extends OfferTerms, OfferRevisionRef {
  message?: string | null;
}
/** `offer-status/{offer_id}`: accept, reject or withdraw. */
export interface OfferStatusUpdateRequest extends OfferRevisionRef {
  status: OfferStatusRequest;
  reason?: string | null;
}

/** Which offers `GET offer` lists: the bids the caller made ('buyer') or the offers on the caller's deals ('seller'). */
export const OFFER_SIDES = ['buyer', 'seller'] as const satisfies readonly OfferParty[];

// ---- Answers ----------------------------------------------------------------------------------------------

/** The deal an offer is on, as either party sees it (the public deal's fields: never its seller). */
export interface OfferDealSummary {
  id: number;
  uuid: string;
  path: string;
  name: string;
  category_id: number;
  equipment: DealEquipment;
  price_unit: PriceUnit;
  /** The deal's asking price, in its price unit. */
  asking_price: number | null;
  panel_wattage: number | null;
  /** The MOQ in units, and as the deal states it ('2 pallets'). */
  moq_qty: number;
  moq_units: string;
  available_qty: number;
  image: string | null;
}

/** An offer's price and quantity as money and watts. */
export interface OfferFigures {
  price_unit: PriceUnit;
  /** What one unit costs: the price per watt times the panel's wattage for panels, in whole cents. */
  unit_price: number;
  /** unit_price times qty, in whole cents. */
  total: number;
  /** Panels: the panel's wattage times qty (W); null for other equipment. */
  total_watts: number | null;
}

/** One step of a negotiation: who moved it to which status, with the terms standing after the move. */
export interface OfferHistoryEntry extends OfferTerms {
  status: OfferStatus;
  by: OfferActor;
  price: number;
  qty: number;
  message: string | null;
  at: string;
}

/**
 * An offer as one of its parties (or an admin) sees it. Neither party is named: the seller of a negotiable deal
 * is anonymous until the contract, and the buyer is 'the buyer' to them. Admins also get the parties' ids.
 */
export interface OfferView extends OfferTerms, OfferFigures {
  id: string;
  deal: OfferDealSummary;
  /** The caller's side of the offer; null for an admin who is neither. */
  side: OfferParty | null;
  status: OfferStatus;
  /** Whose answer the offer waits for; null when it waits for nobody. */
  turn: OfferParty | null;
  /** The statuses the caller may move the offer to now (a counter is Offered for the buyer, Countered for the seller). */
  moves: OfferStatus[];
  price: number;
  qty: number;
  /** The note sent with the standing terms. */
  message: string | null;
  /** The reason given with a rejection or a withdrawal. */
  reason: string | null;
  /** Goes up with every change; the next change names it. */
  revision: number;
  /** Whether the seller has sent a quote on the offer (its versions are read from `quote/{offer_id}`). */
  quoted: boolean;
  /** When the offer lapses unless answered (ISO-8601); null once it is over. */
  expires_at: string | null;
  history: OfferHistoryEntry[];
  created_at: string;
  updated_at: string;
}

/** What admins see besides: who the parties are. */
export interface AdminOfferView extends OfferView {
  buyer_id: string;
  seller_id: string;
}

// ---- Rules ------------------------------------------------------------------------------------------------

/** The deal fields an offer's checks and figures read. */
export type OfferedDeal = Pick<DealQuantities, 'category_id' | 'moq' | 'moq_unit' | 'panel_wattage' | 'units_per_pallet' | 'units_per_container'>;

/** The deal's MOQ counted in units (a deal without the counts it needs reads as 1). */
export const offerMoqUnits = (deal: OfferedDeal): number => Math.max(1, moqInUnits(deal) ?? deal.moq);

/** What an offer of `price` for `qty` units comes to on `deal`. */
export function offerFigures(deal: Pick<OfferedDeal, 'category_id' | 'panel_wattage'>, price: number, qty: number): OfferFigures {
  const panels = isPanelCategory(deal.category_id);
  const unitPrice = panels ? roundHalfUp(price * (deal.panel_wattage ?? 0), 2) : price;
  return {
    price_unit: panels ? 'watt' : 'unit',
    unit_price: unitPrice,
    total: lineAmount(unitPrice, qty),
    total_watts: panels && deal.panel_wattage ? deal.panel_wattage * qty : null,
  };
}

const isOneOf = (choices: readonly unknown[], value: unknown): boolean => choices.includes(value);

/**
 * The checks of an offer's proposal against its deal, the same in the browser and in the trader service: the
 * price in the deal's unit, the quantity between the MOQ and what is available, the terms from their lists.
 * Only the fields named in `fields` are checked (an update of the price alone checks the price).
 */
export function validateOfferProposal(
  input: Record<string, unknown>,
  deal: OfferedDeal & { available_qty: number },
  fields: readonly (keyof OfferProposal)[] = ['price', 'qty', ...OFFER_TERM_FIELDS, 'message'],
): FieldErrors {
  const c = new Collector();
  const M = OFFER_MESSAGES;
  const wants = (field: keyof OfferProposal) => fields.includes(field);
  if (wants('price')) {
    const problem = dealPriceProblem(numberOf(input.price), isPanelCategory(deal.category_id));
    c.check('price', [[problem !== null, problem ?? '']]);
  }
  if (wants('qty')) {
    const qty = numberOf(input.qty);
    const moq = offerMoqUnits(deal);
    c.check('qty', [
      [qty === undefined || !Number.isInteger(qty) || qty < 1, M.qtyRequired],
      [qty !== undefined && qty > LIMITS.quantityMax, M.qtyAboveAvailable(deal.available_qty)],
      [qty !== undefined && qty < moq, M.qtyBelowMoq(moq)],
      [qty !== undefined && qty > deal.available_qty, M.qtyAboveAvailable(deal.available_qty)],
    ]);
  }
  if (wants('incoterm')) c.check('incoterm', [[!isOneOf(INCOTERMS, input.incoterm), M.incotermRequired]]);
  if (wants('delivery_state')) c.check('delivery_state', [[!usStateOfCode(input.delivery_state), M.deliveryStateRequired]]);
  if (wants('payment_terms')) c.check('payment_terms', [[!isOneOf(PAYMENT_TERMS, input.payment_terms), M.paymentTermsRequired]]);
  if (wants('lead_time')) c.check('lead_time', [[!isOneOf(LEAD_TIME_DAYS, numberOf(input.lead_time)), M.leadTimeRequired]]);
  if (wants('message') && typeof input.message === 'string') c.check('message', [[input.message.length > OFFER_LIMITS.messageMax, M.messageTooLong]]);
  return c.errors;
}
