// Installs what is missing and builds what is stale, so `npm start` and `npm test` work on a fresh clone.
// Runs on whatever Node started npm (the machine's may be older); everything after it runs on the
// project's Node 24 from node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const projectNode = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const stale = !existsSync(marker) || !existsSync(projectNode) || statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies...');
  // `npm install` follows the lockfile's versions. Not `npm ci`: registries that do not serve every
  // platform's optional binaries (e.g. @swc/core for other systems) leave the lockfile without them, and
  // `npm ci` then refuses it as out of sync.
  // Puppeteer must never try to download a browser: browser tests drive the system's Chromium.
  run('npm', ['install', '--no-audit', '--no-fund'], { PUPPETEER_SKIP_DOWNLOAD: '1' });
}

export function ensureBuilt() {
  // tsc -b is incremental: quick when nothing changed.
  run(projectNode, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'tsconfig.build.json']);
  const webIndex = join(root, 'web', 'dist', 'index.html');
  const webSources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'libs', 'contracts', 'src')));
  if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < webSources) {
    console.log('Building the web app...');
    run('npm', ['run', 'build', '-w', 'web']);
  }
}
