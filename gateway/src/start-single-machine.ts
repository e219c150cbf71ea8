import { ConfigError, loadPlatformConfig } from '@solar/platform';
import { join } from 'node:path';
import { startSingleMachine } from './single-machine';

/** `npm start`: the whole marketplace on one machine, on the embedded adapters unless engines are configured. */
async function main() {
  // On one machine the console is for the person who started it: warnings and errors unless asked for more.
  const config = loadPlatformConfig({ LOG_LEVEL: 'warn', ...process.env });
  const port = Number(process.env.PORT ?? 3000);
  const marketplace = await startSingleMachine({
    config,
    port,
    webDist: process.env.WEB_DIST ?? join(__dirname, '..', '..', 'web', 'dist'),
    // Services listen on loopback ports the OS picks, so two marketplaces (or a test run) can share a machine.
    servicePorts: process.env.SERVICE_PORTS === 'fixed' ? 'fixed' : 'ephemeral',
    rateLimitPerMinute: process.env.RATE_LIMIT_PER_MINUTE ? Number(process.env.RATE_LIMIT_PER_MINUTE) : undefined,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping the marketplace...`);
    await marketplace.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  console.log(`Data folder: ${config.dataDir}`);
  for (const [name, url] of Object.entries(marketplace.services)) console.log(`  ${name.padEnd(10)} ${url}`);
  console.log(`Marketplace ready on ${marketplace.url}`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
