import {
  DEAL_CATEGORIES,
  TRADER_MAIN_CATEGORIES,
  dealEquipmentOf,
  numberOf,
  usStateCode,
  usStateId,
  validateDealForm,
  type CategoryDefinition,
  type Colour,
  type CompanyTier,
  type Connector,
  type DealEquipment,
  type Incoterm,
  type MoqUnit,
  type PanelTechnology,
  type Phase,
  type Sector,
  type DealForm,
  type DealInventory,
  type DealLocationForm,
  type SellerDealContent,
  type SellerDealView,
  type SubcategoryDefinition,
} from '@solar/contracts';
import type { Resolver } from 'react-hook-form';
import { EMPTY_PACKAGE_VALUES, packageValuesOf, type PackageValues } from '../../shared/forms/fields';
import { pictureEntries, type FileEntry } from '../../shared/forms/files';
import { nestErrors } from '../../shared/forms/longForm';

/**
 * The deal form's values as the inputs hold them (text, so a blank stays blank), and the ways across: from a
 * seller's deal into the form, and from the form into the DealForm body the trader service takes. The
 * resolver checks that body with `validateDealForm`, the rule the service runs too, so both say the same.
 */

/** What a deal form sells; each has its own route and decides the categories and fields offered. */
export type Equipment = DealEquipment;

/** A deal category as the form offers it: its id, the trader platform's name for it, its subcategories. */
export interface DealCategoryChoice {
  id: number;
  label: string;
  subcategories: readonly SubcategoryDefinition[];
}

const choiceOf = (category: CategoryDefinition): DealCategoryChoice => ({
  id: category.id,
  label: TRADER_MAIN_CATEGORIES.find((main) => main.categoryName === category.name)?.label ?? category.name,
  subcategories: category.subcategories,
});

/** The equipment a deal of this category is (an edit fits the form to it). */
export const equipmentOf = (categoryId: number): Equipment => dealEquipmentOf(categoryId);

/** The categories a form for `equipment` offers. */
export const categoriesFor = (equipment: Equipment): DealCategoryChoice[] =>
  DEAL_CATEGORIES.filter((category) => dealEquipmentOf(category.id) === equipment).map(choiceOf);

/** A location row: the postal address (the state as its US_STATES id, as the shared address inputs hold it) and the units there. */
export interface LocationRow {
  address: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  qty: string;
}

export const EMPTY_LOCATION: LocationRow = { address: '', unit: '', city: '', state: '', zip: '', qty: '' };

/** The form's values; the package's weight and size as the shop's product form holds them. */
export interface DealFormValues extends PackageValues {
  category_id: string;
  subcategory_id: string;
  name: string;
  description: string;
  condition: string;
  brand_id: string;
  price: string;
  msrp: string;
  total_qty: string;
  um: string;
  moq: string;
  moq_unit: string;
  units_per_pallet: string;
  units_per_container: string;
  mpn: string;
  upc: string;
  part_number: string;
  sku: string;
  /** Comma-separated. */
  tags: string;
  shipping_type: string;
  incoterm: string;
  lead_time: string;
  offer_validity: string;
  /** The two-letter code. */
  state: string;
  inventory: DealInventory | '';
  available_date: string;
  publish_date: string;
  panel_wattage: string;
  panel_technology: string;
  colour: string;
  connector_type: string;
  front_load: string;
  rear_load: string;
  company_tier: string;
  phase: string;
  sector: string;
  images: FileEntry[];
  documents: FileEntry[];
  locations: LocationRow[];
  meta_name: string;
  meta_description: string;
}

/** The fields only one equipment's form shows (and sends); every other field is on every form. */
const EQUIPMENT_FIELDS: Readonly<Record<Equipment, readonly (keyof DealFormValues)[]>> = {
  panel: ['panel_wattage', 'panel_technology', 'colour', 'connector_type', 'front_load', 'rear_load', 'company_tier'],
  inverter: ['phase'],
  battery: [],
  other: [],
};
const SOME_EQUIPMENT_FIELDS = new Set<string>(Object.values(EQUIPMENT_FIELDS).flat());

