// The real engines in Docker containers, for `ENGINES=containers npm run test:engines` on a machine with a
// Docker engine: Kafka and Elasticsearch at the versions engines/ builds (engines/common.sh), MongoDB as
// production runs it (compose's image), MinIO for S3. They listen on the ports engines.sh uses
// (SOLAR_KAFKA_PORT, SOLAR_FERRETDB_PORT, SOLAR_ES_PORT, SOLAR_S3_PORT) and give the same variables as
// `engines.sh env`, so every suite runs unchanged. Building the engines (engines.sh) stays the default: it
// needs no Docker, and CI's machines have none.
//
// testcontainers is this folder's own dependency, locked in its package-lock.json and installed here on
// first use, so the project's install never carries it (nor its native optional packages).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** A `NAME=value` line of engines/common.sh, the versions CI verifies. */
function verifiedVersion(name) {
  const match = readFileSync(join(root, 'engines', 'common.sh'), 'utf8').match(new RegExp(`^${name}=(\\S+)$`, 'm'));
  if (!match) throw new Error(`engines/common.sh sets no ${name}`);
  return match[1];
}

const S3 = { bucket: 'solar-files', region: 'us-east-1', accessKey: 'solar-engines', secretKey: 'solar-engines-secret' };

/** What each engine runs as, where, and what tells it is ready. Images can be overridden per engine. */
export function engineContainerSpecs(env = process.env) {
  const port = (name, fallback) => Number(env[name] ?? fallback);
  return {
    kafka: {
      image: env.SOLAR_CONTAINERS_KAFKA_IMAGE ?? `apache/kafka:${verifiedVersion('KAFKA_VERSION')}`,
      port: { container: 9092, host: port('SOLAR_KAFKA_PORT', 39092) },
      // The broker settings of engines/kafka/server.properties: topics only from the services' admin client.
      environment: (host, hostPort) => ({
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
        KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://${host}:${hostPort}`,
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
        KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
        KAFKA_SHARE_COORDINATOR_STATE_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_SHARE_COORDINATOR_STATE_TOPIC_MIN_ISR: '1',
        KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
        KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
        KAFKA_NUM_PARTITIONS: '6',
      }),
      ready: { log: /Kafka Server started/ },
      startupSeconds: 120,
      variables: (host, hostPort) => ({ KAFKA_BROKERS: `${host}:${hostPort}` }),
    },
    mongo: {
      image: env.SOLAR_CONTAINERS_MONGO_IMAGE ?? 'mongo:8.0',
      port: { container: 27017, host: port('SOLAR_FERRETDB_PORT', 37017) },
      environment: () => ({}),
      ready: { log: /Waiting for connections/ },
      startupSeconds: 60,
      // MongoDB itself: no MONGODB_LACKS, so the document store contract runs every check.
      variables: (host, hostPort) => ({ MONGODB_URI: `mongodb://${host}:${hostPort}/` }),
    },
    search: {
      image: env.SOLAR_CONTAINERS_SEARCH_IMAGE ?? `docker.elastic.co/elasticsearch/elasticsearch:${verifiedVersion('ES_VERSION')}`,
      port: { container: 9200, host: port('SOLAR_ES_PORT', 39200) },
      // As engines/elasticsearch/run.sh: no security, disk thresholds off, tests delete indices by pattern.
      environment: () => ({
        'discovery.type': 'single-node',
        'xpack.security.enabled': 'false',
        'cluster.routing.allocation.disk.threshold_enabled': 'false',
        'action.destructive_requires_name': 'false',
        ES_JAVA_OPTS: `-Xms${env.SOLAR_ES_HEAP ?? '512m'} -Xmx${env.SOLAR_ES_HEAP ?? '512m'}`,
      }),
      ready: { http: '/_cluster/health?wait_for_status=yellow' },
      startupSeconds: 180,
      variables: (host, hostPort) => ({ ELASTICSEARCH_URL: `http://${host}:${hostPort}` }),
    },
    s3: {
      // MinIO's last published image; its community edition is source only since (engines/s3 builds it).
      image: env.SOLAR_CONTAINERS_S3_IMAGE ?? 'minio/minio:RELEASE.2025-04-22T22-12-26Z',
      port: { container: 9000, host: port('SOLAR_S3_PORT', 39000) },
      command: ['server', '/data'],
      environment: () => ({ MINIO_ROOT_USER: S3.accessKey, MINIO_ROOT_PASSWORD: S3.secretKey, MINIO_BROWSER: 'off', MINIO_UPDATE: 'off' }),
      ready: { http: '/minio/health/live' },
      startupSeconds: 60,
      variables: (host, hostPort) => ({
        S3_ENDPOINT: `http://${host}:${hostPort}`,
        S3_BUCKET: S3.bucket,
        S3_REGION: S3.region,
        S3_ACCESS_KEY_ID: S3.accessKey,
        S3_SECRET_ACCESS_KEY: S3.secretKey,
        S3_FORCE_PATH_STYLE: 'true',
      }),
    },
  };
}

