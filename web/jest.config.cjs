/**
 * Unit tests of the web app (`npm test -w web`, or `npx jest -c web/jest.config.cjs` from the root).
 * Node environment by default: pages are rendered to static markup. Component tests that click and type
 * (the account forms) opt into a browser DOM with a `@jest-environment jsdom` docblock.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/build/**/*.spec.ts'],
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { react: { runtime: 'automatic' }, legacyDecorator: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
        swcrc: false,
      },
    ],
  },
  // The contracts package is tested and bundled from its TypeScript source, as in vite.config.ts.
  // A chunk's own stylesheet (the chat widget's) means nothing without a layout.
  // dtoRule's deep import of class-validator's ES module build runs on its CommonJS build under jest.
  moduleNameMapper: {
    '^@solar/contracts$': '<rootDir>/../libs/contracts/src',
    '\\.css$': '<rootDir>/src/test/styleStub.ts',
    '^class-validator/esm5/(.*)$': '<rootDir>/../node_modules/class-validator/cjs/$1',
  },
};
