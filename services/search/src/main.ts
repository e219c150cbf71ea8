import { loadPlatformConfig } from '@solar/platform';
import { startSearch } from './index';

/** Distributed mode: the search service in its own process. */
async function main() {
  const config = loadPlatformConfig();
  await startSearch({ config, port: Number(process.env.PORT ?? 3109), host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
