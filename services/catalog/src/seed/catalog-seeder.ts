import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CATEGORIES, DEMO_BRANDS, DEMO_SELLER_IDS, brandPath, categorySlug, roundHalfUp, subcategorySlug } from '@solar/contracts';
import { FileStorage, Sequence, categoryHue, seedUuid, storeBrandLogo, storeProductPictures } from '@solar/platform';
import type { Model } from 'mongoose';
import { Brand } from '../brands/brand.schema';
import { Category } from '../categories/category.schema';
import { ReferenceData } from '../common/reference-data';
import { Item } from '../items/item.schema';
import { ItemsService } from '../items/items.service';
import { Review } from '../reviews/review.schema';
import { renderDatasheetPdf } from './datasheet-pdf';
import { demoItems, listedDaysAgo, type DemoItemDraft, type DemoReview } from './demo-items';

export const CATALOG_SEED_OPTIONS = Symbol('CATALOG_SEED_OPTIONS');
export interface CatalogSeedOptions {
  /** Demo items per category; 0 seeds categories and brands only. */
  itemsPerCategory: number;
}

const SEED_MARKER = 'demo-seed-complete';

/** A brand's colour for its logo, pictures and datasheets: spread around the wheel by id. */
const brandHue = (brandId: number) => categoryHue(brandId);
const brandFileName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** The description's first paragraph without markup: the datasheet's summary. */
const plainSummary = (html: string) => (html.match(/<p>(.*?)<\/p>/)?.[1] ?? '').replace(/<[^>]+>/g, '');

/**
 * Seeds the category tree, brands and demo items on the first start. Every item goes through ItemsService,
 * so its `catalog.item.created` event reaches the search service like any seller's item would.
 */
