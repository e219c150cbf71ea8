import { DEMO_ACCOUNTS, identityOptionsFromEnv } from '@solar/identity';
import { ConfigError, loadPlatformConfig } from '@solar/platform';
import { join } from 'node:path';
import { loadGatewaySettings } from './settings';
import { startSingleMachine } from './single-machine';

/** `npm start`: the whole marketplace on one machine, on the embedded adapters unless engines are configured. */
async function main() {
  // On one machine the console is for the person who started it: warnings and errors unless asked for more.
  const config = loadPlatformConfig({ LOG_LEVEL: 'warn', ...process.env });
  const settings = loadGatewaySettings();
  const identity = identityOptionsFromEnv(process.env, { publicUrl: `http://localhost:${settings.port}` });
  const marketplace = await startSingleMachine({
    identity,
    config,
    port: settings.port,
    webDist: settings.webDist ?? join(__dirname, '..', '..', 'web', 'dist'),
    renderThreads: settings.renderThreads,
    // By default services listen on loopback ports the OS picks, so two marketplaces can share a machine.
    servicePorts: settings.servicePorts,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    trustProxy: settings.trustProxy,
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
  if (identity.demoAccounts) {
    console.log('Demo accounts (email / password / roles):');
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.email.padEnd(34)} ${account.password.padEnd(20)} ${account.roles.join(', ')}`);
    }
  }
  if (identity.admin) console.log(`Admin account: ${identity.admin.email} (password from ADMIN_PASSWORD)`);
  console.log(`Sign-up codes and reset links are written to ${join(config.dataDir, 'mail')}`);
  console.log(`Marketplace ready on ${marketplace.url}`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
