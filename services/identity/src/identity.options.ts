import type { OAuthSettings } from './oauth/oauth-settings';
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
