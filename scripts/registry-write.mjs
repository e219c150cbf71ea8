// `npm run registry:write`: rewrites the files derived from the service declarations (services/*/service.json):
// docker-compose.yml, deploy/ (Dockerfiles, nginx, Kubernetes, Kafka topics) and the TypeScript build references.
// `--check` only reports the files that differ (CI's drift test does the same from jest).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './ensure-ready.mjs';

ensureInstalled();
ensureBuilt();
const require = createRequire(import.meta.url);
const { deploymentFiles, loadServiceRegistry } = require(join(root, 'libs', 'platform', 'dist', 'registry'));

const check = process.argv.includes('--check');
const differing = [];
for (const [path, content] of Object.entries(deploymentFiles(loadServiceRegistry(root)))) {
  const file = join(root, path);
  if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
  differing.push(path);
  if (!check) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
if (check && differing.length) {
  console.error(`These files differ from the service declarations; run npm run registry:write:\n  ${differing.join('\n  ')}`);
  process.exit(1);
}
console.log(differing.length ? `${check ? 'Differ' : 'Wrote'}: ${differing.join(', ')}` : 'Every derived file matches the service declarations.');
