/**
 * What a service says about itself in `services/<name>/service.json`: the one declaration the gateway's
 * routing, both launchers, the jest projects, docker-compose.yml, the Kubernetes manifests and the Kafka topic
 * list are derived from (scripts/registry/generate.mjs writes the checked-in files; a test fails when they drift).
 */
export interface ServiceDeclaration {
  /** Lower-case, names the folder, the package (`@solar/<name>`), the database, the consumer group and `<NAME>_URL`. */
  name: string;
  description: string;
  /** Its loopback port on one machine and its container port. */
  port: number;
  /** Names of @solar/contracts API tables whose paths the gateway routes to this service. */
  api: string[];
  /** Names of API tables only other services call (never routed by the gateway). */
  internal_api: string[];
  /** socket.io paths (e.g. `/chat/socket.io`) whose websocket upgrades the gateway passes to this service. */
  websockets: string[];
  /** Services it calls over HTTP: it gets their `<NAME>_URL`, and starts after them. */
  calls: string[];
  /** Topics it publishes, with their partition counts (keyed topics get a `.dlq` topic too). */
  publishes: Record<string, number>;
  /** Topics its event handlers consume (the platform's own broadcast topics are not listed). */
  consumes: string[];
  /** Engines it needs in distributed mode besides the ones every service has. */
  engines: Array<'mongodb' | 'kafka' | 'elasticsearch'>;
  /** Whether it writes the uploaded files the gateway serves at /files. */
  files: 'none' | 'write';
  /** Settings of its own in compose and Kubernetes (not secrets). */
  environment: Record<string, string>;
  /** Settings it reads from the secret store in Kubernetes and from the caller's environment in compose. */
  secrets: string[];
  /** min and max: Kubernetes' autoscaler; local: instances the distributed launcher starts on one machine. */
  replicas: { min: number; max: number; local: number };
  resources: { requests: { cpu: string; memory: string }; limits: { cpu: string; memory: string } };
}

const NAME = /^[a-z][a-z0-9-]*$/;
const TOPIC = /^[a-z][a-z0-9-]*\.[a-z0-9-]+\.[a-z0-9-]+$/;

/** Every mistake in one declaration, so a new service's author sees them all at once. */
export function declarationProblems(value: unknown, file: string): string[] {
  const problems: string[] = [];
  const d = value as Partial<ServiceDeclaration>;
  const expect = (ok: boolean, what: string) => ok || problems.push(`${file}: ${what}`);
  const isStringList = (list: unknown) => Array.isArray(list) && list.every((entry) => typeof entry === 'string');
  expect(typeof d === 'object' && d !== null, 'must be a JSON object');
  if (problems.length) return problems;
  expect(typeof d.name === 'string' && NAME.test(d.name), 'name must be lower-case letters, digits and dashes');
  expect(typeof d.description === 'string' && d.description.length > 0, 'description is required');
  expect(Number.isInteger(d.port) && d.port! > 1024 && d.port! < 65536, 'port must be a whole number from 1025 to 65535');
  for (const key of ['api', 'internal_api', 'websockets', 'calls', 'consumes', 'secrets'] as const)
    expect(isStringList(d[key]), `${key} must be a list of strings`);
  expect(
    (d.websockets ?? []).every((path) => path.startsWith('/') && !path.startsWith('/v1/')),
    'websockets must be absolute paths outside /v1/',
  );
  const publishes = d.publishes ?? {};
  expect(typeof d.publishes === 'object' && d.publishes !== null, 'publishes must map topics to partition counts');
  for (const [topic, partitions] of Object.entries(publishes)) {
    expect(TOPIC.test(topic) && topic.startsWith(`${d.name}.`), `topic ${topic} must be named <service>.<aggregate>.<event> after this service`);
    expect(Number.isInteger(partitions) && partitions >= 1 && partitions <= 64, `topic ${topic} needs 1 to 64 partitions`);
  }
  expect(
    isStringList(d.engines) && d.engines!.every((e) => ['mongodb', 'kafka', 'elasticsearch'].includes(e)),
    'engines must list mongodb, kafka or elasticsearch',
  );
  expect(d.files === 'none' || d.files === 'write', "files must be 'none' or 'write'");
  expect(
    typeof d.environment === 'object' && d.environment !== null && Object.values(d.environment).every((v) => typeof v === 'string'),
    'environment values must be strings',
  );
  const replicas = d.replicas;
  expect(
    !!replicas && [replicas.min, replicas.max, replicas.local].every((n) => Number.isInteger(n) && n >= 1) && replicas.min <= replicas.max,
    'replicas needs whole numbers min <= max and local, each at least 1',
  );
  const resources = d.resources;
  expect(
    !!resources?.requests?.cpu && !!resources.requests.memory && !!resources.limits?.cpu && !!resources.limits.memory,
    'resources needs requests and limits of cpu and memory',
  );
  return problems;
}
