import { ConfigError, defineService } from '@solar/platform';
import { IDENTITY_SERVICE, IdentityModule } from './identity.module';
import type { IdentityOptions } from './identity.options';

export { IDENTITY_SERVICE, IdentityModule } from './identity.module';
export type { IdentityOptions } from './identity.options';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts';
export type { AttemptLimits, AttemptPolicy } from './sessions/attempt-limiter';

/**
 * Identity's own settings from the environment: PUBLIC_URL (links in mails), ADMIN_EMAIL and ADMIN_PASSWORD
 * (the first admin), DEMO_ACCOUNTS ('true'/'false'; on by default except in production), GUEST_LOGIN.
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
    admin: ADMIN_EMAIL && ADMIN_PASSWORD ? { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } : undefined,
  };
}

export const identityService = defineService<IdentityOptions>(IDENTITY_SERVICE, (config, options) =>
  IdentityModule.forRoot(config, options ?? identityOptionsFromEnv(process.env, { publicUrl: 'http://localhost:3000' })),
);
