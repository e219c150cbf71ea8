import { CONDITIONS, IMAGE_SIZES, plainText, salePrice, type ModerationChange } from '@solar/contracts';
import type { FileStorage } from '@solar/platform';
import type { Item, ItemFormFields } from '../items/item.schema';
import type { ItemRelations } from '../items/item-view';

/*
 * An item's fields as the admin reads them in the moderation queue: label and text, the live version's and a
 * waiting edit's alike, so an edit's changes are the fields whose text differs.
 */

/** Dollars with cents, as the shop shows prices ('$1,299.00'). */
export const usd = (amount: number): string => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The price a buyer pays now: the sale price when a discount applies. */
export const priceLabelOf = (item: Pick<Item, 'price' | 'discount' | 'discount_unit'>): string =>
  usd(item.discount_unit && item.discount > 0 ? salePrice(item.price, item.discount, item.discount_unit) : item.price);

const NONE = '—';
const number = (value: number | null | undefined) => (value === null || value === undefined ? NONE : value.toLocaleString('en-US'));
const yesNo = (value: number | boolean) => (value ? 'Yes' : 'No');
const text = (value: string | null | undefined) => (value ? value : NONE);
const CONDITION_LABELS = new Map<string, string>(CONDITIONS.map((c) => [c.value, c.label]));
const SHIPPING_LABELS: Readonly<Record<string, string>> = {
  fedex: 'FedEx',
  fedex_or_local_pickup: 'FedEx or local pickup',
  free_shipping: 'Free shipping',
  local_pickup_only: 'Local pickup only',
  estimated_shipping: 'Estimated shipping',
};

/** The names a version's ids point at. */
export type FieldNames = ItemRelations;

interface ItemField {
  field: string;
  label: string;
  text(version: ItemFormFields, names: FieldNames, files: FileStorage): string;
}

