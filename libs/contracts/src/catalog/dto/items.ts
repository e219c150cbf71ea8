import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import type { BulkChangeStatusRequest, BulkItemUpdate, ProductForm, QohUpdateRequest } from '../views';
import { UPLOAD_LIMITS } from '../views';
import { PRICE_SCALING_MESSAGES, validateProductForm } from '../rules';
import { DISCOUNT_UNITS, type DiscountUnit } from '../../enums/discount';
import { MESSAGES } from '../../messages';
import type { BulkSavingsTier } from '../../rules/pricing';
import { LIMITS } from '../../rules/validation';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { NestedDtoList } from '../../dto/nested';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { ExportPageQuery } from '../../dto/page-query';
import { OptionalText } from '../../dto/text-field';

/*
 * The seller area's item bodies. class-validator checks a field's decorators from the bottom up and reports the
 * first that fails, so each field's type check sits closest to it and its size checks above.
 */

const V = MESSAGES.validation;
const P = MESSAGES.product;

/** Sizes no form reaches: the form rules bound each field as it is stored (markup removed), these only cap the raw input. */
export const PRODUCT_INPUT_LIMITS = {
  /** A text field the product rule checks (title, meta texts, SKU, part number, the choices). */
  textMax: 1_000,
  /** The rich-text description. */
  descriptionMax: 100_000,
  /** The optional texts the rule does not check (short name, MPN, UPC, unit, package, age, colour). */
  shortTextMax: 255,
  tagsMax: 20,
  tagMax: 50,
  /** An item uuid, an upload's id, a saved location's id. */
  idMax: 64,
  locationsMax: 100,
  priceScalingSlotsMax: 100,
  /** Items in one bulk edit or status change. */
  bulkItemsMax: 100,
} as const;
const I = PRODUCT_INPUT_LIMITS;

/** What the seller calls outside the product form answer for a list they get wrong. */
export const ITEM_BODY_ERRORS = {
  uuids: `Give a list of 1 to ${I.bulkItemsMax} item uuids.`,
  bulkItems: `Give a list of 1 to ${I.bulkItemsMax} items, each with its uuid.`,
  isActive: 'Must be 0 or 1.',
} as const;

/** A checkbox as forms and JSON bodies send it (price scaling's `scalling_price`, read by `isTicked`). */
const TICKS = [0, 1, true, false, '0', '1', 'true', 'false'] as const;

/** One price-scaling slot; the price-scaling rules check the numbers, each missing one under its own message. */
export class PriceScalingSlotBody implements BulkSavingsTier {
  @IsOptional()
  @IsNumberOrNumericText({ message: PRICE_SCALING_MESSAGES.min_qty_required })
  min_qty!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: PRICE_SCALING_MESSAGES.max_qty_required })
  max_qty!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: PRICE_SCALING_MESSAGES.discounted_price_required })
  discounted_price!: number;
}

/** One saved location of the seller's (`POST locations`) and the quantity of the item there. */
export class ItemLocationEntry {
  @MaxLength(I.idMax, { message: P.locationsInvalid })
  @IsString({ message: P.locationsInvalid })
  location_id!: string;

  @IsNumberOrNumericText({ message: P.locationsInvalid })
  qty!: number;
}

/**
 * The fields the seller's product form and the trader's deal form share: what the product is (name, texts,
 * category, brand, condition, part numbers), its price and quantities, and how it ships (shipping type, weight
 * and box size). Each form's rule requires them with the same messages; these decorators refuse only a wrong
 * type or an absurd size first, the same in both forms.
 */