/** Whether the form for `equipment` shows the field a rule or the server names ('locations.0.zip' is the locations'). */
export function showsField(equipment: Equipment, field: string): boolean {
  const top = field.split('.')[0];
  if (!FORM_FIELDS.has(top)) return false;
  return !SOME_EQUIPMENT_FIELDS.has(top) || (EQUIPMENT_FIELDS[equipment] as readonly string[]).includes(top);
}

/** A new deal's form: the category chosen when the equipment has only one. */
export function emptyDealValues(equipment: Equipment): DealFormValues {
  const categories = categoriesFor(equipment);
  return {
    category_id: categories.length === 1 ? String(categories[0].id) : '',
    subcategory_id: '',
    name: '',
    description: '',
    condition: '',
    brand_id: '',
    price: '',
    msrp: '',
    total_qty: '',
    um: '',
    moq: '',
    moq_unit: '',
    units_per_pallet: '',
    units_per_container: '',
    mpn: '',
    upc: '',
    part_number: '',
    sku: '',
    tags: '',
    ...EMPTY_PACKAGE_VALUES,
    shipping_type: '',
    incoterm: '',
    lead_time: '',
    offer_validity: '',
    state: '',
    inventory: 'on_hand',
    available_date: '',
    publish_date: '',
    panel_wattage: '',
    panel_technology: '',
    colour: '',
    connector_type: '',
    front_load: '',
    rear_load: '',
    company_tier: '',
    phase: '',
    sector: '',
    images: [],
    documents: [],
    locations: [],
    meta_name: '',
    meta_description: '',
  };
}

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyDealValues('other')));

