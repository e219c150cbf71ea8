// Loads the workspace packages from their TypeScript sources, so a load test measures the tree as it is
// without `npm run build`: `.ts` files are compiled on require by @swc/core with the project's .swcrc (as jest
// does), and `@solar/*` resolves to each package's `src/index.ts` (as jest's moduleNameMapper does).
'use strict';
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const ROOT = join(__dirname, '..', '..');
const swcrc = JSON.parse(readFileSync(join(ROOT, '.swcrc'), 'utf8'));
const options = { ...swcrc, swcrc: false, sourceMaps: 'inline' };

const SOURCES = {
  '@solar/contracts': 'libs/contracts/src/index.ts',
  '@solar/platform': 'libs/platform/src/index.ts',
  '@solar/identity': 'services/identity/src/index.ts',
  '@solar/catalog': 'services/catalog/src/index.ts',
  '@solar/search': 'services/search/src/index.ts',
  '@solar/cart': 'services/cart/src/index.ts',
  '@solar/orders': 'services/orders/src/index.ts',
  '@solar/gateway': 'gateway/src/index.ts',
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const source = SOURCES[request];
  return source ? join(ROOT, source) : resolve.call(this, request, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
