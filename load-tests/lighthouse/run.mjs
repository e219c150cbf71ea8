// `npm run lighthouse [-- --runs 3 --port 3960 --pages home,product --out FILE]`: Lighthouse (mobile, its default simulated throttling) on the
// pages shoppers land on: home, a category, a product, a deal and the deal search, served by the built
// single-machine marketplace on a fresh data folder. Each page is measured `--runs` times and the run with
// the median performance score is kept; the scores, the metrics and the serious accessibility findings go to
// docs/performance.md. Lighthouse lives in this folder's own package, installed on first use, so the project's
// install does not carry it.
import { execFileSync } from 'node:child_process';
import { nameSlug } from '@solar/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const here = import.meta.dirname;
const root = join(here, '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3960' },
    out: { type: 'string', default: join(root, 'docs', 'performance.md') },
    pages: { type: 'string' },
  },
});
const runs = Number(values.runs);
// Every run's full report, for the details behind a score (Lighthouse's JSON; open it in its viewer).
const reports = join(tmpdir(), 'solar-lighthouse-reports');
mkdirSync(reports, { recursive: true });
const base = `http://127.0.0.1:${values.port}`;

const require = createRequire(import.meta.url);
try {
  require.resolve('lighthouse');
} catch {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
}
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { startSingleMachineProcess } = require('../../scripts/single-machine-process.cjs');

async function call(method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (audit) => `${(audit.numericValue / 1000).toFixed(1)} s`;

/** The accessibility audits that failed with a serious or critical axe impact. */
function seriousFindings(lhr) {
  return lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score === 0 && ['serious', 'critical'].includes(audit.details?.debugData?.impact))
    .map((audit) => audit.id);
}

const dataDir = mkdtempSync(join(tmpdir(), 'solar-lighthouse-'));
const { child } = await startSingleMachineProcess({ port: Number(values.port), dataDir, env: { LOG_LEVEL: 'error' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
});
try {
  const item = (await call('POST', '/v1/client/items/search', { limit: 1, where: { category_id: 1 } })).items[0];
  const deal = (await call('POST', '/listing/public/deals', { limit: 1 })).items[0];
  const pages = {
    home: '/',
    category: '/shop/product/solar-panels',
    product: `/product/${item.id}/${nameSlug(item.name) || 'item'}`,
    // The deal's own address (`{slug}-{id}`), as the site links it.
    deal: deal.path,
    'deal search': '/trader/find',
  };
  // `--pages` picks some of them by name (comma-separated), to try one change on one page quickly.
  const picked = values.pages ? values.pages.split(',').map((name) => name.trim()) : Object.keys(pages);
  for (const name of picked) if (!(name in pages)) throw new Error(`--pages: no page named "${name}" (${Object.keys(pages).join(', ')})`);
  const rows = [];
  for (const [name, path] of Object.entries(pages).filter(([name]) => picked.includes(name))) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
      results.push(lhr);
      writeFileSync(join(reports, `${nameSlug(name)}-${run + 1}.json`), JSON.stringify(lhr));
      const metric = (id) => Math.round(lhr.audits[id].numericValue);
      console.log(
        `${name} run ${run + 1}: performance ${Math.round(lhr.categories.performance.score * 100)} (FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms, SI ${metric('speed-index')} ms)`,
      );
    }
    const score = median(results.map((lhr) => lhr.categories.performance.score));
    const lhr = results.find((r) => r.categories.performance.score === score);
    const a = lhr.audits;
    rows.push({
      name,
      path,
      scores: ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => Math.round(lhr.categories[c].score * 100)),
      fcp: ms(a['first-contentful-paint']),
      lcp: ms(a['largest-contentful-paint']),
      tbt: `${Math.round(a['total-blocking-time'].numericValue)} ms`,
      cls: a['cumulative-layout-shift'].numericValue.toFixed(3),
      bytes: `${Math.round(a['total-byte-weight'].numericValue / 1000)} kB`,
      serious: seriousFindings(lhr),
      version: lhr.lighthouseVersion,
    });
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const table = rows.map(
    (r) =>
      `| ${r.name} | \`${r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path}\` | **${r.scores[0]}** | ${r.scores.slice(1).join(' | ')} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.bytes} | ${r.serious.join(', ') || 'none'} |`,
  );
  const report = `# Performance

Written by \`npm run lighthouse\` (load-tests/lighthouse/run.mjs) on ${new Date().toISOString().slice(0, 10)} at commit ${commit}: Lighthouse ${rows[0].version},
mobile with its default simulated throttling (slow 4G, 4x CPU slowdown), on the built single-machine marketplace
(\`npm start\`'s setup, a fresh data folder). Each page was measured ${runs} times; the row is the run with the median
performance score. The machine is shared and noisy: read the scores as a floor.

| page | path | performance | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | layout shift | bytes transferred | serious axe findings |
|---|---|---|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

The first-load JavaScript of these pages has a budget of 170 kB gzipped, checked exactly on every build by
\`node scripts/bundle-budget.mjs\` (CI runs it).
`;
  writeFileSync(values.out, report);
  console.log(report);
  console.log(`Full reports: ${reports}`);
} finally {
  await chrome.kill();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
