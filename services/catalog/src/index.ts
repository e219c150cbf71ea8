import { ConfigError, defineService } from '@solar/platform';
import { CATALOG_SERVICE, CatalogModule } from './catalog.module';
import { questionLimitsFromEnv, type QuestionLimits } from './questions';
import type { CatalogSeedOptions } from './seed/catalog-seeder';
import { catalogMailOptionsFromEnv } from './moderation';

export { CATALOG_SERVICE, CatalogModule } from './catalog.module';
export { seedUuid } from '@solar/platform';
export { DEFAULT_QUESTION_LIMITS, questionLimitsFromEnv, type QuestionLimits } from './questions';

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

/**
 * `questionLimits`: limits of items/ask in place of the defaults; when absent, the defaults with the
 * per-address one multiplied by ADDRESS_LIMIT_FACTOR from the environment. PUBLIC_URL: where the catalog's mails
 * point.
 */
/** The service as both launchers start it (its declaration: services/catalog/service.json). */
export const service = defineService<{ seed?: CatalogSeedOptions; questionLimits?: Partial<QuestionLimits> }>(CATALOG_SERVICE, (config, options) =>
  CatalogModule.forRoot(
    config,
    options?.seed ?? catalogSeedFromEnv(),
    questionLimitsFromEnv(process.env, options?.questionLimits),
    catalogMailOptionsFromEnv(),
  ),
);
