// The marketplace as it runs in production, on this machine: the gateway and every service in its own process
// (two of catalog, two of orders), on Kafka, a MongoDB-protocol database and, when given, Elasticsearch.
// Used by the system tests in distributed mode (`npm run test:engines`), by the k6 runs against the
// distributed system, and by `npm run start:distributed`. Plain CommonJS so that jest and node both load it.
'use strict';
const { spawn } = require('node:child_process');
const { createWriteStream, mkdirSync, mkdtempSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Kafka, logLevel } = require('kafkajs');
const mongoose = require('mongoose');
const { withCompileCache } = require('./single-machine-process.cjs');

const ROOT = join(__dirname, '..');

/** The declared services (each services/<name>/service.json), from the platform's build, in start order. */
function declaredServices() {
  return require(join(ROOT, 'libs', 'platform', 'dist', 'registry')).loadServiceRegistry(ROOT).services;
}

/**
 * Settings of a test or development run that no declaration carries: demo data and accounts, and per-address
 * limits raised because every call of a test or a load run comes from one address.
 * @param {{ itemsPerCategory?: number, deals?: number, admin?: { email: string, password: string } }} options
 * @returns {Record<string, Record<string, string>>}
 */
function runSettings(options) {
  return {
    identity: {
      PUBLIC_URL: 'http://localhost:3000',
      DEMO_ACCOUNTS: 'true',
      GUEST_LOGIN: 'true',
      ADMIN_EMAIL: options.admin?.email ?? '',
      ADMIN_PASSWORD: options.admin?.password ?? '',
    },
    // The first catalog seeds the demo data; the others start on a seeded store, as a scaled-out one does.
    // Catalog keeps its per-address question limit (20 an hour), as on a single machine, where only identity's
    // are raised: the tests check that limit, and no test or load run asks more questions than that.
    catalog: { SEED_ITEMS_PER_CATEGORY: String(options.itemsPerCategory ?? 16), ADDRESS_LIMIT_FACTOR: '1' },
    // Unset: trader's own default (SEED_DEALS, else 300 demo deals).
    ...(options.deals === undefined ? {} : { trader: { SEED_DEALS: String(options.deals) } }),
  };
}

/**
 * @typedef {{ kafkaBrokers: string[], mongodbUri: string, elasticsearchUrl?: string }} Engines
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<number | null> }} Running
 */

/** The engines from KAFKA_BROKERS, MONGODB_URI and ELASTICSEARCH_URL (`engines/engines.sh env` prints them). */
function enginesFromEnv(env = process.env) {
  const kafkaBrokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (kafkaBrokers.length === 0 || !env.MONGODB_URI) {
    throw new Error(
      'The distributed marketplace needs KAFKA_BROKERS and MONGODB_URI (and ELASTICSEARCH_URL for search on Elasticsearch): ' +
        'start the engines with `bash engines/engines.sh start` and export what `bash engines/engines.sh env` prints.',
    );
  }
  return { kafkaBrokers, mongodbUri: env.MONGODB_URI, elasticsearchUrl: env.ELASTICSEARCH_URL || undefined };
}

/**
 * Starts every process and resolves once the gateway is ready and the services' demo data is seeded.
 * A service is ready once it listens with its store connected; a service that seeds demo data (the trader: its
 * demo deals) does it after that, answering its progress at GET /health/seed, so no readiness wait depends on the
 * seed's size. The seeds are waited on for as long as they progress (`waitForSeeds`); with `waitForSeed: false`
 * the marketplace resolves as soon as it is ready and `seeded` settles when they are done. `onSeedProgress` hears
 * each step of each seed.
 * Without `dataDir` it starts fresh: the engines are emptied and a new folder is made, so every start begins from
 * the same state a single machine gets from a new data folder. With `dataDir` it keeps what the engines and the
 * folder hold (a restart). The processes share that folder for what has no engine yet (mail files, uploads) and,
 * unless `jwtSecret` is given, for the token secret.
 * @param {{ itemsPerCategory?: number, deals?: number, admin?: { email: string, password: string }, webDist?: string, port?: number,
 *   logDir?: string, dataDir?: string, jwtSecret?: string, engines?: Engines, waitForSeed?: boolean,
 *   onSeedProgress?: (instance: string, progress: SeedProgress) => void }} options
 */
