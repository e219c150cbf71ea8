import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Incoterm, LeadTimeDays } from '../../enums/deal-attributes';
import { MESSAGES } from '../../messages';
import { LIMITS } from '../../rules/validation';
import type { ListingId } from '../views';
import { OFFER_STATUS_REQUESTS, OFFER_STATUSES, type OfferParty, type OfferStatus, type OfferStatusRequest } from '../rules/offer-status';
import {
  OFFER_MESSAGES,
  OFFER_SIDES,
  type MakeOfferRequest,
  type OfferStatusUpdateRequest,
  type OfferUpdateRequest,
  type PaymentTerms,
  type UpdateBidRequest,
  type UpdateQtyRequest,
  type UpdateTermsRequest,
} from '../rules/offers';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { composed } from '../../dto/compose';
import { OptionalQueryNumber, PAGE_QUERY_ERRORS } from '../../dto/page-query';
import { ContactMaskedText, OptionalText } from '../../dto/text-field';
import { IsListingId } from './deals';

/*
 * The offer bodies. These check types and sizes; what depends on the deal (the price in its unit, the quantity
 * between its MOQ and what is available) is `validateOfferProposal`, which the trader service runs with the deal
 * and the web's offer form runs too.
 */

const M = OFFER_MESSAGES;

/** The raw text a note or a reason may come as before its markup is removed: no form sends more. */
export const OFFER_TEXT_INPUT_MAX = 5_000;

/** The revision the caller saw: every change of an offer names it. */
const Revision = () =>
  composed(IsInt({ message: M.revisionRequired }), Min(1, { message: M.revisionRequired }), Max(Number.MAX_SAFE_INTEGER, { message: M.revisionRequired }));
/** A price as the forms send it: the rule checks it in the deal's unit. */
const OfferPrice = () => IsNumberOrNumericText({ message: MESSAGES.product.priceRequired });
/** Whole units; the rule checks the MOQ and what is available. */
const OfferQty = () => composed(IsInt({ message: M.qtyRequired }), Min(1, { message: M.qtyRequired }), Max(LIMITS.quantityMax, { message: M.qtyRequired }));
/** Read by the other party before the contract: contact details masked. */
const OfferNote = () => ContactMaskedText(OFFER_TEXT_INPUT_MAX, M.messageTooLong);

/** The terms besides price and quantity, and the note sent with them. */
class OfferTermsFields {
  /** One of INCOTERMS: the rule says which. */
  @OptionalText(32, M.incotermRequired)
  incoterm!: Incoterm;

  /** The two-letter code: the rule says whether it is a state. */
  @OptionalText(8, M.deliveryStateRequired)
  delivery_state!: string;

  /** One of PAYMENT_TERMS: the rule says which. */
  @OptionalText(32, M.paymentTermsRequired)
  payment_terms!: PaymentTerms;

  @IsNumberOrNumericText({ message: M.leadTimeRequired })
  lead_time!: LeadTimeDays;

  @OfferNote()
  message?: string | null;
}

/** A whole proposal: price, quantity and terms. */
export class OfferProposalFields extends OfferTermsFields {
  @OfferPrice()
  price!: number;

  @OfferQty()
  qty!: number;
}

/** `POST offer`: a buyer's first offer on a deal (no revision yet). */
export class MakeOfferBody extends OfferProposalFields implements MakeOfferRequest {
  @IsListingId()
  listing_id!: ListingId;
}

/** `{product}-offer-update/{offer_id}`: price, quantity and terms at once. */
export class OfferUpdateBody extends OfferProposalFields implements OfferUpdateRequest {
  @Revision()
  revision!: number;
}

/** `update-terms/{offer_id}`. */
export class UpdateTermsBody extends OfferTermsFields implements UpdateTermsRequest {
  @Revision()
  revision!: number;
}

/** `update-bid/{offer_id}`. */
export class UpdateBidBody implements UpdateBidRequest {
  @Revision()
  revision!: number;

  @OfferPrice()
  price!: number;

  @OfferNote()
  message?: string | null;
}

/** `update-qty/{offer_id}`. */
export class UpdateQtyBody implements UpdateQtyRequest {
  @Revision()
  revision!: number;

  @OfferQty()
  qty!: number;

  @OfferNote()
  message?: string | null;
}

/** `offer-status/{offer_id}`. */
export class OfferStatusBody implements OfferStatusUpdateRequest {
  @Revision()
  revision!: number;

  @IsIn(OFFER_STATUS_REQUESTS, { message: M.statusInvalid })
  status!: OfferStatusRequest;

  @ContactMaskedText(OFFER_TEXT_INPUT_MAX, M.reasonTooLong)
  reason?: string | null;
}

/** `GET offer?side=&status=&page=`: one side's offers of the caller, optionally in one status. */
export class OffersQuery {
  @IsIn(OFFER_SIDES, { message: M.sideInvalid })
  side!: OfferParty;

  @IsOptional()
  @IsIn(OFFER_STATUSES, { message: M.statusFilterInvalid })
  status?: OfferStatus;

  @OptionalQueryNumber(1, 1_000_000, PAGE_QUERY_ERRORS.page)
  page?: number;
}
