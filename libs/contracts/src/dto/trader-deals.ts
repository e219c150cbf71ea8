import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { AddressText, ADDRESS_TEXT_MAX, PostalAddressBody } from '../addresses/address-body';
import { UPLOAD_LIMITS } from '../catalog/api';
import { MESSAGES } from '../messages';
import { LIMITS } from '../rules/validation';
import type { DealForm, DealInventory, DealLocationForm, DuplicateDealRequest, ListingId, UpdateDealRequest, UpdateDealStatusRequest, UpdateInventoryRequest } from '../trader/api';
import { DEAL_STATUSES, type DealStatus } from '../trader/deal-status';
import { DEAL_LIMITS, DEAL_MESSAGES, validateDealForm } from '../trader/forms';
import { PRODUCT_INPUT_LIMITS } from './catalog-items';
import { CheckedBy, formRule } from './checked-by';
import { NestedDtoList } from './nested';
import { IsNumberOrNumericText } from './number-field';

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

/** The deal form (`POST listing`), checked by `validateDealForm`, which the web's deal form runs too. */
@CheckedBy(formRule(validateDealForm))
export class DealFormBody implements DealForm {
  /** Saved as an Incomplete draft: only the name and category are required. */
  @IsOptional()
  @IsBoolean()
  draft?: boolean;

  @IsOptional()
  @MaxLength(I.textMax, { message: V.titleMaxLength })
  @IsString({ message: P.titleRequired })
  name!: string;

  /** Rich text, stored sanitized. */
  @IsOptional()
  @MaxLength(I.descriptionMax)
  @IsString({ message: P.descriptionRequired })
  description!: string;

  /** One of CONDITION_VALUES: the rule says which. */
  @IsOptional()
  @MaxLength(I.textMax, { message: P.conditionRequired })
  @IsString({ message: P.conditionRequired })
  condition!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: V.categoryRequired })
  category_id!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: V.subCategoryRequired })
  subcategory_id!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.brandRequired })
  brand_id!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.priceRequired })
  price!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: V.moqMin })
  moq!: number;

  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.invalidChoice })
  @IsString({ message: D.invalidChoice })
  moq_unit?: DealForm['moq_unit'];

  @IsOptional()
  @IsNumberOrNumericText({ message: P.quantityRequired })
  total_qty!: number;

  /** The unit of measure ('each' when blank). */
  @IsOptional()
  @MaxLength(I.shortTextMax)
  @IsString()
  um?: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: MESSAGES.limits.moneyInvalid })
  msrp?: number | null;

  @IsOptional()
  @MaxLength(I.shortTextMax)
  @IsString()
  mpn?: string;

  @IsOptional()
  @MaxLength(I.shortTextMax)
  @IsString()
  upc?: string;

  @IsOptional()
  @MaxLength(I.textMax, { message: P.partNumberRequired })
  @IsString({ message: P.partNumberRequired })
  part_number!: string;

  @IsOptional()
  @MaxLength(I.textMax, { message: P.skuRequired })
  @IsString({ message: P.skuRequired })
  sku!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.weightRequired })
  weight!: number;

  @IsOptional()
  @MaxLength(I.textMax, { message: P.weightUnitRequired })
  @IsString({ message: P.weightUnitRequired })
  weight_unit!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.lengthRequired })
  length!: number;

  @IsOptional()
  @MaxLength(I.textMax, { message: P.dimensionUnitRequired })
  @IsString({ message: P.dimensionUnitRequired })
  length_unit!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.widthRequired })
  width!: number;

  @IsOptional()
  @MaxLength(I.textMax, { message: P.dimensionUnitRequired })
  @IsString({ message: P.dimensionUnitRequired })
  width_unit!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.heightRequired })
  height!: number;

  @IsOptional()
  @MaxLength(I.textMax, { message: P.dimensionUnitRequired })
  @IsString({ message: P.dimensionUnitRequired })
  height_unit!: string;

  @IsOptional()
  @MaxLength(I.shortTextMax)
  @IsString()
  package_type?: string;

  /** One of SHIPPING_TYPES: the rule says which. */
  @IsOptional()
  @MaxLength(I.textMax, { message: P.shippingTypeRequired })
  @IsString({ message: P.shippingTypeRequired })
  shipping_type!: string;

  /** YYYY-MM-DD. */
  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.dateInvalid })
  @IsString({ message: D.dateInvalid })
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
  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.incotermRequired })
  @IsString({ message: D.incotermRequired })
  incoterm!: DealForm['incoterm'];

  @IsOptional()
  @IsNumberOrNumericText({ message: D.invalidChoice })
  lead_time?: number | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: D.invalidChoice })
  offer_validity?: number | null;

  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.invalidChoice })
  @IsString({ message: D.invalidChoice })
  colour?: DealForm['colour'];

  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.invalidChoice })
  @IsString({ message: D.invalidChoice })
  panel_technology?: DealForm['panel_technology'];

  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.invalidChoice })
  @IsString({ message: D.invalidChoice })
  connector_type?: DealForm['connector_type'];

  @IsOptional()
  @IsNumberOrNumericText({ message: D.invalidChoice })
  front_load?: number | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: D.invalidChoice })
  rear_load?: number | null;

  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.invalidChoice })
  @IsString({ message: D.invalidChoice })
  company_tier?: DealForm['company_tier'];

  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.invalidChoice })
  @IsString({ message: D.invalidChoice })
  phase?: DealForm['phase'];

  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.invalidChoice })
  @IsString({ message: D.invalidChoice })
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
  @IsOptional()
  @MaxLength(ADDRESS_TEXT_MAX, { message: D.stateRequired })
  @IsString({ message: D.stateRequired })
  state!: string;

  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.inventoryRequired })
  @IsString({ message: D.inventoryRequired })
  inventory!: DealInventory;

  /** YYYY-MM-DD. */
  @IsOptional()
  @MaxLength(I.shortTextMax, { message: D.dateInvalid })
  @IsString({ message: D.dateInvalid })
  available_date?: string | null;

  @IsOptional()
  @MaxLength(I.textMax, { message: P.metaTitleMax })
  @IsString({ message: P.metaTitleRequired })
  meta_name!: string;

  @IsOptional()
  @MaxLength(I.textMax, { message: P.metaDescriptionMax })
  @IsString({ message: P.metaDescriptionRequired })
  meta_description!: string;
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
  @IsOptional()
  @MaxLength(LIMITS.noteMax)
  @IsString()
  reason?: string;
}
