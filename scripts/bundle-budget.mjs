// The first-load JavaScript budget of the pages shoppers land on: the gzipped size of every script a page
// needs before it can render (the entry, the chunks it imports, the page's own chunk and what that imports;
// chunks loaded later on demand, such as toasts, menus' behaviour or the description's sanitizer, are not
// counted). Read from the build's manifest, so the figure is exact and the same on every machine.
// `node scripts/bundle-budget.mjs` after `npm run build -w web`; exits 1 when a page is over its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANDING_PAGES } from '../web/src/landingPages.ts';

const DIST = join(import.meta.dirname, '..', 'web', 'dist');
/** 170 kB gzipped, as the performance goal states it (kB = 1,000 bytes). */
export const FIRST_LOAD_BUDGET = 170_000;

/** The pages shoppers land on, by the module their route loads (web/src/landingPages.ts). */
export const BUDGETED_PAGES = Object.fromEntries(Object.entries(LANDING_PAGES).map(([name, page]) => [name, page.module]));

/** The manifest keys a page needs at first load: the static-import closure of the entry and of its module. */
function firstLoadChunks(manifest, pageModule) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}: was the page moved? (scripts/bundle-budget.mjs)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(pageModule);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

export function firstLoadSizes(dist = DIST) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  return Object.entries(BUDGETED_PAGES).map(([page, module]) => {
    const files = firstLoadChunks(manifest, module);
    return { page, files, gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const sizes = firstLoadSizes();
  let over = false;
  for (const { page, files, gzipBytes } of sizes) {
    const fits = gzipBytes <= FIRST_LOAD_BUDGET;
    over ||= !fits;
    console.log(
      `${fits ? 'ok  ' : 'OVER'} ${page.padEnd(12)} ${(gzipBytes / 1000).toFixed(1).padStart(6)} kB gzipped first-load JS in ${files.length} files (budget ${FIRST_LOAD_BUDGET / 1000} kB)`,
    );
  }
  if (over) {
    console.error('A page is over its first-load JavaScript budget: load the extra code with the part of the page that needs it (lazy route, dynamic import).');
    process.exit(1);
  }
}
