import type { DealActor, DealStatus } from './rules/deal-status';
import type { ContractStatus } from './rules/contracts';
import type { DealView } from './views';
import type { OfferActor, OfferStatus } from './rules/offer-status';
import type { OfferTerms } from './rules/offers';
import type { AdminActionSettledPayload } from '../admin/events';
import { defineEvent } from '../events/define';

/*
 * What the trader service tells other services about deals. The seller is anonymous on negotiable deals, and
 * every consumer of these events (search indexing, the deal lists of other services, the admin area's read
 * models) shows deals to buyers: so no payload carries the owner, not even as an opaque id, which a consumer
 * could join with the shop's events (they name the owner) to tell who sells the deal. A consumer that must
 * reach the seller (notifying them of an offer) asks the trader service, which checks who may know.
 */

/**
 * The public fields of a deal with its status, as DealView shows them to anyone: sent in full with
 * trader.deal.created and trader.deal.updated. Consumers keep a deal only while its status is public.
 */
export interface TraderDealPayload extends DealView {
  /**
   * Increases with every change of the deal. Events may arrive twice or out of order; a consumer keeps the
   * highest revision it has seen and ignores older ones.
   */
  revision: number;
}

/** A move of the deal's status; the full state follows in trader.deal.updated. */
export interface TraderDealStatusChangedPayload {
  uuid: string;
  id: number;
  revision: number;
  previous_status: DealStatus;
  status: DealStatus;
  /** Who moved it, by role only. */
  by: DealActor;
  /** The reason given with the move (a rejection, a stop); null when none was. */
  reason: string | null;
}

export interface TraderDealDeletedPayload {
  uuid: string;
  id: number;
  revision: number;
}

/**
 * A move of an offer (`trader.offer.made`, `.countered`, `.accepted`, `.rejected`, `.withdrawn`, `.expired`),
 * keyed by the offer's id, with the terms standing after it. Like the deal events it names neither party: a
 * consumer that must reach them (the chat's system messages) asks the trader, which knows who may.
 */
export interface TraderOfferPayload extends OfferTerms {
  id: string;
  deal_uuid: string;
  deal_id: number;
  revision: number;
  previous_status: OfferStatus | null;
  status: OfferStatus;
  by: OfferActor;
  price: number;
  qty: number;
  /** ISO-8601. */
  at: string;
}

/**
 * A quote sent on an offer (`trader.quote.sent`): a new version of the seller's quote, keyed by the offer's id.
 * No party ids, as with the offer events.
 */
export interface TraderQuotePayload {
  offer_id: string;
  deal_uuid: string;
  deal_id: number;
  version: number;
  /** The quote's total, USD to the cent. */
  total: number;
  /** ISO-8601. */
  at: string;
}

/**
 * A contract's step (`trader.contract.signed`, `.confirmed`, `.refused`, `.cancelled`), keyed by the offer's id,
 * so one negotiation's offer, quote and contract events stay in order. `confirmed` answers a payment the
 * orders service authorized (the deal's quantity is now the buyer's); `refused` answers one the contract can no
 * longer take (cancelled meanwhile), which orders voids. No party ids.
 */
export interface TraderContractPayload {
  id: string;
  offer_id: string;
  deal_uuid: string;
  deal_id: number;
  /** The quote version the contract was signed on. */
  version: number;
  status: ContractStatus;
  qty: number;
  /** USD, to the cent. */
  total: number;
  /** The orders service's payment the step answers; null for signing and cancelling. */
  payment_id: string | null;
  reason: string | null;
  /** ISO-8601. */
  at: string;
}

/**
 * `trader.deal.owner-changed`: a deal moved to another seller, with the offers that followed it. No account ids:
 * the chat forgets what it knew of those offers' parties and asks the trader again.
 */
export interface TraderDealOwnerChangedPayload {
  action_id: string;
  deal_uuid: string;
  deal_id: number;
  offer_ids: string[];
  /** True when the move undoes an earlier one (a transfer's compensation). */
  compensation: boolean;
  at: string;
}

export const TraderDealCreated = defineEvent('trader.deal.created').carrying<TraderDealPayload>();
export const TraderDealUpdated = defineEvent('trader.deal.updated').carrying<TraderDealPayload>();
export const TraderDealStatusChanged = defineEvent('trader.deal.status-changed').carrying<TraderDealStatusChangedPayload>();
export const TraderDealDeleted = defineEvent('trader.deal.deleted').carrying<TraderDealDeletedPayload>();
export const TraderOfferMade = defineEvent('trader.offer.made').carrying<TraderOfferPayload>();
export const TraderOfferCountered = defineEvent('trader.offer.countered').carrying<TraderOfferPayload>();
export const TraderOfferAccepted = defineEvent('trader.offer.accepted').carrying<TraderOfferPayload>();
export const TraderOfferRejected = defineEvent('trader.offer.rejected').carrying<TraderOfferPayload>();
export const TraderOfferWithdrawn = defineEvent('trader.offer.withdrawn').carrying<TraderOfferPayload>();
export const TraderOfferExpired = defineEvent('trader.offer.expired').carrying<TraderOfferPayload>();
export const TraderQuoteSent = defineEvent('trader.quote.sent').carrying<TraderQuotePayload>();
export const TraderContractSigned = defineEvent('trader.contract.signed').carrying<TraderContractPayload>();
export const TraderContractConfirmed = defineEvent('trader.contract.confirmed').carrying<TraderContractPayload>();
export const TraderContractRefused = defineEvent('trader.contract.refused').carrying<TraderContractPayload>();
export const TraderContractCancelled = defineEvent('trader.contract.cancelled').carrying<TraderContractPayload>();
/** The trader's answer to an admin's decision on a deal (see ./admin). */
export const TraderDealAdminActionSettled = defineEvent('trader.deal.admin-action-settled').carrying<AdminActionSettledPayload>();
export const TraderDealOwnerChanged = defineEvent('trader.deal.owner-changed').carrying<TraderDealOwnerChangedPayload>();

/** The trader service's events, as `EVENTS.trader` names them. */
export const TRADER_EVENTS = {
  dealCreated: TraderDealCreated,
  dealUpdated: TraderDealUpdated,
  dealStatusChanged: TraderDealStatusChanged,
  dealDeleted: TraderDealDeleted,
  offerMade: TraderOfferMade,
  offerCountered: TraderOfferCountered,
  offerAccepted: TraderOfferAccepted,
  offerRejected: TraderOfferRejected,
  offerWithdrawn: TraderOfferWithdrawn,
  offerExpired: TraderOfferExpired,
  quoteSent: TraderQuoteSent,
  contractSigned: TraderContractSigned,
  contractConfirmed: TraderContractConfirmed,
  contractRefused: TraderContractRefused,
  contractCancelled: TraderContractCancelled,
  dealAdminActionSettled: TraderDealAdminActionSettled,
  dealOwnerChanged: TraderDealOwnerChanged,
} as const;
