// @ts-check
/**
 * The one lint configuration of the tree (`npm run lint`, run by .ci/run): typescript-eslint's recommended rules,
 * React's rules of hooks for the web, and the layer rules that keep the architecture as the README draws it.
 * scripts/lint-rules.spec.ts proves the layer rules refuse what they should.
 *
 * Package imports (`@solar/trader`) are checked by name with ESLint's own no-restricted-imports; relative imports
 * (`../../trader/...`) by the file they resolve to, with eslint-plugin-import-x's no-restricted-paths, so no depth
 * of `../` slips past a rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const foldersIn = (folder) =>
  fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every folder under services/ is a service (each its own bounded context and package, @solar/<folder>). */
const SERVICES = foldersIn('services');
const WORKSPACE_SOURCES = Object.fromEntries([
  ['@solar/contracts', [path.join(ROOT, 'libs/contracts/src')]],
  ['@solar/platform', [path.join(ROOT, 'libs/platform/src')]],
  ['@solar/gateway', [path.join(ROOT, 'gateway/src')]],
  ...SERVICES.map((service) => [`@solar/${service}`, [path.join(ROOT, 'services', service, 'src')]]),
]);

// ---------------------------------------------------------------------------------------------------------------
// The web app's layers, lowest first. A layer imports only from the layers below it and from itself:
//   shared/ (components, hooks, formatting, the form and listing kits) and the site's configuration files
//   api/ (the HTTP client, its reads and the session), which may use shared/
//   the features: every other folder (shop/, trader/, seller/, ...)
//   the app: layout/ (the shell around every page) and the files that assemble the routes and start the app
// test/ (the harness) and *.spec files may import anything.
// ---------------------------------------------------------------------------------------------------------------
const WEB = 'web/src';
const WEB_CONFIG_FILES = ['config.ts', 'paths.ts', 'navigation.ts', 'landingPages.ts', 'vite-env.d.ts'];
const WEB_SHARED = ['shared', 'styles', 'shims', ...WEB_CONFIG_FILES];
const WEB_API = ['api'];
const WEB_APP = ['layout', 'routes.tsx', 'App.tsx', 'main.tsx', 'entry-server.tsx', 'firstReads.ts'];
const WEB_TEST = ['test'];
const WEB_FEATURES = foldersIn(WEB).filter((folder) => ![...WEB_SHARED, ...WEB_API, ...WEB_APP, ...WEB_TEST].includes(folder));

/**
 * The pieces a feature offers the others: a button other pages place, the session, the sign-in modals, a route
 * table another area mounts. Everything else in a feature folder is its own; a piece two features need moves to
 * shared/ (or to api/ if it reads the server). Paths are from the feature's folder.
 */
const WEB_FEATURE_PUBLIC = {
  accounts: [
    'AccountModals.tsx', // the sign-in and register modals any page opens for a visitor
    'useSession.ts', // who is signed in
    'RequireAccess.tsx', // the route guard the areas' route tables wrap their pages in
    'RoleChange.tsx', // 'Become a seller/buyer', offered on the trader's guides and hub
  ],
  analytics: ['index.ts', 'dataLayer.ts'], // the data-layer events the shop's steps report
  cart: ['AddToCartButton.tsx', 'useCartActions.ts', 'cartFeedback.ts', 'text.ts'], // adding to the cart from a card, a product or the wishlist
  compare: ['CompareButton.tsx'],
  merchandising: ['AdSlot.tsx', 'HomeBanners.tsx', 'MerchandisingRow.tsx', 'text.ts'], // the banners, rows and ads public pages place
  orders: ['OrderTracker.tsx', 'OrderLookupForm.tsx', 'text.ts'], // the order's status, which the checkout's confirmation shows
  support: ['SupportMessages.tsx', 'useSupportTeam.ts', 'text.ts'], // the support chat's thread, which the admins' Support inbox answers
  shop: ['ProductCard.tsx', 'ShopListingBody.tsx'], // a seller's storefront shows its items as the shop's cards and listing
  seller: ['SellerPage.tsx'], // the seller area's page frame, which its sold items (orders/) and payouts pages share
  trader: ['browse/DealCard.tsx'], // the deal card, which the wishlist's deals tab lists
  wishlist: ['WishlistButton.tsx', 'DealWishlistButton.tsx'],
  admin: ['routes.tsx'], // the trader area mounts the trader-admin's route table under /trader/trader-admin
};

const inWeb = (entries) => entries.map((entry) => `./${WEB}/${entry}`);
const WEB_ZONES = [
  {
    target: inWeb(WEB_SHARED),
    from: inWeb([...WEB_API, ...WEB_FEATURES, ...WEB_APP]),
    message: 'shared/ and the configuration files are the lowest layer of the web app: they import no api/, feature or app module.',
  },
  {
    target: inWeb(WEB_API),
    from: inWeb([...WEB_FEATURES, ...WEB_APP]),
    message: 'api/ sits below the features: it imports no feature or app module (a landing page’s first reads live in web/src/firstReads.ts).',
  },
  {
    target: inWeb(WEB_FEATURES),
    from: inWeb(WEB_APP),
    message: 'A feature sits below the app: it imports neither layout/ nor the files that assemble the routes.',
  },
];
const WEB_FEATURE_ZONES = WEB_FEATURES.map((feature) => ({
  target: inWeb(WEB_FEATURES.filter((other) => other !== feature)),
  from: `./${WEB}/${feature}`,
  except: WEB_FEATURE_PUBLIC[feature] ?? [],
  message: `A feature uses another only through the pieces it offers (WEB_FEATURE_PUBLIC.${feature} in eslint.config.mjs); move a piece two features need to web/src/shared.`,
}));

