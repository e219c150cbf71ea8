import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  INCOTERMS,
  MESSAGES,
  MOQ_UNITS,
  WATTAGE_GROUPS,
  categorySlug,
  findUsState,
  priceUnitOf,
  wattageGroup,
  wattageGroupPath,
  type DealPriceBounds,
  type DealSidebar,
  type PriceUnit,
} from '@solar/contracts';
import type { Model, QueryFilter } from 'mongoose';
import { Deal } from '../deals/deal.schema';
import { PUBLIC_DEALS, byText } from './broker-lists.service';
import { dealCategoryViews, findDealCategory } from './deal-categories';
import { escapeRegex, NotFoundError } from '@solar/platform';

/** The deal fields the sidebar counts. */
const COUNTED = { _id: 0, category_id: 1, subcategory_id: 1, panel_wattage: 1, price: 1, moq_unit: 1, incoterm: 1, state: 1 } as const;
type CountedDeal = Pick<Deal, 'category_id' | 'subcategory_id' | 'panel_wattage' | 'price' | 'moq_unit' | 'incoterm' | 'state'>;

/** The deal fields the sidebar's search text is looked for in (any case, anywhere in them). */
const KEY_FIELDS = ['name', 'part_number', 'mpn', 'tags'] as const;

/** How many of `deals` have each value `valueOf` gives (null: not counted). */
function tally<T>(deals: readonly CountedDeal[], valueOf: (deal: CountedDeal) => T | null | undefined): Map<T, number> {
  const counts = new Map<T, number>();
  for (const deal of deals) {
    const value = valueOf(deal);
    if (value !== null && value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function priceBounds(deals: readonly CountedDeal[], unit: PriceUnit): DealPriceBounds | null {
  let bounds: DealPriceBounds | null = null;
  for (const { price, category_id } of deals) {
    if (price === null || priceUnitOf(category_id) !== unit) continue;
    bounds = bounds ? { min: Math.min(bounds.min, price), max: Math.max(bounds.max, price) } : { min: price, max: price };
  }
  return bounds;
}

/**
 * `broker/sidebar_data`: a deal listing's filters with the public deals behind each, before the search runs
 * (the search service's facets then follow each narrowing). Counts public deals only; nothing names a seller.
 */
@Injectable()
export class DealSidebarService {
  constructor(@InjectModel(Deal.name) private readonly deals: Model<Deal>) {}

  /**
   * The sidebar of the deals in `category` (an id or a slug; 404 'Deal Listing sidebar not found!' for one that
   * is not a deal category) matching the search text `key`. The categories are counted without the category,
   * so the sidebar can offer the others; everything else within it.
   */
  async sidebar(category: string | undefined, key: string | undefined): Promise<DealSidebar> {
    const chosen = category === undefined ? undefined : findDealCategory(category);
    if (category !== undefined && !chosen) throw new NotFoundError(MESSAGES.empty.dealListingSidebar);
    const text = key?.trim() ?? '';
    const matching: QueryFilter<Deal> = text ? { $or: KEY_FIELDS.map((field) => ({ [field]: { $regex: escapeRegex(text), $options: 'i' } })) } : {};
    const all = await this.deals.find({ ...PUBLIC_DEALS, ...matching }, COUNTED).lean<CountedDeal[]>();
    const deals = chosen ? all.filter((deal) => deal.category_id === chosen.id) : all;

    const groups = tally(deals, (deal) => (deal.panel_wattage === null ? null : wattageGroup(deal.panel_wattage)?.id));
    const moqUnits = tally(deals, (deal) => deal.moq_unit);
    const incoterms = tally(deals, (deal) => deal.incoterm);
    const states = tally(deals, (deal) => deal.state);
    return {
      category: chosen ? { id: chosen.id, name: chosen.name, slug: categorySlug(chosen.name) } : null,
      key: text,
      total: deals.length,
      categories: dealCategoryViews({ byCategory: tally(all, (deal) => deal.category_id), bySubcategory: tally(all, (deal) => deal.subcategory_id) }),
      wattage_groups: WATTAGE_GROUPS.map((group) => ({
        id: group.id,
        min: group.min,
        max: Number.isFinite(group.max) ? group.max : null,
        slug: group.slug,
        path: wattageGroupPath(group),
        count: groups.get(group.id) ?? 0,
      })),
      price_range: { watt: priceBounds(deals, 'watt'), unit: priceBounds(deals, 'unit') },
      moq_units: MOQ_UNITS.map((value) => ({ value, count: moqUnits.get(value) ?? 0 })),
      incoterms: INCOTERMS.map((value) => ({ value, count: incoterms.get(value) ?? 0 })),
      states: [...states].map(([code, count]) => ({ value: code, name: findUsState(code)?.name ?? code, count })).sort((a, b) => byText(a.name, b.name)),
    };
  }
}
