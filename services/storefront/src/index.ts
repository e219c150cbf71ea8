import { ConfigError, addressLimitFactorFromEnv, defineService, withAddressFactor } from '@solar/platform';
import { DEFAULT_CONTACT_LIMITS, type StorefrontOptions } from './storefront.options';
import { STOREFRONT_SERVICE, StorefrontModule } from './storefront.module';

export { STOREFRONT_SERVICE, StorefrontModule } from './storefront.module';
export { DEFAULT_CONTACT_LIMITS, type StorefrontOptions } from './storefront.options';

/** DEMO_ACCOUNTS as identity reads it: on by default except in production. */
function demoAccountsOn(env: NodeJS.ProcessEnv): boolean {
  const value = env.DEMO_ACCOUNTS;
  if (value === undefined || value === '') return env.NODE_ENV !== 'production';
  if (value !== 'true' && value !== 'false') throw new ConfigError('Invalid configuration: DEMO_ACCOUNTS must be true or false');
  return value === 'true';
}

/** The service as both launchers start it (its declaration: services/storefront/service.json). */
export const service = defineService<Partial<StorefrontOptions>>(STOREFRONT_SERVICE, (config, options) =>
  StorefrontModule.forRoot(config, {
    demoStores: options?.demoStores ?? demoAccountsOn(process.env),
    contactLimits: options?.contactLimits ?? withAddressFactor(DEFAULT_CONTACT_LIMITS, addressLimitFactorFromEnv()),
  }),
);
