import { defineService } from '@solar/platform';
import { SEARCH_SERVICE, SearchModule, type SearchOptions } from './search.module';
import { parsePrivilegedSuggestionAccounts } from './suggestions/privileged-accounts';

export { SEARCH_SERVICE, SearchModule, type SearchOptions } from './search.module';

/** The search service's own settings from the environment: PRIVILEGED_SUGGESTION_ACCOUNTS. */
export function searchOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SearchOptions {
  return { privilegedSuggestionAccounts: parsePrivilegedSuggestionAccounts(env.PRIVILEGED_SUGGESTION_ACCOUNTS) };
}

/** The service as both launchers start it (its declaration: services/search/service.json). */
export const service = defineService<SearchOptions>(SEARCH_SERVICE, (config, options, peers) =>
  SearchModule.forRoot(config, { catalog: peers('catalog'), trader: peers('trader') }, { ...searchOptionsFromEnv(), ...options }),
);
