import { DEAL_TEXT_FIELDS, IMAGE_SIZES, PUBLIC_DEAL_STATUSES, wattageGroup, type DealSearchHit, type TraderDealPayload } from '@solar/contracts';
import type { IndexDefinition } from '@solar/platform';

export const DEALS_INDEX = 'deals';

/** One public deal as the index holds it: what a result card shows, plus the fields only text search reads. */
export interface DealSearchDoc extends DealSearchHit {
  description: string;
  tags: string[];
  mpn: string;
  part_number: string;
}

const TEXT_BOOSTS: Record<(typeof DEAL_TEXT_FIELDS)[number], number> = {
  name: 3,
  tags: 2,
  part_number: 1.5,
  mpn: 1.5,
  category_name: 1,
  subcategory_name: 1,
  description: 0.5,
};

export const DEAL_INDEX_DEFINITION: IndexDefinition = {
  name: DEALS_INDEX,
  idField: 'uuid',
  textFields: DEAL_TEXT_FIELDS.map((field) => ({ field, boost: TEXT_BOOSTS[field] })),
  keywordFields: [
    'uuid',
    'category_slug',
    'subcategory_slug',
    'condition',
    'shipping_type',
    'colour',
    'incoterm',
    'state',
    'moq_unit',
    'company_tier',
    'sector',
  ],
  numericFields: [
    'id',
    'category_id',
    'subcategory_id',
    'brand_id',
    'price',
    'unit_price',
    'lot_value',
    'total_qty',
    'total_watts',
    'moq',
    'panel_wattage',
    'panel_wattage_group',
    'lead_time',
    'published_at',
  ],
};

/** Only deals in a public status (Approved, Active) are listed and found. */
export const isPublicDeal = (deal: Pick<TraderDealPayload, 'status'>) => PUBLIC_DEAL_STATUSES.includes(deal.status);

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The first picture in the list-thumbnail size. */
function coverImage(deal: TraderDealPayload): string {
  if (deal.images.length === 0) return '';
  const first = Math.min(...deal.images.map((image) => image.orderofimage));
  const renditions = deal.images.filter((image) => image.orderofimage === first);
  return (renditions.find((image) => image.type === IMAGE_SIZES[0].name) ?? renditions[0])!.url;
}

/**
 * The card's fields, each named here: the event's payload names no seller either, but a field added to it
 * later reaches search answers only when it is added here.
 */
export function toDealSearchDoc(deal: TraderDealPayload): DealSearchDoc {
  return {
    id: deal.id,
    uuid: deal.uuid,
    name: deal.name,
    path: deal.path,
    category_id: deal.category_id,
    category_name: deal.category?.name ?? '',
    category_slug: deal.category?.slug ?? '',
    subcategory_id: deal.subcategory_id,
    subcategory_name: deal.subcategory?.name ?? '',
    subcategory_slug: deal.subcategory?.slug ?? '',
    brand_id: deal.brand_id,
    condition: deal.condition,
    shipping_type: deal.shipping_type,
    price: deal.price,
    price_unit: deal.price_unit,
    unit_price: deal.unit_price,
    panel_wattage: deal.panel_wattage,
    panel_wattage_group: deal.panel_wattage ? (wattageGroup(deal.panel_wattage)?.min ?? null) : null,
    total_qty: deal.total_qty,
    total_watts: deal.total_watts,
    lot_value: deal.lot_value,
    moq: deal.moq,
    moq_unit: deal.moq_unit,
    moq_units: deal.moq_units,
    incoterm: deal.incoterm,
    lead_time: deal.lead_time,
    state: deal.state,
    colour: deal.colour,
    company_tier: deal.company_tier,
    sector: deal.sector,
    image: coverImage(deal),
    published_at: deal.published_at ? Date.parse(deal.published_at) : null,
    description: stripTags(deal.description),
    tags: deal.tags,
    mpn: deal.mpn,
    part_number: deal.part_number,
  };
}

/** A hit as `listing/public/deals` answers it: the card, without the fields only text search reads. */
export function toDealSearchHit({ description: _description, tags: _tags, mpn: _mpn, part_number: _partNumber, ...hit }: DealSearchDoc): DealSearchHit {
  return hit;
}
