// `npm test`: install and build if needed (system tests serve the built web app), then run every jest suite.
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';
import { countsLine, runJest } from './jest-run.mjs';

ensureInstalled();
ensureBuilt();

const result = runJest(process.argv.slice(2));
console.log(`\n${countsLine(result)}`);
process.exit(result.status);
