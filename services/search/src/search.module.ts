import { DynamicModule, Inject, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { SEARCH_API } from '@solar/contracts';
import { chooseAdapters, DocumentStoreModule, PlatformModule, SearchIndexModule, serviceUrl, type PlatformConfig } from '@solar/platform';
import { DealReadModel, DealReadModelSchema } from './deals/deal-read-model.schema';
import { DealsProjection } from './deals/deals-projection';
import { DealsSearchController } from './deals/deals-search.controller';
import { DealsSearchService } from './deals/deals-search.service';
import { TraderEventsController } from './deals/trader-events.controller';
import { CatalogEventsController } from './items/catalog-events.controller';
import { ItemReadModel, ItemReadModelSchema } from './items/item-read-model.schema';
import { ItemsProjection } from './items/items-projection';
import { ItemsSearchController } from './items/items-search.controller';
import { itemSearchKey, ItemsSearchCache } from './items/items-search-cache';
import { ItemsSearchService } from './items/items-search.service';
import { EXPORT_SOURCES, ExportReindex, type ExportSources } from './read-models/export-reindex';
import { SearchAdminController } from './read-models/search-admin.controller';
import { StoreReadModel, StoreReadModelSchema } from './stores/store-read-model.schema';
import { StorefrontEventsController } from './stores/storefront-events.controller';
import { StoresProjection } from './stores/stores-projection';
import type { SearchOptions } from './search.options';
import { SuggestionsController } from './suggestions/suggestions.controller';
import { PRIVILEGED_SUGGESTION_ACCOUNTS, SuggestionsService } from './suggestions/suggestions.service';

export const SEARCH_SERVICE = 'search' as const;

/** Whether shop search answers are kept between index writes (only with the embedded index: see ItemsSearchCache). */
const KEEP_ITEM_SEARCHES = Symbol('KEEP_ITEM_SEARCHES');

/** Shop and deal search and the global suggestions: read models and search indexes fed by catalog, trader and storefront events. */
@Module({})
export class SearchModule implements NestModule {
  constructor(
    private readonly itemSearches: ItemsSearchCache,
    @Inject(KEEP_ITEM_SEARCHES) private readonly keepItemSearches: boolean,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    if (!this.keepItemSearches) return;
    consumer.apply(this.itemSearches.middleware(itemSearchKey)).forRoutes({ path: SEARCH_API.itemsSearch, method: RequestMethod.POST });
  }

  static forRoot(
    config: PlatformConfig,
    sources: ExportSources = { catalog: serviceUrl('catalog'), trader: serviceUrl('trader') },
    options: SearchOptions = {},
  ): DynamicModule {
    return {
      module: SearchModule,
      imports: [
        PlatformModule.forService({ service: SEARCH_SERVICE, config }),
        SearchIndexModule.forRoot({ elasticsearchUrl: config.elasticsearchUrl, indexPrefix: 'solar-' }),
        DocumentStoreModule.forFeature([
          { name: ItemReadModel.name, schema: ItemReadModelSchema },
          { name: DealReadModel.name, schema: DealReadModelSchema },
          { name: StoreReadModel.name, schema: StoreReadModelSchema },
        ]),
      ],
      controllers: [
        ItemsSearchController,
        CatalogEventsController,
        SearchAdminController,
        DealsSearchController,
        TraderEventsController,
        StorefrontEventsController,
        SuggestionsController,
      ],
      providers: [
        ItemsProjection,
        ItemsSearchService,
        ItemsSearchCache,
        { provide: KEEP_ITEM_SEARCHES, useValue: chooseAdapters(config).searchIndex === 'embedded' },
        DealsProjection,
        DealsSearchService,
        StoresProjection,
        SuggestionsService,
        { provide: PRIVILEGED_SUGGESTION_ACCOUNTS, useValue: options.privilegedSuggestionAccounts ?? [] },
        ExportReindex,
        { provide: EXPORT_SOURCES, useValue: sources },
      ],
    };
  }
}