export abstract class ProductFieldsBody {
  @IsOptional()
  @IsNumberOrNumericText({ message: V.categoryRequired })
  category_id!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: V.subCategoryRequired })
  subcategory_id!: number;

  @OptionalText(I.textMax, { tooLong: V.titleMaxLength, notText: P.titleRequired })
  name!: string;

  /** Rich text, stored sanitized. */
  @OptionalText(I.descriptionMax, { notText: P.descriptionRequired })
  description!: string;

  @OptionalText(I.textMax, { tooLong: P.metaTitleMax, notText: P.metaTitleRequired })
  meta_name!: string;

  @OptionalText(I.textMax, { tooLong: P.metaDescriptionMax, notText: P.metaDescriptionRequired })
  meta_description!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.priceRequired })
  price!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: MESSAGES.limits.moneyInvalid })
  msrp?: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: V.moqMin })
  moq!: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.quantityRequired })
  total_qty!: number;

  /** The unit of measure ('each' when blank). */
  @OptionalText(I.shortTextMax)
  um?: string;

  @OptionalText(I.textMax, P.skuRequired)
  sku!: string;

  @OptionalText(I.textMax, P.partNumberRequired)
  part_number!: string;

  @OptionalText(I.shortTextMax)
  mpn?: string;

  @OptionalText(I.shortTextMax)
  upc?: string;

  /** One of CONDITION_VALUES: the rule says which. */
  @OptionalText(I.textMax, P.conditionRequired)
  condition!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.brandRequired })
  brand_id!: number;

  /** One of SHIPPING_TYPES: the rule says which. */
  @OptionalText(I.textMax, P.shippingTypeRequired)
  shipping_type!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.weightRequired })
  weight!: number;

  @OptionalText(I.textMax, P.weightUnitRequired)
  weight_unit!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.lengthRequired })
  length!: number;

  @OptionalText(I.textMax, P.dimensionUnitRequired)
  length_unit!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.widthRequired })
  width!: number;

  @OptionalText(I.textMax, P.dimensionUnitRequired)
  width_unit!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.heightRequired })
  height!: number;

  @OptionalText(I.textMax, P.dimensionUnitRequired)
  height_unit!: string;

  @OptionalText(I.shortTextMax)
  package_type?: string;
}

/**
 * The seller's product form (`POST my/items`, `PUT my/items/{uuid}`), checked by `validateProductForm`, which
 * the web's form runs too. Every field is the rule's to require, with the spec's messages; the decorators refuse
 * a wrong type or an absurd size first (numbers come as numbers or numeric text, as forms send them).
 */
@CheckedBy(formRule(validateProductForm))
export class ProductFormBody extends ProductFieldsBody implements ProductForm {
  @OptionalText(I.shortTextMax)
  short_name?: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.sellerPriceRequired })
  cost!: number;

  @IsOptional()
  @IsNumberOrNumericText()
  discount?: number;

  @IsOptional()
  @IsIn([...DISCOUNT_UNITS, ''], { message: P.discountUnitRequired })
  discount_unit?: DiscountUnit | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.maxQtyBelowMoq })
  max_qty?: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.qtyStepWhole })
  qty_step?: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.shippingChargesRequired })
  shipping_cost?: number;

  /** One of AGES ('0' to '10+'). */
  @OptionalText(I.shortTextMax)
  age?: string;

  @OptionalText(I.shortTextMax)
  age_unit?: string;

  @IsOptional()
  @IsIn([0, 1])
  is_taxable?: number;

  /** Stored as plain lower-case text. */
  @IsOptional()
  @MaxLength(I.tagMax, { each: true })
  @IsString({ each: true })
  @ArrayMaxSize(I.tagsMax)
  @IsArray()
  tags?: string[];

  @IsOptional()
  @IsNumberOrNumericText()
  panel_wattage?: number | null;

  @IsOptional()
  @IsNumberOrNumericText()
  wattage?: number | null;

  @OptionalText(I.shortTextMax)
  colour?: string | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.resellerRequired })
  reseller_id!: number;

  /** Exactly LIMITS.relatedProducts public item ids, or none. */
  @IsOptional()
  @IsInt({ each: true, message: V.relatedProductsCount })
  @ArrayMaxSize(LIMITS.relatedProducts, { message: V.relatedProductsCount })
  @IsArray({ message: V.relatedProductsCount })
  related_ids?: number[];

  @IsOptional()
  @IsIn([...TICKS])
  scalling_price?: number;

  @IsOptional()
  @ArrayMaxSize(I.priceScalingSlotsMax)
  @NestedDtoList(() => PriceScalingSlotBody)
  bulk_savings?: PriceScalingSlotBody[];

  /** Upload ids (`POST file`), in display order. */
  @IsOptional()
  @MaxLength(I.idMax, { each: true, message: P.filesInvalid })
  @IsString({ each: true, message: P.filesInvalid })
  @ArrayMaxSize(UPLOAD_LIMITS.imagesPerItem)
  @IsArray({ message: P.filesInvalid })
  images?: string[];

  @IsOptional()
  @MaxLength(I.idMax, { each: true, message: P.filesInvalid })
  @IsString({ each: true, message: P.filesInvalid })
  @ArrayMaxSize(UPLOAD_LIMITS.documentsPerItem)
  @IsArray({ message: P.filesInvalid })
  documents?: string[];

  @IsOptional()
  @ArrayMaxSize(I.locationsMax)
  @NestedDtoList(() => ItemLocationEntry, { message: P.locationsInvalid })
  locations?: ItemLocationEntry[];
}

