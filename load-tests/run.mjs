// Node runner for machines without k6:  npm run load-test [-- --runs 3 --duration 10 --connections 20]
// Starts the marketplace (single-machine mode, its own data folder) and a bare Node HTTP server answering a
// product-sized JSON body, then measures both in the same run with autocannon, so the figures can be read
// as a ratio to the bare server on whatever machine runs them. Reports the median of several runs.
// `--only deals,items-search` measures those scenarios (and the bare server); `--deals 10000` is how many demo
// deals the trader seeds when the deal search is measured (its start then takes minutes: each deal goes through
// the deal form's rules).
import autocannon from 'autocannon';
import { parseListingPath, shopSearchBody } from '@solar/contracts';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { dealSearches, publicDemoDeals } from './deal-searches.mjs';
import { signedToken, startSingleMachine, waitForDeals, waitForIndex } from './targets.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3950' },
    only: { type: 'string' },
    deals: { type: 'string', default: '10000' },
  },
});
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const SCENARIOS = ['bare', 'item', 'items-search', 'category-page', 'cart-search', 'cart-add', 'profile', 'login', 'deals'];
const chosen = values.only ? new Set(['bare', ...values.only.split(',').map((key) => key.trim())]) : new Set(SCENARIOS);
const unknown = [...chosen].filter((key) => !SCENARIOS.includes(key));
if (unknown.length) throw new Error(`unknown scenario(s) ${unknown.join(', ')}: choose from ${SCENARIOS.join(', ')}`);
// Seeded only when the deal search is measured; the other scenarios keep the trader's default demo deals.
const deals = chosen.has('deals') ? Number(values.deals) : undefined;