async function startDistributedMarketplace(options = {}) {
  const startedAt = Date.now();
  const engines = options.engines ?? enginesFromEnv();
  if (!options.dataDir) await emptyEngines(engines);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'solar-distributed-'));
  const logDir = options.logDir ?? join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const common = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: options.jwtSecret ?? '',
    KAFKA_BROKERS: engines.kafkaBrokers.join(','),
    MONGODB_URI: engines.mongodbUri,
    ELASTICSEARCH_URL: engines.elasticsearchUrl ?? '',
    HOST: '127.0.0.1',
    // Every call of a test or a load run comes from one address: identity's per-address limits are raised (the
    // per-account and per-recipient ones are not; catalog's question limit stays, below).
    ADDRESS_LIMIT_FACTOR: '1000',
  };
  /** @type {Running[]} */
  const children = [];
  /** @type {Record<string, string[]>} */
  const urls = {};
  /** @type {Array<{ running: Running, url: string }>} */
  const instances = [];
  const launch = async (/** @type {string} */ service, /** @type {number} */ instance, /** @type {Record<string, string>} */ env, port = 0) => {
    const chosen = port || (await freePort());
    const entry = service === 'gateway' ? join(ROOT, 'gateway', 'dist', 'main.js') : join(ROOT, 'services', service, 'dist', 'main.js');
    const running = startProcess(`${service}-${instance}`, entry, { ...common, ...env, PORT: String(chosen) }, logDir);
    children.push(running);
    const url = `http://127.0.0.1:${chosen}`;
    await waitReady(running, `${url}/health/ready`);
    instances.push({ running, url });
    return url;
  };
  const settings = runSettings(options);
  try {
    // Each declared service with as many instances as its declaration's `replicas.local`, as soon as the services
    // it calls are ready (services that do not depend on each other boot side by side: most of a boot is waiting
    // on Kafka and the database); instance n of a caller reaches instance n of each callee, as each pod would
    // reach a service. A service's own instances start one after the other: the first seeds the demo data.
    /** @type {Record<string, Promise<void>>} */
    const ready = {};
    const startService = async (/** @type {any} */ declaration) => {
      await Promise.all(declaration.calls.map((/** @type {string} */ callee) => ready[callee]));
      const peers = (/** @type {number} */ n) =>
        Object.fromEntries(declaration.calls.map((/** @type {string} */ callee) => [`${callee.toUpperCase()}_URL`, urls[callee][n % urls[callee].length]]));
      const started = [];
      for (let n = 0; n < declaration.replicas.local; n++) {
        started.push(await launch(declaration.name, n + 1, { ...declaration.environment, ...settings[declaration.name], ...peers(n) }));
      }
      urls[declaration.name] = started;
    };
    // In start order, so every callee's promise exists before its callers look for it.
    for (const declaration of declaredServices()) ready[declaration.name] = startService(declaration);
    // Every start settles before a failure is reported, so none is left running unseen by stopAll.
    const outcomes = await Promise.allSettled(Object.values(ready));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    /** @type {Record<string, string>} */
    const services = Object.fromEntries(Object.entries(urls).map(([name, list]) => [name, list.join(',')]));
    const gateway = await launch(
      'gateway',
      1,
      {
        ...Object.fromEntries(Object.entries(services).map(([name, list]) => [`${name.toUpperCase()}_URL`, list])),
        WEB_DIST: options.webDist ?? join(ROOT, 'web', 'dist'),
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      options.port,
    );
    await waitForConsumerGroups(engines);
    const readyMs = Date.now() - startedAt;
    /** @type {{ readyMs: number, seededMs?: number }} */
    const timings = { readyMs };
    const seeded = waitForSeeds(
      instances.filter(({ running }) => !running.name.startsWith('gateway')),
      { onProgress: options.onSeedProgress },
    ).then(() => void (timings.seededMs = Date.now() - startedAt));
    // Observed here too, so a failure the caller has not yet attached to is not an unhandled rejection.
    seeded.catch(() => undefined);
    if (options.waitForSeed !== false) await seeded;
    return {
      url: gateway.replace('127.0.0.1', 'localhost'),
      /** Settles once every seed is done (at once unless `waitForSeed: false`). */
      seeded,
      /** Milliseconds from the call: until every service and the gateway were ready, and until the seeds were done. */
      timings,
      services,
      dataDir,
      engines,
      processes: children.map((c) => ({ name: c.name, pid: c.child.pid })),
      close: () => stopAll(children),
      databases: () => databasesOf(engines),
    };
  } catch (error) {
    await stopAll(children);
    throw error;
  }
}

