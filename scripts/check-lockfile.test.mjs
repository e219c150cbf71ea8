// node --test scripts/check-lockfile.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lockfileProblems, resolveInLock } from './check-lockfile.mjs';

const root = join(import.meta.dirname, '..');
const realLock = () => JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

/** A native package with a binary for each target system but one, as a registry that skipped it leaves it. */
function lockWithSwc(platforms) {
  const packages = {
    '': { name: 'app', devDependencies: { '@swc/core': '^1.16.0' } },
    'node_modules/@swc/core': {
      version: '1.16.22',
      integrity: 'sha512-core',
      optionalDependencies: Object.fromEntries(Object.keys(platforms).map((name) => [name, '1.16.22'])),
    },
  };
  for (const [name, present] of Object.entries(platforms)) {
    const [os, cpu] = name.replace('@swc/core-', '').split('-');
    if (present) packages[`node_modules/${name}`] = { version: '1.16.22', integrity: `sha512-${name}`, optional: true, os: [os], cpu: [cpu] };
  }
  return { lockfileVersion: 3, packages };
}

test("the project's lock is complete for every target system", () => {
  assert.deepEqual(lockfileProblems(realLock()), []);
});

test('a platform binary left out of the lock is named, as npm ci would refuse it', () => {
  const problems = lockfileProblems(
    lockWithSwc({
      '@swc/core-linux-x64': true,
      '@swc/core-linux-arm64': true,
      '@swc/core-darwin-x64': true,
      '@swc/core-darwin-arm64': false,
      '@swc/core-win32-x64': true,
    }),
  );
  assert.deepEqual(problems, [
    '@swc/core-darwin-arm64, needed by node_modules/@swc/core, is missing from the lock',
    'node_modules/@swc/core has no platform package for darwin-arm64 in the lock',
  ]);
});

test('a native package that never declared a binary for a target system is named too', () => {
  const problems = lockfileProblems(
    lockWithSwc({ '@swc/core-linux-x64': true, '@swc/core-linux-arm64': true, '@swc/core-darwin-x64': true, '@swc/core-darwin-arm64': true }),
  );
  assert.deepEqual(problems, ['node_modules/@swc/core has no platform package for win32-x64 in the lock']);
});

test('a package.json whose dependencies differ from the lock is named', () => {
  const lock = realLock();
  const manifest = JSON.parse(readFileSync(join(root, 'web', 'package.json'), 'utf8'));
  manifest.dependencies = { ...manifest.dependencies, 'left-pad': '^1.3.0' };
  assert.deepEqual(lockfileProblems(lock, { web: manifest }), ['@solar/web: dependencies.left-pad is "^1.3.0" in package.json but undefined in the lock']);
});

test('an entry without integrity is named', () => {
  const lock = realLock();
  delete lock.packages['node_modules/@node-rs/argon2-win32-x64-msvc'].integrity;
  assert.deepEqual(lockfileProblems(lock), ['node_modules/@node-rs/argon2-win32-x64-msvc has no integrity']);
});

test('dependencies resolve as Node resolves them: nearest node_modules first, then up to the root', () => {
  const packages = { 'node_modules/a': {}, 'node_modules/b': {}, 'node_modules/a/node_modules/b': {}, 'web/node_modules/c': {}, 'node_modules/@s/d': {} };
  assert.equal(resolveInLock(packages, 'node_modules/a', 'b'), 'node_modules/a/node_modules/b');
  assert.equal(resolveInLock(packages, 'node_modules/a/node_modules/b', '@s/d'), 'node_modules/@s/d');
  assert.equal(resolveInLock(packages, 'web', 'c'), 'web/node_modules/c');
  assert.equal(resolveInLock(packages, 'services/cart', 'c'), undefined);
});
