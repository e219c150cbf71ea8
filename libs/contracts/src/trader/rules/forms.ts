import { checkPostalAddress, type PostalAddressRule } from '../../addresses/postal-address';
import { findUsState, type UsState } from '../../addresses/us-states';
import { UPLOAD_LIMITS } from '../../catalog/views';
import { CONDITION_VALUES } from '../../enums/conditions';
import {
  COLOURS,
  COMPANY_TIERS,
  CONNECTORS,
  FRONT_LOAD_RATINGS_PA,
  INCOTERMS,
  LEAD_TIME_DAYS,
  MOQ_UNITS,
  OFFER_VALIDITY_DAYS,
  PANEL_TECHNOLOGIES,
  PHASES,
  REAR_LOAD_RATINGS_PA,
} from '../../enums/deal-attributes';
import { SECTOR_VALUES } from '../../enums/sectors';
import { SHIPPING_TYPES } from '../../enums/shipping';
import { checkProductTexts, checkWeightAndSize, Collector, isGiven, numberOf, type FieldErrors } from '../../forms/field-rules';
import { MESSAGES } from '../../messages';
import { moneyBoundProblem } from '../../rules/money';
import { plainText } from '../../rules/rich-text';
import { LIMITS } from '../../rules/validation';
import { DEAL_INVENTORY_TYPES } from '../views';
import { PRICE_PER_WATT_DECIMALS, dealCategory, dealSubcategory, isPanelCategory, moqInUnits } from './deal-figures';

const V = MESSAGES.validation;
const P = MESSAGES.product;
const L = MESSAGES.limits;

/** Bounds of the deal form that are ours (the spec sets none). */
export const DEAL_LIMITS = {
  /**
   * The spec's panel price range: per watt, above 0 and at most 1 (its advanced filter's slider runs 0 to 1).
   */
  pricePerWattMax: 1,
  /**
   * Decimals of a price per watt. Panels are quoted in fractions of a cent per watt ($0.2450/W), finer than
   * money's whole cents: 4 decimals keep such a quote (one more digit than the filter's 0.001 steps), and a
   * panel's price (per watt times its wattage) is still rounded to whole cents before anything is added up.
   */
  pricePerWattDecimals: PRICE_PER_WATT_DECIMALS,
  /** Watts per panel: a whole number; the largest modules sold are well under this. */
  panelWattageMax: 2_000,
  tagsMax: 20,
  tagMax: 50,
  locationsMax: 20,
} as const;

