import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './service-registry';

// The install checks are plain Node scripts (a fresh machine runs them before anything is installed), so their
// tests use Node's own runner; this runs them with every jest run, CI's included.
describe('installs that reproduce', () => {
  it('the lockfile check passes on the project and names what is missing from broken locks; ENGINES=containers is offered only with Docker', () => {
    const result = spawnSync(
      process.execPath,
      ['--test', '--test-reporter=tap', join('scripts', 'check-lockfile.test.mjs'), join('engines', 'containers', 'containers.test.mjs')],
      { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    const failures = result.stdout.split('\n').filter((line) => /^\s*not ok /.test(line));
    expect(failures).toEqual([]);
    expect(result.stdout).toMatch(/^# pass (1[0-9])$/m);
    expect(result.status).toBe(0);
  });
});
