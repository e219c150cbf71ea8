import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, PlatformModule, SearchIndexModule, serviceUrl, type PlatformConfig } from '@solar/platform';
import { CATALOG_URL, CatalogReindex } from './items/catalog-reindex';
import { CatalogEventsController } from './items/catalog-events.controller';
import { ItemReadModel, ItemReadModelSchema } from './items/item-read-model.schema';
import { ItemsProjection } from './items/items-projection';
import { ItemsSearchController } from './items/items-search.controller';
import { ItemsSearchService } from './items/items-search.service';
import { SearchAdminController } from './items/search-admin.controller';

export const SEARCH_SERVICE = 'search' as const;

/** Shop search: a read model and search index fed by catalog events. */
@Module({})
export class SearchModule {
  static forRoot(config: PlatformConfig, catalogUrl = serviceUrl('catalog')): DynamicModule {
    return {
      module: SearchModule,
      imports: [
        PlatformModule.forService({ service: SEARCH_SERVICE, config }),
        SearchIndexModule.forRoot({ elasticsearchUrl: config.elasticsearchUrl, indexPrefix: 'solar-' }),
        DocumentStoreModule.forFeature([{ name: ItemReadModel.name, schema: ItemReadModelSchema }]),
      ],
      controllers: [ItemsSearchController, CatalogEventsController, SearchAdminController],
      providers: [ItemsProjection, ItemsSearchService, CatalogReindex, { provide: CATALOG_URL, useValue: catalogUrl }],
    };
  }
}
