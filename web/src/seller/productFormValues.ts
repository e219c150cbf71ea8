import { DEFAULT_RESELLER_ID, numberOf, validateProductForm, type DiscountUnit, type ProductForm, type SellerItemDetail } from '@solar/contracts';
import type { Resolver } from 'react-hook-form';
import { EMPTY_PACKAGE_VALUES, packageValuesOf, type PackageValues } from '../shared/forms/fields';
import { pictureEntries, type FileEntry } from '../shared/forms/files';
import { nestErrors } from '../shared/forms/longForm';

/**
 * The product form's values as the inputs hold them (text, so a blank stays blank), and the two ways across:
 * from a loaded item into the form, and from the form into the ProductForm body the catalog takes. The
 * resolver checks the body with `validateProductForm`, the rule the server runs too.
 */

/** A related product as the picker shows it. */
export interface RelatedPick {
  id: number;
  name: string;
}

export interface SlotValues {
  min_qty: string;
  max_qty: string;
  discounted_price: string;
}

export interface LocationPick {
  location_id: string;
  qty: string;
}

export interface ProductFormValues extends PackageValues {
  category_id: string;
  subcategory_id: string;
  name: string;
  description: string;
  meta_name: string;
  meta_description: string;
  price: string;
  cost: string;
  msrp: string;
  discount: string;
  discount_unit: DiscountUnit | '';
  moq: string;
  max_qty: string;
  qty_step: string;
  total_qty: string;
  sku: string;
  part_number: string;
  mpn: string;
  upc: string;
  condition: string;
  age: string;
  brand_id: string;
  reseller_id: string;
  /** Comma-separated. */
  tags: string;
  shipping_type: string;
  shipping_cost: string;
  panel_wattage: string;
  wattage: string;
  colour: string;
  related_ids: RelatedPick[];
  scalling_price: boolean;
  bulk_savings: SlotValues[];
  images: FileEntry[];
  documents: FileEntry[];
  locations: LocationPick[];
}

export const EMPTY_SLOT: SlotValues = { min_qty: '', max_qty: '', discounted_price: '' };

export const emptyProductValues = (): ProductFormValues => ({
  category_id: '',
  subcategory_id: '',
  name: '',
  description: '',
  meta_name: '',
  meta_description: '',
  price: '',
  cost: '',
  msrp: '',
  discount: '',
  discount_unit: '',
  moq: '1',
  max_qty: '',
  qty_step: '1',
  total_qty: '',
  sku: '',
  part_number: '',
  mpn: '',
  upc: '',
  condition: '',
  age: '',
  brand_id: '',
  reseller_id: String(DEFAULT_RESELLER_ID),
  tags: '',
  shipping_type: '',
  shipping_cost: '',
  ...EMPTY_PACKAGE_VALUES,
  panel_wattage: '',
  wattage: '',
  colour: '',
  related_ids: [],
  scalling_price: false,
  bulk_savings: [],
  images: [],
  documents: [],
  locations: [],
});

const str = (value: number | string | null | undefined): string => (value === null || value === undefined ? '' : String(value));
/** Zero means 'not given' for these optional amounts. */
const optional = (value: number | null | undefined): string => (value ? String(value) : '');

/**
 * The edit form's starting values: the seller's latest edit, so the pending revision when one waits for
 * approval, else the item. Related products start with their ids; the picker looks up their names.
 */
export function valuesFromItem(loaded: SellerItemDetail): ProductFormValues {
  const item = loaded.pending_revision ? { ...loaded, ...loaded.pending_revision } : loaded;
  return {
    category_id: str(item.category_id),
    subcategory_id: str(item.subcategory_id),
    name: item.name,
    description: item.description,
    meta_name: item.meta_name,
    meta_description: item.meta_description,
    price: str(item.price),
    cost: str(item.cost),
    msrp: optional(item.msrp),
    discount: optional(item.discount),
    discount_unit: item.discount ? (item.discount_unit ?? '') : '',
    moq: str(item.moq),
    max_qty: optional(item.max_qty),
    qty_step: str(item.qty_step || 1),
    total_qty: str(item.total_qty),
    sku: item.sku,
    part_number: item.part_number,
    mpn: item.mpn ?? '',
    upc: item.upc ?? '',
    condition: item.condition,
    age: item.age ?? '',
    brand_id: str(item.brand_id),
    reseller_id: str(item.reseller_id || DEFAULT_RESELLER_ID),
    tags: item.tags.join(', '),
    shipping_type: item.shipping_type,
    shipping_cost: optional(item.shipping_cost),
    ...packageValuesOf(item),
    panel_wattage: str(item.panel_wattage),
    wattage: str(item.wattage),
    colour: item.colour ?? '',
    related_ids: item.related_ids.map((id) => ({ id, name: '' })),
    scalling_price: Boolean(item.scalling_price),
    bulk_savings: item.bulk_savings.map((slot) => ({
      min_qty: str(slot.min_qty),
      max_qty: str(slot.max_qty),
      discounted_price: str(slot.discounted_price),
    })),
    images: pictureEntries(item.images, (image) => image.path.split('/').pop() ?? image.path),
    documents: item.documents.map((doc) => ({ uuid: doc.file_uuid ?? null, name: doc.name, url: doc.url, fresh: false })),
    locations: item.locations.flatMap((l) => (l.location_id ? [{ location_id: l.location_id, qty: str(l.qty) }] : [])),
  };
}

