import { ConfigError } from '@solar/platform';

/** An account whose store suggestions show its e-mail in place of 'Storefront' (spec: "two configured privileged accounts"). */
export interface PrivilegedSuggestionAccount {
  /** The account id, as the tokens' subject and the storefront's seller_id carry it. */
  id: string;
  email: string;
}

/** The spec names two such accounts. */
export const PRIVILEGED_SUGGESTION_ACCOUNTS_MAX = 2;

const EMAIL = /^[^\s@,=]+@[^\s@,=]+\.[^\s@,=]+$/;

/**
 * PRIVILEGED_SUGGESTION_ACCOUNTS: `<account id>=<email>` pairs separated by commas, at most two; empty or unset
 * for none. The e-mail comes from this setting, never from another service's data, so no account's address can
 * reach a suggestion unless an operator wrote it here.
 */
export function parsePrivilegedSuggestionAccounts(setting: string | undefined): PrivilegedSuggestionAccount[] {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const fail = (why: string) => new ConfigError(`Invalid configuration: PRIVILEGED_SUGGESTION_ACCOUNTS ${why}`);
  if (entries.length > PRIVILEGED_SUGGESTION_ACCOUNTS_MAX) throw fail(`names at most ${PRIVILEGED_SUGGESTION_ACCOUNTS_MAX} accounts`);
  return entries.map((entry) => {
    const [id, email, ...rest] = entry.split('=').map((part) => part.trim());
    if (!id || !email || rest.length > 0 || !EMAIL.test(email)) throw fail('must be <account id>=<email> pairs separated by commas');
    return { id, email };
  });
}
