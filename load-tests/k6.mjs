// k6 runner: node load-tests/k6.mjs [--target single-machine|distributed|both] [--runs 3] [--duration 10s] [--deals 300]
// Starts each target (with `--deals` demo deals, else the trader's default 300), waits until search holds its
// items and every public demo deal, runs every k6 script of this folder against it and prints, per script, the median of
// the runs: requests per second, median and p95 latency, and the share of failed requests. Latency thresholds
// in the scripts are for people running k6 by hand; here they are off (`--no-thresholds`) because a shared
// 2-core machine makes them noise. What fails the run is a request or a check that failed.
// k6 is K6_BIN, else `k6` on the PATH (`bash engines/engines.sh setup k6` builds one). The distributed target
// needs the engines: KAFKA_BROKERS, MONGODB_URI and ELASTICSEARCH_URL, as `bash engines/engines.sh env` prints.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dealSearches, publicDemoDeals } from './deal-searches.mjs';
import { root, startDistributed, startSingleMachine, waitForDeals, waitForIndex } from './targets.mjs';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10s' },
    port: { type: 'string', default: '3960' },
    deals: { type: 'string' },
  },
});
const deals = values.deals === undefined ? undefined : Number(values.deals);
// deals.k6.js's searches, built from listing URLs as the web builds them.
const DEAL_SEARCHES = JSON.stringify(dealSearches());
const k6 = process.env.K6_BIN || 'k6';
const scripts = readdirSync(join(root, 'load-tests'))
  .filter((f) => f.endsWith('.k6.js'))
  .sort();
const targets = values.target === 'both' ? ['single-machine', 'distributed'] : [values.target];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function runK6(script, base) {
  const dir = mkdtempSync(join(tmpdir(), 'solar-k6-'));
  try {
    const summary = join(dir, 'summary.json');
    const result = spawnSync(
      k6,
      [
        'run',
        '--quiet',
        '--no-thresholds',
        '--no-usage-report',
        '--summary-export',
        summary,
        '-e',
        `BASE_URL=${base}`,
        '-e',
        `DURATION=${values.duration}`,
        '-e',
        `DEAL_SEARCHES=${DEAL_SEARCHES}`,
        join(root, 'load-tests', script),
      ],
      // k6's own summary (stdout) is long and repeated per run; the table at the end has the figures.
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (result.error) throw new Error(`could not run k6 (${k6}): ${result.error.message}`);
    if (result.status !== 0) throw new Error(`k6 ${script} exited with ${result.status}`);
    const { metrics } = JSON.parse(readFileSync(summary, 'utf8'));
    return {
      rate: metrics.http_reqs.rate,
      p50: metrics.http_req_duration.med,
      p95: metrics.http_req_duration['p(95)'],
      failed: metrics.http_req_failed.value ?? metrics.http_req_failed.rate ?? 0,
      checksFailed: metrics.checks?.fails ?? 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [];
  let problems = 0;
  for (const target of targets) {
    const port = Number(values.port);
    const system = target === 'distributed' ? await startDistributed(port, { deals }) : await startSingleMachine(port, { deals });
    try {
      await waitForIndex(system.url, 250);
      await waitForDeals(system.url, publicDemoDeals(deals));
      for (const script of scripts) {
        const runs = [];
        for (let i = 0; i < Number(values.runs); i++) runs.push(runK6(script, system.url));
        const failed = Math.max(...runs.map((r) => r.failed));
        const checksFailed = Math.max(...runs.map((r) => r.checksFailed));
        if (failed > 0.01 || checksFailed > 0) problems++;
        rows.push({
          target,
          script,
          'req/s': Math.round(median(runs.map((r) => r.rate))),
          'p50 ms': Number(median(runs.map((r) => r.p50)).toFixed(1)),
          'p95 ms': Number(median(runs.map((r) => r.p95)).toFixed(1)),
          'failed %': Number((failed * 100).toFixed(2)),
          'checks failed': checksFailed,
        });
      }
    } finally {
      await system.stop();
    }
  }
  console.log(`\nk6, ${values.duration} per script, median of ${values.runs} run(s):`);
  console.table(rows);
  if (problems > 0) {
    console.error(`${problems} script run(s) had failed requests or checks`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