/**
 * A number for the body. NaN stands for 'missing or not a number': the rule reads it as not given and names
 * the field, so a body holding NaN is never sent. Optional amounts pass their default for a blank field.
 */
const amount = (value: string, blank: number = Number.NaN): number => (value.trim() === '' ? blank : (numberOf(value) ?? Number.NaN));
const amountOrNull = (value: string): number | null => (value.trim() === '' ? null : amount(value));

export interface BodyOptions {
  /**
   * Whether to send the file lists. A new item always does; an edit only when the seller changed them, as
   * files attached before the upload ids were known cannot be named.
   */
  images: boolean;
  documents: boolean;
}

/** The ProductForm body for `POST my/items` / `PUT my/items/{uuid}`. */
export function toProductForm(values: ProductFormValues, files: BodyOptions = { images: true, documents: true }): ProductForm {
  const discount = amount(values.discount, 0);
  const estimated = values.shipping_type === 'estimated_shipping';
  const uuids = (entries: FileEntry[]) => entries.flatMap((entry) => (entry.uuid ? [entry.uuid] : []));
  return {
    category_id: amount(values.category_id),
    subcategory_id: amount(values.subcategory_id),
    name: values.name.trim(),
    description: values.description.trim(),
    meta_name: values.meta_name.trim(),
    meta_description: values.meta_description.trim(),
    price: amount(values.price),
    cost: amount(values.cost),
    msrp: amount(values.msrp, 0),
    discount,
    discount_unit: discount > 0 && values.discount_unit ? values.discount_unit : null,
    moq: amount(values.moq),
    max_qty: amount(values.max_qty, 0),
    qty_step: amount(values.qty_step, 1),
    total_qty: amount(values.total_qty),
    sku: values.sku.trim(),
    part_number: values.part_number.trim(),
    mpn: values.mpn.trim(),
    upc: values.upc.trim(),
    condition: values.condition,
    age: values.age,
    brand_id: amount(values.brand_id),
    reseller_id: amount(values.reseller_id),
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    shipping_type: values.shipping_type,
    ...(estimated ? { shipping_cost: amount(values.shipping_cost) } : {}),
    weight: amount(values.weight),
    weight_unit: values.weight_unit,
    length: amount(values.length),
    length_unit: values.length_unit,
    width: amount(values.width),
    width_unit: values.width_unit,
    height: amount(values.height),
    height_unit: values.height_unit,
    package_type: values.package_type.trim(),
    panel_wattage: amountOrNull(values.panel_wattage),
    wattage: amountOrNull(values.wattage),
    colour: values.colour.trim() || null,
    related_ids: values.related_ids.map((pick) => pick.id),
    scalling_price: values.scalling_price ? 1 : 0,
    bulk_savings: values.scalling_price
      ? values.bulk_savings.map((slot) => ({
          min_qty: amount(slot.min_qty),
          max_qty: amount(slot.max_qty),
          discounted_price: amount(slot.discounted_price),
        }))
      : [],
    ...(files.images ? { images: uuids(values.images) } : {}),
    ...(files.documents ? { documents: uuids(values.documents) } : {}),
    locations: values.locations.map((pick) => ({ location_id: pick.location_id, qty: amount(pick.qty) })),
  };
}

/**
 * Where a rule's field key lands in the form: the rules name price-scaling slots `bulk_savings.<i>.<field>`
 * (the form's own path) and the slot list as a whole `bulk_savings`, which react-hook-form keeps as the field
 * array's `root`.
 */
export const formPathOf = (field: string): string => (field === 'bulk_savings' ? 'bulk_savings.root' : field);

/** react-hook-form resolver: the shared product rule over the body the form would send. */
export const productResolver: Resolver<ProductFormValues> = (values) => {
  const errors = validateProductForm(toProductForm(values) as unknown as Record<string, unknown>);
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: nestErrors<ProductFormValues>(errors, formPathOf) };
};
