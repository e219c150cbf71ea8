import { LIMITS } from '@solar/contracts';
import { addressLimitFactorFromEnv, ConfigError } from '@solar/platform';
import { oauthSettingsFromEnv, type OAuthSettings } from './oauth/oauth.options';
import type { AttemptLimits } from './sessions/attempt-limiter';

export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');

export interface IdentityOptions {
  /** Where the web app is reached: links in mails point there (PUBLIC_URL). */
  publicUrl: string;
  /** Seed the demo buyer, seller, trader and admin on first start. */
  demoAccounts: boolean;
  /** The first admin (ADMIN_EMAIL / ADMIN_PASSWORD): created if missing, the usual production bootstrap. */
  admin?: { email: string; password: string };
  /** Whether `login-info/guest-login` hands out guest tokens. */
  guestLogin: boolean;
  /** How long a guest token lives (GUEST_TOKEN_TTL_SECONDS): long enough for a guest cart. 30 days by default. */
  guestTokenTtlSeconds?: number;
  /**
   * Limits in place of the defaults (DEFAULT_ATTEMPT_LIMITS), one by one: tests tighten or loosen the ones
   * they exercise; production keeps the defaults.
   */
  attemptLimits?: Partial<AttemptLimits>;
  /**
   * Multiplies every per-client-address limit (ADDRESS_LIMIT_FACTOR, default 1), for sites where many users
   * share an address and for tests, whose calls all come from one. Per-account and per-recipient limits stay.
   */
  addressLimitFactor?: number;
  /**
   * Sign-in with Google and Facebook: each provider's OpenID Connect issuer and this site's client there
   * (GOOGLE_*, FACEBOOK_*). A provider left out has no button. The provider sends the browser back to
   * `<publicUrl>/login/<provider>/callback`, the redirect URI to register with it.
   */
  oauth?: OAuthSettings;
}

/** A guest cart outlives the one-hour account token: its guest session lasts 30 days, renewed while in use. */
export const DEFAULT_GUEST_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export const IDENTITY_SETTINGS = Symbol('IDENTITY_SETTINGS');

/** The options plus what identity takes from the platform configuration. */
export interface IdentitySettings extends IdentityOptions {
  /** Key of the keyed hashes of mailed codes and tokens (the JWT secret: already secret, already shared). */
  secretKey: string;
  tokenTtlSeconds: number;
  guestTokenTtlSeconds: number;
  attemptLimits: AttemptLimits;
}

/**
 * Identity's own settings from the environment: PUBLIC_URL (links in mails), ADMIN_EMAIL and ADMIN_PASSWORD
 * (the first admin), DEMO_ACCOUNTS ('true'/'false'; on by default except in production), GUEST_LOGIN,
 * GUEST_TOKEN_TTL_SECONDS, ADDRESS_LIMIT_FACTOR (multiplies the per-client-address limits; default 1), and the
 * sign-in providers' GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_OIDC_ISSUER, FACEBOOK_CLIENT_ID,
 * FACEBOOK_CLIENT_SECRET and FACEBOOK_OIDC_ISSUER (see oauthSettingsFromEnv).
 */
export function identityOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, defaults: { publicUrl: string }): IdentityOptions {
  const flag = (name: string, fallback: boolean) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (value !== 'true' && value !== 'false') throw new ConfigError(`Invalid configuration: ${name} must be true or false`);
    return value === 'true';
  };
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env;
  if (Boolean(ADMIN_EMAIL) !== Boolean(ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD are set together');
  }
  if (ADMIN_PASSWORD && ADMIN_PASSWORD.length < 12) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD must be at least 12 characters');
  }
  // Sign-in refuses longer passwords before checking them (LIMITS.passwordMax): such an admin could never sign in.
  if (ADMIN_PASSWORD && ADMIN_PASSWORD.length > LIMITS.passwordMax) {
    throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD must be at most ${LIMITS.passwordMax} characters`);
  }
  const guestTtl = env.GUEST_TOKEN_TTL_SECONDS;
  if (guestTtl !== undefined && guestTtl !== '' && !(/^\d+$/.test(guestTtl) && Number(guestTtl) >= 60 && Number(guestTtl) <= 90 * 86400)) {
    throw new ConfigError('Invalid configuration: GUEST_TOKEN_TTL_SECONDS must be a whole number of seconds from 60 to 7776000 (90 days)');
  }
  const publicUrl = env.PUBLIC_URL || defaults.publicUrl;
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be an absolute URL');
  }
  return {
    publicUrl,
    demoAccounts: flag('DEMO_ACCOUNTS', env.NODE_ENV !== 'production'),
    guestLogin: flag('GUEST_LOGIN', true),
    ...(guestTtl ? { guestTokenTtlSeconds: Number(guestTtl) } : {}),
    addressLimitFactor: addressLimitFactorFromEnv(env),
    admin: ADMIN_EMAIL && ADMIN_PASSWORD ? { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } : undefined,
    oauth: oauthSettingsFromEnv(env),
  };
}
