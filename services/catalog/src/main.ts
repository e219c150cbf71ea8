import { loadPlatformConfig } from '@solar/platform';
import { startCatalog } from './index';

/** Distributed mode: the catalog service in its own process. */
async function main() {
  const config = loadPlatformConfig();
  await startCatalog({ config, port: Number(process.env.PORT ?? 3102), host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
