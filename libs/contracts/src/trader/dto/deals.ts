import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { AddressText, ADDRESS_TEXT_MAX, PostalAddressBody } from '../../addresses/address-body';
import { UPLOAD_LIMITS } from '../../catalog/views';
import { MESSAGES } from '../../messages';
import { LIMITS } from '../../rules/validation';
import type {
  DealForm,
  DealInventory,
  DealLocationForm,
  DuplicateDealRequest,
  ListingId,
  UpdateDealRequest,
  UpdateDealStatusRequest,
  UpdateInventoryRequest,
} from '../views';
import { DEAL_STATUSES, type DealStatus } from '../rules/deal-status';
import { DEAL_LIMITS, DEAL_MESSAGES, validateDealForm } from '../rules/forms';
import { PRODUCT_INPUT_LIMITS, ProductFieldsBody } from '../../catalog/dto/items';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { NestedDtoList } from '../../dto/nested';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { OptionalText } from '../../dto/text-field';

/*
 * The trader's deal bodies. As with the product form, the form rule (validateDealForm) requires the fields and
 * answers the spec's messages; the decorators refuse only a wrong type or an absurd size first. class-validator
 * checks a field's decorators from the bottom up, so each type check sits closest to its field.
 */

const V = MESSAGES.validation;
const P = MESSAGES.product;
const D = DEAL_MESSAGES;
const I = PRODUCT_INPUT_LIMITS;

/** A deal's uuid, or its numeric id (a number or numeric text): what `listing_id` holds. */
export const isListingId = (value: unknown): value is ListingId =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && value.length <= I.idMax && /^[A-Za-z0-9-]+$/.test(value));

export function IsListingId(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isListingId',
      validator: { validate: isListingId, defaultMessage: buildMessage(() => D.listingIdRequired, options) },
    },
    options,
  );
}

/** One place the deal's stock sits: its postal address (the state as its two-letter code) and the units there. */
export class DealLocationEntry extends PostalAddressBody implements DealLocationForm {
  /** The two-letter code: the rule says which. */
  @AddressText(V.stateRequired)
  state!: string;

  @IsNumberOrNumericText({ message: D.locationQty })
  qty!: number;
}

/**
 * The deal form (`POST listing`), checked by `validateDealForm`, which the web's deal form runs too. What it
 * says of the product itself (texts, codes, price, quantities, shipping and size) is the product form's
 * (ProductFieldsBody); the fields here are the deal's own.
 */
@CheckedBy(formRule(validateDealForm))
export class DealFormBody extends ProductFieldsBody implements DealForm {
  /** Saved as an Incomplete draft: only the name and category are required. */
  @IsOptional()
  @IsBoolean()
  draft?: boolean;

  @OptionalText(I.shortTextMax, D.invalidChoice)
  moq_unit?: DealForm['moq_unit'];

  /** YYYY-MM-DD. */
  @OptionalText(I.shortTextMax, D.dateInvalid)
  publish_date?: string | null;

  /** Stored as plain lower-case text. */
  @IsOptional()
  @MaxLength(DEAL_LIMITS.tagMax, { each: true, message: D.tagsInvalid })
  @IsString({ each: true, message: D.tagsInvalid })
  @ArrayMaxSize(DEAL_LIMITS.tagsMax, { message: D.tagsInvalid })
  @IsArray({ message: D.tagsInvalid })
  tags?: string[];

  /** Upload ids of the seller's pictures, in display order. */
  @IsOptional()
  @MaxLength(I.idMax, { each: true, message: D.filesInvalid })
  @IsString({ each: true, message: D.filesInvalid })
  @ArrayMaxSize(UPLOAD_LIMITS.imagesPerItem, { message: D.tooManyImages })
  @IsArray({ message: D.filesInvalid })
  images?: string[];

  @IsOptional()
  @MaxLength(I.idMax, { each: true, message: D.filesInvalid })
  @IsString({ each: true, message: D.filesInvalid })
  @ArrayMaxSize(UPLOAD_LIMITS.documentsPerItem, { message: D.tooManyDocuments })
  @IsArray({ message: D.filesInvalid })
  documents?: string[];

  @IsOptional()
  @ArrayMaxSize(DEAL_LIMITS.locationsMax)
  @NestedDtoList(() => DealLocationEntry)
  locations?: DealLocationEntry[];

  /** One of INCOTERMS: the rule says which. */
  @OptionalText(I.shortTextMax, D.incotermRequired)
  incoterm!: DealForm['incoterm'];

  @IsOptional()
  @IsNumberOrNumericText({ message: D.invalidChoice })
  lead_time?: number | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: D.invalidChoice })
  offer_validity?: number | null;

  @OptionalText(I.shortTextMax, D.invalidChoice)
  colour?: DealForm['colour'];

  @OptionalText(I.shortTextMax, D.invalidChoice)
  panel_technology?: DealForm['panel_technology'];

  @OptionalText(I.shortTextMax, D.invalidChoice)
  connector_type?: DealForm['connector_type'];

  @IsOptional()
  @IsNumberOrNumericText({ message: D.invalidChoice })
  front_load?: number | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: D.invalidChoice })
  rear_load?: number | null;

  @OptionalText(I.shortTextMax, D.invalidChoice)
  company_tier?: DealForm['company_tier'];

  @OptionalText(I.shortTextMax, D.invalidChoice)
  phase?: DealForm['phase'];

  @OptionalText(I.shortTextMax, D.invalidChoice)
  sector?: DealForm['sector'];

  @IsOptional()
  @IsNumberOrNumericText({ message: D.panelWattageInvalid })
  panel_wattage?: number | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: MESSAGES.limits.quantityInvalid })
  units_per_pallet?: number | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: MESSAGES.limits.quantityInvalid })
  units_per_container?: number | null;

  /** The two-letter code: the rule says which. */
  @OptionalText(ADDRESS_TEXT_MAX, D.stateRequired)
  state!: string;

  @OptionalText(I.shortTextMax, D.inventoryRequired)
  inventory!: DealInventory;

  /** YYYY-MM-DD. */
  @OptionalText(I.shortTextMax, D.dateInvalid)
  available_date?: string | null;
}

/** `listing/updateListing`: the deal form with the deal it edits (the form rule is DealFormBody's). */
export class UpdateDealBody extends DealFormBody implements UpdateDealRequest {
  @IsListingId()
  listing_id!: ListingId;
}

/** `listing/duplicate-deal`. */
export class DuplicateDealBody implements DuplicateDealRequest {
  @IsListingId()
  listing_id!: ListingId;
}

/** `listing/update-inventory`: the units the deal has; the trader checks the range. */
export class UpdateInventoryBody implements UpdateInventoryRequest {
  @IsListingId()
  listing_id!: ListingId;

  @IsNumberOrNumericText({ message: P.quantityWhole })
  total_qty!: number;
}

/** `listing/update-status`: a move of the deal's status (the transition table decides whose it is). */
export class UpdateDealStatusBody implements UpdateDealStatusRequest {
  @IsListingId()
  listing_id!: ListingId;

  @IsIn(DEAL_STATUSES, { message: D.statusInvalid })
  status!: DealStatus;

  /** Shown to the seller. */
  @OptionalText(LIMITS.noteMax)
  reason?: string;
}
