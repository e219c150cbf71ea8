// `npm run test:engines`: the production adapters on real engines, on this machine, without Docker.
//  1. builds or reuses the engines (engines/engines.sh setup: Kafka, FerretDB, Elasticsearch, MinIO, k6; cached)
//     and starts Kafka, FerretDB, Elasticsearch and MinIO on empty data;
//  2. runs every port's contract suite against them (*.contract.spec.ts, with KAFKA_BROKERS, MONGODB_URI,
//     ELASTICSEARCH_URL and the S3_* settings set, so the real-engine halves run instead of printing why they skip);
//  3. runs the system tests in distributed mode: the gateway and every service its own process, two of catalog
//     and two of orders (TEST_TOPOLOGY=distributed, see scripts/distributed-marketplace.cjs; files stay in the
//     shared data folder, the S3 adapter is proven by the contract suites);
//  4. runs the k6 scripts against the single-machine app and the distributed system, each with the default 300
//     demo deals (figures only; a failed request or check fails the step);
//  5. stops the engines. Their logs and the services' logs stay under .engines/logs.
// Options: --only contracts,system,k6 (default all), --k6-duration 10s.
// ENGINES=containers: on a machine with a Docker engine, steps 1 and 5 start and remove the engines as
// containers (engines/containers/containers.mjs, testcontainers) instead of building them; k6 is still built.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { detectDocker, startEngineContainers } from '../engines/containers/containers.mjs';
import { ensureBuilt, ensureInstalled, projectNode, root } from './ensure-ready.mjs';
import { countsLine, runJest } from './jest-run.mjs';

const { values } = parseArgs({
  options: { only: { type: 'string', default: 'contracts,system,k6' }, 'k6-duration': { type: 'string', default: '10s' } },
});
const steps = new Set(values.only.split(','));

const enginesMode = process.env.ENGINES ?? 'build';
if (!['build', 'containers'].includes(enginesMode)) {
  console.error(`ENGINES=${enginesMode}: expected build (the default: engines/engines.sh builds and runs them) or containers (Docker)`);
  process.exit(2);
}
const docker = detectDocker();
if (enginesMode === 'containers' && !docker.available) {
  console.error(`ENGINES=containers needs a Docker engine: ${docker.reason}. Without it, leave ENGINES unset to build the engines.`);
  process.exit(1);
}
if (enginesMode === 'build' && docker.available) {
  console.log(`A Docker engine is here (${docker.reason}): ENGINES=containers npm run test:engines runs the engines in containers instead of building them.`);
}
const useContainers = enginesMode === 'containers';

/**
 * The system tests of the shop, accounts, security and the trader's negotiation, run against the distributed system.
 * A distributed start costs a minute or more, so the suites of a group share one marketplace, started with
 * `shared` (at least what each of its suites asks for; test/support/marketplace.ts checks it) and run in the
 * order given, each on accounts and data of its own: suites whose demo buyers negotiate on the same demo deals
 * (a buyer has one open offer a deal) are in different groups. A group without `shared` gives each suite a start of its own
 * (a suite that restarts the marketplace needs one).
 */
const DISTRIBUTED_GROUPS = [
  // The chat through the gateway with two chat instances sharing rooms over Kafka; the shop over Kafka: items reach
  // search, carts and orders across two catalogs and two orders; malformed input answered at every service.
  {
    suites: ['test/system/trader-chat.spec.ts', 'test/system/shop.spec.ts', 'test/system/checkout.spec.ts', 'test/system/robustness.spec.ts'],
    shared: { itemsPerCategory: 6, deals: 6 },
  },
  // The contract's payment saga across trader and orders over Kafka; security across processes: ownership,
  // sign-in events over Kafka, the envelope at every service; the browser's checkout through the gateway.
  {
    suites: ['test/system/trader-contracts.spec.ts', 'test/system/cart-ownership.spec.ts', 'test/system/accounts.spec.ts', 'test/browser/checkout.spec.ts'],
    shared: { itemsPerCategory: 2, deals: 12, admin: { email: 'root@operator.example', password: 'a-long-operator-password' } },
  },
  // Each on a marketplace of its own: the admin's decisions applied by the trader and the catalog over Kafka and the
  // ownership-transfer saga (its demo buyer's offers would meet the negotiations of the suites above), token
  // revocation broadcast over Kafka and data kept across a restart of every process (each restarts it).
  { suites: ['test/system/admin.spec.ts', 'test/system/account-security.spec.ts', 'test/system/marketplace.spec.ts'] },
  // Left to single-machine mode, where the code paths are the same: the merged API document (the gateway reads each
  // service's over HTTP in both modes) and the catalog's reviews and questions (one service and the mail port).
];

