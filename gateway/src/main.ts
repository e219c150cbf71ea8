import { ConfigError, loadPlatformConfig, serviceRegistry, serviceUrl } from '@solar/platform';
import { startGateway } from './gateway';
import { loadGatewaySettings } from './settings';

/** Distributed mode: the gateway in its own process, finding services through `<NAME>_URL`. */
async function main() {
  const config = loadPlatformConfig();
  const settings = loadGatewaySettings();
  await startGateway({
    config,
    port: settings.port,
    // Every declared service at its `<NAME>_URL` (one URL, or several comma-separated instances).
    services: Object.fromEntries(serviceRegistry().names.map((name) => [name, serviceUrl(name)])),
    webDist: settings.webDist,
    renderThreads: settings.renderThreads,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    trustProxy: settings.trustProxy,
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