const str = (value: number | string | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The content the seller edits: the edit waiting for approval when there is one (it is their newest), else the deal. */
export const editedContent = (deal: SellerDealView): SellerDealContent => deal.pending_revision ?? deal;

/** The edit form's starting values. */
export function valuesFromDeal(deal: SellerDealView): DealFormValues {
  const d = editedContent(deal);
  return {
    category_id: str(d.category_id),
    subcategory_id: str(d.subcategory_id),
    name: d.name,
    description: d.description,
    condition: d.condition,
    brand_id: str(d.brand_id),
    price: str(d.price),
    msrp: str(d.msrp),
    total_qty: str(d.total_qty),
    um: d.um,
    moq: str(d.moq),
    moq_unit: str(d.moq_unit),
    units_per_pallet: str(d.units_per_pallet),
    units_per_container: str(d.units_per_container),
    mpn: d.mpn,
    upc: d.upc,
    part_number: d.part_number,
    sku: d.sku,
    tags: d.tags.join(', '),
    ...packageValuesOf(d),
    shipping_type: str(d.shipping_type),
    incoterm: str(d.incoterm),
    lead_time: str(d.lead_time),
    offer_validity: str(d.offer_validity),
    state: str(d.state),
    inventory: d.inventory ?? '',
    available_date: str(d.available_date),
    publish_date: str(d.publish_date),
    panel_wattage: str(d.panel_wattage),
    panel_technology: str(d.panel_technology),
    colour: str(d.colour),
    connector_type: str(d.connector_type),
    front_load: str(d.front_load),
    rear_load: str(d.rear_load),
    company_tier: str(d.company_tier),
    phase: str(d.phase),
    sector: str(d.sector),
    images: pictureEntries(d.images, (_, n) => `Picture ${n}`),
    documents: d.documents.map((doc) => ({ uuid: doc.file_uuid, name: doc.name, url: doc.url, fresh: false })),
    locations: d.locations.map((place) => ({
      address: place.address,
      unit: place.unit,
      city: place.city,
      state: str(usStateId(place.state)),
      zip: place.zip,
      qty: str(place.qty),
    })),
    meta_name: d.meta_name,
    meta_description: d.meta_description,
  };
}

/**
 * The body as the form sends it: the DealForm, except that a draft may leave any field but its name and
 * category blank, sent as null (the service's rule, like the resolver's, requires them only without `draft`).
 */
export type DealFormBody = { [Field in Exclude<keyof DealForm, 'locations'>]: DealForm[Field] | null } & {
  locations: (Omit<DealLocationForm, 'qty'> & { qty: number | null })[];
};

/** A number for the body: blank is null (not given); text that is no number is NaN, which the rule refuses, so it is never sent. */
const amount = (value: string): number | null => (value.trim() === '' ? null : (numberOf(value) ?? Number.NaN));
/** A choice for the body: null when none was made. */
function choice<T extends string = string>(value: string): T | null {
  return value === '' ? null : (value as T);
}

/** The DealForm body of `POST listing` / `listing/updateListing`; the fields of other equipment go as null. */
export function toDealForm(values: DealFormValues, equipment: Equipment, draft: boolean): DealFormBody {
  const shown = (field: keyof DealFormValues) => showsField(equipment, field);
  const only = <T>(field: keyof DealFormValues, value: T): T | null => (shown(field) ? value : null);
  const preProduction = values.inventory === 'pre_production';
  return {
    draft,
    name: values.name.trim(),
    description: values.description.trim(),
    condition: choice(values.condition),
    category_id: amount(values.category_id),
    subcategory_id: amount(values.subcategory_id),
    brand_id: amount(values.brand_id),
    price: amount(values.price),
    moq: amount(values.moq),
    moq_unit: choice<MoqUnit>(values.moq_unit),
    total_qty: amount(values.total_qty),
    um: values.um.trim(),
    msrp: amount(values.msrp),
    mpn: values.mpn.trim(),
    upc: values.upc.trim(),
    part_number: values.part_number.trim(),
    sku: values.sku.trim(),
    weight: amount(values.weight),
    weight_unit: choice(values.weight_unit),
    length: amount(values.length),
    length_unit: choice(values.length_unit),
    width: amount(values.width),
    width_unit: choice(values.width_unit),
    height: amount(values.height),
    height_unit: choice(values.height_unit),
    package_type: values.package_type.trim(),
    shipping_type: choice(values.shipping_type),
    publish_date: choice(values.publish_date),
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    images: values.images.flatMap((entry) => (entry.uuid ? [entry.uuid] : [])),
    documents: values.documents.flatMap((entry) => (entry.uuid ? [entry.uuid] : [])),
    locations: values.locations.map((row) => ({
      address: row.address.trim(),
      unit: row.unit.trim(),
      city: row.city.trim(),
      // The shared address inputs hold the state's id; a deal's location names it by its code.
      state: usStateCode(row.state) ?? '',
      zip: row.zip.trim(),
      qty: amount(row.qty),
    })),
    incoterm: choice<Incoterm>(values.incoterm),
    lead_time: amount(values.lead_time),
    offer_validity: amount(values.offer_validity),
    colour: only('colour', choice<Colour>(values.colour)),
    panel_technology: only('panel_technology', choice<PanelTechnology>(values.panel_technology)),
    connector_type: only('connector_type', choice<Connector>(values.connector_type)),
    front_load: only('front_load', amount(values.front_load)),
    rear_load: only('rear_load', amount(values.rear_load)),
    company_tier: only('company_tier', choice<CompanyTier>(values.company_tier)),
    phase: only('phase', choice<Phase>(values.phase)),
    sector: choice<Sector>(values.sector),
    panel_wattage: only('panel_wattage', amount(values.panel_wattage)),
    units_per_pallet: amount(values.units_per_pallet),
    units_per_container: amount(values.units_per_container),
    state: choice(values.state),
    inventory: choice<DealInventory>(values.inventory),
    // A date given for stock on hand would be stale once the seller switched: only pre-production sends it.
    available_date: preProduction ? choice(values.available_date) : null,
    meta_name: values.meta_name.trim(),
    meta_description: values.meta_description.trim(),
  };
}

/** Where a rule's key lands in the form: a message on the location list as a whole is the field array's `root`. */
export const dealFormPathOf = (field: string): string => (field === 'locations' ? 'locations.root' : field);

/**
 * react-hook-form resolver: the shared deal rule over the body the form would send, as a draft or not
 * (`isDraft` reads which button was pressed).
 */
export const dealResolver =
  (equipment: Equipment, isDraft: () => boolean): Resolver<DealFormValues> =>
  (values) => {
    const errors = validateDealForm(toDealForm(values, equipment, isDraft()));
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: nestErrors<DealFormValues>(errors, dealFormPathOf) };
  };
