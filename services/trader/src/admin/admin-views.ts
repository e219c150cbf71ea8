import { partyOf, type AccountContact } from '@solar/platform';
import {
  CURRENCY,
  dealCategory,
  dealEquipmentOf,
  dealFigures,
  dealPath,
  dealSubcategory,
  isPanelCategory,
  moqUnitsText,
  plainText,
  pricePerWattText,
  type AdminDealRow,
  type DealStatus,
  type ModerationChange,
  type ModerationEntry,
} from '@solar/contracts';
import type { FileStorage } from '@solar/platform';
import type { Deal, DealFormFields } from '../deals/deal.schema';

/*
 * The deals as the admin pages show them: named sellers and buyers (admins may know who they are), prices as a
 * listing reads them, and a deal's fields as label and value, the live version beside a waiting edit.
 */

const iso = (date: Date | string | null | undefined): string => new Date(date ?? Date.now()).toISOString();

const perUnit = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });
const count = new Intl.NumberFormat('en-US');

/** The price as a listing reads it: '$0.2100 /W' for panels (per watt), '$1,299.00' for anything else; '—' before a draft has one. */
export function priceLabel(deal: Pick<Deal, 'price' | 'category_id'>): string {
  if (deal.price === null || deal.price === undefined) return '—';
  return isPanelCategory(deal.category_id) ? pricePerWattText(deal.price) : perUnit.format(deal.price);
}

/** `admin/get-deals`'s row. */
export function adminDealRow(deal: Deal, contacts: ReadonlyMap<string, AccountContact>): AdminDealRow {
  const panels = isPanelCategory(deal.category_id);
  return {
    uuid: deal.uuid,
    id: deal.id,
    title: deal.name,
    status: deal.status,
    category: dealCategory(deal.category_id)?.name ?? '',
    equipment: dealEquipmentOf(deal.category_id),
    price: deal.price ?? 0,
    price_per_watt: panels ? deal.price : null,
    unit_price: dealFigures(deal).unit_price ?? 0,
    total_qty: deal.total_qty,
    moq: deal.moq,
    moq_unit: deal.moq_unit ?? 'units',
    seller: partyOf(deal.owner_id, contacts.get(deal.owner_id)),
    private_buyers: (deal.private_buyer_ids ?? []).length,
    awaiting_edit: !!deal.pending_revision,
    updated_at: iso(deal.updated_at),
    link: dealPath(deal),
  };
}

/** Statuses whose reason is the deal's own (a rejection, a stop); in others the last move's reason is the marketplace's. */
const REASONED_STATUSES: readonly DealStatus[] = ['Rejected', 'Disabled'];

/** When the deal started waiting for an admin: its edit's sending, its last submission (Pending), else its last change. */
export function waitingSince(deal: Pick<Deal, 'status' | 'pending_revision' | 'updated_at'>): Date {
  if (deal.pending_revision && deal.status !== 'Pending') return new Date(deal.pending_revision.submitted_at);
  return new Date(deal.updated_at ?? Date.now());
}

/** One entry of the moderation queue. */
export function moderationEntry(deal: Deal, contacts: ReadonlyMap<string, AccountContact>, files: FileStorage): ModerationEntry {
  const image = [...(deal.images ?? [])].filter((img) => img.type === '300x300').sort((a, b) => a.orderofimage - b.orderofimage)[0];
  return {
    kind: 'deal',
    uuid: deal.uuid,
    id: deal.id,
    title: deal.name,
    status: deal.status,
    awaiting: deal.status === 'Pending' ? 'listing' : deal.pending_revision ? 'edit' : null,
    submitted_at: waitingSince(deal).toISOString(),
    seller: partyOf(deal.owner_id, contacts.get(deal.owner_id)),
    category: dealCategory(deal.category_id)?.name ?? '',
    price_label: priceLabel(deal),
    image: image ? files.url(image.path) : null,
    link: dealPath(deal),
    reason: deal.revision_reason ?? (REASONED_STATUSES.includes(deal.status) ? (deal.status_reason ?? null) : null),
  };
}

type Shown = DealFormFields;
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const days = (value: number | null): string => (value === null || value === undefined ? '' : `${value} ${value === 1 ? 'day' : 'days'}`);
const measure = (value: number | null, unit: string | null): string => (value === null || value === undefined ? '' : `${value}${unit ? ` ${unit}` : ''}`);

