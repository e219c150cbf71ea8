export * from './search-index.port';
export * from './search-index.errors';
export { EmbeddedSearchIndex } from './adapters/embedded.search-index';
export { ElasticsearchSearchIndex, type ElasticsearchSearchIndexOptions } from './adapters/elasticsearch.search-index';
export { SearchIndexModule, createSearchIndex, type SearchIndexModuleAsyncOptions, type SearchIndexModuleOptions } from './search-index.module';
