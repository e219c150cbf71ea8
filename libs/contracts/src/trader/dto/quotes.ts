import { ArrayMaxSize, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { EXTRA_CHARGE_TYPES, type ExtraChargeType } from '../../enums/deal-attributes';
import {
  CONTRACT_STATUSES,
  DISCOUNT_TYPES,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  type CancelContractRequest,
  type ContractStatus,
  type ContractsQuery,
  type DirectQuoteRequest,
  type DiscountType,
  type QuoteCharge,
  type QuoteDiscount,
  type SignQuoteRequest,
  type TaxLegalRequest,
} from '../rules/contracts';
import type { OfferParty } from '../rules/offer-status';
import { OFFER_MESSAGES, OFFER_SIDES } from '../rules/offers';
import { composed } from '../../dto/compose';
import { NestedDto, NestedDtoList } from '../../dto/nested';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { OptionalQueryNumber, PAGE_QUERY_ERRORS } from '../../dto/page-query';
import { ContactMaskedText, OptionalText } from '../../dto/text-field';
import { OFFER_TEXT_INPUT_MAX, OfferProposalFields } from './offers';

/*
 * The quote and contract bodies. These check types and sizes; what depends on the offer (a fixed discount at
 * most the goods total) is `validateTaxLegal`, which the trader service runs with the offer's figures and the
 * web's quote form runs too.
 */

const M = QUOTE_MESSAGES;

export class QuoteChargeBody implements QuoteCharge {
  @IsIn(EXTRA_CHARGE_TYPES, { message: M.chargeTypeInvalid })
  type!: ExtraChargeType;

  /** USD, or percent for Sales Tax: the rule says which bound applies. */
  @IsNumberOrNumericText({ message: M.chargeAmountInvalid })
  value!: number;

  @ContactMaskedText(QUOTE_LIMITS.chargeLabelMax, M.chargeLabelRequired)
  label?: string | null;
}

export class QuoteDiscountBody implements QuoteDiscount {
  @IsIn(DISCOUNT_TYPES, { message: M.discountTypeInvalid })
  type!: DiscountType;

  @IsNumberOrNumericText({ message: M.discountPercentInvalid })
  value!: number;
}

// The extras of a quote, checked alike in tax-legal and in a direct quote (which extends the offer's fields).
const QuoteCharges = () =>
  composed(
    NestedDtoList(() => QuoteChargeBody, { message: M.chargeTypeInvalid }),
    ArrayMaxSize(QUOTE_LIMITS.chargesMax, { message: M.tooManyCharges }),
  );
const QuoteDiscount = () =>
  composed(
    IsOptional(),
    NestedDto(() => QuoteDiscountBody, { message: M.discountTypeInvalid }),
  );
/** Plain text once stored, contact details masked; a form may send a little markup, which is removed. */
const QuoteLegalText = () => ContactMaskedText(OFFER_TEXT_INPUT_MAX * 2, M.legalTextTooLong);

/** The extras of a quote: charges, discount, legal text. */
class TaxLegalFields implements TaxLegalRequest {
  @QuoteCharges()
  charges!: QuoteChargeBody[];

  @QuoteDiscount()
  discount?: QuoteDiscountBody | null;

  @QuoteLegalText()
  legal_text?: string | null;
}

/** `tax-legal/{offer_id}`. */
export class TaxLegalBody extends TaxLegalFields {}

/** `direct-quote`: the lot and terms, and the extras, for the buyer of an inquiry. */
export class DirectQuoteBody extends OfferProposalFields implements DirectQuoteRequest {
  @OptionalText(64, M.inquiryNotFound)
  inquiry_id!: string;

  @QuoteCharges()
  charges!: QuoteChargeBody[];

  @QuoteDiscount()
  discount?: QuoteDiscountBody | null;

  @QuoteLegalText()
  legal_text?: string | null;
}

/** `quotation-contract/{offer_id}`: the version signed. */
export class SignQuoteBody implements SignQuoteRequest {
  @composed(IsInt({ message: M.versionRequired }), Min(1, { message: M.versionRequired }), Max(QUOTE_LIMITS.versionsMax, { message: M.versionRequired }))
  version!: number;
}

/** `quotation-contract/{offer_id}/cancel`. */
export class CancelContractBody implements CancelContractRequest {
  @OptionalText(OFFER_TEXT_INPUT_MAX, M.reasonTooLong)
  reason?: string | null;
}

/** `GET buyer-quote`, `GET seller-quote`: a page. */
export class QuotesQuery {
  @OptionalQueryNumber(1, 1_000_000, PAGE_QUERY_ERRORS.page)
  page?: number;
}

/** `GET quotation-contract?side=&status=&page=`. */
export class ContractsQueryParams implements ContractsQuery {
  @IsIn(OFFER_SIDES, { message: OFFER_MESSAGES.sideInvalid })
  side!: OfferParty;

  @IsOptional()
  @IsIn(CONTRACT_STATUSES, { message: "Choose 'Signed', 'Paid' or 'Cancelled'." })
  status?: ContractStatus;

  @OptionalQueryNumber(1, 1_000_000, PAGE_QUERY_ERRORS.page)
  page?: number;
}
