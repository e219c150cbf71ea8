/**
 * One jest run over the whole tree: the server side (unit, service, port-contract and system suites, and
 * the browser suite under test/browser) and the web app's own unit tests.
 */
const fs = require('node:fs');
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));

const server = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] },
  // Tests run against the TypeScript sources of the workspace packages, not their build output.
  moduleNameMapper: {
    '^@solar/(contracts|platform)$': '<rootDir>/libs/$1/src',
    '^@solar/(identity|catalog|search|cart|orders)$': '<rootDir>/services/$1/src',
    '^@solar/gateway$': '<rootDir>/gateway/src',
  },
};

module.exports = {
  projects: [server, { displayName: 'web', ...require('./web/jest.config.cjs') }],
  testTimeout: 30000,
};
