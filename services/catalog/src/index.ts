import { ConfigError, defineService } from '@solar/platform';
import { CATALOG_SERVICE, CatalogModule } from './catalog.module';
import type { CatalogSeedOptions } from './seed/catalog-seeder';

export { CATALOG_SERVICE, CatalogModule } from './catalog.module';
export { seedUuid } from './seed/catalog-seeder';

/** The demo catalogue's size from SEED_ITEMS_PER_CATEGORY (default 16), for a service started on its own. */
export function catalogSeedFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogSeedOptions {
  const value = env.SEED_ITEMS_PER_CATEGORY;
  if (value === undefined || value === '') return { itemsPerCategory: 16 };
  const itemsPerCategory = Number(value);
  if (!Number.isInteger(itemsPerCategory) || itemsPerCategory < 0 || itemsPerCategory > 100) {
    throw new ConfigError('Invalid configuration: SEED_ITEMS_PER_CATEGORY must be a whole number from 0 to 100');
  }
  return { itemsPerCategory };
}

export const catalogService = defineService<{ seed?: CatalogSeedOptions }>(CATALOG_SERVICE, (config, options) =>
  CatalogModule.forRoot(config, options?.seed ?? catalogSeedFromEnv()),
);
