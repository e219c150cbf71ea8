import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type FactoryProvider,
  type ModuleMetadata,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { type AdapterChoice, chooseAdapters } from '../config/adapters';
import { ElasticsearchSearchIndex } from './adapters/elasticsearch.search-index';
import { EmbeddedSearchIndex } from './adapters/embedded.search-index';
import { SEARCH_INDEX, type SearchIndex } from './search-index.port';

export interface SearchIndexModuleOptions {
  /** Elasticsearch URL (usually `ELASTICSEARCH_URL`). Unset or empty: the embedded in-process engine. */
  elasticsearchUrl?: string;
  /** Put in front of every Elasticsearch index name, so services and test runs can share a cluster. */
  indexPrefix?: string;
}

export interface SearchIndexModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: FactoryProvider['inject'];
  // The injected values' types depend on `inject`, which the compiler cannot relate to the parameters.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  useFactory: (...injected: any[]) => SearchIndexModuleOptions | Promise<SearchIndexModuleOptions>;
}

const SEARCH_INDEX_ADAPTERS: Record<AdapterChoice['searchIndex'], (options: SearchIndexModuleOptions) => SearchIndex> = {
  embedded: () => new EmbeddedSearchIndex(),
  elasticsearch: (options) =>
    // Chosen only when the URL is set and not blank.
    new ElasticsearchSearchIndex({ node: options.elasticsearchUrl?.trim(), indexPrefix: options.indexPrefix }),
};

/** The adapter the options select (`chooseAdapters`): Elasticsearch when a URL is given, the embedded engine otherwise. */
export function createSearchIndex(options: SearchIndexModuleOptions = {}): SearchIndex {
  return SEARCH_INDEX_ADAPTERS[chooseAdapters(options).searchIndex](options);
}

/** Closes the search index (its connections) when the Nest application shuts down. */
@Injectable()
class SearchIndexCloser implements OnApplicationShutdown {
  constructor(@Inject(SEARCH_INDEX) private readonly searchIndex: SearchIndex) {}

  async onApplicationShutdown(): Promise<void> {
    await this.searchIndex.close();
  }
}

/**
 * Provides the `SearchIndex` port under the `SEARCH_INDEX` token, application-wide. Import it once, in the root
 * module: `SearchIndexModule.forRoot({ elasticsearchUrl: process.env.ELASTICSEARCH_URL, indexPrefix: 'search-' })`.
 */
@Global()
@Module({})
export class SearchIndexModule {
  static forRoot(options: SearchIndexModuleOptions = {}): DynamicModule {
    return SearchIndexModule.build([], {
      provide: SEARCH_INDEX,
      useFactory: () => createSearchIndex(options),
    });
  }

  /** Same, with options computed from other providers (e.g. `ConfigService`). */
  static forRootAsync(options: SearchIndexModuleAsyncOptions): DynamicModule {
    return SearchIndexModule.build(options.imports ?? [], {
      provide: SEARCH_INDEX,
      inject: options.inject ?? [],
      useFactory: async (...injected: unknown[]) => createSearchIndex(await options.useFactory(...injected)),
    });
  }

  private static build(imports: NonNullable<ModuleMetadata['imports']>, provider: Provider): DynamicModule {
    return {
      module: SearchIndexModule,
      global: true,
      imports,
      providers: [provider, SearchIndexCloser],
      exports: [SEARCH_INDEX],
    };
  }
}
