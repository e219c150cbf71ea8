// Installs what is missing and builds what is stale, so `npm start` and `npm test` work on a fresh clone.
// Runs on whatever Node started npm (the machine's may be older); everything after it runs on the
// project's Node 24 from node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLockfiles } from './check-lockfile.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const projectNode = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');

function run(command, args, extraEnv = {}, hint = '') {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
    // npm is npm.cmd on Windows, which only a shell starts.
    shell: process.platform === 'win32' && command === 'npm',
  });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})${hint ? `\n${hint}` : ''}`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const stale = !existsSync(marker) || !existsSync(projectNode) || statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  // Puppeteer must never try to download a browser: browser tests drive the system's Chromium.
  const env = { PUPPETEER_SKIP_DOWNLOAD: '1' };
  if (!existsSync(join(root, 'node_modules'))) {
    // A fresh clone: exactly the lockfile, as CI and the Dockerfiles install it. The lock lists every
    // platform's native binaries (scripts/check-lockfile.mjs keeps it so), so this works on Linux, macOS and
    // Windows alike; npm refuses a lock out of step with the package.json files instead of rewriting it.
    // CI starts from a fresh clone, so this is where an incomplete lock stops a submission, before npm would.
    if (!checkLockfiles() && process.env.CI) process.exit(1);
    console.log('Installing dependencies (npm ci)...');
    run(
      'npm',
      ['ci', '--no-audit', '--no-fund'],
      env,
      'If npm says package.json and package-lock.json are not in sync: run `npm install`, then `node scripts/check-lockfile.mjs`, and commit the lock.',
    );
    return;
  }
  // An existing install whose lock changed (a pull): `npm install` brings it to the lock's versions in
  // place, without deleting node_modules first as `npm ci` would.
  console.log('Updating dependencies to the lockfile (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund'], env);
}

export function ensureBuilt() {
  // tsc -b is incremental: quick when nothing changed.
  run(projectNode, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'tsconfig.build.json']);
  const webIndex = join(root, 'web', 'dist', 'index.html');
  const webSources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'libs', 'contracts', 'src')));
  // The browser's build and the landing pages' server build (dist-server), made together.
  const serverEntry = join(root, 'web', 'dist-server', 'entry-server.js');
  if (!existsSync(webIndex) || !existsSync(serverEntry) || statSync(webIndex).mtimeMs < webSources) {
    console.log('Building the web app...');
    run('npm', ['run', 'build', '-w', 'web']);
  }
}
