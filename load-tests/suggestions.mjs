// The header's global search suggestions (`POST /v1/client/search/suggestions`) at 50,000 shop items on the
// embedded index (single machine): the search service alone on its own data folder, its three indices filled
// with generated documents (items, deals, stores; counts below), then
//   1. each suggestion computed afresh: a write to the items index before every call empties the index's kept
//      results, as a catalog change does, so this is the cost of a text the index has not answered yet (every
//      keystroke of a new search), measured in-process around SuggestionsService.suggest;
//   2. over HTTP to the service, `connections` clients in a closed loop for `duration` seconds, each sending the
//      texts of a few searches typed a letter at a time; repeats are answered from the kept results.
// Prints p50 and p95 per run and the medians of the runs.
//   node load-tests/suggestions.mjs [--items 50000 --deals 5000 --stores 2000 --runs 5 --duration 8 --connections 4 --cold 400]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { root } from './targets.mjs';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '50000' },
    deals: { type: 'string', default: '5000' },
    stores: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '4' },
    cold: { type: 'string', default: '400' },
  },
});
const N = { items: Number(values.items), deals: Number(values.deals), stores: Number(values.stores) };
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
const coldCalls = Number(values.cold);

const require = createRequire(import.meta.url);
require('./support/register-sources.cjs');
const source = (path) => require(join(root, path));
const { SEARCH_API } = require('@solar/contracts');
const { SEARCH_INDEX } = require('@solar/platform');
const { startServiceHarness } = source('libs/platform/src/testing/index.ts');
const { service } = require('@solar/search');
const { ITEMS_INDEX } = source('services/search/src/items/item-index.ts');
const { DEALS_INDEX } = source('services/search/src/deals/deal-index.ts');
const { STORES_INDEX } = source('services/search/src/stores/store-index.ts');
const { SuggestionsService } = source('services/search/src/suggestions/suggestions.service.ts');

// A catalogue-like vocabulary, so that prefixes match as many documents as they would in a real shop.
const BRANDS = [
  'Jinko',
  'LONGi',
  'Trina',
  'Canadian',
  'Qcells',
  'REC',
  'Enphase',
  'SolarEdge',
  'Fronius',
  'Victron',
  'Tesla',
  'Growatt',
  'Huawei',
  'BYD',
  'Pylontech',
  'Sungrow',
  'Risen',
  'Astronergy',
  'JA',
  'Hanwha',
];
const NOUNS = [
  'solar panel',
  'mono panel',
  'bifacial module',
  'hybrid inverter',
  'string inverter',
  'microinverter',
  'lithium battery',
  'battery rack',
  'charge controller',
  'mounting rail',
  'PV cable',
  'MC4 connector',
  'EV charger',
  'solar pump',
  'combiner box',
];
const TECH = ['mono', 'poly', 'TOPCon', 'HJT', 'PERC', 'LiFePO4', 'MPPT', 'black', 'silver', 'all-black'];
const pick = (list, n) => list[n % list.length];

function itemDoc(n) {
  const brand = pick(BRANDS, n);
  const noun = pick(NOUNS, Math.floor(n / 7));
  const watts = 100 + ((n * 37) % 600);
  return {
    uuid: `item-${n}`,
    id: n,
    name: `${brand} ${watts}W ${pick(TECH, Math.floor(n / 3))} ${noun}`,
    short_name: `${brand} ${watts}`,
    description: `${noun} from ${brand}, ${watts} W.`,
    sku: `SKU${String(n).padStart(6, '0')}`,
    mpn: `${brand.slice(0, 3).toUpperCase()}${n}`,
    part_number: `${brand.slice(0, 2).toUpperCase()}-${watts}-${n}`,
    tags: [noun, pick(TECH, n)],
    category_id: 1 + (n % 20),
    category_name: noun,
    category_slug: 'c',
    subcategory_id: null,
    subcategory_name: '',
    subcategory_slug: '',
    brand_id: 1 + (n % 20),
    brand_name: brand,
    brand_slug: brand.toLowerCase(),
    condition: 'new',
    shipping_type: 'free_shipping',
    colour: '',
    state: 'TX',
    owner_id: `seller-${n % 300}`,
    price: 100,
    sale_price: 100,
    discount: 0,
    discount_unit: '',
    stock: 10,
    total_qty: 10,
    moq: 1,
    panel_wattage: watts,
    panel_wattage_group: 100 * Math.floor(watts / 100),
    wattage: null,
    reviews_avg: 0,
    reviews_total: 0,
    sale_count: 0,
    image: `/files/items/${n}/300x300.webp`,
    created_at: 1_760_000_000_000 + n,
  };
}

function dealDoc(n) {
  const brand = pick(BRANDS, n + 3);
  const watts = 300 + ((n * 13) % 300);
  return {
    id: n,
    uuid: `deal-${n}`,
    name: `${brand} ${watts}W ${pick(TECH, n)} panels, ${2 + (n % 40)} pallets`,
    path: `/trader/deal/d-${n}`,
    category_id: 1,
    category_name: 'Solar Panels',
    category_slug: 'solar-panels',
    subcategory_id: 2,
    subcategory_name: 'Monocrystalline',
    subcategory_slug: 'mono',
    brand_id: 1,
    condition: 'new',
    shipping_type: 'free_shipping',
    price: 0.2,
    price_unit: 'watt',
    unit_price: 80,
    panel_wattage: watts,
    panel_wattage_group: 100 * Math.floor(watts / 100),
    total_qty: 620,
    total_watts: 248000,
    lot_value: 49600,
    moq: 2,
    moq_unit: 'pallets',
    moq_units: '2 pallets',
    incoterm: 'EXW',
    lead_time: 10,
    state: 'TX',
    colour: 'black',
    company_tier: 'Tier 1',
    sector: null,
    image: `/files/deals/${n}.webp`,
    published_at: 1_760_000_000_000 + n,
    description: 'Stock on hand.',
    tags: [pick(TECH, n)],
    mpn: `M${n}`,
    part_number: `DP-${n}`,
  };
}

