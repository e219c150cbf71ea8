import { IsOptional, IsString, MaxLength, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { SEARCH_OBJECT_ERRORS } from '../../search/search-object';
import { IsSearchText } from '../../catalog/dto/brands';
import { OptionalQueryNumber, PAGE_QUERY_ERRORS } from '../../dto/page-query';

/*
 * Queries of the trader's broker lists (trader-and-admin spec, section 7, "Other broker endpoints" and "Calls
 * seen in detail"): part-number suggestions, the deal listing's sidebar, the brand lists. Query values arrive
 * as text; a repeated parameter arrives as a list and fails the text check.
 */

export const BROKER_QUERY_LIMITS = {
  /** `broker/part_no?q=`: what a part-number field holds as it is typed. */
  partNumberPrefixMax: 50,
  /** `broker/brand/list?limit=`. */
  brandsPageMax: 100,
  /** `broker/sidebar_data?category=`: a deal category's slug or id. */
  categoryMax: 100,
  /** `broker/seller-brand/list?seller_id=`: an account id. */
  sellerIdMax: 64,
} as const;

const L = BROKER_QUERY_LIMITS;

/** What the broker lists answer besides their data: their refusals and their query messages. */
export const BROKER_MESSAGES = {
  partNumberPrefix: `Type 1 to ${L.partNumberPrefixMax} characters of the part number.`,
  brandsLimit: `Must be a whole number from 1 to ${L.brandsPageMax}.`,
  category: `Give a deal category's slug or id (at most ${L.categoryMax} characters).`,
  sellerId: "Give the seller's account id.",
  categoryNotFound: 'Category not found.',
  /** 403 of the seller brand list: a seller's brands would tell who sells which anonymous deals. */
  sellerBrandsRefused: 'Only the seller and admins may see the brands of a seller.',
  /** 503 while the catalog, which owns the brands, cannot be read. */
  brandsUnavailable: 'The brands cannot be read right now. Please try again in a moment.',
} as const;

const B = BROKER_MESSAGES;

/** A query text of 1 to `max` characters once trimmed. */
function IsTrimmedText(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTrimmedText',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= max,
        defaultMessage: buildMessage(() => `Must be 1 to ${max} characters.`, options),
      },
    },
    options,
  );
}

/** `broker/part_no?q=`: the start of a part number or MPN, as the deal form's field holds it. */
export class PartNumberQuery {
  @IsTrimmedText(L.partNumberPrefixMax, { message: B.partNumberPrefix })
  @IsString({ message: B.partNumberPrefix })
  q!: string;
}

/**
 * `broker/brand/list?page=&limit=`: a page of the brands of public deals (page 1 and 10 brands when not given).
 * Not a PageQuery: its pages hold at most 100 brands, and a subclass cannot take back PageQuery's own limit check.
 */
export class DealBrandsQuery {
  @OptionalQueryNumber(1, 1_000_000, PAGE_QUERY_ERRORS.page)
  page?: number;

  @OptionalQueryNumber(1, L.brandsPageMax, B.brandsLimit)
  limit?: number;
}

/** `broker/sidebar_data?category=&key=`: the sidebar of a deal listing, in a category (slug or id) and for a search text. */
export class DealSidebarQuery {
  @IsOptional()
  @IsTrimmedText(L.categoryMax, { message: B.category })
  @IsString({ message: B.category })
  category?: string;

  @IsOptional()
  @IsSearchText()
  @IsString({ message: SEARCH_OBJECT_ERRORS.queryParamShape })
  key?: string;
}

/** `broker/seller-brand/list?seller_id=`: the brands a seller's deals name. */
export class SellerBrandsQuery {
  @MaxLength(L.sellerIdMax, { message: B.sellerId })
  @IsTrimmedText(L.sellerIdMax, { message: B.sellerId })
  @IsString({ message: B.sellerId })
  seller_id!: string;
}
