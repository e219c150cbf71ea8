import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CategoryView } from '@solar/contracts';
import type { Model } from 'mongoose';
import { Item } from '../items/item.schema';
import { Snapshot } from '../common/snapshot';
import { Category } from './category.schema';

export interface CategoryFilter {
  id?: number;
  slug?: string;
  ids?: number[];
}

/** Public item = approved and active; the same rule the search service applies to its index. */
export const PUBLIC_ITEM = { status: 'approved', is_active: 1 } as const;

/** Item counts per category feed every page's menu; they may lag a change by this long. */
export const CATEGORY_COUNTS_TTL_MS = 30_000;

@Injectable()
export class CategoriesService {
  private readonly counts = new Snapshot(CATEGORY_COUNTS_TTL_MS, () => this.publicItemCounts());

  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Item.name) private readonly items: Model<Item>,
  ) {}

  /** Active top-level categories in menu order, each with its active children. */
  async listTopLevel(filter: CategoryFilter = {}, withCounts = false): Promise<CategoryView[]> {
    const query: Record<string, unknown> = { parent_id: null, is_active: 1 };
    if (filter.id !== undefined) query.id = filter.id;
    if (filter.slug !== undefined) query.slug = filter.slug;
    if (filter.ids) query.id = { $in: filter.ids };
    const parents = await this.categories.find(query).sort({ sort_order: 1, id: 1 }).lean();
    const children = await this.categories
      .find({ parent_id: { $in: parents.map((p) => p.id) }, is_active: 1 })
      .sort({ sort_order: 1, id: 1 })
      .lean();
    const counts = await this.counts.get();
    return parents.map((parent) => {
      const subs = children.filter((c) => c.parent_id === parent.id);
      const view: CategoryView = {
        id: parent.id,
        name: parent.name,
        slug: parent.slug,
        description: parent.description,
        heading: parent.heading,
        meta_title: parent.meta_title,
        meta_description: parent.meta_description,
        trader_category_description: parent.trader_category_description,
        icon: parent.icon,
        parent_id: null,
        is_active: parent.is_active,
        has_items: (counts.byCategory.get(parent.id) ?? 0) > 0,
        sub_categories: subs.map((s) => ({
          id: s.id,
          name: s.name,
          slug: s.slug,
          ...(withCounts ? { items_count: counts.bySubcategory.get(s.id) ?? 0 } : {}),
        })),
      };
      if (withCounts) view.items_count = counts.byCategory.get(parent.id) ?? 0;
      return view;
    });
  }

  async findById(id: number): Promise<Category | null> {
    return this.categories.findOne({ id }).lean();
  }

  private async publicItemCounts(): Promise<{ byCategory: Map<number, number>; bySubcategory: Map<number, number> }> {
    const [byCategory, bySubcategory] = await Promise.all([
      this.items.aggregate<{ _id: number; count: number }>([{ $match: PUBLIC_ITEM }, { $group: { _id: '$category_id', count: { $sum: 1 } } }]),
      this.items.aggregate<{ _id: number; count: number }>([
        { $match: { ...PUBLIC_ITEM, subcategory_id: { $ne: null } } },
        { $group: { _id: '$subcategory_id', count: { $sum: 1 } } },
      ]),
    ]);
    return {
      byCategory: new Map(byCategory.map((r) => [r._id, r.count])),
      bySubcategory: new Map(bySubcategory.map((r) => [r._id, r.count])),
    };
  }
}
