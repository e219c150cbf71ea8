import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every web source file outside the analytics module and the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'analytics' || name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('analytics', () => {
  it('goes through web/src/analytics only: no other module pushes to the data layer or calls the site tag', () => {
    const root = join(__dirname, '..');
    const offenders = sources(root)
      .filter((path) => /\bwindow\s*\.\s*dataLayer\b|\bdataLayer\s*\.\s*push\b|\bgtag\s*\(|\bfbq\s*\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
