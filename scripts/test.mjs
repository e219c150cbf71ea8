// `npm test`: install and build if needed (system tests serve the built web app), then run every jest suite.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, projectNode, root } from './ensure-ready.mjs';

ensureInstalled();
ensureBuilt();

const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(projectNode, [jest, '--ci', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
