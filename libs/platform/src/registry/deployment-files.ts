import { BROKER_API_ROOTS } from '@solar/contracts';
import type { ServiceDeclaration } from './service-declaration';
import type { ServiceRegistry } from './service-registry';

/**
 * The files derived from the service declarations, by path from the repository root. They stay checked in so a
 * reader sees the deployment as it is; `npm run registry:write` rewrites them and a test fails when a file on
 * disk differs from what the declarations give.
 */
export function deploymentFiles(registry: ServiceRegistry): Record<string, string> {
  const files: Record<string, string> = {
    'docker-compose.yml': compose(registry),
    'deploy/Dockerfile': dockerfile(registry),
    'deploy/web.Dockerfile': webDockerfile(registry),
    'deploy/nginx.conf': nginx(registry),
    'deploy/kafka/topics.txt': topics(registry),
    'deploy/k8s/00-namespace.yaml': namespace(registry),
    'tsconfig.build.json': json({ files: [], references: [...LIBS, ...serviceFolders(registry), 'gateway'].map((path) => ({ path })) }),
    'gateway/tsconfig.json': json({
      extends: '../tsconfig.base.json',
      compilerOptions: { rootDir: 'src', outDir: 'dist' },
      include: ['src'],
      exclude: ['src/**/*.spec.ts'],
      references: [...LIBS, ...serviceFolders(registry)].map((path) => ({ path: `../${path}` })),
    }),
  };
  for (const service of registry.services) files[`deploy/k8s/${service.name}.yaml`] = kubernetes(service);
  return files;
}

const HEADER = '# Written by `npm run registry:write` from services/*/service.json; edit the declarations, not this file.';
const LIBS = ['libs/contracts', 'libs/platform'];
const serviceFolders = (registry: ServiceRegistry) => registry.services.map((s) => `services/${s.name}`);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const upper = (name: string) => name.toUpperCase().replace(/-/g, '_');
const urlSettings = (registry: ServiceRegistry) => registry.services.map((s) => [`${upper(s.name)}_URL`, `http://${s.name}:${s.port}`] as const);
const fileWriters = (registry: ServiceRegistry) => registry.services.filter((s) => s.files === 'write');

/** Paths nginx passes to the gateway: the API's roots (libs/contracts/src/http/api-paths.ts), files, probes, documents and sockets. */
function gatewayPathPattern(registry: ServiceRegistry): string {
  const socketRoots = registry.services.flatMap((s) => s.websockets.map((path) => path.split('/')[1]));
  const roots = ['v1', ...BROKER_API_ROOTS, 'files', 'health', 'docs', ...socketRoots].map((root) => root.replace(/[.\\-]/g, (c) => `\\${c}`));
  return `^/(${[...new Set(roots)].join('|')}|[a-z0-9_]+-offer-update)(/|$)|^/openapi\\.json$`;
}

