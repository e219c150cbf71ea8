// The deal searches the load tests send: /trader/find URLs as a buyer's sidebar clicks make them (a category,
// three filters and a text), each turned into its `POST /listing/public/deals` body by `dealSearchBody`, as the
// web does, so a URL here always means the search the page sends. Every answer carries the facet counts.
//   node load-tests/deal-searches.mjs    prints them as JSON, for k6 by hand:
//   k6 run -e BASE_URL=http://localhost:3000 -e DEAL_SEARCHES="$(node load-tests/deal-searches.mjs)" load-tests/deals.k6.js
import { PUBLIC_DEAL_STATUSES, dealSearchBody, parseListingPath } from '@solar/contracts';
import { traderSeedFromEnv } from '@solar/trader';
import { fileURLToPath } from 'node:url';
import { demoDeals } from '../services/trader/dist/seed/demo-deals.js';

export const DEAL_SEARCH_URLS = [
  // Panels of the 500 W group sold by the pallet from Texas stock: the run.mjs scenario.
  '/trader/find/ca_solar-panels/pw_500/mu_pallets/sta_tx?q=mono',
  '/trader/find/ca_solar-panels/pw_400/cd_new/ct_tier-1?q=black',
  '/trader/find/ca_solar-inverters/cd_new/ic_exw/sec_residential?q=hybrid',
  '/trader/find/ca_solar-batteries/cd_new/ic_ddp/sta_ca?q=lithium',
];

/** `[{ url, body }]` for DEAL_SEARCH_URLS. */
export function dealSearches() {
  return DEAL_SEARCH_URLS.map((url) => ({ url, body: dealSearchBody(parseListingPath(url)) }));
}

/**
 * How many public deals search holds once it has indexed the demo deals of a start with SEED_DEALS=`deals`
 * (undefined: the trader's default). The statuses of the demo deals are fixed by their order, so this is exact.
 */
export function publicDemoDeals(deals) {
  const count = traderSeedFromEnv({ SEED_DEALS: deals === undefined ? '' : String(deals) }).deals;
  return demoDeals(count, new Date()).filter((deal) => PUBLIC_DEAL_STATUSES.includes(deal.status)).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(dealSearches()));
