import {
  categorySlug,
  dealCategory,
  dealFigures,
  dealPath,
  dealSubcategory,
  subcategorySlug,
  type DealCategoryRef,
  type DealStatusChange,
  type DealView,
  type SellerDealContent,
  type SellerDealView,
  type TraderDealPayload,
} from '@solar/contracts';
import type { FileStorage } from '@solar/platform';
import type { Deal, DealFormFields } from './deal.schema';

const iso = (date: Date | string | null | undefined): string => new Date(date ?? Date.now()).toISOString();

/** What a view is made of: the deal's identity and state, and the form fields to show (the live ones, or a revision's). */
type Shown = DealFormFields & Pick<Deal, 'id' | 'uuid' | 'status' | 'reserved_qty' | 'published_at' | 'created_at' | 'updated_at'>;

function categoryRefs(fields: Pick<DealFormFields, 'category_id' | 'subcategory_id'>): {
  category: DealCategoryRef | null;
  subcategory: DealCategoryRef | null;
} {
  const category = dealCategory(fields.category_id);
  const subcategory = dealSubcategory(fields.category_id, fields.subcategory_id);
  return {
    category: category ? { id: category.id, name: category.name, slug: categorySlug(category.name) } : null,
    subcategory: subcategory ? { id: subcategory.id, name: subcategory.name, slug: subcategorySlug(subcategory.name) } : null,
  };
}

/**
 * A deal as anyone sees it. An object literal of its type, so the compiler refuses any field DealView does not
 * have: the seller stays anonymous (no owner, SKU, street address, location name or uploaded file name), and
 * what only the seller and admins see is added by toSellerDealContent alone.
 */
export function toDealView(deal: Shown, files: FileStorage): DealView {
  return {
    id: deal.id,
    uuid: deal.uuid,
    path: dealPath(deal),
    status: deal.status,
    name: deal.name,
    description: deal.description,
    condition: deal.condition,
    category_id: deal.category_id,
    subcategory_id: deal.subcategory_id,
    brand_id: deal.brand_id,
    ...categoryRefs(deal),
    price: deal.price,
    ...dealFigures(deal),
    moq: deal.moq,
    moq_unit: deal.moq_unit,
    total_qty: deal.total_qty,
    available_qty: Math.max(0, deal.total_qty - (deal.reserved_qty ?? 0)),
    um: deal.um,
    msrp: deal.msrp,
    mpn: deal.mpn,
    upc: deal.upc,
    part_number: deal.part_number,
    weight: deal.weight,
    weight_unit: deal.weight_unit,
    length: deal.length,
    length_unit: deal.length_unit,
    width: deal.width,
    width_unit: deal.width_unit,
    height: deal.height,
    height_unit: deal.height_unit,
    package_type: deal.package_type,
    shipping_type: deal.shipping_type,
    publish_date: deal.publish_date,
    tags: deal.tags,
    images: deal.images.map((img) => ({ file_uuid: img.file_uuid, orderofimage: img.orderofimage, type: img.type, url: files.url(img.path) })),
    // Numbered, never the name a seller uploaded it under.
    documents: deal.documents.map((doc, index) => ({ file_uuid: doc.file_uuid, name: `Document ${index + 1}.pdf`, url: files.url(doc.path) })),
    // The town at most: the street is the seller's.
    locations: deal.locations.map(({ city, state, zip, qty }) => ({ city, state, zip, qty })),
    incoterm: deal.incoterm,
    lead_time: deal.lead_time,
    offer_validity: deal.offer_validity,
    colour: deal.colour,
    panel_technology: deal.panel_technology,
    connector_type: deal.connector_type,
    front_load: deal.front_load,
    rear_load: deal.rear_load,
    company_tier: deal.company_tier,
    phase: deal.phase,
    sector: deal.sector,
    panel_wattage: deal.panel_wattage,
    units_per_pallet: deal.units_per_pallet,
    units_per_container: deal.units_per_container,
    state: deal.state,
    inventory: deal.inventory,
    available_date: deal.available_date,
    meta_name: deal.meta_name,
    meta_description: deal.meta_description,
    published_at: deal.published_at ? iso(deal.published_at) : null,
    created_at: iso(deal.created_at),
    updated_at: iso(deal.updated_at),
  };
}

/** The public view plus the seller's own fields: the SKU, the street addresses and the uploaded files' names. */
function toSellerDealContent(deal: Shown, files: FileStorage): SellerDealContent {
  return {
    ...toDealView(deal, files),
    sku: deal.sku,
    locations: deal.locations.map(({ address, unit, city, state, zip, qty }) => ({ address, unit, city, state, zip, qty })),
    documents: deal.documents.map((doc) => ({ file_uuid: doc.file_uuid, name: doc.name, url: files.url(doc.path) })),
  };
}

const toStatusChange = (entry: Deal['status_history'][number]): DealStatusChange => ({
  from: entry.from ?? null,
  to: entry.to,
  by: entry.by,
  reason: entry.reason ?? null,
  at: iso(entry.at),
});

/** A deal as its seller and admins see it: the live version, the edit waiting for approval, and every move. */
export function toSellerDealView(deal: Deal, files: FileStorage): SellerDealView {
  const revision = deal.pending_revision;
  return {
    ...toSellerDealContent(deal, files),
    owner_id: deal.owner_id,
    status_reason: deal.status_reason ?? null,
    status_history: (deal.status_history ?? []).map(toStatusChange),
    pending_revision: revision ? { ...toSellerDealContent({ ...deal, ...revision }, files), submitted_at: iso(revision.submitted_at) } : null,
    revision_reason: deal.revision_reason ?? null,
    sold_qty: deal.sold_qty ?? 0,
  };
}

/** What other services learn of a deal through `trader.deal.*` events: its public view, status and revision. */
export function toDealPayload(deal: Deal, files: FileStorage): TraderDealPayload {
  return { ...toDealView(deal, files), revision: deal.revision };
}