const storeDoc = (n) => ({
  uuid: `store-${n}`,
  seller_id: `seller-${n}`,
  name: `${pick(BRANDS, n).toLowerCase()}-outlet-${n}`,
  title: `${pick(BRANDS, n)} ${pick(TECH, n)} Outlet ${n}`,
  logo: null,
});

/** Searches typed a letter at a time, every prefix a suggestion request (what a shopper's keystrokes send). */
const TYPED = ['mono panel', 'jinko 450', 'hybrid inv', 'lithium bat', 'PV-410', 'sungrow', 'charge controller', 'solar p', 'LO-3', 'tesla power'];
const TEXTS = [...new Set(TYPED.flatMap((text) => Array.from({ length: text.length }, (_, end) => text.slice(0, end + 1)).filter((t) => t.trim())))];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ms = (value) => Math.round(value * 100) / 100;

async function fill(index) {
  const inBatches = async (name, count, doc) => {
    for (let from = 0; from < count; from += 1000)
      await index.upsert(
        name,
        Array.from({ length: Math.min(1000, count - from) }, (_, k) => doc(from + k + 1)),
      );
  };
  await inBatches(ITEMS_INDEX, N.items, itemDoc);
  await inBatches(DEALS_INDEX, N.deals, dealDoc);
  await inBatches(STORES_INDEX, N.stores, storeDoc);
}

/** Each call after a write to every index, so nothing is answered from kept results. */
async function coldRun(index, suggestions) {
  const took = [];
  for (let call = 0; call < coldCalls; call++) {
    const n = N.items + 1 + (call % 10);
    await index.upsert(ITEMS_INDEX, [itemDoc(n)]);
    await index.upsert(DEALS_INDEX, [dealDoc(N.deals + 1)]);
    await index.upsert(STORES_INDEX, [storeDoc(N.stores + 1)]);
    const text = TEXTS[call % TEXTS.length];
    const start = performance.now();
    await suggestions.suggest(text, undefined);
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), p95: percentile(took, 95), max: took[took.length - 1] };
}

/** `connections` clients, each sending the typed texts in turn until the time is up. */
async function httpRun(url) {
  const took = [];
  const deadline = performance.now() + duration * 1000;
  let failures = 0;
  const client = async (offset) => {
    for (let k = offset; performance.now() < deadline; k++) {
      const start = performance.now();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: TEXTS[k % TEXTS.length] }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) failures++;
      } catch {
        failures++;
      }
      took.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, c) => client(c * 7)));
  took.sort((a, b) => a - b);
  return { rps: took.length / duration, p50: percentile(took, 50), p95: percentile(took, 95), failures };
}

const harness = await startServiceHarness(service);
try {
  const index = harness.get(SEARCH_INDEX);
  const suggestions = harness.get(SuggestionsService);
  const filling = performance.now();
  await fill(index);
  console.log(`indexed ${N.items} items, ${N.deals} deals, ${N.stores} stores in ${Math.round(performance.now() - filling)} ms; ${TEXTS.length} typed texts`);
  const sample = await suggestions.suggest('mono pan', undefined);
  console.log(`'mono pan' suggests ${sample.deals.length} deals, ${sample.products.length} products, ${sample.stores.length} stores`);
  const { port } = harness.app.getHttpServer().address();
  const url = `http://127.0.0.1:${port}${SEARCH_API.suggestions}`;
  await httpRun(url); // warm-up: JIT, connections
  const cold = [];
  const http = [];
  for (let run = 1; run <= runs; run++) {
    const c = await coldRun(index, suggestions);
    const h = await httpRun(url);
    cold.push(c);
    http.push(h);
    console.log(
      `run ${run}: computed afresh p50 ${ms(c.p50)} ms, p95 ${ms(c.p95)} ms, max ${ms(c.max)} ms | HTTP ${Math.round(h.rps)} req/s, p50 ${ms(h.p50)} ms, p95 ${ms(h.p95)} ms${h.failures ? `, ${h.failures} failures` : ''}`,
    );
  }
  console.log(`\nmedian of ${runs} runs at ${N.items} items, ${N.deals} deals, ${N.stores} stores:`);
  console.log(`| computed afresh (in-process) | p50 ${ms(median(cold.map((c) => c.p50)))} ms | p95 ${ms(median(cold.map((c) => c.p95)))} ms |`);
  console.log(
    `| HTTP, ${connections} clients typing | ${Math.round(median(http.map((h) => h.rps)))} req/s | p50 ${ms(median(http.map((h) => h.p50)))} ms | p95 ${ms(median(http.map((h) => h.p95)))} ms |`,
  );
} finally {
  await harness.close();
}
