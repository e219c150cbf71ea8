// Runs jest on the project's Node and returns its counts, for one plain closing line any CI reader understands.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectNode, root } from './ensure-ready.mjs';

/**
 * Runs jest without blocking this process: a caller that started a marketplace keeps draining its processes' output
 * while the suites run.
 * @returns {Promise<{ status: number, passed: number, failed: number, skipped: number }>}
 */
export async function runJest(args, env = process.env) {
  const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const resultsDir = mkdtempSync(join(tmpdir(), 'solar-jest-'));
  const resultsFile = join(resultsDir, 'results.json');
  const child = spawn(projectNode, [jest, '--ci', '--json', `--outputFile=${resultsFile}`, ...args], { cwd: root, stdio: 'inherit', env });
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  const counts = { status, passed: 0, failed: 0, skipped: 0 };
  try {
    const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(resultsFile, 'utf8'));
    Object.assign(counts, { passed: numPassedTests, failed: numFailedTests, skipped: numPendingTests });
  } catch {
    // jest failed before writing results; its own output says why.
  }
  rmSync(resultsDir, { recursive: true, force: true });
  return counts;
}

export const countsLine = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed, ${skipped} skipped`;
