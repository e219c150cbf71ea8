/**
 * One jest run over the whole tree: the platform (libs and the gateway), one project per declared service
 * (services/*\/service.json: a new service's tests run without editing this file), the system and browser
 * suites under test/, and the web app's own unit tests. `npx jest --selectProjects cart` runs one of them.
 */
const fs = require('node:fs');
const path = require('node:path');
/** openid-client (identity's sign-in providers) and the packages it brings. */
const ESM_ONLY_PACKAGES = ['openid-client', 'oauth4webapi', 'jose'];
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));

const services = fs
  .readdirSync(path.join(__dirname, 'services'))
  .filter((folder) => fs.existsSync(path.join(__dirname, 'services', folder, 'service.json')))
  .sort();

const serverProject = (displayName, roots) => ({
  displayName,
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: roots.map((root) => `<rootDir>/${root}`),
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] },
  // Packages published as ES modules only, which jest cannot require as they are (Node itself can): compiled too.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  // Tests run against the TypeScript sources of the workspace packages, not their build output.
  moduleNameMapper: {
    '^@solar/(contracts|platform)$': '<rootDir>/libs/$1/src',
    // The service test harness: an entry of its own, mapped for tests only, so production code cannot import it.
    '^@solar/platform/testing$': '<rootDir>/libs/platform/src/testing',
    [`^@solar/(${services.join('|')})$`]: '<rootDir>/services/$1/src',
    '^@solar/gateway$': '<rootDir>/gateway/src',
  },
});

module.exports = {
  projects: [
    // scripts/: the tests of the tree's own checks (the lint rules).
    serverProject('platform', ['libs', 'gateway', 'scripts']),
    ...services.map((name) => serverProject(name, [`services/${name}`])),
    serverProject('system', ['test']),
    { displayName: 'web', ...require('./web/jest.config.cjs') },
  ],
  testTimeout: 30000,
};
