import { Inject, Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ElasticsearchSearchIndex } from './adapters/elasticsearch.search-index';
import { EmbeddedSearchIndex } from './adapters/embedded.search-index';
import { UnknownIndexError } from './search-index.errors';
import { SearchIndexModule } from './search-index.module';
import { SEARCH_INDEX, type SearchIndex } from './search-index.port';

/** A provider in a feature module that does not import SearchIndexModule: the port must reach it (global). */
@Injectable()
class ItemSearch {
  constructor(@Inject(SEARCH_INDEX) readonly searchIndex: SearchIndex) {}
}

@Module({ providers: [ItemSearch] })
class FeatureModule {}

async function start(searchModule: ReturnType<typeof SearchIndexModule.forRoot>) {
  const moduleRef = await Test.createTestingModule({ imports: [searchModule, FeatureModule] }).compile();
  const app = moduleRef.createNestApplication();
  await app.init();
  return { app, searchIndex: app.get(ItemSearch).searchIndex };
}

describe('SearchIndexModule', () => {
  it('provides the embedded engine when no Elasticsearch URL is set, application-wide', async () => {
    for (const elasticsearchUrl of [undefined, '', '  ']) {
      const { app, searchIndex } = await start(SearchIndexModule.forRoot({ elasticsearchUrl }));
      expect(searchIndex).toBeInstanceOf(EmbeddedSearchIndex);
      await app.close();
    }
  });

  it('serves searches through the injected port and closes it when the application shuts down', async () => {
    const { app, searchIndex } = await start(SearchIndexModule.forRoot());
    await searchIndex.ensureIndex({
      name: 'items',
      idField: 'id',
      textFields: [{ field: 'name' }],
      keywordFields: [],
      numericFields: [],
    });
    await searchIndex.upsert('items', [{ id: 'a', name: 'Hybrid inverter' }]);
    expect((await searchIndex.search('items', { text: 'inverter' })).hits.map((hit) => hit.id)).toEqual(['a']);

    await app.close();
    await expect(searchIndex.count('items')).rejects.toThrow(UnknownIndexError);
  });

  it('provides the Elasticsearch adapter when a URL is set', async () => {
    // Nothing is sent until an operation runs, so no cluster is needed to check the choice.
    const { app, searchIndex } = await start(SearchIndexModule.forRoot({ elasticsearchUrl: 'http://127.0.0.1:9', indexPrefix: 'test-' }));
    expect(searchIndex).toBeInstanceOf(ElasticsearchSearchIndex);
    await app.close();
  });

  it('takes its options from other providers with forRootAsync', async () => {
    const SETTINGS = Symbol('SETTINGS');
    @Module({ providers: [{ provide: SETTINGS, useValue: { url: '' } }], exports: [SETTINGS] })
    class SettingsModule {}

    const { app, searchIndex } = await start(
      SearchIndexModule.forRootAsync({
        imports: [SettingsModule],
        inject: [SETTINGS],
        useFactory: async (settings: { url: string }) => ({ elasticsearchUrl: settings.url }),
      }),
    );
    expect(searchIndex).toBeInstanceOf(EmbeddedSearchIndex);
    await app.close();
  });

  it('refuses, at start-up, an index prefix Elasticsearch would not accept', async () => {
    await expect(start(SearchIndexModule.forRoot({ elasticsearchUrl: 'http://127.0.0.1:9', indexPrefix: 'Shop_' }))).rejects.toThrow(/lower-case/);
  });
});
