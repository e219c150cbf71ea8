import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The same scan `npm run icons -w web` runs (CommonJS, so required as it is).
const scan = require('../../scripts/icon-names.cjs') as {
  ICON_CODEPOINTS: Record<string, number>;
  SUBSET_DIR: string;
  iconNamesIn(text: string): Set<string>;
  usedIconNames(): string[];
};

const css = readFileSync(join(scan.SUBSET_DIR, 'bootstrap-icons.css'), 'utf8');
const committedRules = new Map([...css.matchAll(/\.bi-([a-z0-9-]+)::before \{ content: "\\([0-9a-f]+)"; \}/g)].map((rule) => [rule[1], rule[2]]));

describe('the Bootstrap Icons subset (src/styles/icons/)', () => {
  it('has a rule for every icon web/src uses', () => {
    const missing = scan.usedIconNames().filter((name) => !committedRules.has(name));
    if (missing.length > 0) {
      throw new Error(`Icons used but missing from src/styles/icons/: ${missing.join(', ')}. Run \`npm run icons -w web\` and commit its output.`);
    }
  });

  it("gives each icon the codepoint of bootstrap-icons' font", () => {
    expect(committedRules.size).toBeGreaterThan(0);
    for (const [name, codepoint] of committedRules) expect([name, parseInt(codepoint, 16)]).toEqual([name, scan.ICON_CODEPOINTS[name]]);
  });

  it('loads the subset font it was generated with', () => {
    const font = /src: url\("\.\/([^"]+\.woff2)"\)/.exec(css)?.[1];
    expect(font).toBeDefined();
    expect(existsSync(join(scan.SUBSET_DIR, font as string))).toBe(true);
  });

  it('finds classes, names kept as data and classes built from a prefix', () => {
    const names = scan.iconNamesIn(`
      <i className="bi bi-cart3" />
      const links = [{ icon: 'people' }, { icon: "not-an-icon" }];
      <i className={\`bi bi-chevron-\${open ? 'up' : 'down'}\`} />
    `);
    expect([...names].sort()).toEqual(['cart3', 'chevron-down', 'chevron-up', 'people']);
  });
});