function compose(registry: ServiceRegistry): string {
  const lines = [
    '# The distributed marketplace: Kafka (KRaft), MongoDB, Elasticsearch, and each service, the gateway and the',
    '# web app in their own containers.   docker compose up --build   then open http://localhost:8080',
    HEADER,
    'name: solar-marketplace',
    '',
    'x-service: &service',
    '  image: solar-marketplace:latest',
    '  build: { context: ., dockerfile: deploy/Dockerfile }',
    '  restart: unless-stopped',
    '  environment: &service-env',
    '    NODE_ENV: production',
    '    LOG_LEVEL: info',
    '    KAFKA_BROKERS: kafka:9092',
    '    JWT_SECRET: ${JWT_SECRET:?set JWT_SECRET to a random string of at least 32 characters}',
    '    PUBLIC_URL: http://localhost:8080',
    ...urlSettings(registry).map(([key, url]) => `    ${key}: ${url}`),
    '  depends_on:',
    '    kafka-topics: { condition: service_completed_successfully }',
    '    mongodb: { condition: service_healthy }',
    '',
    'services:',
    ...COMPOSE_ENGINES,
  ];
  for (const s of registry.services) {
    lines.push(
      '',
      `  # ${s.description}`,
      `  ${s.name}:`,
      '    <<: *service',
      `    command: ["node", "services/${s.name}/dist/main.js"]`,
      '    environment:',
      '      <<: *service-env',
      `      PORT: ${s.port}`,
      `      MONGODB_URI: mongodb://mongodb:27017/${s.name}?replicaSet=rs0&directConnection=true`,
      ...(s.engines.includes('elasticsearch') ? ['      ELASTICSEARCH_URL: http://elasticsearch:9200'] : []),
      ...Object.entries(s.environment).map(([key, value]) => `      ${key}: ${JSON.stringify(value)}`),
      ...s.secrets.map((key) => `      ${key}: \${${key}:-}`),
    );
    if (s.engines.includes('elasticsearch')) {
      lines.push(
        '    depends_on:',
        '      kafka-topics: { condition: service_completed_successfully }',
        '      mongodb: { condition: service_healthy }',
        '      elasticsearch: { condition: service_healthy }',
      );
    }
    // Every service that stores uploads writes into the one volume the gateway serves /files from (with S3_*
    // settings they go to the bucket instead, and the volume stays empty).
    if (s.files === 'write') lines.push('    volumes: [uploaded-files:/data/files]');
  }
  const writers = fileWriters(registry);
  lines.push(
    '',
    '  gateway:',
    '    <<: *service',
    '    command: ["node", "gateway/dist/main.js"]',
    '    environment:',
    '      <<: *service-env',
    '      PORT: 3000',
    "      # Requests arrive through the web container's nginx, which names the client address.",
    '      TRUST_PROXY: uniquelocal',
    ...(writers.length ? ['    # Uploaded files are served at /files by the gateway.', '    volumes: [uploaded-files:/data/files:ro]'] : []),
    `    depends_on: [${registry.names.join(', ')}]`,
    '    ports: ["3000:3000"]',
    '',
    '  web:',
    '    build: { context: ., dockerfile: deploy/web.Dockerfile }',
    '    depends_on: [gateway]',
    '    ports: ["8080:80"]',
    '',
    'volumes:',
    '  kafka-data:',
    '  mongo-data:',
    '  es-data:',
    ...(writers.length ? ['  uploaded-files:'] : []),
    '',
  );
  return lines.join('\n');
}

/**
 * The engines' images in compose: Kafka and Elasticsearch at the versions engines/ builds and CI verifies
 * (engines/common.sh; a test keeps them equal), MongoDB as production runs it (CI verifies its protocol on FerretDB).
 */
export const ENGINE_IMAGES = {
  kafka: 'apache/kafka:4.4.0',
  mongodb: 'mongo:8.0',
  elasticsearch: 'docker.elastic.co/elasticsearch/elasticsearch:9.5.3',
};

const COMPOSE_ENGINES = [
  '  kafka:',
  `    image: ${ENGINE_IMAGES.kafka}`,
  '    environment:',
  '      KAFKA_NODE_ID: 1',
  '      KAFKA_PROCESS_ROLES: broker,controller',
  '      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093',
  '      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092',
  '      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER',
  '      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093',
  '      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
  '      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1',
  '      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1',
  '      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: 1',
  '      KAFKA_NUM_PARTITIONS: 6',
  '    healthcheck:',
  '      test: ["CMD-SHELL", "/opt/kafka/bin/kafka-broker-api-versions.sh --bootstrap-server localhost:9092 >/dev/null 2>&1"]',
  '      interval: 5s',
  '      retries: 30',
  '    volumes: [kafka-data:/var/lib/kafka/data]',
  '',
  '  kafka-topics:',
  `    image: ${ENGINE_IMAGES.kafka}`,
  '    depends_on: { kafka: { condition: service_healthy } }',
  '    volumes: [./deploy/kafka:/topics:ro]',
  '    entrypoint: ["bash", "/topics/create-topics.sh"]',
  '',
  '  mongodb:',
  `    image: ${ENGINE_IMAGES.mongodb}`,
  '    command: ["--replSet", "rs0", "--bind_ip_all"]',
  '    healthcheck:',
  '      # Initiates the single-node replica set on first start (transactions and change streams need one).',
  '      test: ["CMD-SHELL", "mongosh --quiet --eval \\"try { rs.status().ok } catch (e) { rs.initiate({_id:\'rs0\',members:[{_id:0,host:\'mongodb:27017\'}]}).ok }\\""]',
  '      interval: 5s',
  '      retries: 30',
  '    volumes: [mongo-data:/data/db]',
  '',
  '  elasticsearch:',
  `    image: ${ENGINE_IMAGES.elasticsearch}`,
  '    environment:',
  '      discovery.type: single-node',
  '      xpack.security.enabled: "false"',
  '      ES_JAVA_OPTS: -Xms1g -Xmx1g',
  '    healthcheck:',
  '      test: ["CMD-SHELL", "curl -fs http://localhost:9200/_cluster/health?wait_for_status=yellow >/dev/null"]',
  '      interval: 5s',
  '      retries: 40',
  '    volumes: [es-data:/usr/share/elasticsearch/data]',
];

