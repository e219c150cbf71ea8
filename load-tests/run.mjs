// Node runner for machines without k6:  npm run load-test [-- --runs 3 --duration 10 --connections 20]
// Starts the marketplace (single-machine mode, its own data folder) and a bare Node HTTP server answering a
// product-sized JSON body, then measures both in the same run with autocannon, so the figures can be read
// as a ratio to the bare server on whatever machine runs them. Reports the median of several runs.
import autocannon from 'autocannon';
import { parseListingPath, shopSearchBody } from '@solar/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { startSingleMachine, waitForIndex } from './targets.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3950' },
  },
});
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

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

/** A guest token as identity signs one (HS256, issuer solar-marketplace): the cart owner is the token, never a body field. */
function guestToken(secret) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: `guest-${randomUUID()}`, roles: [], guest: true, jti: randomUUID(), iat: now, exp: now + 3600, iss: 'solar-marketplace' })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const marketplace = await startSingleMachine(port);
  try {
    const uuids = await waitForIndex(base, 250);
    const sample = await (await fetch(`${base}/v1/client/items/${uuids[0]}`)).text();
    const bare = await bareServer(sample);
    // A signed-in buyer (demo account): sign-in itself is CPU-bound (Argon2id), the profile read is not.
    const credentials = JSON.stringify({ email: 'buyer@solar-marketplace.local', password: 'demo-buyer-2026' });
    const signIn = await (await fetch(`${base}/v1/client/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials })).json();
    const token = signIn.data.auth.access_token;
    const bareUrl = `http://127.0.0.1:${bare.address().port}`;
    // A guest with three lines in the cart: the header reads the cart on every page. Identity issues the guest session.
    const guestSession = await (await fetch(`${base}/login-info/guest-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    const guestAuth = { authorization: `Bearer ${guestSession.data.auth.access_token}` };
    const buyable = [];
    for (const uuid of uuids) {
      const item = (await (await fetch(`${base}/v1/client/items/${uuid}`)).json()).data;
      if (item.stock >= item.moq * 50 && item.qty_step === 1 && item.max_qty === 0) buyable.push(item);
      if (buyable.length === 3) break;
    }
    for (const item of buyable) {
      const added = await fetch(`${base}/v1/client/cart`, { method: 'POST', headers: { 'content-type': 'application/json', ...guestAuth }, body: JSON.stringify({ item_uuid: item.uuid, qty: item.moq }) });
      if (!added.ok) throw new Error(`could not fill the guest cart: ${added.status}`);
    }
    let n = 0;
    const scenarios = {
      'bare node http (same body)': { url: `${bareUrl}/` },
      'GET items/{uuid}': {
        url: `${base}/v1/client/items/${uuids[0]}`,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/v1/client/items/${uuids[n++ % uuids.length]}` }) }],
      },
      'POST items/search': {
        url: `${base}/v1/client/items/search`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mono', limit: 20 }),
      },
      // A category page with a brand and a price filter, sorted by the shop's default: the search a sidebar click sends.
      'POST items/search (category page)': {
        url: `${base}/v1/client/items/search`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          shopSearchBody(parseListingPath('/shop/product/solar-panels/cd_new/pr_50-400').filters, { category: 'solar-panels' }),
        ),
      },
      'POST cart/search (guest)': {
        url: `${base}/v1/client/cart/search`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...guestAuth },
        body: '{}',
      },
      // Each request a new guest (its token signed here as identity would) adding one item at its MOQ: a cart
      // document created and priced per call.
      'POST cart (add, new guest)': {
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
      'GET my-profile/edit (token)': { url: `${base}/v1/client/my-profile/edit`, headers: { authorization: `Bearer ${token}` } },
      'POST login (Argon2id)': { url: `${base}/v1/client/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials },
    };
    const results = {};
    for (let run = 1; run <= runs; run++) {
      for (const [name, opts] of Object.entries(scenarios)) {
        const r = await measure(opts);
        if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        (results[name] ??= []).push({ rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 });
      }
      console.error(`run ${run}/${runs} done`);
    }
    const bareRps = median(results['bare node http (same body)'].map((x) => x.rps));
    console.log(`\n${connections} connections, ${duration} s per scenario, median of ${runs} runs`);
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
