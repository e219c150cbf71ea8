import { OAUTH_PROVIDERS, type OAuthProvider } from '@solar/contracts';
import { ConfigError } from '@solar/platform';

/** One sign-in provider: an OpenID Connect issuer (discovered from its /.well-known/openid-configuration) and this site's client there. */
export interface OAuthProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The providers this site has settings for; a provider left out has no button and its routes answer 404. */
export type OAuthSettings = Partial<Record<OAuthProvider, OAuthProviderSettings>>;

/** Google's issuer is well known; any other provider names its own. */
const DEFAULT_ISSUERS: Partial<Record<OAuthProvider, string>> = { google: 'https://accounts.google.com' };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP only on this machine (a provider run locally for development and tests); anything else over HTTPS. */
export const isLoopbackHttp = (url: URL): boolean => url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);

export const configuredProviders = (settings: OAuthSettings | undefined): OAuthProvider[] =>
  OAUTH_PROVIDERS.filter((provider) => settings?.[provider] !== undefined);

/**
 * GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_OIDC_ISSUER (https://accounts.google.com when left out);
 * FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET and FACEBOOK_OIDC_ISSUER. A provider is on only when its client id
 * and secret (and, for Facebook, its issuer) are all set; some of them without the others stop the start.
 */
export function oauthSettingsFromEnv(env: NodeJS.ProcessEnv): OAuthSettings {
  const settings: OAuthSettings = {};
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const names = { issuer: `${prefix}_OIDC_ISSUER`, clientId: `${prefix}_CLIENT_ID`, clientSecret: `${prefix}_CLIENT_SECRET` };
    const given = { issuer: env[names.issuer] || undefined, clientId: env[names.clientId] || undefined, clientSecret: env[names.clientSecret] || undefined };
    if (!given.issuer && !given.clientId && !given.clientSecret) continue;
    const issuer = given.issuer ?? DEFAULT_ISSUERS[provider];
    const missing = [!issuer && names.issuer, !given.clientId && names.clientId, !given.clientSecret && names.clientSecret].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration: ${provider} sign-in also needs ${missing.join(' and ')}`);
    settings[provider] = checkedProvider(provider, { issuer: issuer!, clientId: given.clientId!, clientSecret: given.clientSecret! }, names.issuer);
  }
  return settings;
}

/** The settings as given, once the issuer is known to be an absolute https URL (or http on this machine). */
export function checkedProvider(provider: OAuthProvider, settings: OAuthProviderSettings, issuerName = `${provider} issuer`): OAuthProviderSettings {
  const issuer = URL.canParse(settings.issuer) ? new URL(settings.issuer) : undefined;
  if (!issuer || !(issuer.protocol === 'https:' || isLoopbackHttp(issuer))) {
    throw new ConfigError(`Invalid configuration: ${issuerName} must be an https URL (plain http only on localhost)`);
  }
  return settings;
}
