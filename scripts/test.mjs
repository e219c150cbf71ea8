// `npm test`: install and build if needed (system tests serve the built web app), then run every jest suite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, projectNode, root } from './ensure-ready.mjs';

ensureInstalled();
ensureBuilt();

const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const resultsDir = mkdtempSync(join(tmpdir(), 'solar-jest-'));
const resultsFile = join(resultsDir, 'results.json');
const result = spawnSync(projectNode, [jest, '--ci', '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
try {
  // One plain closing line that any CI reader understands, from jest's own counts.
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(resultsFile, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
} catch {
  // jest failed before writing results; its own output says why.
}
rmSync(resultsDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