/** Starts a group's shared marketplace and describes it as test/support/marketplace.ts reads it (TEST_SHARED_MARKETPLACE). */
async function startShared(options, env) {
  const { startDistributedMarketplace, enginesFromEnv } = createRequire(import.meta.url)('./distributed-marketplace.cjs');
  const jwtSecret = randomBytes(48).toString('base64url');
  const started = Date.now();
  const market = await startDistributedMarketplace({
    ...options,
    deals: options.deals ?? 0,
    engines: enginesFromEnv(env),
    webDist: join(root, 'web', 'dist'),
    jwtSecret,
    logDir,
  });
  console.log(`A distributed marketplace for the group (${JSON.stringify(options)}), ready after ${Math.round((Date.now() - started) / 1000)} s`);
  const description = { url: market.url, services: market.services, dataDir: market.dataDir, jwtSecret, engines: market.engines, started: options };
  return { market, description };
}

const enginesScript = join(root, 'engines', 'engines.sh');
const engines = (...args) => spawnSync('bash', [enginesScript, ...args], { cwd: root, stdio: 'inherit' }).status === 0;
const logDir = join(process.env.SOLAR_ENGINES_RUN ?? join(root, '.engines'), 'logs', 'services');

function section(title) {
  console.log(`\n==== ${title} ====`);
}

ensureInstalled();
ensureBuilt();

const results = [];
let failed = false;
const record = (name, ok, detail) => {
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  if (!ok) failed = true;
};

/** The variables `engines.sh env` prints for the named (default: running) engines. */
const enginesEnv = (...names) =>
  Object.fromEntries(
    execFileSync('bash', [enginesScript, 'env', ...names], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

section(`engines: setup (cached between runs)${useContainers ? ': k6 only, the engines run as containers' : ''}`);
if (!(useContainers ? !steps.has('k6') || engines('setup', 'k6') : engines('setup'))) {
  console.error('The engines could not be set up; see above.');
  process.exit(1);
}
section(`engines: start${useContainers ? ' (Docker containers)' : ''}`);
let containers;
let started;
if (useContainers) {
  try {
    containers = await startEngineContainers();
    started = true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    started = false;
  }
} else {
  started = engines('start');
}
try {
  if (!started) throw new Error('The engines did not start; see above.');
  if (!useContainers) engines('status');
  const engineEnv = useContainers ? { ...containers.env, ...(steps.has('k6') ? enginesEnv('k6') : {}) } : enginesEnv();
  console.log(
    Object.entries(engineEnv)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  );
  const env = { ...process.env, ...engineEnv };

  if (steps.has('contracts')) {
    section('contract suites on the real engines');
    // Every project: a service's own ports (orders' payment provider) have contract suites too.
    const result = await runJest(['--runInBand', '--testPathPatterns', '\\.contract\\.spec\\.ts$'], env);
    record('contract suites', result.status === 0, countsLine(result));
  }
  if (steps.has('system')) {
    section('system tests, distributed: every service its own process, 2 x catalog, 2 x orders');
    mkdirSync(logDir, { recursive: true });
    const totals = { passed: 0, failed: 0, skipped: 0 };
    let groupsOk = true;
    for (const group of DISTRIBUTED_GROUPS) {
      const groupEnv = { ...env, TEST_TOPOLOGY: 'distributed', DISTRIBUTED_LOG_DIR: logDir, JEST_GIVEN_ORDER: group.suites.join(',') };
      const shared = group.shared ? await startShared(group.shared, env) : undefined;
      try {
        if (shared) groupEnv.TEST_SHARED_MARKETPLACE = JSON.stringify(shared.description);
        const result = await runJest(['--runInBand', '--testSequencer', join(root, 'scripts', 'jest-given-order.cjs'), ...group.suites], groupEnv);
        for (const key of Object.keys(totals)) totals[key] += result[key];
        if (result.status !== 0) groupsOk = false;
      } finally {
        await shared?.market.close();
        if (shared) rmSync(shared.market.dataDir, { recursive: true, force: true });
      }
    }
    record('system tests (distributed)', groupsOk, countsLine(totals));
  }
  if (steps.has('k6')) {
    section('k6: single machine and distributed');
    // The trader's default seed (300 demo deals), as `npm run start:distributed` starts it: the distributed
    // target's start, printed with its time, is the README's. The deal search's figure at 10,000 deals is the
    // Node runner's (load-tests/README.md).
    const k6 = spawnSync(projectNode, [join(root, 'load-tests', 'k6.mjs'), '--runs', '1', '--duration', values['k6-duration']], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    record('k6 load scripts', k6.status === 0);
  }
} catch (error) {
  record('engines', false, error instanceof Error ? error.message : String(error));
} finally {
  section('engines: stop');
  if (useContainers) await containers?.stop();
  else {
    engines('stop');
    if (failed) engines('logs');
  }
}

section('test:engines');
for (const line of results) console.log(line);
process.exit(failed ? 1 : 0);
