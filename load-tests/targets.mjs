// The two systems the load tests measure, each started on its own and stopped afterwards.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The launchers are CommonJS, shared with the tests.
const require = createRequire(import.meta.url);

/** Files on local disk even when the engines' S3_* settings are exported (a lone S3 setting stops a start). */
const NO_BUCKET = Object.fromEntries(
  ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].map((name) => [name, '']),
);

/** Demo deals as SEED_DEALS for the trader; undefined leaves its default (300). */
const seedDeals = (deals) => (deals === undefined ? {} : { SEED_DEALS: String(deals) });

/**
 * An access token as identity signs one (HS256, issuer solar-marketplace, `jti`, `iat`, `exp` an hour on), with
 * `claims` (`sub`, `roles`, ...): a runner acts as many accounts without a sign-in each.
 */
export function signedToken(secret, claims) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, jti: randomUUID(), iat: now, exp: now + 3600, iss: 'solar-marketplace' })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * `npm start` on its own data folder: every service in one process on the embedded adapters. Its `jwtSecret`
 * lets a runner sign guest tokens as identity would (a new guest per request without a guest-login per request).
 * `deals`: how many demo deals the trader seeds (SEED_DEALS). It seeds them before the marketplace is ready, each
 * through the deal form's rules and status moves, so a large count gets a longer wait for the ready line.
 * `env`: more settings of the run (e.g. ADDRESS_LIMIT_FACTOR when one client address makes hundreds of offers).
 */
export async function startSingleMachine(port, { deals, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-load-'));
  const jwtSecret = randomBytes(48).toString('base64url');
  const { child } = await require('../scripts/single-machine-process.cjs').startSingleMachineProcess({
    port,
    dataDir,
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      KAFKA_BROKERS: '',
      MONGODB_URI: '',
      ELASTICSEARCH_URL: '',
      ...NO_BUCKET,
      JWT_SECRET: jwtSecret,
      ...seedDeals(deals),
      ...env,
    },
    // About 30 ms a deal on a busy 2-core machine, on top of the usual start.
    timeoutMs: 120_000 + (deals ?? 0) * 60,
  });
  // What it warns about during the run belongs in the load test's output.
  child.stderr.pipe(process.stderr);
  return {
    url: `http://127.0.0.1:${port}`,
    jwtSecret,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every service its own process on the engines named by KAFKA_BROKERS, MONGODB_URI and ELASTICSEARCH_URL. Its
 * `jwtSecret` signs tokens as for the single machine; `processes` names each one's pid (`chat-1`, `chat-2`, ...), so
 * a runner can kill one instance and watch the others take over.
 */
export async function startDistributed(port, { deals } = {}) {
  const { startDistributedMarketplace } = require('../scripts/distributed-marketplace.cjs');
  const jwtSecret = randomBytes(48).toString('base64url');
  const market = await startDistributedMarketplace({ port, deals, jwtSecret });
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `distributed: every service ready ${seconds(market.timings.readyMs)} after the start, its demo data seeded after ${seconds(market.timings.seededMs)}`,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    jwtSecret,
    processes: market.processes,
    async stop() {
      await market.close();
      rmSync(market.dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the uuids of public items once search holds at least `count` of them. */
export async function waitForIndex(base, count) {
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${base}/v1/client/items/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 100, fields: ['uuid'] }),
    });
    const body = await res.json();
    if (body.data?.total >= count) return body.data.items.map((i) => i.uuid);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('search index did not fill');
}

/**
 * Resolves with the total once deal search holds `count` public deals (`POST /listing/public/deals`): search
 * indexes the seeded deals from the trader's events, partly after the marketplace is ready. A total that stops
 * growing short of `count` for 30 s is reported, not waited on for ever: deals search lost count (a search bug
 * the load test is not the place to hide or to wait out).
 */
export async function waitForDeals(base, count) {
  let total = -1;
  let grewAt = Date.now();
  for (;;) {
    const res = await fetch(`${base}/listing/public/deals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1 }),
    });
    const held = (await res.json()).data?.total ?? 0;
    if (held >= count) return held;
    if (held > total) [total, grewAt] = [held, Date.now()];
    if (Date.now() - grewAt > 30_000) {
      console.error(`WARNING: deal search holds ${total} public deals and stopped growing; the seeded demo deals make ${count}`);
      return total;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