function bareServer(body) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function measure(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** A guest token as identity signs one: the cart owner is the token, never a body field. */
const guestToken = (secret) => signedToken(secret, { sub: `guest-${randomUUID()}`, roles: [], guest: true });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const marketplace = await startSingleMachine(port, { deals });
  try {
    const uuids = await waitForIndex(base, 250);
    const dealSearch = chosen.has('deals') ? await checkedDealSearch() : undefined;
    const sample = await (await fetch(`${base}/v1/client/items/${uuids[0]}`)).text();
    const bare = await bareServer(sample);
    // A signed-in buyer (demo account): sign-in itself is CPU-bound (Argon2id), the profile read is not.
    const credentials = JSON.stringify({ email: 'buyer@solar-marketplace.local', password: 'demo-buyer-2026' });
    const signIn = await (
      await fetch(`${base}/v1/client/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials })
    ).json();
    const token = signIn.data.auth.access_token;
    const bareUrl = `http://127.0.0.1:${bare.address().port}`;
    // A guest with three lines in the cart: the header reads the cart on every page. Identity issues the guest session.
    const guestSession = await (
      await fetch(`${base}/login-info/guest-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json();
    const guestAuth = { authorization: `Bearer ${guestSession.data.auth.access_token}` };
    const buyable = [];
    for (const uuid of uuids) {
      const item = (await (await fetch(`${base}/v1/client/items/${uuid}`)).json()).data;
      if (item.stock >= item.moq * 50 && item.qty_step === 1 && item.max_qty === 0) buyable.push(item);
      if (buyable.length === 3) break;
    }
    for (const item of buyable) {
      const added = await fetch(`${base}/v1/client/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...guestAuth },
        body: JSON.stringify({ item_uuid: item.uuid, qty: item.moq }),
      });
      if (!added.ok) throw new Error(`could not fill the guest cart: ${added.status}`);
    }
    let n = 0;
    const scenarios = {
      bare: { label: 'bare node http (same body)', url: `${bareUrl}/` },
      item: {
        label: 'GET items/{uuid}',
        url: `${base}/v1/client/items/${uuids[0]}`,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/v1/client/items/${uuids[n++ % uuids.length]}` }) }],
      },
      'items-search': {
        label: 'POST items/search',
        url: `${base}/v1/client/items/search`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mono', limit: 20 }),
      },
      // A category page with a brand and a price filter, sorted by the shop's default: the search a sidebar click sends.
      'category-page': {
        label: 'POST items/search (category page)',
        url: `${base}/v1/client/items/search`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(shopSearchBody(parseListingPath('/shop/product/solar-panels/cd_new/pr_50-400').filters, { category: 'solar-panels' })),
      },
      'cart-search': {
        label: 'POST cart/search (guest)',
        url: `${base}/v1/client/cart/search`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...guestAuth },
        body: '{}',
      },
      // Each request a new guest (its token signed here as identity would) adding one item at its MOQ: a cart
      // document created and priced per call.
      'cart-add': {
        label: 'POST cart (add, new guest)',
        url: `${base}/v1/client/cart`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, authorization: `Bearer ${guestToken(marketplace.jwtSecret)}` },
              body: JSON.stringify({ item_uuid: buyable[0].uuid, qty: buyable[0].moq }),
            }),
          },
        ],
      },
      profile: { label: 'GET my-profile/edit (token)', url: `${base}/v1/client/my-profile/edit`, headers: { authorization: `Bearer ${token}` } },
      login: {
        label: 'POST login (Argon2id)',
        url: `${base}/v1/client/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: credentials,
      },
      // A buyer's /trader/find page: a text, three filters in the category, 20 deals and the facet counts.
      deals: {
        label: 'POST listing/public/deals',
        url: `${base}/listing/public/deals`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(dealSearch?.body),
      },
    };
    const results = {};
    for (let run = 1; run <= runs; run++) {
      for (const [key, { label, ...opts }] of Object.entries(scenarios)) {
        if (!chosen.has(key)) continue;
        const r = await measure(opts);
        if (r.non2xx || r.errors) throw new Error(`${label}: ${r.non2xx} non-2xx (by status: ${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors`);
        (results[label] ??= []).push({ rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 });
      }
      console.error(`run ${run}/${runs} done`);
    }
    const bareRps = median(results[scenarios.bare.label].map((x) => x.rps));
    console.log(`\n${connections} connections, ${duration} s per scenario, median of ${runs} runs`);
    if (dealSearch) console.log(`deal search: ${dealSearch.url} (${dealSearch.hits} of ${dealSearch.held} public deals; ${deals} seeded)`);
    console.log('scenario'.padEnd(34), 'req/s'.padStart(9), 'vs bare'.padStart(8), 'p50 ms'.padStart(8), 'p97.5 ms'.padStart(9), 'p99 ms'.padStart(8));
    for (const [name, rs] of Object.entries(results)) {
      const rps = median(rs.map((x) => x.rps));
      console.log(
        name.padEnd(34),
        rps.toFixed(0).padStart(9),
        `${((rps / bareRps) * 100).toFixed(1)}%`.padStart(8),
        String(median(rs.map((x) => x.p50))).padStart(8),
        String(median(rs.map((x) => x.p97_5))).padStart(9),
        String(median(rs.map((x) => x.p99))).padStart(8),
      );
    }
    bare.close();
  } finally {
    await marketplace.stop();
  }
}

/**
 * The deal search to measure, once search holds every public demo deal: it must find deals and answer the facet
 * counts, or its figure would measure an empty answer.
 */
async function checkedDealSearch() {
  const started = Date.now();
  const held = await waitForDeals(base, publicDemoDeals(deals));
  const [search] = dealSearches();
  const res = await fetch(`${base}/listing/public/deals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(search.body),
  });
  const answer = (await res.json()).data;
  if (!res.ok || !(answer?.total > 0) || !answer.facets) throw new Error(`the deal search ${search.url} answered ${res.status} with ${answer?.total} deals`);
  console.error(
    `search holds ${held} public deals (${((Date.now() - started) / 1000).toFixed(0)} s after the ready line); ${search.url} finds ${answer.total}`,
  );
  return { ...search, held, hits: answer.total };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
