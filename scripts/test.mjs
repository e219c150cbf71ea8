// `npm test`: install and build if needed (system tests serve the built web app), then run every jest suite.
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';
import { countsLine, runJest } from './jest-run.mjs';

ensureInstalled();
ensureBuilt();

// One worker per core: jest's default is cores - 1, which on a 2-core machine is one worker on half the machine
// (a system suite's marketplace runs in its worker's own thread). Each suite chooses its own ports and
// data folders, so suites run side by side. An explicit --maxWorkers or --runInBand given to `npm test` wins.
const given = process.argv.slice(2);
const workers = given.some((arg) => arg.startsWith('--maxWorkers') || arg === '--runInBand' || arg === '-i') ? [] : ['--maxWorkers=100%'];
const result = await runJest([...workers, ...given]);
console.log(`\n${countsLine(result)}`);
process.exit(result.status);
