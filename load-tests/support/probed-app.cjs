// The single-machine marketplace (`npm start`'s entry) with probes, as a child process of a load test. Inside
// the app's own process it measures:
// - the event-loop delay (perf_hooks.monitorEventLoopDelay, 1 ms resolution): how late the loop came back,
//   whatever held it (a request, garbage collection, or other processes taking the CPU on a shared machine);
// - garbage-collection pauses (PerformanceObserver 'gc'): the longest;
// - every call of the embedded search index's `search` (synchronous from start to end: it holds the loop for
//   exactly its duration): its wall time. (Main-thread CPU time would ignore other processes, but Linux counts
//   it in scheduler ticks of several ms, too coarse for calls this short.)
// The parent asks over IPC: 'reset' clears the figures, 'report' answers them in milliseconds.
// Runs the TypeScript sources by default (no build needed), the built gateway/dist with PROBED_APP_BUILT=1.
'use strict';
const { createHistogram, monitorEventLoopDelay, performance, PerformanceObserver } = require('node:perf_hooks');
const { join } = require('node:path');

const built = process.env.PROBED_APP_BUILT === '1';
if (!built) require('./register-sources.cjs');

// A 1 ms timer: every stall longer than that is one sample of how late the loop came back.
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();

// Garbage-collection pauses, which hold the loop whatever it was doing.
let gcMax = 0;
let gcTotal = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMax = Math.max(gcMax, entry.duration);
    gcTotal += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

// PROBE_SLOW_MS=30: print every search call slower than that, with its text.
const slowMs = Number(process.env.PROBE_SLOW_MS) || 0;
// Per search call, in microseconds.
const searchWall = createHistogram();
const { EmbeddedSearchIndex } = require('@solar/platform');
const search = EmbeddedSearchIndex.prototype.search;
EmbeddedSearchIndex.prototype.search = function probedSearch(...args) {
  const started = performance.now();
  const result = search.apply(this, args); // runs to its end before returning: it has no await
  const took = performance.now() - started;
  searchWall.record(Math.max(1, Math.round(took * 1000)));
  if (slowMs && took > slowMs) console.error(`slow search: ${took.toFixed(1)} ms for ${JSON.stringify(args[1]?.text ?? '')}`);
  return result;
};

const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
const fromMicros = (h) => ({ count: h.count, p99: h.count ? ms(h.percentile(99) * 1000) : 0, max: h.count ? ms(h.max * 1000) : 0 });
process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    searchWall.reset();
    gcMax = 0;
    gcTotal = 0;
    process.send({ reset: true });
  } else if (message === 'report') {
    process.send({
      loop: { count: delay.count, p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) },
      searchWall: fromMicros(searchWall),
      gc: { max: Math.round(gcMax * 10) / 10, total: Math.round(gcTotal) },
    });
  }
});
// The parent going away ends the app too.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

require(join(__dirname, '..', '..', 'gateway', built ? 'dist' : 'src', built ? 'start-single-machine.js' : 'start-single-machine.ts'));