/** The deal form's and the trader service's own messages (the spec quotes none of these). */
export const DEAL_MESSAGES = {
  pricePerWattDecimals: 'The price per watt may have at most 4 decimals.',
  quantityAtLeastOne: 'Quantity available must be a whole number of at least 1.',
  moqAboveQuantity: 'The MOQ cannot be more than the quantity available.',
  moqUnitRequired: 'MOQ unit is required.',
  moqUnitPanelsOnly: 'Panels and MW are MOQ units of solar panels only.',
  unitsPerPalletRequired: 'Units per pallet are required for a MOQ in pallets.',
  unitsPerContainerRequired: 'Units per container are required for a MOQ in containers.',
  panelWattageRequired: 'Panel wattage is required for solar panels.',
  panelWattageInvalid: 'Panel wattage must be a whole number of watts from 1 to 2,000.',
  panelWattagePanelsOnly: 'Panel wattage is for solar panels only.',
  incotermRequired: 'Incoterm is required.',
  inventoryRequired: 'Choose whether the stock is on hand or in pre-production.',
  availableDateRequired: 'Give the date the pre-production stock will be available.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  stateRequired: 'Choose the state where the stock sits.',
  invalidChoice: 'Choose one of the listed options.',
  tagsInvalid: `Give at most ${DEAL_LIMITS.tagsMax} tags of at most ${DEAL_LIMITS.tagMax} characters each.`,
  filesInvalid: P.filesInvalid,
  fileUnknown: P.fileUnknown,
  fileInUse: 'A deal uses this file: take it off the deal first.',
  tooManyImages: `A deal may have at most ${UPLOAD_LIMITS.imagesPerItem} pictures.`,
  tooManyDocuments: `A deal may have at most ${UPLOAD_LIMITS.documentsPerItem} documents.`,
  locationQty: 'The quantity at a location must be a whole number of at least 0.',
  listingIdRequired: "Give the deal's id.",
  statusInvalid: 'Choose one of the deal statuses.',
  reasonRequired: 'Give the reason; the seller reads it.',
  dealNotFound: 'Deal not found.',
  notYourDeal: 'You can only change your own deals.',
  draftIncomplete: 'Complete the deal before sending it for approval.',
  liveDraft: 'A published deal cannot go back to a draft; send the edit for approval instead.',
  dealSubmitted: 'Your deal has been submitted and will be public once approved.',
  draftSaved: 'Your draft has been saved.',
  changesSubmitted: 'Your changes have been submitted for approval. Buyers see the current version until then.',
  dealDuplicated: 'The deal has been copied as a draft.',
  inventoryUpdated: 'The quantity available has been updated.',
  statusChanged: (status: string) => `The deal is now ${status}.`,
  outOfStockReason: 'The quantity available reached 0.',
  restockedReason: 'Restocked.',
  revisionApproved: 'The changes have been published.',
  revisionRejected: 'The changes have been turned down; the published version stays.',
} as const;

const D = DEAL_MESSAGES;

/** The state of a two-letter code, in any case; undefined for anything else (a deal's state is never sent as a name or an id). */
export function usStateOfCode(value: unknown): UsState | undefined {
  return typeof value === 'string' && /^\s*[a-z]{2}\s*$/i.test(value) ? findUsState(value) : undefined;
}

/** A deal location's postal fields: checked as stored (plain text), the state as its two-letter code. */
export const DEAL_LOCATION_POSTAL_RULE: PostalAddressRule = { stateOf: usStateOfCode };

/** Whether a text is a calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const hasDecimals = (value: number, decimals: number): boolean => Number.isInteger(Number((value * 10 ** decimals).toPrecision(15)));

/** The bound a positive price per watt breaks (the spec's panel range, then its decimals), or null. */
function pricePerWattProblem(price: number): string | null {
  if (price > DEAL_LIMITS.pricePerWattMax) return MESSAGES.advancedFilter.panelPriceOutOfRange;
  if (!hasDecimals(price, DEAL_LIMITS.pricePerWattDecimals)) return D.pricePerWattDecimals;
  return null;
}

/**
 * What is wrong with a deal's price (the form's, and an offer's on it), or null: required, above 0, then per watt
 * for panels (the spec's range, 4 decimals) and per unit otherwise (money's bounds).
 */
export function dealPriceProblem(price: number | undefined, panels: boolean): string | null {
  if (price === undefined) return P.priceRequired;
  if (price <= 0) return P.pricePositive;
  return panels ? pricePerWattProblem(price) : moneyBoundProblem(price);
}

const isOneOf = (choices: readonly unknown[], value: unknown): boolean => choices.includes(value);

/** The fields the form rule reads (the top-level name of `locations.0.zip`). */
const fieldOf = (key: string): string => key.split('.')[0]!;

/**
 * The deal form (spec, sections 5 and 9, and DealForm), checked the same in the browser and by the trader
 * service. Errors are keyed by field, a location's as `locations.<index>.<field>`. A draft (`draft: true`)
 * needs only its name and category; whatever else it gives is checked as in the full form.
 */
export function validateDealForm(input: Record<string, unknown>): FieldErrors {
  const errors = fullFormErrors(input);
  if (input.draft !== true) return errors;
  const required = new Set(['name', 'category_id']);
  return Object.fromEntries(Object.entries(errors).filter(([key]) => required.has(fieldOf(key)) || isGiven(input[fieldOf(key)])));
}

