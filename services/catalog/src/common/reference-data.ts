import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Brand } from '../brands/brand.schema';
import { Category } from '../categories/category.schema';
import { Snapshot } from './snapshot';

/** How long a snapshot of categories and brands is served before it is read again. */
export const REFERENCE_DATA_TTL_MS = 30_000;

/**
 * Categories and brands by id, for turning an item's ids into names on every product page and event.
 * They are few and change rarely, so a snapshot read every 30 s saves several queries per item; a change
 * made by another catalog instance shows within that time, one made here at once (`invalidate`).
 */
@Injectable()
export class ReferenceData {
  private readonly snapshot = new Snapshot(REFERENCE_DATA_TTL_MS, () => this.load());

  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Brand.name) private readonly brands: Model<Brand>,
  ) {}

  async category(id: number | null | undefined): Promise<Category | null> {
    if (id === null || id === undefined) return null;
    return (await this.snapshot.get()).categories.get(id) ?? null;
  }

  async brand(id: number): Promise<Brand | null> {
    return (await this.snapshot.get()).brands.get(id) ?? null;
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }

  private async load() {
    const [categories, brands] = await Promise.all([this.categories.find().lean<Category[]>(), this.brands.find().lean<Brand[]>()]);
    return { categories: new Map(categories.map((c) => [c.id, c])), brands: new Map(brands.map((b) => [b.id, b])) };
  }
}
