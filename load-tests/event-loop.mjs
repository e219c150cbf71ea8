// How long one search request can hold the event loop of the single-machine marketplace:
//   node load-tests/event-loop.mjs [--runs 5 --duration 10 --connections 10 --warmup 3 --built]
// Starts the marketplace as a child process on its own data folder (from the TypeScript sources; the build
// with --built) with an event-loop delay probe inside it (perf_hooks.monitorEventLoopDelay, 1 ms resolution,
// support/probed-app.cjs), then has autocannon clients send text searches: a short one, and queries of the
// maximum length (SEARCH_TEXT_MAX characters of varied words: catalogue words, misspelt ones and made-up
// ones, so fuzzy matching has the most to do). Per scenario it reports the app's event-loop delay (p50, p99,
// max: the longest the loop was held, by anything, other processes on a shared machine included), the time each
// search call held the loop (p99 and max), the longest garbage-collection pause, and the clients' view (req/s, p99),
// the median of the runs.
// It also sends one over-long query (a 90 kB word, the kind that froze the process for many seconds) and
// reports what it answered and how long that took.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, waitForIndex } from './targets.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3960' },
    built: { type: 'boolean', default: false },
    warmup: { type: 'string', default: '3' },
  },
});
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const SEARCH = `${base}/v1/client/items/search`;
// The contracts the app runs: the TypeScript sources, or the build with --built.
const require = createRequire(import.meta.url);
if (!values.built) require('./support/register-sources.cjs');
const MAX_TEXT = require('@solar/contracts').SEARCH_TEXT_MAX ?? 200;

/** The marketplace with the probe, resolved at its ready line; `probe(message)` answers over IPC. */
async function startProbedApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-eventloop-'));
  const child = spawn(process.execPath, [join(root, 'load-tests', 'support', 'probed-app.cjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      KAFKA_BROKERS: '',
      MONGODB_URI: '',
      ELASTICSEARCH_URL: '',
      PROBED_APP_BUILT: values.built ? '1' : '0',
    },
  });
  child.stderr.pipe(process.stderr);
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within 180 s:\n${output}`)), 180_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Marketplace ready on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  const probe = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return {
    probe,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Words to build queries from: the catalogue's own, each also misspelt, and made-up ones that match nothing. */
async function vocabulary() {
  const words = new Set();
  for (let page = 1; page <= 3; page++) {
    const res = await fetch(SEARCH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, limit: 100, fields: ['name', 'brand_name', 'category_name', 'subcategory_name', 'tags'] }),
    });
    for (const item of (await res.json()).data.items) {
      const text = [item.name, item.brand_name, item.category_name, item.subcategory_name, ...(item.tags ?? [])].join(' ');
      for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) if (word.length >= 3) words.add(word);
    }
  }
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const real = [...words];
  const misspelt = real
    .filter((w) => w.length >= 4)
    .map((w) => {
      const at = 1 + Math.floor(random() * (w.length - 2));
      return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
    });
  // Mostly word-sized, some long (up to 40 characters): a long term is the costliest to match fuzzily.
  const madeUp = Array.from({ length: 200 }, (_, i) =>
    Array.from(
      { length: i % 10 === 0 ? 20 + Math.floor(random() * 21) : 4 + Math.floor(random() * 9) },
      () => 'abcdefghiklmnoprstuvwy'[Math.floor(random() * 22)],
    ).join(''),
  );
  return { all: [...real, ...misspelt, ...madeUp], random };
}

/** A query of exactly `length` characters of words picked at random. */
function maxLengthQuery({ all, random }, length = MAX_TEXT) {
  let query = '';
  while (query.length < length) query += (query ? ' ' : '') + all[Math.floor(random() * all.length)];
  return query.slice(0, length).trim();
}

function measure(opts, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const app = await startProbedApp();
  try {
    await waitForIndex(base, 250);
    const words = await vocabulary();

    // One over-long query, as in the report: what it answers and how long the process took to answer it.
    const started = performance.now();
    const huge = await fetch(SEARCH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // One 90,000-character word: fuzzy matching's cost grows faster than the term's length.
      body: JSON.stringify({ query: 'solarpanel'.repeat(9_000), limit: 20 }),
      signal: AbortSignal.timeout(120_000),
    });
    console.error(`90 kB query: HTTP ${huge.status} in ${Math.round(performance.now() - started)} ms`);

    const body = (query) => JSON.stringify({ query, limit: 20 });
    const scenarios = {
      'short text ("mono")': { body: body('mono') },
      [`max-length text (${MAX_TEXT} chars)`]: {
        requests: [{ setupRequest: (req) => ({ ...req, body: body(maxLengthQuery(words)) }) }],
      },
    };
    const request = { url: SEARCH, method: 'POST', headers: { 'content-type': 'application/json' } };
    // Unrecorded warm-up, so the first run does not measure the JIT compiling the search path.
    for (const opts of Object.values(scenarios)) await measure({ ...request, ...opts }, Number(values.warmup));
    const results = {};
    for (let run = 1; run <= runs; run++) {
      for (const [name, opts] of Object.entries(scenarios)) {
        await app.probe('reset');
        const r = await measure({ ...request, ...opts });
        const { loop, searchWall, gc } = await app.probe('report');
        if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        (results[name] ??= []).push({ rps: r.requests.average, p99: r.latency.p99, loop, searchWall, gc });
      }
      console.error(`run ${run}/${runs} done`);
    }
    console.log(`\n${connections} connections, ${duration} s per scenario, median of ${runs} runs; measured in the app, ms`);
    console.log(
      'scenario'.padEnd(32),
      'req/s'.padStart(7),
      'p99 ms'.padStart(7),
      'loop p50'.padStart(9),
      'loop p99'.padStart(9),
      'loop max'.padStart(9),
      'search p99'.padStart(11),
      'search max'.padStart(11),
      'gc max'.padStart(7),
      '  loop max / search max / gc max per run',
    );
    const med = (rs, pick) => String(median(rs.map(pick)));
    for (const [name, rs] of Object.entries(results)) {
      console.log(
        name.padEnd(32),
        median(rs.map((x) => x.rps))
          .toFixed(0)
          .padStart(7),
        med(rs, (x) => x.p99).padStart(7),
        med(rs, (x) => x.loop.p50).padStart(9),
        med(rs, (x) => x.loop.p99).padStart(9),
        med(rs, (x) => x.loop.max).padStart(9),
        med(rs, (x) => x.searchWall.p99).padStart(11),
        med(rs, (x) => x.searchWall.max).padStart(11),
        med(rs, (x) => x.gc.max).padStart(7),
        '  ' + rs.map((x) => `${x.loop.max}/${x.searchWall.max}/${x.gc.max}`).join('  '),
      );
    }
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