/**
 * Is a Docker engine reachable? Its socket (or DOCKER_HOST) must be there and, where the docker CLI is
 * installed, `docker info` must answer. Returns { available, reason }.
 */
export function detectDocker(env = process.env, { socketExists = existsSync, dockerInfo = defaultDockerInfo } = {}) {
  const sockets = [
    '/var/run/docker.sock',
    join(homedir(), '.docker', 'run', 'docker.sock'),
    join(homedir(), '.colima', 'default', 'docker.sock'),
    ...(env.XDG_RUNTIME_DIR ? [join(env.XDG_RUNTIME_DIR, 'docker.sock')] : []),
  ];
  const endpoint = env.DOCKER_HOST ?? (process.platform === 'win32' ? 'npipe:////./pipe/docker_engine' : sockets.find((path) => socketExists(path)));
  if (!endpoint) return { available: false, reason: `no Docker engine: DOCKER_HOST is unset and there is no socket at ${sockets.join(', ')}` };
  const info = dockerInfo(env);
  if (info.missing) return { available: true, reason: `Docker at ${endpoint} (no docker CLI to ask)` };
  if (info.status !== 0) return { available: false, reason: `Docker at ${endpoint} does not answer \`docker info\`: ${info.output.trim().split('\n').pop()}` };
  return { available: true, reason: `Docker at ${endpoint}, server ${info.output.trim()}` };
}

function defaultDockerInfo(env) {
  const result = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', env, timeout: 20_000 });
  if (result.error?.code === 'ENOENT') return { missing: true };
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** testcontainers from this folder's lock, installed on first use. */
async function loadTestcontainers() {
  if (!existsSync(join(here, 'node_modules', 'testcontainers', 'package.json'))) {
    console.log('Installing testcontainers for the engine containers (engines/containers, npm ci)...');
    // No install scripts: testcontainers needs none, and ssh2's optional native speed-up would want a compiler.
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit', shell: process.platform === 'win32' });
  }
  return import(pathToFileURL(createRequire(join(here, 'package.json')).resolve('testcontainers')).href);
}

async function createBucket(variables) {
  const requireFromPlatform = createRequire(join(root, 'libs', 'platform', 'package.json'));
  const { S3Client, CreateBucketCommand } = requireFromPlatform('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: variables.S3_ENDPOINT,
    region: variables.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: variables.S3_ACCESS_KEY_ID, secretAccessKey: variables.S3_SECRET_ACCESS_KEY },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: variables.S3_BUCKET }));
  } finally {
    client.destroy();
  }
}

/**
 * Starts the named engines (default all four) from empty data, in parallel, and waits until each is ready.
 * Resolves to { env, stop }: env holds the variables `engines.sh env` would print; stop() removes the containers.
 */
export async function startEngineContainers(names = ['kafka', 'mongo', 'search', 's3'], env = process.env) {
  const { GenericContainer, Wait, getContainerRuntimeClient } = await loadTestcontainers();
  const runtime = await getContainerRuntimeClient();
  // Where the containers' ports are published: this machine for a local engine, the remote host otherwise.
  const host = runtime.info.containerRuntime.host === 'localhost' ? '127.0.0.1' : runtime.info.containerRuntime.host;
  const specs = engineContainerSpecs(env);
  const started = [];
  const stop = async () => {
    await Promise.allSettled(started.map(({ container }) => container.stop({ remove: true })));
  };
  try {
    const results = await Promise.all(
      names.map(async (name) => {
        const spec = specs[name];
        if (!spec) throw new Error(`unknown engine '${name}' (expected kafka, mongo, search or s3)`);
        let definition = new GenericContainer(spec.image)
          .withExposedPorts(spec.port)
          .withEnvironment(spec.environment(host, spec.port.host))
          .withStartupTimeout(spec.startupSeconds * 1000)
          .withWaitStrategy(spec.ready.log ? Wait.forLogMessage(spec.ready.log) : Wait.forHttp(spec.ready.http, spec.port.container).forStatusCode(200));
        if (spec.command) definition = definition.withCommand(spec.command);
        const began = Date.now();
        const container = await definition.start();
        started.push({ name, container });
        console.log(`${name}: ${spec.image} ready on ${host}:${spec.port.host} in ${((Date.now() - began) / 1000).toFixed(1)} s`);
        return spec.variables(host, spec.port.host);
      }),
    );
    const variables = Object.assign({}, ...results);
    if (variables.S3_BUCKET) await createBucket(variables);
    return { env: variables, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
