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
  attemptLimits?: AttemptLimits;
}

export const IDENTITY_SETTINGS = Symbol('IDENTITY_SETTINGS');

/** The options plus what identity takes from the platform configuration. */
export interface IdentitySettings extends IdentityOptions {
  /** Key of the keyed hashes of mailed codes and tokens (the JWT secret: already secret, already shared). */
  secretKey: string;
  tokenTtlSeconds: number;
  attemptLimits: AttemptLimits;
}