/** The form's fields, in the product form's order. */
const FORM_FIELDS: readonly ItemField[] = [
  { field: 'name', label: 'Name', text: (v) => v.name },
  { field: 'short_name', label: 'Short name', text: (v) => text(v.short_name) },
  { field: 'category_id', label: 'Category', text: (v, n) => n.category?.name ?? `#${v.category_id}` },
  { field: 'subcategory_id', label: 'Subcategory', text: (v, n) => n.subcategory?.name ?? (v.subcategory_id ? `#${v.subcategory_id}` : NONE) },
  { field: 'brand_id', label: 'Brand', text: (v, n) => n.brand?.name ?? `#${v.brand_id}` },
  { field: 'condition', label: 'Condition', text: (v) => CONDITION_LABELS.get(v.condition) ?? v.condition },
  { field: 'price', label: 'Price', text: (v) => usd(v.price) },
  {
    field: 'discount',
    label: 'Discount',
    text: (v) =>
      v.discount > 0 && v.discount_unit ? `${v.discount_unit === 'percent' ? `${v.discount}%` : usd(v.discount)} (sells at ${priceLabelOf(v)})` : 'None',
  },
  { field: 'cost', label: 'Cost', text: (v) => usd(v.cost) },
  { field: 'msrp', label: 'MSRP', text: (v) => usd(v.msrp) },
  { field: 'total_qty', label: 'Quantity on hand', text: (v) => number(v.total_qty) },
  { field: 'moq', label: 'Minimum order quantity', text: (v) => number(v.moq) },
  { field: 'max_qty', label: 'Most per order', text: (v) => (v.max_qty ? number(v.max_qty) : 'No limit') },
  { field: 'qty_step', label: 'Quantity step', text: (v) => number(v.qty_step) },
  { field: 'um', label: 'Unit', text: (v) => text(v.um) },
  {
    field: 'bulk_savings',
    label: 'Bulk pricing',
    text: (v) =>
      v.scalling_price && v.bulk_savings.length
        ? v.bulk_savings.map((t) => `${number(t.min_qty)}–${number(t.max_qty)}: ${usd(t.discounted_price)}`).join('; ')
        : 'Off',
  },
  { field: 'sku', label: 'SKU', text: (v) => text(v.sku) },
  { field: 'mpn', label: 'MPN', text: (v) => text(v.mpn) },
  { field: 'part_number', label: 'Part number', text: (v) => text(v.part_number) },
  { field: 'upc', label: 'UPC', text: (v) => text(v.upc) },
  { field: 'panel_wattage', label: 'Panel wattage', text: (v) => (v.panel_wattage ? `${number(v.panel_wattage)} W` : NONE) },
  { field: 'wattage', label: 'Wattage', text: (v) => (v.wattage ? `${number(v.wattage)} W` : NONE) },
  { field: 'colour', label: 'Colour', text: (v) => text(v.colour) },
  { field: 'age', label: 'Age', text: (v) => `${v.age} ${v.age_unit}` },
  {
    field: 'shipping_type',
    label: 'Shipping',
    text: (v) =>
      `${SHIPPING_LABELS[v.shipping_type] ?? v.shipping_type}${v.shipping_type === 'estimated_shipping' ? `, ${usd(v.shipping_cost ?? 0)} per unit` : ''}`,
  },
  { field: 'weight', label: 'Weight', text: (v) => `${number(v.weight)} ${v.weight_unit}` },
  {
    field: 'dimensions',
    label: 'Dimensions',
    text: (v) => `${number(v.length)} × ${number(v.width)} × ${number(v.height)} ${v.length_unit}, ${v.package_type}`,
  },
  { field: 'is_taxable', label: 'Taxable', text: (v) => yesNo(v.is_taxable) },
  {
    field: 'locations',
    label: 'Ships from',
    text: (v) => (v.locations.length ? v.locations.map((l) => `${l.name}, ${l.city}, ${l.state} ${l.zip} (${number(l.qty)})`).join('; ') : NONE),
  },
  {
    field: 'images',
    label: 'Pictures',
    // One address per picture, in the list-thumbnail size: an admin opens them.
    text: (v, _n, files) => {
      const orders = [...new Set(v.images.map((img) => img.orderofimage))].sort((a, b) => a - b);
      const shown = orders.map((order) => {
        const renditions = v.images.filter((img) => img.orderofimage === order);
        return files.url((renditions.find((img) => img.type === IMAGE_SIZES[0].name) ?? renditions[0]!).path);
      });
      return shown.length ? shown.join('\n') : NONE;
    },
  },
  {
    field: 'documents',
    label: 'Documents',
    text: (v, _n, files) => (v.documents.length ? v.documents.map((d) => `${d.name} (${files.url(d.path)})`).join('\n') : NONE),
  },
  { field: 'tags', label: 'Tags', text: (v) => (v.tags.length ? v.tags.join(', ') : NONE) },
  { field: 'related_ids', label: 'Related items', text: (v) => (v.related_ids.length ? v.related_ids.map((id) => `#${id}`).join(', ') : NONE) },
  { field: 'reseller_id', label: 'Reseller', text: (v) => `#${v.reseller_id}` },
  // The description is rich text: what it says, without its markup.
  { field: 'description', label: 'Description', text: (v) => text(plainText(v.description)) },
  { field: 'meta_name', label: 'Meta title', text: (v) => text(v.meta_name) },
  { field: 'meta_description', label: 'Meta description', text: (v) => text(v.meta_description) },
];

/** The live item, field by field, as a reader sees it (with whether it is shown to buyers). */
export function liveFields(item: Item, names: FieldNames, files: FileStorage): Array<{ label: string; value: string }> {
  return [
    ...FORM_FIELDS.map((f) => ({ label: f.label, value: f.text(item, names, files) })),
    { label: 'Active', value: yesNo(item.is_active) },
    { label: 'Units available', value: number(item.stock) },
  ];
}

/** The fields a waiting edit changes: its text beside the live one's. */
export function editChanges(item: Item, live: FieldNames, edit: ItemFormFields, edited: FieldNames, files: FileStorage): ModerationChange[] {
  return FORM_FIELDS.flatMap((f) => {
    const before = f.text(item, live, files);
    const after = f.text(edit, edited, files);
    return before === after ? [] : [{ field: f.field, label: f.label, live: before, pending: after }];
  });
}