function packageCopies(folders: string[]): string[] {
  return folders.map((folder) => `COPY ${folder}/package.json ${folder}/`);
}

function dockerfile(registry: ServiceRegistry): string {
  return [
    "# One image for the gateway and every service; the container's command picks which one runs.",
    '#   docker build -f deploy/Dockerfile -t solar-marketplace .',
    '#   docker run solar-marketplace node services/catalog/dist/main.js',
    HEADER,
    'FROM node:24-bookworm-slim AS build',
    'WORKDIR /app',
    'ENV PUPPETEER_SKIP_DOWNLOAD=1',
    'COPY package.json package-lock.json .npmrc ./',
    ...packageCopies([...LIBS, ...serviceFolders(registry), 'gateway', 'web']),
    "# Exactly the lockfile (it lists every platform's binaries: scripts/check-lockfile.mjs).",
    'RUN npm ci --no-audit --no-fund',
    'COPY tsconfig.base.json tsconfig.build.json ./',
    'COPY libs libs',
    'COPY services services',
    'COPY gateway gateway',
    'RUN npx tsc -b tsconfig.build.json',
    '# Production dependencies only in the runtime image.',
    'RUN npm prune --omit=dev',
    '',
    'FROM node:24-bookworm-slim',
    'WORKDIR /app',
    'ENV NODE_ENV=production HOST=0.0.0.0 DATA_DIR=/data',
    'COPY --from=build /app/package.json ./',
    'COPY --from=build /app/node_modules node_modules',
    'COPY --from=build /app/libs libs',
    'COPY --from=build /app/services services',
    'COPY --from=build /app/gateway gateway',
    'RUN mkdir -p /data && chown node:node /data',
    'USER node',
    `EXPOSE 3000 ${registry.services.map((s) => s.port).join(' ')}`,
    'CMD ["node", "gateway/dist/main.js"]',
    '',
  ].join('\n');
}

function webDockerfile(registry: ServiceRegistry): string {
  return [
    '# The web app as static files behind nginx, which also forwards API and file requests to the gateway.',
    HEADER,
    'FROM node:24-bookworm-slim AS build',
    'WORKDIR /app',
    'ENV PUPPETEER_SKIP_DOWNLOAD=1',
    'COPY package.json package-lock.json .npmrc ./',
    ...packageCopies([...LIBS, ...serviceFolders(registry), 'gateway', 'web']),
    "# Exactly the lockfile (it lists every platform's binaries: scripts/check-lockfile.mjs).",
    'RUN npm ci --no-audit --no-fund',
    'COPY tsconfig.base.json ./',
    'COPY libs/contracts libs/contracts',
    'COPY web web',
    'RUN npm run build -w web',
    '',
    'FROM nginx:1.27-alpine',
    'COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf',
    'COPY --from=build /app/web/dist /usr/share/nginx/html',
    'EXPOSE 80',
    '',
  ].join('\n');
}

