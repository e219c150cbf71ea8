import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PUBLIC_ITEM } from '../categories/categories.service';
import { Item } from '../items/item.schema';
import { escapeRegex } from '../common/escape-regex';
import { Brand } from './brand.schema';

export interface BrandView {
  id: number;
  name: string;
  slug: string;
  logo: string;
  brand_description: string;
  heading: string;
  meta_title: string;
  meta_description: string;
  created_by: string | null;
  status: string;
  created_at?: Date;
  updated_at?: Date;
  items_count: number;
}

export interface BrandQuery {
  text?: string;
  id?: number;
  slug?: string;
  ids?: number[];
  page: number;
  limit: number;
  order: 'asc' | 'desc';
}

export interface BrandPage {
  items: BrandView[];
  total: number;
  page: number;
  limit: number;
  last_page: number;
}


@Injectable()
export class BrandsService {
  constructor(
    @InjectModel(Brand.name) private readonly brands: Model<Brand>,
    @InjectModel(Item.name) private readonly items: Model<Item>,
  ) {}

  /** Active brands only (inactive brands are hidden), by name. */
  async search(q: BrandQuery): Promise<BrandPage> {
    const filter: Record<string, unknown> = { status: 'active' };
    if (q.text) filter.name = { $regex: escapeRegex(q.text), $options: 'i' };
    if (q.id !== undefined) filter.id = q.id;
    if (q.slug !== undefined) filter.slug = q.slug;
    if (q.ids) filter.id = { $in: q.ids };
    const [total, docs] = await Promise.all([
      this.brands.countDocuments(filter),
      this.brands
        .find(filter)
        .sort({ name: q.order === 'desc' ? -1 : 1 })
        .skip((q.page - 1) * q.limit)
        .limit(q.limit)
        .lean(),
    ]);
    const counts = await this.itemCounts(docs.map((d) => d.id));
    return {
      items: docs.map((d) => ({
        id: d.id,
        name: d.name,
        slug: d.slug,
        logo: d.logo,
        brand_description: d.brand_description,
        heading: d.heading,
        meta_title: d.meta_title,
        meta_description: d.meta_description,
        created_by: d.created_by,
        status: d.status,
        created_at: d.created_at,
        updated_at: d.updated_at,
        items_count: counts.get(d.id) ?? 0,
      })),
      total,
      page: q.page,
      limit: q.limit,
      last_page: Math.max(1, Math.ceil(total / q.limit)),
    };
  }

  async findById(id: number): Promise<Brand | null> {
    return this.brands.findOne({ id }).lean();
  }

  private async itemCounts(brandIds: number[]): Promise<Map<number, number>> {
    const rows = await this.items.aggregate<{ _id: number; count: number }>([
      { $match: { ...PUBLIC_ITEM, brand_id: { $in: brandIds } } },
      { $group: { _id: '$brand_id', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((r) => [r._id, r.count]));
  }
}
