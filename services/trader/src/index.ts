import { ConfigError, defineService } from '@solar/platform';
import { dealBuyerOptionsFromEnv, type DealBuyerOptions } from './trader.options';
import { DEFAULT_DEMO_DEALS, type TraderSeedOptions } from './seed/deal-seeder';
import { TRADER_SERVICE, TraderModule } from './trader.module';

export { TRADER_SERVICE, TraderModule } from './trader.module';
export type { TraderSeedOptions } from './seed/deal-seeder';
export { DEFAULT_DEAL_BUYER_OPTIONS, dealBuyerOptionsFromEnv, type DealBuyerOptions } from './trader.options';

/** Room for the deal-search load test's 10,000 deals (load-tests/run.mjs), and a guard against a mistyped count. */
const MAX_DEMO_DEALS = 20_000;

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

/**
 * The service as both launchers start it (its declaration: services/trader/service.json). `buyers`: options of
 * the buyers' calls in place of the defaults, with PUBLIC_URL and ADDRESS_LIMIT_FACTOR read as identity reads them.
 * `seedTiming`: when the demo seed runs (TraderSeedOptions.timing) unless `seed` says; the trader's own process
 * (main.ts) seeds after its start.
 */
export const service = defineService<{ seed?: TraderSeedOptions; seedTiming?: TraderSeedOptions['timing']; buyers?: Partial<DealBuyerOptions> }>(
  TRADER_SERVICE,
  (config, options, peers) =>
    TraderModule.forRoot(
      config,
      { timing: options?.seedTiming, ...(options?.seed ?? traderSeedFromEnv()) },
      peers('catalog'),
      dealBuyerOptionsFromEnv(process.env, options?.buyers),
    ),
);