@Injectable()
export class CatalogSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogSeeder.name);

  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Brand.name) private readonly brands: Model<Brand>,
    @InjectModel(Item.name) private readonly items: Model<Item>,
    @InjectModel(Sequence.name) private readonly sequences: Model<Sequence>,
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @Inject(CATALOG_SEED_OPTIONS) private readonly options: CatalogSeedOptions,
    private readonly itemsService: ItemsService,
    private readonly reference: ReferenceData,
    private readonly files: FileStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.sequences.exists({ _id: SEED_MARKER })) return;
    await this.seedCategories();
    const brandIds = await this.seedBrands();
    this.reference.invalidate();
    const created = await this.seedItems(brandIds);
    await this.sequences.updateOne({ _id: SEED_MARKER }, { $set: { value: 1 } }, { upsert: true });
    this.logger.log(`Seeded ${CATEGORIES.length} categories, ${brandIds.size} brands and ${created} items`);
  }

  private async seedCategories(): Promise<void> {
    for (const [order, category] of CATEGORIES.entries()) {
      await this.upsert(
        this.categories,
        { id: category.id },
        {
          id: category.id,
          name: category.name,
          slug: categorySlug(category.name),
          parent_id: null,
          description: category.description,
          heading: category.name,
          meta_title: `${category.name} | Solar Marketplace`,
          meta_description: category.description,
          trader_category_description: `Bulk ${category.name.toLowerCase()} deals: negotiate price, MOQ and incoterms with verified sellers.`,
          icon: category.icon,
          sort_order: order,
          is_active: 1,
        },
      );
      for (const [subOrder, sub] of category.subcategories.entries()) {
        await this.upsert(
          this.categories,
          { id: sub.id },
          {
            id: sub.id,
            name: sub.name,
            slug: `${categorySlug(category.name)}/${subcategorySlug(sub.name)}`,
            parent_id: category.id,
            description: `${sub.name} in ${category.name}.`,
            heading: sub.name,
            meta_title: `${sub.name} | ${category.name}`,
            meta_description: `Shop ${sub.name.toLowerCase()} from verified solar sellers.`,
            icon: category.icon,
            sort_order: subOrder,
            is_active: 1,
          },
        );
      }
    }
  }

  private async seedBrands(): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const [index, name] of DEMO_BRANDS.entries()) {
      const id = index + 1;
      ids.set(name, id);
      const logoPath = await storeBrandLogo(this.files, brandFileName(name), name, brandHue(id));
      await this.upsert(
        this.brands,
        { id },
        {
          id,
          name,
          slug: brandPath(name),
          logo: this.files.url(logoPath),
          brand_description: `${name} equipment sold on the marketplace by verified sellers.`,
          heading: name,
          meta_title: `${name} | Solar Marketplace`,
          meta_description: `Buy ${name} solar equipment.`,
          created_by: null,
          status: 'active',
        },
      );
    }
    await this.sequences.updateOne({ _id: 'brand' }, { $max: { value: DEMO_BRANDS.length } }, { upsert: true });
    return ids;
  }

  private async seedItems(brandIds: Map<string, number>): Promise<number> {
    const drafts = demoItems(this.options.itemsPerCategory);
    let created = 0;
    for (const [index, draft] of drafts.entries()) {
      const id = index + 1;
      const uuid = seedUuid(`item-${id}`);
      if (await this.items.exists({ uuid })) continue;
      const images = await this.writeImages(draft, brandIds.get(draft.brand)!);
      const documents = await this.writeDatasheet(draft, brandIds.get(draft.brand)!);
      const listedAt = new Date(Date.now() - listedDaysAgo(draft) * 86_400_000);
      await this.itemsService.create(
        {
          id,
          uuid,
          owner_id: DEMO_SELLER_IDS[index % DEMO_SELLER_IDS.length]!,
          name: draft.name,
          short_name: draft.short_name,
          description: draft.description,
          condition: draft.condition,
          category_id: draft.category.id,
          subcategory_id: draft.subcategoryId,
          brand_id: brandIds.get(draft.brand)!,
          price: draft.price,
          cost: draft.cost,
          discount: draft.discount,
          discount_unit: draft.discount_unit,
          stock: draft.stock,
          total_qty: draft.stock,
          moq: draft.moq,
          max_qty: 0,
          qty_step: 1,
          um: draft.um,
          msrp: draft.msrp,
          mpn: draft.mpn,
          sku: draft.sku,
          part_number: draft.part_number,
          upc: draft.upc,
          weight: draft.weight,
          weight_unit: 'lb',
          length: draft.length,
          length_unit: 'in',
          width: draft.width,
          width_unit: 'in',
          height: draft.height,
          height_unit: 'in',
          package_type: 'box',
          age: draft.age,
          age_unit: 'years',
          shipping_type: draft.shipping_type,
          shipping_cost: draft.shipping_type === 'estimated_shipping' ? Math.round(draft.weight * 0.6 * 100) / 100 : 0,
          is_taxable: 1,
          // A few stay in moderation or inactive, so the public rules have something to hide.
          is_active: index % 41 === 7 ? 0 : 1,
          status: index % 37 === 5 ? 'pending' : 'approved',
          status_reason: null,
          scalling_price: draft.scalling_price,
          bulk_savings: draft.bulk_savings,
          images,
          documents,
          locations: [{ ...draft.location, location_id: null, unit: '', qty: draft.stock }],
          tags: draft.tags,
          panel_wattage: draft.panel_wattage,
          wattage: draft.wattage,
          colour: draft.colour,
          related_ids: [],
          dynamic_fields: {},
          meta_name: draft.name.slice(0, 100),
          meta_description: `${draft.name} from ${draft.brand}.`.slice(0, 250),
          reviews_total: draft.reviews.length,
          reviews_avg: draft.reviews.length ? roundHalfUp(draft.reviews.reduce((sum, review) => sum + review.rating, 0) / draft.reviews.length, 2) : 0,
          sale_count: draft.sale_count,
          reseller_id: 1,
          publish_date: listedAt,
        },
        listedAt,
      );
      await this.seedReviews(id, uuid, draft.reviews);
      created++;
    }
    await this.sequences.updateOne({ _id: 'item' }, { $max: { value: drafts.length } }, { upsert: true });
    return created;
  }

  private async seedReviews(itemId: number, itemUuid: string, reviews: DemoReview[]): Promise<void> {
    if (!reviews.length || (await this.reviews.exists({ item_uuid: itemUuid }))) return;
    const now = Date.now();
    await this.reviews.insertMany(
      reviews.map((review, n) => ({
        id: seedUuid(`review-${itemId}-${n}`),
        item_uuid: itemUuid,
        item_id: itemId,
        user_id: review.user_id,
        author: review.author,
        rating: review.rating,
        comment: review.comment,
        created_at: new Date(now - review.days_ago * 86_400_000),
      })),
    );
  }

  /** The files of a product, written once however many listings show it. */
  private readonly productFiles = new Map<string, Promise<unknown>>();

  private once<T>(key: string, write: () => Promise<T>): Promise<T> {
    if (!this.productFiles.has(key)) this.productFiles.set(key, write());
    return this.productFiles.get(key) as Promise<T>;
  }

  private writeImages(draft: DemoItemDraft, brandId: number) {
    return this.once(`${draft.picture_key}/pictures`, () => this.storePictures(draft, brandId));
  }

  private writeDatasheet(draft: DemoItemDraft, brandId: number) {
    return this.once(`${draft.product_key}/datasheet`, () => this.storeDatasheet(draft, brandId));
  }

  private async storePictures(draft: DemoItemDraft, brandId: number) {
    // Three views (product, rating plate, close-up), each in every size: renditions of one view share its orderofimage.
    const plate = draft.specs[0]!.rows.slice(0, 5);
    const stored = await storeProductPictures(this.files, `products/${draft.picture_key}`, {
      kind: draft.picture,
      brand: draft.brand,
      model: draft.short_name || draft.line.model,
      plate,
      hue: brandHue(brandId),
      ...(draft.panel_look ? { panel: draft.panel_look } : {}),
    });
    return stored.map(({ order, type, path }) => ({ path, orderofimage: order, type, file_uuid: null }));
  }

  private async storeDatasheet(draft: DemoItemDraft, brandId: number) {
    const pdf = await renderDatasheetPdf({
      brand: draft.brand,
      model: draft.line.model,
      title: draft.name,
      category: draft.category.name,
      summary: plainSummary(draft.description),
      sections: draft.specs,
      documentNumber: `DS-${draft.mpn}`,
      hue: brandHue(brandId),
    });
    const path = `products/${draft.product_key}/datasheet.pdf`;
    await this.files.put(path, pdf, 'application/pdf');
    return [{ name: `${draft.brand} ${draft.short_name} datasheet.pdf`, path, file_uuid: null }];
  }

  private async upsert<T>(model: Model<T>, filter: Record<string, unknown>, doc: Record<string, unknown>): Promise<void> {
    await model.updateOne(filter, { $set: doc }, { upsert: true });
  }
}