/** The deal form's fields as an admin reads them, in the form's order: the field each row shows, its label and how it reads. */
const FIELD_ROWS: ReadonlyArray<{ field: keyof Shown; label: string; value: (deal: Shown, brands: ReadonlyMap<number, string>) => string }> = [
  { field: 'name', label: 'Title', value: (d) => d.name },
  { field: 'category_id', label: 'Category', value: (d) => dealCategory(d.category_id)?.name ?? text(d.category_id) },
  { field: 'subcategory_id', label: 'Subcategory', value: (d) => dealSubcategory(d.category_id, d.subcategory_id)?.name ?? text(d.subcategory_id) },
  { field: 'brand_id', label: 'Brand', value: (d, brands) => (d.brand_id === null ? '' : (brands.get(d.brand_id) ?? `Brand ${d.brand_id}`)) },
  { field: 'condition', label: 'Condition', value: (d) => d.condition },
  { field: 'price', label: 'Price', value: (d) => (d.price === null ? '' : priceLabel(d)) },
  { field: 'moq', label: 'MOQ', value: (d) => moqUnitsText(d.moq, d.moq_unit) },
  { field: 'total_qty', label: 'Quantity available', value: (d) => count.format(d.total_qty) },
  { field: 'panel_wattage', label: 'Panel wattage', value: (d) => measure(d.panel_wattage, 'W') },
  { field: 'units_per_pallet', label: 'Units per pallet', value: (d) => text(d.units_per_pallet) },
  { field: 'units_per_container', label: 'Units per container', value: (d) => text(d.units_per_container) },
  { field: 'part_number', label: 'Part number', value: (d) => d.part_number },
  { field: 'mpn', label: 'MPN', value: (d) => d.mpn },
  { field: 'upc', label: 'UPC', value: (d) => d.upc },
  { field: 'sku', label: 'SKU', value: (d) => d.sku },
  { field: 'msrp', label: 'MSRP', value: (d) => (d.msrp === null ? '' : perUnit.format(d.msrp)) },
  { field: 'incoterm', label: 'Incoterm', value: (d) => text(d.incoterm) },
  { field: 'lead_time', label: 'Lead time', value: (d) => days(d.lead_time) },
  { field: 'offer_validity', label: 'Offer validity', value: (d) => days(d.offer_validity) },
  { field: 'state', label: 'State', value: (d) => text(d.state) },
  {
    field: 'inventory',
    label: 'Inventory',
    value: (d) => (d.inventory === 'pre_production' ? 'Pre-production' : d.inventory === 'on_hand' ? 'On hand' : text(d.inventory)),
  },
  { field: 'available_date', label: 'Available', value: (d) => text(d.available_date) },
  { field: 'colour', label: 'Colour', value: (d) => text(d.colour) },
  { field: 'panel_technology', label: 'Panel technology', value: (d) => text(d.panel_technology) },
  { field: 'connector_type', label: 'Connector', value: (d) => text(d.connector_type) },
  { field: 'front_load', label: 'Front load', value: (d) => measure(d.front_load, 'Pa') },
  { field: 'rear_load', label: 'Rear load', value: (d) => measure(d.rear_load, 'Pa') },
  { field: 'company_tier', label: 'Company tier', value: (d) => text(d.company_tier) },
  { field: 'phase', label: 'Phase', value: (d) => text(d.phase) },
  { field: 'sector', label: 'Sector', value: (d) => text(d.sector) },
  { field: 'shipping_type', label: 'Shipping', value: (d) => text(d.shipping_type) },
  { field: 'weight', label: 'Weight', value: (d) => measure(d.weight, d.weight_unit) },
  {
    field: 'length',
    label: 'Size',
    value: (d) =>
      d.length === null && d.width === null && d.height === null
        ? ''
        : `${text(d.length)} x ${text(d.width)} x ${text(d.height)}${d.length_unit ? ` ${d.length_unit}` : ''}`,
  },
  { field: 'package_type', label: 'Package', value: (d) => text(d.package_type) },
  {
    field: 'locations',
    label: 'Locations',
    value: (d) => (d.locations ?? []).map((l) => `${l.address}, ${l.city}, ${l.state} ${l.zip} (${l.qty})`).join('; '),
  },
  {
    field: 'images',
    label: 'Pictures',
    value: (d) => {
      const n = new Set((d.images ?? []).map((img) => img.file_uuid)).size;
      return n ? String(n) : '';
    },
  },
  { field: 'documents', label: 'Documents', value: (d) => (d.documents ?? []).map((doc) => doc.name).join(', ') },
  { field: 'tags', label: 'Tags', value: (d) => (d.tags ?? []).join(', ') },
  { field: 'publish_date', label: 'Publish date', value: (d) => text(d.publish_date) },
  { field: 'description', label: 'Description', value: (d) => plainText(d.description) },
  { field: 'meta_name', label: 'Meta title', value: (d) => d.meta_name },
  { field: 'meta_description', label: 'Meta description', value: (d) => d.meta_description },
];

/** The deal's fields that hold something, as label and value. */
export function fieldRows(deal: Shown, brands: ReadonlyMap<number, string>): Array<{ label: string; value: string }> {
  return FIELD_ROWS.map((row) => ({ label: row.label, value: row.value(deal, brands) })).filter((row) => row.value !== '');
}

/** What a waiting edit changes, field by field: the live value beside the pending one. */
export function fieldChanges(live: Shown, pending: Shown | null, brands: ReadonlyMap<number, string>): ModerationChange[] {
  if (!pending) return [];
  return FIELD_ROWS.flatMap((row) => {
    const before = row.value(live, brands);
    const after = row.value(pending, brands);
    return before === after ? [] : [{ field: row.field, label: row.label, live: before, pending: after }];
  });
}
