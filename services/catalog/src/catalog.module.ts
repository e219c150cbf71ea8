import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, FileStorageModule, PlatformModule, type PlatformConfig } from '@solar/platform';
import { Brand, BrandSchema } from './brands/brand.schema';
import { BrandsController } from './brands/brands.controller';
import { BrandsService } from './brands/brands.service';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesService } from './categories/categories.service';
import { Category, CategorySchema } from './categories/category.schema';
import { ReferenceData } from './common/reference-data';
import { Sequence, SequenceSchema, Sequences } from './common/sequence';
import { Item, ItemSchema } from './items/item.schema';
import { InternalItemsController, ItemsController, SellerItemsController } from './items/items.controller';
import { ItemsService } from './items/items.service';
import { CATALOG_SEED_OPTIONS, CatalogSeeder, type CatalogSeedOptions } from './seed/catalog-seeder';

export const CATALOG_SERVICE = 'catalog' as const;

/** Categories, brands and shop items: the catalog bounded context. */
@Module({})
export class CatalogModule {
  static forRoot(config: PlatformConfig, seed: CatalogSeedOptions = { itemsPerCategory: 16 }): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        PlatformModule.forService({ service: CATALOG_SERVICE, config }),
        FileStorageModule.forRoot(config),
        DocumentStoreModule.forFeature([
          { name: Category.name, schema: CategorySchema },
          { name: Brand.name, schema: BrandSchema },
          { name: Item.name, schema: ItemSchema },
          { name: Sequence.name, schema: SequenceSchema },
        ]),
      ],
      controllers: [CategoriesController, BrandsController, ItemsController, SellerItemsController, InternalItemsController],
      providers: [
        CategoriesService,
        BrandsService,
        ItemsService,
        Sequences,
        ReferenceData,
        CatalogSeeder,
        { provide: CATALOG_SEED_OPTIONS, useValue: seed },
      ],
    };
  }
}
