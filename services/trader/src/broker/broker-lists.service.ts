import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  BROKER_MESSAGES,
  BRANDS_PAGE,
  PUBLIC_DEAL_STATUSES,
  dealCategory,
  type AccessTokenClaims,
  type CatalogBrandRecord,
  type DealBrandView,
  type DealCategoryView,
  type PageOf,
} from '@solar/contracts';
import { escapeRegex, ForbiddenError, NotFoundError, slicePage } from '@solar/platform';
import type { Model, QueryFilter } from 'mongoose';
import { Deal } from '../deals/deal.schema';
import { CatalogBrands } from './catalog-brands';
import { dealCategoryView, dealCategoryViews, type CategoryCounts } from './deal-categories';

/** Part numbers `broker/part_no` suggests at most. */
export const PART_NUMBER_SUGGESTIONS = 10;

/** The deals anyone may list and count. */
export const PUBLIC_DEALS: QueryFilter<Deal> = { status: { $in: [...PUBLIC_DEAL_STATUSES] } };

/** Texts in the order people read lists: letters by their base form, numbers by value ('JKM9' before 'JKM10'). */
export const byText = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

const brandView = (brand: CatalogBrandRecord, count: number): DealBrandView => ({
  id: brand.id,
  name: brand.name,
  slug: brand.slug,
  logo: brand.logo,
  heading: brand.heading,
  meta_title: brand.meta_title,
  meta_description: brand.meta_description,
  status: brand.status,
  items_count: count,
});

/**
 * The broker's lists around the deals: part-number suggestions, the deal categories, the brands of public deals
 * and of one seller's deals. What anyone may read counts public deals only and never names a seller.
 */
@Injectable()
export class BrokerListsService {
  constructor(
    @InjectModel(Deal.name) private readonly deals: Model<Deal>,
    private readonly brands: CatalogBrands,
  ) {}

  /**
   * Part numbers and MPNs starting with `prefix` (any case) of the seller's own deals and of public deals,
   * distinct, in reading order: the deal form's autocomplete. Never the SKU, the seller's own stock code.
   */
  async partNumbers(sellerId: string, prefix: string): Promise<string[]> {
    const startsWith = { $regex: `^${escapeRegex(prefix.trim())}`, $options: 'i' };
    const readable = { $or: [{ owner_id: sellerId }, PUBLIC_DEALS] };
    const [partNumbers, mpns] = await Promise.all([
      this.deals.distinct('part_number', { ...readable, part_number: startsWith }),
      this.deals.distinct('mpn', { ...readable, mpn: startsWith }),
    ]);
    return [...new Set([...partNumbers, ...mpns])].filter(Boolean).sort(byText).slice(0, PART_NUMBER_SUGGESTIONS);
  }

  async categories(): Promise<DealCategoryView[]> {
    return dealCategoryViews(await this.categoryCounts());
  }

  /** One deal category by id, or 404. */
  async category(id: number): Promise<DealCategoryView> {
    const category = dealCategory(id);
    if (!category) throw new NotFoundError(BROKER_MESSAGES.categoryNotFound);
    return dealCategoryView(category, await this.categoryCounts());
  }

  /** A page of the active brands that public deals name, A to Z, each with its public deals. */
  async dealBrands(page: number = BRANDS_PAGE.page, limit: number = BRANDS_PAGE.limit): Promise<PageOf<DealBrandView>> {
    const listed = await this.namedBrands(await this.countBy('brand_id', PUBLIC_DEALS), (brand) => brand.status === 'active');
    return slicePage(listed, { page, limit });
  }

  /**
   * The brands a seller's deals name (in any status, inactive brands too: the seller's own view), A to Z, each
   * with the seller's deals of it. A seller's brands would tell which anonymous deals are theirs, so only the
   * seller themself and admins may ask (403).
   */
  async sellerBrands(caller: AccessTokenClaims, sellerId: string): Promise<DealBrandView[]> {
    if (caller.sub !== sellerId && !caller.roles.includes('admin')) throw new ForbiddenError(BROKER_MESSAGES.sellerBrandsRefused);
    return this.namedBrands(await this.countBy('brand_id', { owner_id: sellerId }), () => true);
  }

  /** Public deals per category and per subcategory. */
  private async categoryCounts(): Promise<CategoryCounts> {
    const [byCategory, bySubcategory] = await Promise.all([this.countBy('category_id', PUBLIC_DEALS), this.countBy('subcategory_id', PUBLIC_DEALS)]);
    return { byCategory, bySubcategory };
  }

  /** The deals matching `filter` per value of `field` (deals without one are not counted). */
  private async countBy(field: 'brand_id' | 'category_id' | 'subcategory_id', filter: QueryFilter<Deal>): Promise<Map<number, number>> {
    const rows = await this.deals.aggregate<{ _id: number; count: number }>([
      { $match: { ...filter, [field]: { $ne: null } } },
      { $group: { _id: `$${field}`, count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.count]));
  }

  /** The catalog's brands of the counted ids that `shown` keeps, A to Z; ids the catalog does not know are left out. */
  private async namedBrands(counts: ReadonlyMap<number, number>, shown: (brand: CatalogBrandRecord) => boolean): Promise<DealBrandView[]> {
    const brands = await this.brands.byId();
    return [...counts]
      .flatMap(([id, count]) => {
        const brand = brands.get(id);
        return brand && shown(brand) ? [brandView(brand, count)] : [];
      })
      .sort((a, b) => byText(a.name, b.name));
  }
}
