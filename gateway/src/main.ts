import { ConfigError, loadPlatformConfig, serviceUrl } from '@solar/platform';
import { startGateway } from './gateway';
import { loadGatewaySettings } from './settings';

/** Distributed mode: the gateway in its own process, finding services through `<NAME>_URL`. */
async function main() {
  const config = loadPlatformConfig();
  const settings = loadGatewaySettings();
  await startGateway({
    config,
    port: settings.port,
    services: {
      identity: serviceUrl('identity'),
      catalog: serviceUrl('catalog'),
      search: serviceUrl('search'),
      cart: serviceUrl('cart'),
      orders: serviceUrl('orders'),
    },
    webDist: settings.webDist,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    trustProxy: settings.trustProxy,
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
