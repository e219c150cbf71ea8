import { parsePrivilegedSuggestionAccounts, type PrivilegedSuggestionAccount } from './suggestions/privileged-accounts';

export interface SearchOptions {
  /** PRIVILEGED_SUGGESTION_ACCOUNTS: the (at most two) accounts whose store suggestions show their e-mail to each other. */
  privilegedSuggestionAccounts?: PrivilegedSuggestionAccount[];
}

/** The search service's own settings from the environment: PRIVILEGED_SUGGESTION_ACCOUNTS. */
export function searchOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SearchOptions {
  return { privilegedSuggestionAccounts: parsePrivilegedSuggestionAccounts(env.PRIVILEGED_SUGGESTION_ACCOUNTS) };
}
