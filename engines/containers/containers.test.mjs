// node --test engines/containers/containers.test.mjs (no Docker needed: the detection and the engines' definitions)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { detectDocker, engineContainerSpecs } from './containers.mjs';

const root = join(import.meta.dirname, '..', '..');
const noSocket = () => false;

test('without a Docker socket or DOCKER_HOST, containers are not offered', () => {
  const docker = detectDocker({}, { socketExists: noSocket, dockerInfo: () => assert.fail('docker info is not asked without a socket') });
  if (process.platform === 'win32') return;
  assert.equal(docker.available, false);
  assert.match(docker.reason, /no Docker engine/);
});

test('a socket whose daemon does not answer `docker info` is not a Docker engine', () => {
  const docker = detectDocker(
    {},
    { socketExists: (path) => path === '/var/run/docker.sock', dockerInfo: () => ({ status: 1, output: 'Cannot connect to the Docker daemon' }) },
  );
  assert.equal(docker.available, false);
  assert.match(docker.reason, /does not answer `docker info`: Cannot connect/);
});

test('a daemon that answers is offered', () => {
  const docker = detectDocker({ DOCKER_HOST: 'tcp://127.0.0.1:2375' }, { socketExists: noSocket, dockerInfo: () => ({ status: 0, output: '28.1.1\n' }) });
  assert.deepEqual(docker, { available: true, reason: 'Docker at tcp://127.0.0.1:2375, server 28.1.1' });
});

test("the containers run the versions CI verifies, on engines.sh's ports, with its variables", () => {
  const common = readFileSync(join(root, 'engines', 'common.sh'), 'utf8');
  const specs = engineContainerSpecs({});
  assert.equal(specs.kafka.image, `apache/kafka:${common.match(/^KAFKA_VERSION=(\S+)$/m)[1]}`);
  assert.equal(specs.search.image, `docker.elastic.co/elasticsearch/elasticsearch:${common.match(/^ES_VERSION=(\S+)$/m)[1]}`);
  assert.match(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), new RegExp(`image: ${specs.kafka.image}\\n`));
  assert.deepEqual(specs.kafka.variables('127.0.0.1', specs.kafka.port.host), { KAFKA_BROKERS: '127.0.0.1:39092' });
  assert.equal(specs.kafka.environment('127.0.0.1', 39092).KAFKA_ADVERTISED_LISTENERS, 'PLAINTEXT://127.0.0.1:39092');
  assert.equal(specs.kafka.environment('127.0.0.1', 39092).KAFKA_AUTO_CREATE_TOPICS_ENABLE, 'false');
  assert.deepEqual(specs.mongo.variables('127.0.0.1', 37017), { MONGODB_URI: 'mongodb://127.0.0.1:37017/' });
  assert.deepEqual(specs.search.variables('127.0.0.1', 39200), { ELASTICSEARCH_URL: 'http://127.0.0.1:39200' });
  assert.equal(specs.s3.variables('127.0.0.1', 39000).S3_ENDPOINT, 'http://127.0.0.1:39000');
  assert.equal(engineContainerSpecs({ SOLAR_ES_PORT: '49200' }).search.port.host, 49200);
});

test(
  'ENGINES=containers without Docker stops test:engines at once with the reason',
  { skip: existsSync('/var/run/docker.sock') && 'this machine has a Docker socket' },
  () => {
    const { DOCKER_HOST, XDG_RUNTIME_DIR, ...env } = process.env;
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'test-engines.mjs')], {
      encoding: 'utf8',
      env: { ...env, ENGINES: 'containers', HOME: mkdtempSync(join(tmpdir(), 'no-docker-')) },
      timeout: 60_000,
    });
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /^ENGINES=containers needs a Docker engine: no Docker engine: DOCKER_HOST is unset and there is no socket at \/var\/run\/docker.sock/,
    );
  },
);
