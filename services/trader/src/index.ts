import { ConfigError, defineService } from '@solar/platform';
import { DEFAULT_DEMO_DEALS, type TraderSeedOptions } from './seed/deal-seeder';
import { TRADER_SERVICE, TraderModule } from './trader.module';

export { TRADER_SERVICE, TraderModule } from './trader.module';
export type { TraderSeedOptions } from './seed/deal-seeder';

const MAX_DEMO_DEALS = 5_000;

/** How many demo deals a first start seeds, from SEED_DEALS (default 300; 0 seeds none), for a service started on its own. */
export function traderSeedFromEnv(env: NodeJS.ProcessEnv = process.env): TraderSeedOptions {
  const value = env.SEED_DEALS;
  if (value === undefined || value === '') return { deals: DEFAULT_DEMO_DEALS };
  const deals = Number(value);
  if (!Number.isInteger(deals) || deals < 0 || deals > MAX_DEMO_DEALS) {
    throw new ConfigError(`Invalid configuration: SEED_DEALS must be a whole number from 0 to ${MAX_DEMO_DEALS}`);
  }
  return { deals };
}

/** The service as both launchers start it (its declaration: services/trader/service.json). */
export const service = defineService<{ seed?: TraderSeedOptions }>(TRADER_SERVICE, (config, options) =>
  TraderModule.forRoot(config, options?.seed ?? traderSeedFromEnv()),
);
