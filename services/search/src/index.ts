import { defineService } from '@solar/platform';
import { SEARCH_SERVICE, SearchModule } from './search.module';
import { searchOptionsFromEnv, type SearchOptions } from './search.options';

export { SEARCH_SERVICE, SearchModule } from './search.module';
export { searchOptionsFromEnv, type SearchOptions } from './search.options';

/** The service as both launchers start it (its declaration: services/search/service.json). */
export const service = defineService<SearchOptions>(SEARCH_SERVICE, (config, options, peers) =>
  SearchModule.forRoot(config, { catalog: peers('catalog'), trader: peers('trader') }, { ...searchOptionsFromEnv(), ...options }),
);
