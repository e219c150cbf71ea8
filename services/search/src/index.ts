import { defineService } from '@solar/platform';
import { SEARCH_SERVICE, SearchModule } from './search.module';

export { SEARCH_SERVICE, SearchModule } from './search.module';

export const searchService = defineService<{ catalogUrl?: string }>(SEARCH_SERVICE, (config, options) =>
  SearchModule.forRoot(config, options?.catalogUrl),
);
