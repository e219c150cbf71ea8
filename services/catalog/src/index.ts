import { SERVICE_PORTS, startService, type PlatformConfig } from '@solar/platform';
import { CATALOG_SERVICE, CatalogModule } from './catalog.module';
import type { CatalogSeedOptions } from './seed/catalog-seeder';

export { CATALOG_SERVICE, CatalogModule } from './catalog.module';
export { seedUuid } from './seed/catalog-seeder';

export interface StartCatalogOptions {
  config: PlatformConfig;
  port?: number;
  host?: string;
  shutdownHooks?: boolean;
  seed?: CatalogSeedOptions;
}

export function startCatalog({ config, port = SERVICE_PORTS.catalog, host, shutdownHooks, seed }: StartCatalogOptions) {
  return startService({ service: CATALOG_SERVICE, module: CatalogModule.forRoot(config, seed), config, port, host, shutdownHooks });
}
