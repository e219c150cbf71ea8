import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PAGE_LIMIT_MAX, type CatalogBrandRecord, type NormalisedSearchObject, type PageOf } from '@solar/contracts';
import { findPage, type ListQuery } from '@solar/platform';
import type { Model } from 'mongoose';
import { PUBLIC_ITEM } from '../categories/categories.service';
import { Item } from '../items/item.schema';
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

/** brands/search (and `GET brands`, whose `q`, `page` and `limit` make the same search): active brands by name. */
export const BRANDS_LIST: ListQuery = {
  allowList: { fields: [], where: ['id', 'slug'], whereIn: ['id'], with: [], orderby: ['name'], query: ['name'] },
  defaultSort: { field: 'name', direction: 'asc' },
  defaultLimit: 50,
  // `GET brands?limit=` takes up to PAGE_LIMIT_MAX.
  maxLimit: PAGE_LIMIT_MAX,
};

@Injectable()
export class BrandsService {
  constructor(
    @InjectModel(Brand.name) private readonly brands: Model<Brand>,
    @InjectModel(Item.name) private readonly items: Model<Item>,
  ) {}

  /** Active brands only (inactive brands are hidden), by name. */
  search(search: NormalisedSearchObject): Promise<PageOf<BrandView>> {
    return findPage(this.brands, search, BRANDS_LIST, { filter: { status: 'active' }, toItems: (docs) => this.withItemCounts(docs) });
  }

  private async withItemCounts(docs: Brand[]): Promise<BrandView[]> {
    const counts = await this.itemCounts(docs.map((d) => d.id));
    return docs.map((d) => ({
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
    }));
  }

  /** Every brand, inactive ones too, as other services' records name them (`internal/brands`), by id. */
  async records(): Promise<CatalogBrandRecord[]> {
    const brands = await this.brands.find().sort({ id: 1 }).lean<Brand[]>();
    return brands.map((b) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      logo: b.logo || null,
      status: b.status,
      heading: b.heading,
      meta_title: b.meta_title,
      meta_description: b.meta_description,
    }));
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
