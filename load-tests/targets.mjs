// The two systems the load tests measure, each started on its own and stopped afterwards.
import { randomBytes } from 'node:crypto';
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

/**
 * `npm start` on its own data folder: every service in one process on the embedded adapters. Its `jwtSecret`
 * lets a runner sign guest tokens as identity would (a new guest per request without a guest-login per request).
 */
export async function startSingleMachine(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-load-'));
  const jwtSecret = randomBytes(48).toString('base64url');
  const { child } = await require('../scripts/single-machine-process.cjs').startSingleMachineProcess({
    port,
    dataDir,
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', KAFKA_BROKERS: '', MONGODB_URI: '', ELASTICSEARCH_URL: '', ...NO_BUCKET, JWT_SECRET: jwtSecret },
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

/** Every service its own process on the engines named by KAFKA_BROKERS, MONGODB_URI and ELASTICSEARCH_URL. */
export async function startDistributed(port) {
  const { startDistributedMarketplace } = require('../scripts/distributed-marketplace.cjs');
  const market = await startDistributedMarketplace({ port });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await market.close();
      rmSync(market.dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the uuids of public items once search holds at least `count` of them. */
export async function waitForIndex(base, count) {
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${base}/v1/client/items/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 100, fields: ['uuid'] }) });
    const body = await res.json();
    if (body.data?.total >= count) return body.data.items.map((i) => i.uuid);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('search index did not fill');
}
