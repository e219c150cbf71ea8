// Which Bootstrap Icons the app can show: shared by scripts/icons.mjs (which writes the subset) and
// src/styles/icons.spec.ts (which fails when the committed subset misses one), so both scan the same way.
// CommonJS so the web jest project (CommonJS) can require it as it is.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const webRoot = join(__dirname, '..');

/** Bootstrap Icons' own table: icon name → codepoint in its font. */
const ICON_CODEPOINTS = JSON.parse(readFileSync(require.resolve('bootstrap-icons/font/bootstrap-icons.json'), 'utf8'));
const ICONS_PACKAGE_FONT = require.resolve('bootstrap-icons/font/fonts/bootstrap-icons.woff2');
const SUBSET_DIR = join(webRoot, 'src', 'styles', 'icons');

/** Category icons are data (`icon: 'people'`), rendered as `bi bi-${icon}`. */
const DATA_FILES = [join(webRoot, '..', 'libs', 'contracts', 'src', 'enums', 'categories.ts')];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === SUBSET_DIR ? [] : sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

const isIcon = (name) => Object.hasOwn(ICON_CODEPOINTS, name);

/**
 * Every icon name a source file can produce: `bi-NAME` class tokens; string literals that are exactly an icon's
 * name (names kept as data, e.g. `icon: 'people'`); and, for a class built from a prefix (`bi-chevron-${...}`),
 * the prefix joined with each string literal of the same file. Over-including a few glyphs costs bytes, missing
 * one shows an empty box, so the scan leans to including.
 */
function iconNamesIn(text) {
  const names = new Set();
  const literals = [...text.matchAll(/(['"`])([a-z0-9-]+)\1/g)].map((match) => match[2]);
  for (const literal of literals) if (isIcon(literal)) names.add(literal);
  for (const [, token] of text.matchAll(/\bbi-([a-z0-9-]+)/g)) {
    if (isIcon(token)) names.add(token);
    if (token.endsWith('-')) for (const literal of literals) if (isIcon(token + literal)) names.add(token + literal);
  }
  return names;
}

/** The used icon names, sorted. */
function usedIconNames() {
  const names = new Set();
  for (const file of [...sourceFiles(join(webRoot, 'src')), ...DATA_FILES]) {
    for (const name of iconNamesIn(readFileSync(file, 'utf8'))) names.add(name);
  }
  return [...names].sort();
}

module.exports = { ICON_CODEPOINTS, ICONS_PACKAGE_FONT, SUBSET_DIR, iconNamesIn, usedIconNames };
