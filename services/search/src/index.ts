import { SERVICE_PORTS, startService, type PlatformConfig } from '@solar/platform';
import { SEARCH_SERVICE, SearchModule } from './search.module';

export { SEARCH_SERVICE, SearchModule } from './search.module';

export interface StartSearchOptions {
  config: PlatformConfig;
  port?: number;
  host?: string;
  shutdownHooks?: boolean;
  catalogUrl?: string;
}

export function startSearch({ config, port = SERVICE_PORTS.search, host, shutdownHooks, catalogUrl }: StartSearchOptions) {
  return startService({ service: SEARCH_SERVICE, module: SearchModule.forRoot(config, catalogUrl), config, port, host, shutdownHooks });
}
