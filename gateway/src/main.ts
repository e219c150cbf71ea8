import { ConfigError, loadPlatformConfig, serviceUrl } from '@solar/platform';
import { startGateway } from './gateway';

/** Distributed mode: the gateway in its own process, finding services through `<NAME>_URL`. */
async function main() {
  const config = loadPlatformConfig();
  await startGateway({
    config,
    port: Number(process.env.PORT ?? 3000),
    services: { catalog: serviceUrl('catalog'), search: serviceUrl('search') },
    webDist: process.env.WEB_DIST,
    rateLimitPerMinute: process.env.RATE_LIMIT_PER_MINUTE ? Number(process.env.RATE_LIMIT_PER_MINUTE) : undefined,
    trustProxy: process.env.TRUST_PROXY && /^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY,
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
