// `npm start`: install, build, then run the whole marketplace in one process on the embedded adapters.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, projectNode, root } from './ensure-ready.mjs';

ensureInstalled();
ensureBuilt();

const { withCompileCache } = createRequire(import.meta.url)('./single-machine-process.cjs');
const child = spawn(projectNode, [join(root, 'gateway', 'dist', 'start-single-machine.js')], {
  cwd: root,
  stdio: 'inherit',
  env: withCompileCache(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
