import { defineService } from '@solar/platform';
import { CATALOG_SERVICE, CatalogModule } from './catalog.module';
import type { CatalogSeedOptions } from './seed/catalog-seeder';

export { CATALOG_SERVICE, CatalogModule } from './catalog.module';
export { seedUuid } from './seed/catalog-seeder';

export const catalogService = defineService<{ seed?: CatalogSeedOptions }>(CATALOG_SERVICE, (config, options) =>
  CatalogModule.forRoot(config, options?.seed),
);
