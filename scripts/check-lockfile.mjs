// `node scripts/check-lockfile.mjs [--npm]`: fails when `npm ci` would refuse a lockfile on some machine.
//
// npm records in package-lock.json only what the registry served when the lock was written. When a native
// package's binaries for other systems are left out (a registry that did not serve them, or an install made
// with --os/--cpu filters), `npm install` quietly adds them, but `npm ci` on a fresh clone stops with
// "Missing: <package> from lock file". So, without asking the registry:
//  1. every dependency that a package in the lock declares (dependencies, optionalDependencies and the peers
//     npm installs) resolves to an entry of the lock, the way Node resolves it (nearest node_modules up);
//  2. each workspace's package.json declares the same dependencies as the lock says it does;
//  3. every native package that ships its binaries as platform packages (optional dependencies with `os` and
//     `cpu`) has one for each system users run: Linux x64 and arm64 (glibc), macOS x64 and arm64, Windows x64;
//  4. every installed entry carries its version and integrity.
// With --npm it then runs npm's own check, `npm ci --dry-run` (it validates the lock and installs nothing).
// Also checks engines/containers/package-lock.json, the containers helper's own lock.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The systems whose installs must work from the lock alone. */
export const TARGET_PLATFORMS = [
  { os: 'linux', cpu: 'x64', libc: 'glibc' },
  { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'darwin', cpu: 'arm64' },
  { os: 'win32', cpu: 'x64' },
];

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** The lock entry Node would load for `name` required from the package at `from` (a lock key), or undefined. */
export function resolveInLock(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return undefined;
    const nested = base.lastIndexOf('node_modules/');
    base = nested === -1 ? '' : base.slice(0, Math.max(0, nested - 1));
  }
}

/** Does an `os`/`cpu`/`libc` list (npm's syntax: names, or `!name` to exclude) admit this value? */
function admits(list, value) {
  if (!list || list.length === 0 || value === undefined) return true;
  if (list.some((entry) => entry === `!${value}`)) return false;
  const allowed = list.filter((entry) => !entry.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
}

const describe = ({ os, cpu, libc }) => `${os}-${cpu}${libc ? ` (${libc})` : ''}`;

/** Every problem that would make `npm ci` refuse the lock, or leave a target system without a binary. */
export function lockfileProblems(lock, workspaceManifests = {}) {
  const problems = [];
  const packages = lock.packages;
  if (!packages || (lock.lockfileVersion ?? 0) < 2) {
    return [`lockfileVersion ${lock.lockfileVersion}: npm 7 or later writes version 3 with a "packages" map; run npm install`];
  }

  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link) {
      if (!packages[entry.resolved]) problems.push(`${key} links to ${entry.resolved}, which the lock does not list`);
      continue;
    }
    const isWorkspaceOrRoot = !key.includes('node_modules/');
    if (!isWorkspaceOrRoot && (!entry.version || !entry.integrity)) {
      problems.push(`${key} has no ${entry.version ? 'integrity' : 'version'}`);
    }
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta?.optional)
        .map(([name]) => name),
    );
    const declared = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      // npm installs the dev dependencies of the root and of workspaces only.
      ...(isWorkspaceOrRoot ? Object.keys(entry.devDependencies ?? {}) : []),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
    ];
    for (const name of new Set(declared)) {
      if (!resolveInLock(packages, key, name)) problems.push(`${name}, needed by ${key || 'the root package'}, is missing from the lock`);
    }

    const platformPackages = Object.keys(entry.optionalDependencies ?? {})
      .map((name) => packages[resolveInLock(packages, key, name) ?? ''])
      .filter((dependency) => dependency && (dependency.os || dependency.cpu));
    if (platformPackages.length > 1) {
      for (const target of TARGET_PLATFORMS) {
        const served = platformPackages.some(
          (dependency) => admits(dependency.os, target.os) && admits(dependency.cpu, target.cpu) && admits(dependency.libc, target.libc),
        );
        if (!served) problems.push(`${key} has no platform package for ${describe(target)} in the lock`);
      }
    }
  }

  for (const [key, manifest] of Object.entries(workspaceManifests)) {
    const entry = packages[key];
    if (!entry) {
      problems.push(`${key || 'the root package'} is not in the lock`);
      continue;
    }
    for (const field of DEPENDENCY_FIELDS) {
      const inManifest = manifest[field] ?? {};
      const inLock = entry[field] ?? {};
      for (const name of new Set([...Object.keys(inManifest), ...Object.keys(inLock)])) {
        if (inManifest[name] !== inLock[name]) {
          problems.push(
            `${manifest.name ?? key}: ${field}.${name} is ${JSON.stringify(inManifest[name])} in package.json but ${JSON.stringify(inLock[name])} in the lock`,
          );
        }
      }
    }
  }
  return problems;
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** package.json of the project at `dir` and of each of its workspaces, keyed as the lock keys them. */
function manifestsOf(dir, lock) {
  const manifests = { '': readJson(join(dir, 'package.json')) };
  for (const entry of Object.values(lock.packages ?? {})) {
    if (entry.link && existsSync(join(dir, entry.resolved, 'package.json'))) manifests[entry.resolved] = readJson(join(dir, entry.resolved, 'package.json'));
  }
  return manifests;
}

function checkProject(dir, withNpm) {
  const name = dir === root ? 'package-lock.json' : `${dir.slice(root.length + 1)}/package-lock.json`;
  const lock = readJson(join(dir, 'package-lock.json'));
  const problems = lockfileProblems(lock, manifestsOf(dir, lock));
  if (problems.length === 0 && withNpm) {
    // npm's own validation: builds the tree from the lock and compares; installs and removes nothing.
    const npm = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      encoding: 'utf8',
      shell: process.platform === 'win32',
      env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
    });
    if (npm.status !== 0) problems.push(`npm ci --dry-run refused it:\n${(npm.stderr || npm.stdout).trim()}`);
  }
  const nativePackages = Object.values(lock.packages).filter((entry) => Object.keys(entry.optionalDependencies ?? {}).length > 1).length;
  if (problems.length) {
    console.error(`${name}: ${problems.length} problem(s); \`npm ci\` would fail on a fresh clone or leave a system without a binary:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Fix: `npm install` (it adds what is missing at the locked versions), then run this check again and commit the lock.');
    return false;
  }
  console.log(
    `${name}: complete (${Object.keys(lock.packages).length} entries; platform packages for ${TARGET_PLATFORMS.map(describe).join(', ')})${withNpm ? '; npm ci --dry-run accepts it' : ''}; ${nativePackages} packages with optional dependencies checked.`,
  );
  return true;
}

/** Checks the project's lock and the containers helper's; prints the outcome. True when both are complete. */
export function checkLockfiles({ withNpm = false } = {}) {
  const projects = [root, join(root, 'engines', 'containers')].filter((dir) => existsSync(join(dir, 'package-lock.json')));
  return projects.map((dir) => checkProject(dir, withNpm)).every(Boolean);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(checkLockfiles({ withNpm: process.argv.includes('--npm') }) ? 0 : 1);
}