/** @returns {Running} */
function startProcess(/** @type {string} */ name, /** @type {string} */ entry, /** @type {NodeJS.ProcessEnv} */ env, /** @type {string} */ logDir) {
  const child = spawn(process.execPath, [entry], { cwd: ROOT, env: withCompileCache(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // A service that dies is a failure the caller must see, with its last words.
  let tail = '';
  child.stderr.on('data', (chunk) => (tail = (tail + chunk.toString()).slice(-4000)));
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      if (code && code !== 0) console.error(`${name} exited with ${code}:\n${tail}`);
      resolve(code);
    }),
  );
  return { name, child, exited };
}

async function waitReady(/** @type {Running} */ running, /** @type {string} */ url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${running.name} exited before it was ready`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${running.name} was not ready within ${timeoutMs} ms`);
}

/**
 * @typedef {{ state: 'seeding' | 'seeded' | 'skipped' | 'failed', seeded: number, of: number, error?: string }} SeedProgress
 */

/** How long a seed may go without progress before the wait gives up on it. */
const SEED_STALL_MS = 60_000;

/**
 * Resolves once every instance that seeds demo data (one answering GET /health/seed; the others answer 404) has
 * finished, telling `onProgress` each step. The wait has no overall limit, so it does not depend on the seed's
 * size: it fails when a seed fails, its process exits, or its progress stands still for `stallMs`.
 * @param {Array<{ running: Running, url: string }>} instances
 * @param {{ stallMs?: number, onProgress?: (instance: string, progress: SeedProgress) => void }} options
 */
