import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Collector, type FieldErrors } from '../../forms/field-rules';
import { MESSAGES } from '../../messages';
import { plainText } from '../../rules/rich-text';
import { LIMITS } from '../../rules/validation';
import {
  DEAL_BUYER_LIMITS,
  DEAL_NOTICES,
  type DealInquiryRequest,
  type DealNotice,
  type DealNotifyRequest,
  type DealWishlistRequest,
  type ListingId,
} from '../views';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { OptionalQueryNumber, PAGE_QUERY_ERRORS } from '../../dto/page-query';
import { ContactMaskedText } from '../../dto/text-field';
import { IsListingId } from './deals';

/*
 * A buyer's bodies around a deal: an inquiry to its seller, the notices asked for, the deal wishlist. The deal is
 * named by `listing_id` (its numeric id or its uuid), as in the seller's bodies.
 */

const B = MESSAGES.dealBuyer;

/** The raw text an inquiry may come as before its markup is removed: no form sends more. */
export const INQUIRY_INPUT_MAX = 10_000;

/** An inquiry as stored: plain text of 1 to DEAL_BUYER_LIMITS.inquiryMax characters. Run by the web's form too. */
export function validateDealInquiry(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const message = plainText(input.message);
  c.check('message', [
    [!message, B.inquiryRequired],
    [message.length > DEAL_BUYER_LIMITS.inquiryMax, B.inquiryTooLong],
  ]);
  return c.errors;
}

/** `listing/inquiry`: a question to a public deal's seller. */
@CheckedBy(formRule(validateDealInquiry))
export class DealInquiryBody implements DealInquiryRequest {
  @IsListingId()
  listing_id!: ListingId;

  @ContactMaskedText(INQUIRY_INPUT_MAX, { tooLong: B.inquiryTooLong, notText: B.inquiryRequired })
  message!: string;

  /** The units the buyer has in mind. */
  @IsOptional()
  @Max(LIMITS.quantityMax, { message: MESSAGES.limits.quantityInvalid })
  @Min(1, { message: MESSAGES.limits.quantityInvalid })
  @IsInt({ message: MESSAGES.limits.quantityInvalid })
  quantity?: number | null;
}

/** `listing/notify-user`: the notices wanted on a deal, one or both, each once. */
export class DealNotifyBody implements DealNotifyRequest {
  @IsListingId()
  listing_id!: ListingId;

  @IsIn(DEAL_NOTICES, { each: true, message: B.noticesRequired })
  @ArrayUnique({ message: B.noticesRequired })
  @ArrayMaxSize(DEAL_NOTICES.length, { message: B.noticesRequired })
  @ArrayMinSize(1, { message: B.noticesRequired })
  @IsArray({ message: B.noticesRequired })
  on!: DealNotice[];
}

/** `POST wishlist`: a public deal for the caller's wishlist. */
export class DealWishlistBody implements DealWishlistRequest {
  @IsListingId()
  listing_id!: ListingId;
}

/** `GET wishlist?page=`: a page of the caller's deal wishlist; pages hold WISHLIST_PAGE_SIZE deals, so no `limit`. */
export class DealWishlistQuery {
  @OptionalQueryNumber(1, 1_000_000, PAGE_QUERY_ERRORS.page)
  page?: number;
}
