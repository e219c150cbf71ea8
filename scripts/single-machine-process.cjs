// The built single-machine marketplace (`npm start`'s entry) as a child process, for the tests that restart or
// kill it and for the load tests. Plain CommonJS so that jest and node both load it.
'use strict';
const { spawn } = require('node:child_process');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const ENTRY = join(ROOT, 'gateway', 'dist', 'start-single-machine.js');

/**
 * The environment a marketplace process starts with: Node's on-disk compile cache (checked against each file's
 * contents, so a rebuild is safe) takes about a quarter off a boot's CPU, which is most of a test's wait for
 * thirteen processes booting on two cores.
 * @param {NodeJS.ProcessEnv} env
 */
function withCompileCache(env) {
  return { NODE_COMPILE_CACHE: join(tmpdir(), 'solar-marketplace-compile-cache'), ...env };
}

/**
 * Starts it on `port` and `dataDir` and resolves at its ready line; rejects with everything it printed if it
 * exits first or says nothing of the kind within `timeoutMs`.
 * @param {{ port: number, dataDir: string, env?: NodeJS.ProcessEnv, timeoutMs?: number }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcessWithoutNullStreams, output: () => string }>}
 */
function startSingleMachineProcess({ port, dataDir, env = {}, timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, [ENTRY], { cwd: ROOT, env: withCompileCache({ ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env }) });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    child.stdout.on('data', () => {
      if (output.includes('Marketplace ready on')) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

module.exports = { startSingleMachineProcess, withCompileCache };
