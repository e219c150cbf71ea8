import { defineService } from '@solar/platform';
import { SEARCH_SERVICE, SearchModule } from './search.module';

export { SEARCH_SERVICE, SearchModule } from './search.module';

/** The service as both launchers start it (its declaration: services/search/service.json). */
export const service = defineService(SEARCH_SERVICE, (config, _options, peers) =>
  SearchModule.forRoot(config, { catalog: peers('catalog'), trader: peers('trader') }),
);
