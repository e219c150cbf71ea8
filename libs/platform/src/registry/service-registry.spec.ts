import { EVENT_NAMES } from '@solar/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deploymentFiles } from './deployment-files';
import { REPO_ROOT, ServiceRegistry, loadServiceRegistry, servedTemplates } from './service-registry';
import type { ServiceDeclaration } from './service-declaration';

const registry = loadServiceRegistry();

/** A service nobody built: one declaration is all it takes to appear everywhere. */
const throwAway: ServiceDeclaration = {
  name: 'echo',
  description: 'A throw-away service that only proves the registry.',
  port: 3199,
  api: [],
  internal_api: [],
  websockets: ['/echo/socket.io'],
  calls: ['catalog'],
  publishes: { 'echo.message.sent': 3 },
  consumes: ['catalog.item.created'],
  engines: ['mongodb', 'kafka'],
  files: 'none',
  environment: { ECHO_GREETING: 'hello' },
  secrets: ['ECHO_KEY'],
  replicas: { min: 1, max: 3, local: 1 },
  resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '250m', memory: '128Mi' } },
};

describe('the service declarations', () => {
  it('declare every service folder, in an order where a service starts after the services it calls', () => {
    expect(registry.names).toEqual(['identity', 'catalog', 'cart', 'trader', 'orders', 'chat', 'admin', 'storefront', 'search', 'content']);
    for (const service of registry.services) {
      for (const callee of service.calls) expect(registry.names.indexOf(callee)).toBeLessThan(registry.names.indexOf(service.name));
    }
  });

  it('name only events the contracts define, and API tables the contracts export', () => {
    for (const service of registry.services) {
      for (const topic of [...Object.keys(service.publishes), ...service.consumes]) expect(EVENT_NAMES).toContain(topic);
      expect(servedTemplates(service).length).toBeGreaterThan(0);
    }
  });

  it('refuse a declaration with mistakes, naming each of them', () => {
    const bad = { ...throwAway, port: 3102, calls: ['nobody'], consumes: ['nobody.thing.happened'] };
    expect(() => registry.with(bad)).toThrow(/echo and catalog both declare port 3102[\s\S]*echo calls nobody[\s\S]*echo consumes nobody.thing.happened/);
  });

  it('refuse services that call each other in a circle', () => {
    const a = { ...throwAway, name: 'a', port: 3201, websockets: [], publishes: {}, consumes: [], calls: ['b'] };
    const b = { ...a, name: 'b', port: 3202, calls: ['a'] };
    expect(() => new ServiceRegistry([...registry.services, a, b])).toThrow(/in a circle: a -> b -> a/);
  });
});

describe('the files derived from the declarations', () => {
  it('are checked in as the declarations give them (npm run registry:write rewrites them)', () => {
    const differing = Object.entries(deploymentFiles(registry))
      .filter(([path, content]) => !existsSync(join(REPO_ROOT, path)) || readFileSync(join(REPO_ROOT, path), 'utf8') !== content)
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });

  describe('with one more declared service', () => {
    let files: Record<string, string>;
    let extended: ServiceRegistry;
    beforeAll(() => {
      extended = registry.with(throwAway);
      files = deploymentFiles(extended);
    });

    it('start it after the service it calls', () => {
      expect(extended.names.indexOf('echo')).toBeGreaterThan(extended.names.indexOf('catalog'));
    });

    it('give it a compose service with its port, database, settings and secrets, and the gateway its URL', () => {
      const compose = files['docker-compose.yml'];
      expect(compose).toContain('  echo:\n    <<: *service\n    command: ["node", "services/echo/dist/main.js"]');
      expect(compose).toContain('      PORT: 3199\n      MONGODB_URI: mongodb://mongodb:27017/echo?replicaSet=rs0&directConnection=true');
      expect(compose).toContain('      ECHO_GREETING: "hello"\n      ECHO_KEY: ${ECHO_KEY:-}');
      expect(compose).toContain('    ECHO_URL: http://echo:3199');
      expect(compose).toMatch(/depends_on: \[[^\]]*echo[^\]]*\]\n {4}ports: \["3000:3000"\]/);
    });

    it('give it a Deployment, Service and autoscaler with its replicas and resources', () => {
      const manifest = files['deploy/k8s/echo.yaml'];
      expect(manifest).toContain('kind: Deployment');
      expect(manifest).toContain('kind: Service');
      expect(manifest).toContain('kind: HorizontalPodAutoscaler');
      expect(manifest).toContain('  minReplicas: 1\n  maxReplicas: 3');
      expect(manifest).toContain('requests: { cpu: 50m, memory: 64Mi }');
      expect(manifest).toContain('key: ECHO_MONGODB_URI');
      expect(files['deploy/k8s/00-namespace.yaml']).toContain('  ECHO_URL: http://echo:3199');
    });

    it('give its topics and their dead-letter topics, build it and pass its socket path through nginx', () => {
      expect(files['deploy/kafka/topics.txt']).toMatch(/^echo\.message\.sent +3$/m);
      expect(files['deploy/kafka/topics.txt']).toMatch(/^echo\.message\.sent\.dlq +1$/m);
      expect(JSON.parse(files['tsconfig.build.json']).references).toContainEqual({ path: 'services/echo' });
      expect(files['deploy/Dockerfile']).toContain('COPY services/echo/package.json services/echo/');
      expect(files['deploy/nginx.conf']).toMatch(/\|echo\|/);
    });
  });
});