/** `POST my/items/bulk/change-status`: activates or deactivates several of the seller's items. */
export class BulkChangeStatusBody implements BulkChangeStatusRequest {
  @MaxLength(I.idMax, { each: true, message: ITEM_BODY_ERRORS.uuids })
  @IsString({ each: true, message: ITEM_BODY_ERRORS.uuids })
  @ArrayMaxSize(I.bulkItemsMax, { message: ITEM_BODY_ERRORS.uuids })
  @ArrayMinSize(1, { message: ITEM_BODY_ERRORS.uuids })
  @IsArray({ message: ITEM_BODY_ERRORS.uuids })
  uuids!: string[];

  @IsIn([0, 1], { message: ITEM_BODY_ERRORS.isActive })
  is_active!: 0 | 1;
}

/** One row of `POST bulk/update`; the catalog checks each value by the product form's rules for that field. */
export class BulkItemUpdateRow implements BulkItemUpdate {
  @MaxLength(I.idMax, { message: ITEM_BODY_ERRORS.bulkItems })
  @IsString({ message: ITEM_BODY_ERRORS.bulkItems })
  uuid!: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.pricePositive })
  price?: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: PRICE_SCALING_MESSAGES.discount_not_positive })
  discount?: number;

  @IsOptional()
  @IsIn([...DISCOUNT_UNITS], { message: P.discountUnitRequired })
  discount_unit?: DiscountUnit | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: P.quantityWhole })
  total_qty?: number;

  @IsOptional()
  @IsNumberOrNumericText({ message: V.moqMin })
  moq?: number;
}

/** `POST bulk/update`: price, discount, stock and MOQ of several items; every row is checked before any is written. */
export class BulkUpdateBody {
  @ArrayMaxSize(I.bulkItemsMax, { message: ITEM_BODY_ERRORS.bulkItems })
  @ArrayMinSize(1, { message: ITEM_BODY_ERRORS.bulkItems })
  @NestedDtoList(() => BulkItemUpdateRow, { message: ITEM_BODY_ERRORS.bulkItems })
  items!: BulkItemUpdateRow[];
}

/** `POST item/inventory/qoh/update`: the quantity on hand of an item, or of one of its locations. */
export class QuantityOnHandBody implements QohUpdateRequest {
  @MaxLength(I.idMax)
  @IsString({ message: P.itemRequired })
  item_uuid!: string;

  /** A whole number from 0 to LIMITS.quantityMax: the catalog checks the range. */
  @IsNumberOrNumericText({ message: P.quantityWhole })
  qty!: number;

  @OptionalText(I.idMax, P.locationUnknown)
  location_id?: string;
}

/** `POST bulksavings`: replaces an item's price-scaling slots, checked by the product form's price-scaling rules. */
export class BulkSavingsBody {
  @MaxLength(I.idMax)
  @IsString({ message: P.itemRequired })
  item_uuid!: string;

  @IsOptional()
  @IsIn([...TICKS])
  scalling_price?: number | boolean;

  @IsOptional()
  @ArrayMaxSize(I.priceScalingSlotsMax)
  @NestedDtoList(() => PriceScalingSlotBody)
  bulk_savings?: PriceScalingSlotBody[];
}

/** The text fields of the multipart `POST file` (the file itself is `file`). */
export class FileUploadFields {
  @IsOptional()
  @IsIn(['image', 'document'], { message: P.fileTypeNotAllowed })
  type?: 'image' | 'document';
}

/** `GET internal/items?after_id=&limit=`: item payloads in id order, for a consumer rebuilding its read model. */
export class ItemsExportQuery extends ExportPageQuery {}
