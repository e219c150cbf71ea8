import { LIMITS } from '@solar/contracts';
import { addressLimitFactorFromEnv, ConfigError, defineService } from '@solar/platform';
import { IDENTITY_SERVICE, IdentityModule } from './identity.module';
import type { IdentityOptions } from './identity.options';
import { oauthSettingsFromEnv } from './oauth/oauth-settings';

export { IDENTITY_SERVICE, IdentityModule } from './identity.module';
export type { IdentityOptions } from './identity.options';
export type { OAuthProviderSettings, OAuthSettings } from './oauth/oauth-settings';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts';
export { DEFAULT_ATTEMPT_LIMITS, type AttemptLimits, type AttemptPolicy } from './sessions/attempt-limiter';

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

/** The service as both launchers start it (its declaration: services/identity/service.json). */
export const service = defineService<IdentityOptions>(IDENTITY_SERVICE, (config, options) =>
  IdentityModule.forRoot(config, options ?? identityOptionsFromEnv(process.env, { publicUrl: 'http://localhost:3000' })),
);
