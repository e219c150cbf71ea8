import { AGES, CONDITIONS, type ItemDetail } from '@solar/contracts';
import { SHARED_TEXT, shippingLabel } from './text';

/**
 * The specification rows of an item, shared by the product page's table and the compare page's rows, so
 * both show the same facts the same way. A value is null when the item does not give it.
 */
export interface SpecificationRow {
  key: string;
  label: string;
  value: (item: ItemDetail) => string | null;
}

const given = (value: string | number | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

/** A positive measure with its unit, e.g. '52.5 lb'. */
const measure = (value: number | null | undefined, unit: string | null | undefined): string | null =>
  typeof value === 'number' && value > 0 ? [value, given(unit)].filter(Boolean).join(' ') : null;

export const conditionLabel = (value: string | null | undefined): string | null =>
  given(value) === null ? null : (CONDITIONS.find((c) => c.value === value)?.label ?? String(value));

/** '3 years' or '10+ years' from the age choices; another unit is shown as given ('6 months'). */
export function ageLabel(age: string | null | undefined, unit: string | null | undefined): string | null {
  const value = given(age);
  if (value === null) return null;
  const u = given(unit);
  if (u === null || u === 'years') return AGES.find((a) => a.value === value)?.label ?? (u ? `${value} ${u}` : value);
  return `${value} ${u}`;
}

/** 'L x W x H unit'; the form makes the three units the same, so the length's unit names them all. */
export function dimensionsLabel(item: Pick<ItemDetail, 'length' | 'width' | 'height' | 'length_unit'>): string | null {
  const sides = [item.length, item.width, item.height];
  if (!sides.every((side) => typeof side === 'number' && side > 0)) return null;
  return [sides.join(' x '), given(item.length_unit)].filter(Boolean).join(' ');
}

const watts = (value: number | null | undefined): string | null => (typeof value === 'number' && value > 0 ? `${value} W` : null);

const S = SHARED_TEXT.specs;

export const SPECIFICATIONS: readonly SpecificationRow[] = [
  { key: 'brand', label: S.brand, value: (item) => given(item.brand?.name) },
  { key: 'category', label: S.category, value: (item) => given(item.category?.name) },
  { key: 'subcategory', label: S.subcategory, value: (item) => given(item.subcategory?.name) },
  { key: 'condition', label: S.condition, value: (item) => conditionLabel(item.condition) },
  { key: 'age', label: S.age, value: (item) => ageLabel(item.age, item.age_unit) },
  { key: 'mpn', label: S.mpn, value: (item) => given(item.mpn) },
  { key: 'sku', label: S.sku, value: (item) => given(item.sku) },
  { key: 'part_number', label: S.partNumber, value: (item) => given(item.part_number) },
  { key: 'upc', label: S.upc, value: (item) => given(item.upc) },
  { key: 'weight', label: S.weight, value: (item) => measure(item.weight, item.weight_unit) },
  { key: 'dimensions', label: S.dimensions, value: (item) => dimensionsLabel(item) },
  { key: 'package_type', label: S.packageType, value: (item) => given(item.package_type) },
  { key: 'panel_wattage', label: S.panelWattage, value: (item) => watts(item.panel_wattage) },
  { key: 'wattage', label: S.wattage, value: (item) => watts(item.wattage) },
  { key: 'colour', label: S.colour, value: (item) => given(item.colour) },
  { key: 'shipping_type', label: S.shippingType, value: (item) => shippingLabel(item.shipping_type) },
];

/** The rows an item gives a value for, as the product page lists them. */
export const specificationsOf = (item: ItemDetail): { key: string; label: string; value: string }[] =>
  SPECIFICATIONS.flatMap((row) => {
    const value = row.value(item);
    return value === null ? [] : [{ key: row.key, label: row.label, value }];
  });
