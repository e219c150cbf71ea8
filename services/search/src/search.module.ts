import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, PlatformModule, SearchIndexModule, serviceUrl, type PlatformConfig } from '@solar/platform';
import { DealReadModel, DealReadModelSchema } from './deals/deal-read-model.schema';
import { DealsProjection } from './deals/deals-projection';
import { DealsSearchController } from './deals/deals-search.controller';
import { DealsSearchService } from './deals/deals-search.service';
import { TraderEventsController } from './deals/trader-events.controller';
import { CatalogEventsController } from './items/catalog-events.controller';
import { ItemReadModel, ItemReadModelSchema } from './items/item-read-model.schema';
import { ItemsProjection } from './items/items-projection';
import { ItemsSearchController } from './items/items-search.controller';
import { ItemsSearchService } from './items/items-search.service';
import { EXPORT_SOURCES, ExportReindex, type ExportSources } from './read-models/export-reindex';
import { SearchAdminController } from './read-models/search-admin.controller';

export const SEARCH_SERVICE = 'search' as const;

/** Shop and deal search: read models and search indexes fed by catalog and trader events. */
@Module({})
export class SearchModule {
  static forRoot(config: PlatformConfig, sources: ExportSources = { catalog: serviceUrl('catalog'), trader: serviceUrl('trader') }): DynamicModule {
    return {
      module: SearchModule,
      imports: [
        PlatformModule.forService({ service: SEARCH_SERVICE, config }),
        SearchIndexModule.forRoot({ elasticsearchUrl: config.elasticsearchUrl, indexPrefix: 'solar-' }),
        DocumentStoreModule.forFeature([
          { name: ItemReadModel.name, schema: ItemReadModelSchema },
          { name: DealReadModel.name, schema: DealReadModelSchema },
        ]),
      ],
      controllers: [ItemsSearchController, CatalogEventsController, SearchAdminController, DealsSearchController, TraderEventsController],
      providers: [
        ItemsProjection,
        ItemsSearchService,
        DealsProjection,
        DealsSearchService,
        ExportReindex,
        { provide: EXPORT_SOURCES, useValue: sources },
      ],
    };
  }
}