function fullFormErrors(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const category = dealCategory(numberOf(input.category_id));
  const panels = isPanelCategory(category?.id);
  /** An optional choice: refused only when given and not one of the choices. */
  const choice = (field: string, choices: readonly unknown[], value: unknown = input[field]) => {
    if (isGiven(input[field])) c.check(field, [[!isOneOf(choices, value), D.invalidChoice]]);
  };
  const wholeQuantity = (field: string, min: number, message: string): number | undefined => {
    const n = numberOf(input[field]);
    c.check(field, [
      [n === undefined || !Number.isInteger(n) || n < min, message],
      [n !== undefined && n > LIMITS.quantityMax, L.quantityTooLarge],
    ]);
    return n;
  };

  c.check('category_id', [[!category, V.categoryRequired]]);
  c.check('subcategory_id', [[!dealSubcategory(category?.id, numberOf(input.subcategory_id)), V.subCategoryRequired]]);
  checkProductTexts(c, input);

  const priceProblem = dealPriceProblem(numberOf(input.price), panels);
  c.check('price', [[priceProblem !== null, priceProblem ?? '']]);
  if (isGiven(input.msrp)) {
    const msrp = numberOf(input.msrp);
    c.check('msrp', [[msrp === undefined || msrp < 0 || moneyBoundProblem(msrp) !== null, L.moneyInvalid]]);
  }

  const wattage = numberOf(input.panel_wattage);
  if (panels) {
    c.check('panel_wattage', [
      [wattage === undefined, D.panelWattageRequired],
      [wattage !== undefined && (!Number.isInteger(wattage) || wattage < 1 || wattage > DEAL_LIMITS.panelWattageMax), D.panelWattageInvalid],
    ]);
  } else if (isGiven(input.panel_wattage) && category) {
    c.errors.panel_wattage = [D.panelWattagePanelsOnly];
  }
  const perPallet = isGiven(input.units_per_pallet) ? wholeQuantity('units_per_pallet', 1, L.quantityInvalid) : undefined;
  const perContainer = isGiven(input.units_per_container) ? wholeQuantity('units_per_container', 1, L.quantityInvalid) : undefined;

  const totalQty = numberOf(input.total_qty);
  c.check('total_qty', [
    [totalQty === undefined, P.quantityRequired],
    [totalQty !== undefined && (!Number.isInteger(totalQty) || totalQty < 1), D.quantityAtLeastOne],
    [totalQty !== undefined && totalQty > LIMITS.quantityMax, L.quantityTooLarge],
  ]);
  const moq = numberOf(input.moq);
  c.check('moq', [
    [moq === undefined || moq < LIMITS.moqMin || !Number.isInteger(moq), V.moqMin],
    [moq !== undefined && moq > LIMITS.quantityMax, L.quantityTooLarge],
  ]);
  const moqUnit = input.moq_unit;
  if (isGiven(moqUnit) || panels) {
    c.check('moq_unit', [
      [!isGiven(moqUnit), D.moqUnitRequired],
      [!isOneOf(MOQ_UNITS, moqUnit), D.invalidChoice],
      [!panels && (moqUnit === 'panels' || moqUnit === 'MW'), D.moqUnitPanelsOnly],
      [moqUnit === 'pallets' && perPallet === undefined && !c.errors.units_per_pallet, D.unitsPerPalletRequired],
      [moqUnit === 'containers' && perContainer === undefined && !c.errors.units_per_container, D.unitsPerContainerRequired],
    ]);
  }
  const counted = ['moq', 'moq_unit', 'total_qty', 'panel_wattage', 'units_per_pallet', 'units_per_container'];
  if (moq !== undefined && totalQty !== undefined && counted.every((field) => !c.errors[field])) {
    const minimum = moqInUnits({
      moq,
      moq_unit: isGiven(moqUnit) ? (moqUnit as (typeof MOQ_UNITS)[number]) : null,
      panel_wattage: wattage ?? null,
      units_per_pallet: perPallet ?? null,
      units_per_container: perContainer ?? null,
    });
    if (minimum !== null && minimum > totalQty) c.errors.moq = [D.moqAboveQuantity];
  }

  const requiredText = (field: string, message: string, max: number) => {
    const value = plainText(input[field]);
    c.check(field, [[!value || value.length > max, message]]);
  };
  requiredText('sku', P.skuRequired, 100);
  requiredText('part_number', P.partNumberRequired, 100);
  c.check('condition', [[!isOneOf(CONDITION_VALUES, input.condition), P.conditionRequired]]);
  const brand = numberOf(input.brand_id);
  c.check('brand_id', [[brand === undefined || !Number.isInteger(brand) || brand < 1, P.brandRequired]]);
  c.check('shipping_type', [[!isOneOf(SHIPPING_TYPES, input.shipping_type), P.shippingTypeRequired]]);

  checkWeightAndSize(c, input);

  c.check('incoterm', [
    [!isGiven(input.incoterm), D.incotermRequired],
    [!isOneOf(INCOTERMS, input.incoterm), D.invalidChoice],
  ]);
  choice('lead_time', LEAD_TIME_DAYS, numberOf(input.lead_time));
  choice('offer_validity', OFFER_VALIDITY_DAYS, numberOf(input.offer_validity));
  choice('colour', COLOURS);
  choice('panel_technology', PANEL_TECHNOLOGIES);
  choice('connector_type', CONNECTORS);
  choice('front_load', FRONT_LOAD_RATINGS_PA, numberOf(input.front_load));
  choice('rear_load', REAR_LOAD_RATINGS_PA, numberOf(input.rear_load));
  choice('company_tier', COMPANY_TIERS);
  choice('phase', PHASES);
  choice('sector', SECTOR_VALUES);

  c.check('state', [[!usStateOfCode(input.state), D.stateRequired]]);
  c.check('inventory', [[!isOneOf(DEAL_INVENTORY_TYPES, input.inventory), D.inventoryRequired]]);
  if (input.inventory === 'pre_production' || isGiven(input.available_date)) {
    c.check('available_date', [
      [!isGiven(input.available_date), D.availableDateRequired],
      [!isIsoDate(input.available_date), D.dateInvalid],
    ]);
  }
  if (isGiven(input.publish_date)) c.check('publish_date', [[!isIsoDate(input.publish_date), D.dateInvalid]]);

  const tags = input.tags;
  if (tags !== undefined && tags !== null) {
    const ok =
      Array.isArray(tags) && tags.length <= DEAL_LIMITS.tagsMax && tags.every((tag) => typeof tag === 'string' && plainText(tag).length <= DEAL_LIMITS.tagMax);
    if (!ok) c.errors.tags = [D.tagsInvalid];
  }
  const files = (field: 'images' | 'documents', max: number, tooMany: string) => {
    const value = input[field];
    if (value === undefined || value === null) return;
    if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && id.length > 0)) c.errors[field] = [D.filesInvalid];
    else if (value.length > max) c.errors[field] = [tooMany];
  };
  files('images', UPLOAD_LIMITS.imagesPerItem, D.tooManyImages);
  files('documents', UPLOAD_LIMITS.documentsPerItem, D.tooManyDocuments);

  const locations = input.locations;
  if (Array.isArray(locations)) {
    locations.forEach((location: Record<string, unknown>, index) => {
      const name = (field: string) => `locations.${index}.${field}`;
      checkPostalAddress(c, location ?? {}, DEAL_LOCATION_POSTAL_RULE, name);
      const qty = numberOf(location?.qty);
      c.check(name('qty'), [
        [qty === undefined || !Number.isInteger(qty) || qty < 0, D.locationQty],
        [qty !== undefined && qty > LIMITS.quantityMax, L.quantityTooLarge],
      ]);
    });
  }
  return c.errors;
}
