import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BROKER_API_ROOTS } from '../libs/contracts/src/http/api-paths';
import { landingPreloads } from './build/landingPreloads';
import { LANDING_PAGES } from './src/landingPages';

/** Where the gateway listens in development (`npm start` serves everything on this port). */
const gateway = process.env.SOLAR_GATEWAY_URL ?? 'http://localhost:3000';

const CONTRACTS_SOURCE = /[\\/]libs[\\/]contracts[\\/]src[\\/]/;

/**
 * API calls (the shop's `/v1` and every root of the broker family, `{product}-offer-update` among them), uploaded
 * files, health checks and the chat's socket.io (a websocket upgrade) live on the gateway; everything else is the
 * web app. The same roots the gateway answers as API (isApiPath), so a dev page reaches every service.
 */
const API_PATH = `^/(v1|files|health|${BROKER_API_ROOTS.join('|')}|[a-z0-9_]+-offer-update)(/|\\?|$)`;
const proxy = {
  [API_PATH]: { target: gateway, changeOrigin: true },
  '/chat/socket.io': { target: gateway, changeOrigin: true, ws: true },
};

// The contracts are pure modules (constants, types, functions), so the ones the app does not use can be dropped
// whole; otherwise the rich-text rules would pull sanitize-html and its CSS parser into every page. Other modules
// keep the default (undefined: their package.json `sideEffects`).
const treeshake = { moduleSideEffects: (id: string) => (CONTRACTS_SOURCE.test(id) ? false : undefined) };

/**
 * The landing pages' server renderer (`vite build --ssr`, from src/entry-server.tsx), which the gateway loads. It
 * keeps its libraries as imports from node_modules and needs no compressed copies, preloads or manifest.
 */
const serverBuild = { outDir: 'dist-server', emptyOutDir: true, rolldownOptions: { treeshake } };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        // Brotli and gzip copies of every text asset, made once at build time: the gateway (and nginx in the web
        // container) send the copy the browser accepts, at no CPU cost per request.
        compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
        landingPreloads(LANDING_PAGES, fileURLToPath(new URL('.', import.meta.url))),
      ],
  resolve: {
    alias: [
      // The package's `main` is the CommonJS build for Node; the browser bundles the TypeScript source.
      { find: '@solar/contracts', replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) },
      // sanitize-html needs postcss only for style attributes, which the rich-text rules never allow.
      { find: 'postcss', replacement: fileURLToPath(new URL('./src/shims/postcss.ts', import.meta.url)) },
      // react-router's package exports name only its development build, whose warnings run on every link and
      // every match; the production build beside it differs in that alone (ENABLE_DEV_WARNINGS), so the
      // browser's bundle takes it.
      ...(isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
            },
          ]),
    ],
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass still uses @import and global functions Dart Sass deprecates; its warnings are not
        // ours to fix and would bury the app's own in every build.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { proxy },
  preview: { proxy },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        // Which chunks each page needs (scripts/bundle-budget.mjs reads it).
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          treeshake,
          output: {
            // React, the router and SWR are on every page and change less often than the app: one chunk of their own
            // stays cached across releases. Other libraries go with the pages that use them (forms, chat, toasts).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  priority: 2,
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal|cookie|set-cookie-parser)[\\/]/,
                },
                // Everything else the entry needs before any page renders, as one file: split by which lazy chunks
                // share it, the shell was twenty-odd files of 1 to 8 kB, and a phone on a slow network waits a round
                // trip for each batch of six.
                { name: 'shell', priority: 1, tags: ['$initial'] },
              ],
            },
          },
        },
      },
}));