function nginx(registry: ServiceRegistry): string {
  return [
    HEADER,
    'server {',
    '  listen 80;',
    '  root /usr/share/nginx/html;',
    '',
    '  # The API (its roots: libs/contracts/src/http/api-paths.ts), files, probes, the API document and websocket',
    '  # upgrades go to the gateway, which answers an unknown API path with a JSON 404.',
    `  location ~ ${gatewayPathPattern(registry)} {`,
    '    proxy_pass http://gateway:3000;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Upgrade $http_upgrade;',
    '    proxy_set_header Connection $http_connection;',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  }',
    '',
    '  # The build wrote a .gz copy of each text asset: sent as it is to browsers that accept gzip.',
    '  gzip_static on;',
    '',
    '  # Hashed file names: a release changes them, so they are cached for a year and never revalidated.',
    '  location /assets/ {',
    '    add_header Cache-Control "public, max-age=31536000, immutable";',
    '    try_files $uri =404;',
    '  }',
    '',
    '  # The page is revalidated on every visit, so a release reaches the next page load.',
    '  location = /index.html {',
    '    add_header Cache-Control "no-cache";',
    '  }',
    '',
    '  # Client-side routes: every other path gets the app, which shows its own not-found page.',
    '  location / {',
    '    try_files $uri /index.html;',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Every published topic with its partitions; a keyed topic (more than one partition) also gets its dead-letter topic. */
function topics(registry: ServiceRegistry): string {
  const rows: Array<[string, number]> = [];
  for (const s of registry.services) for (const [topic, partitions] of Object.entries(s.publishes)) rows.push([topic, partitions]);
  const deadLetters = rows.filter(([, partitions]) => partitions > 1).map(([topic]) => [`${topic}.dlq`, 1] as [string, number]);
  const all = [...rows, ...deadLetters].sort(([a], [b]) => a.localeCompare(b));
  return [HEADER.replace('# ', '# '), '# topic                                   partitions', ...all.map(([topic, p]) => `${topic.padEnd(40)} ${p}`), ''].join(
    '\n',
  );
}

function namespace(registry: ServiceRegistry): string {
  return [
    HEADER,
    'apiVersion: v1',
    'kind: Namespace',
    'metadata:',
    '  name: solar-marketplace',
    '---',
    '# Shared settings. Kafka, MongoDB and Elasticsearch are expected as managed services or operators.',
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: marketplace-config',
    '  namespace: solar-marketplace',
    'data:',
    '  NODE_ENV: production',
    '  LOG_LEVEL: info',
    '  HOST: 0.0.0.0',
    '  KAFKA_BROKERS: kafka-bootstrap.kafka:9092',
    '  ELASTICSEARCH_URL: http://elasticsearch.search:9200',
    '  PUBLIC_URL: https://marketplace.example.com',
    ...urlSettings(registry).map(([key, url]) => `  ${key}: ${url}`),
    '---',
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    '  name: marketplace-secrets',
    '  namespace: solar-marketplace',
    'type: Opaque',
    'stringData:',
    '  JWT_SECRET: replace-with-a-48-character-random-secret-before-deploying',
    ...registry.services.flatMap((s) => [
      `  ${upper(s.name)}_MONGODB_URI: mongodb://mongodb.db:27017/${s.name}?replicaSet=rs0`,
      ...s.secrets.map((key) => `  ${key}: ""`),
    ]),
    '',
  ].join('\n');
}

function kubernetes(s: ServiceDeclaration): string {
  const secret = (name: string, key: string) => `            - { name: ${name}, valueFrom: { secretKeyRef: { name: marketplace-secrets, key: ${key} } } }`;
  return [
    HEADER,
    `# ${s.name}: Deployment + Service + HorizontalPodAutoscaler; scaled on its own. ${s.description}`,
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    `  name: ${s.name}`,
    '  namespace: solar-marketplace',
    `  labels: { app: ${s.name} }`,
    'spec:',
    `  replicas: ${s.replicas.min}`,
    `  selector: { matchLabels: { app: ${s.name} } }`,
    '  template:',
    '    metadata:',
    `      labels: { app: ${s.name} }`,
    '    spec:',
    '      containers:',
    `        - name: ${s.name}`,
    '          image: solar-marketplace:latest',
    `          command: ["node", "services/${s.name}/dist/main.js"]`,
    `          ports: [{ containerPort: ${s.port} }]`,
    '          envFrom: [{ configMapRef: { name: marketplace-config } }]',
    '          env:',
    `            - { name: PORT, value: "${s.port}" }`,
    secret('JWT_SECRET', 'JWT_SECRET'),
    secret('MONGODB_URI', `${upper(s.name)}_MONGODB_URI`),
    ...s.secrets.map((key) => secret(key, key)),
    ...Object.entries(s.environment).map(([key, value]) => `            - { name: ${key}, value: ${JSON.stringify(value)} }`),
    `          readinessProbe: { httpGet: { path: /health/ready, port: ${s.port} }, periodSeconds: 5 }`,
    `          livenessProbe: { httpGet: { path: /health, port: ${s.port} }, periodSeconds: 10 }`,
    '          resources:',
    `            requests: { cpu: ${s.resources.requests.cpu}, memory: ${s.resources.requests.memory} }`,
    `            limits: { cpu: ${JSON.stringify(s.resources.limits.cpu)}, memory: ${s.resources.limits.memory} }`,
    '---',
    'apiVersion: v1',
    'kind: Service',
    'metadata:',
    `  name: ${s.name}`,
    '  namespace: solar-marketplace',
    'spec:',
    `  selector: { app: ${s.name} }`,
    `  ports: [{ port: ${s.port}, targetPort: ${s.port} }]`,
    '---',
    'apiVersion: autoscaling/v2',
    'kind: HorizontalPodAutoscaler',
    'metadata:',
    `  name: ${s.name}`,
    '  namespace: solar-marketplace',
    'spec:',
    `  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: ${s.name} }`,
    `  minReplicas: ${s.replicas.min}`,
    `  maxReplicas: ${s.replicas.max}`,
    '  metrics:',
    '    - type: Resource',
    '      resource: { name: cpu, target: { type: Utilization, averageUtilization: 70 } }',
    '',
  ].join('\n');
}
