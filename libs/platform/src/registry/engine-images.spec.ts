import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_IMAGES, deploymentFiles } from './deployment-files';
import { REPO_ROOT, loadServiceRegistry } from './service-registry';

/** A `NAME=value` line of engines/common.sh: the versions CI builds and runs the suites on. */
function verifiedVersion(name: string): string {
  const match = readFileSync(join(REPO_ROOT, 'engines', 'common.sh'), 'utf8').match(new RegExp(`^${name}=(\\S+)$`, 'm'));
  if (!match) throw new Error(`engines/common.sh sets no ${name}`);
  return match[1];
}

describe('the deployment files', () => {
  const files = deploymentFiles(loadServiceRegistry());

  it('run Kafka and Elasticsearch at the versions CI verifies on the real engines', () => {
    expect(ENGINE_IMAGES.kafka).toBe(`apache/kafka:${verifiedVersion('KAFKA_VERSION')}`);
    expect(ENGINE_IMAGES.elasticsearch).toBe(`docker.elastic.co/elasticsearch/elasticsearch:${verifiedVersion('ES_VERSION')}`);
    const images = [...files['docker-compose.yml'].matchAll(/^\s+image: (\S+)$/gm)].map((match) => match[1]);
    expect(images).toEqual(expect.arrayContaining([ENGINE_IMAGES.kafka, ENGINE_IMAGES.mongodb, ENGINE_IMAGES.elasticsearch]));
    expect(images.filter((image) => /kafka|elasticsearch|mongo/.test(image)).every((image) => Object.values(ENGINE_IMAGES).includes(image))).toBe(true);
  });

  it('install exactly the lockfile in both images', () => {
    for (const path of ['deploy/Dockerfile', 'deploy/web.Dockerfile']) {
      const runs = files[path].split('\n').filter((line) => line.startsWith('RUN npm '));
      expect(runs[0]).toBe('RUN npm ci --no-audit --no-fund');
      expect(runs.some((line) => line.startsWith('RUN npm install'))).toBe(false);
    }
  });
});