// ---------------------------------------------------------------------------------------------------------------
// Services and libraries.
// ---------------------------------------------------------------------------------------------------------------
const SERVICE_ISOLATION = 'Services never import each other: they exchange events and call each other over HTTP (README, "Architecture in a page").';
const serviceZones = (service) => [
  {
    target: `./services/${service}`,
    from: ['./gateway', './web', ...SERVICES.filter((other) => other !== service).map((other) => `./services/${other}`)],
    message: SERVICE_ISOLATION,
  },
];
const serviceImports = (service) => ({
  patterns: [
    {
      group: ['@solar/gateway', '@solar/gateway/*', '@solar/web', '@solar/web/*'],
      message: SERVICE_ISOLATION,
    },
    {
      group: SERVICES.filter((other) => other !== service).flatMap((other) => [`@solar/${other}`, `@solar/${other}/*`]),
      message: SERVICE_ISOLATION,
    },
  ],
});

const LIBS_BELOW = 'libs/ sit below the services, the gateway and the web app and import none of them.';
const CONTRACTS_ALONE = 'libs/contracts is isomorphic (the web bundles it) and imports nothing from libs/platform; put what both need in the contracts.';
const libsImports = (extra = []) => ({
  patterns: [
    {
      group: ['@solar/gateway', '@solar/web', ...SERVICES.map((service) => `@solar/${service}`)].flatMap((name) => [name, `${name}/*`]),
      message: LIBS_BELOW,
    },
    ...extra,
  ],
});
const LIBS_ZONES = [{ target: './libs', from: ['./services', './gateway', './web'], message: LIBS_BELOW }];

/** NestJS's HTTP exceptions: a service raises the platform's domain errors instead, which the one error filter maps. */
const HTTP_EXCEPTIONS = {
  patterns: [
    {
      group: ['@nestjs/common'],
      importNamePattern: 'Exception$',
      message: 'Raise a domain error from @solar/platform (domain-errors.ts); the one error filter maps it to its status.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/coverage/**', '.engines/**', 'data/**', '.cache/**', 'load-tests/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // The workspace packages resolve to their sources, as in jest.config.js and Vite, whether or not they are built.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.cjs', '.js', '.json'], alias: WORKSPACE_SOURCES })],
    },
    rules: {
      // A leading underscore marks what is unused on purpose (an ignored argument, a field dropped by a rest pattern).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `let { a, b } = ...` where only `a` changes stays one statement; a variable a closure reads before it is set stays `let`.
      'prefer-const': ['error', { destructuring: 'all', ignoreReadBeforeAssign: true }],
      // To do, reported as warnings until then (each in a handful of places today): type the remaining `any`s; drop
      // the assignments tests make only to reset a variable.
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-useless-assignment': 'warn',
    },
  },
  {
    // CommonJS files (and the specs that load a module afresh under a mock) require by nature.
    files: ['**/*.cjs', '**/*.js', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A CommonJS module's top level is a function's scope: `const { performance } = require('node:perf_hooks')` shadows nothing.
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    // Mongoose's pattern: a schema class merges with the interface of its document's extra fields.
    files: ['services/**/*.schema.ts'],
    rules: { '@typescript-eslint/no-unsafe-declaration-merging': 'off', '@typescript-eslint/no-empty-object-type': 'off' },
  },
  {
    // Code run inside a browser page (puppeteer's page.evaluate, the video maker's canvas) or by k6.
    files: ['scripts/screenshots.mjs', 'services/content/scripts/make-demo-videos.mjs', 'web/jest.setup.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['load-tests/*.k6.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The rules of hooks. To do: the React Compiler's rules (react-hooks' recommended-latest) fail in about 25
    // places (setState in effects, refs read in render) and cost about a minute of CPU per run.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // The layers.
  ...SERVICES.map((service) => ({
    files: [`services/${service}/**`],
    rules: {
      'no-restricted-imports': ['error', serviceImports(service)],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serviceZones(service) }],
    },
  })),
  {
    // Controllers included (libs/platform/src/http/services-raise-domain-errors.spec.ts checks the same); tests may
    // name what Nest's own pipes throw.
    files: ['services/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', HTTP_EXCEPTIONS] },
  },
  {
    files: ['libs/**'],
    rules: {
      'no-restricted-imports': ['error', libsImports()],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LIBS_ZONES }],
    },
  },
  {
    files: ['libs/contracts/**'],
    rules: {
      'no-restricted-imports': ['error', libsImports([{ group: ['@solar/platform', '@solar/platform/*'], message: CONTRACTS_ALONE }])],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...LIBS_ZONES, { target: './libs/contracts', from: './libs/platform', message: CONTRACTS_ALONE }] },
      ],
    },
  },
  {
    files: [`${WEB}/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...WEB_ZONES, ...WEB_FEATURE_ZONES] }] },
  },
  {
    // Tests and their fixtures may take another feature's text and fixtures to check a page that shows both.
    files: [`${WEB}/**/*.spec.{ts,tsx}`, `${WEB}/**/*{Support,Fixtures,fixtures}.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: WEB_ZONES }] },
  },
  {
    files: [`${WEB}/test/**`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