async function waitForSeeds(instances, { stallMs = SEED_STALL_MS, onProgress = () => undefined } = {}) {
  await Promise.all(
    instances.map(async ({ running, url }) => {
      let exited = false;
      void running.exited.then(() => (exited = true));
      let last = 'no answer';
      let movedAt = Date.now();
      for (;;) {
        if (exited) throw new Error(`${running.name} exited while seeding its demo data`);
        const response = await fetch(`${url}/health/seed`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
        if (response?.status === 404) return;
        /** @type {SeedProgress | null} */
        const progress = response ? await response.json().catch(() => null) : null;
        if (progress) {
          const step = `${progress.state} ${progress.seeded}/${progress.of}`;
          if (step !== last) {
            [last, movedAt] = [step, Date.now()];
            onProgress(running.name, progress);
          }
          if (progress.state === 'failed') throw new Error(`${running.name} could not seed its demo data: ${progress.error}`);
          if (response?.ok) return;
        }
        if (Date.now() - movedAt > stallMs) throw new Error(`${running.name}'s demo data seed made no progress for ${stallMs} ms (${last})`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }),
  );
}

/** SIGTERM, as an orchestrator stops a pod: each service closes its consumers and connections itself. Gateway first. */
async function stopAll(/** @type {Running[]} */ children) {
  const gateways = children.filter((c) => c.name.startsWith('gateway'));
  const services = children.filter((c) => !c.name.startsWith('gateway'));
  for (const group of [gateways, services]) {
    await Promise.all(
      group.map(async ({ child, exited }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}

/**
 * Resolves once every instance of a scaled-out service has joined its consumer group and the group is stable,
 * so the instances share the partitions from the first request on (a rebalance would only delay events).
 */
async function waitForConsumerGroups(/** @type {Engines} */ engines, timeoutMs = 90_000) {
  const scaled = declaredServices()
    .filter((/** @type {any} */ s) => s.replicas.local > 1 && s.consumes.length > 0)
    .map((/** @type {any} */ s) => [s.name, s.replicas.local]);
  const admin = new Kafka({ clientId: 'engines-groups', brokers: engines.kafkaBrokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { groups } = await admin.describeGroups(scaled.map(([service]) => service));
      const ready = scaled.every(([service, count]) => {
        const group = groups.find((g) => g.groupId === service);
        return group?.state === 'Stable' && group.members.length === count;
      });
      if (ready) return;
      if (Date.now() > deadline) {
        const seen = groups.map((g) => `${g.groupId}: ${g.state}, ${g.members.length} member(s)`).join('; ');
        throw new Error(`consumer groups did not settle within ${timeoutMs} ms (${seen})`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await admin.disconnect();
  }
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Deletes every topic and consumer group, every database and every index of ours. */
async function emptyEngines(/** @type {Engines} */ engines) {
  const admin = new Kafka({ clientId: 'engines-reset', brokers: engines.kafkaBrokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const groups = (await admin.listGroups()).groups.map((g) => g.groupId);
    if (groups.length) await admin.deleteGroups(groups).catch(() => undefined);
    const topics = (await admin.listTopics()).filter((t) => !t.startsWith('__'));
    if (topics.length) {
      await admin.deleteTopics({ topics, timeout: 30_000 });
      // Deletion finishes in the background; a topic recreated before it has gone would keep old messages.
      const deadline = Date.now() + 30_000;
      while ((await admin.listTopics()).some((t) => topics.includes(t)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await admin.disconnect();
  }
  await withMongo(engines, async (connection) => {
    const { databases } = await connection.listDatabases();
    for (const { name } of databases) {
      if (!['admin', 'config', 'local'].includes(name)) await connection.useDb(name, { noListener: true }).dropDatabase();
    }
  });
  if (engines.elasticsearchUrl) {
    const response = await fetch(`${engines.elasticsearchUrl}/_cat/indices/solar-*?format=json&h=index`);
    const indices = /** @type {Array<{ index: string }>} */ (await response.json());
    for (const { index } of indices) await fetch(`${engines.elasticsearchUrl}/${encodeURIComponent(index)}`, { method: 'DELETE' });
  }
}

/** @template T @param {Engines} engines @param {(connection: import('mongoose').Connection) => Promise<T>} work */
/** The names of the databases the engines' MongoDB-protocol server holds. */
function databasesOf(/** @type {Engines} */ engines) {
  return withMongo(engines, async (connection) => (await connection.listDatabases()).databases.map((d) => d.name));
}

async function withMongo(engines, work) {
  const connection = await mongoose.createConnection(engines.mongodbUri).asPromise();
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

module.exports = { declaredServices, enginesFromEnv, startDistributedMarketplace, emptyEngines, databasesOf };

// `npm run start:distributed`: every service its own process on the engines, keeping its data, until Ctrl-C.
// Ready as soon as every service listens; the demo deals are seeded right after, their progress printed here.
if (require.main === module) {
  const dataDir = join(ROOT, 'data', 'distributed');
  mkdirSync(dataDir, { recursive: true });
  const itemsPerCategory = process.env.SEED_ITEMS_PER_CATEGORY ? Number(process.env.SEED_ITEMS_PER_CATEGORY) : 16;
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  let seeding = false;
  /** @type {(instance: string, progress: SeedProgress) => void} */
  const onSeedProgress = (instance, { state, seeded, of }) => {
    if (state === 'seeding' || state === 'seeded') seeding = true;
    if (state === 'seeding') console.log(`  ${instance}: seeding its demo data, ${seeded}/${of}`);
    else if (state === 'seeded') console.log(`  ${instance}: demo data seeded, ${seeded}/${of}`);
  };
  startDistributedMarketplace({ port: Number(process.env.PORT ?? 3000), dataDir, itemsPerCategory, waitForSeed: false, onSeedProgress })
    .then((market) => {
      console.log(`Data folder (mail, uploads): ${market.dataDir}`);
      for (const { name, pid } of market.processes) console.log(`  ${name.padEnd(12)} pid ${pid}`);
      console.log(`Marketplace (distributed) ready on ${market.url} after ${seconds(market.timings.readyMs)}`);
      market.seeded.then(
        () =>
          console.log(
            seeding
              ? `Demo data seeded ${seconds(/** @type {number} */ (market.timings.seededMs))} after the start; search indexes it from its events`
              : 'No demo data to seed: the stores hold it from an earlier start',
          ),
        (error) => console.error(`The demo data is incomplete: ${error instanceof Error ? error.message : error}`),
      );
      const stop = () => market.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
