import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { deadLetterTopic, type AccessTokenClaims, type IntegrationEvent } from '@solar/contracts';
import request from 'supertest';
import { TokenService } from '../auth';
import { loadPlatformConfig, type PlatformConfig, type ServiceName } from '../config';
import { DEAD_LETTER_HEADERS, EmbeddedBroker, EventPublisher, type BusMessage } from '../event-bus';
import { peersFromEnv, startService, type ServiceDefinition } from '../service';

/** What `get` takes: a provider's class, or the token it is provided under. */
type ProviderToken<T> = (abstract new (...args: never[]) => T) | string | symbol;

/** Claims of a test token besides its subject; `roles` defaults to `['customer']`. */
export type TestTokenClaims = Partial<Omit<AccessTokenClaims, 'sub' | 'jti' | 'exp'>>;

/**
 * One service started for a test as production starts it (`startService`: the platform's HTTP conventions,
 * route-input checks and event consumers), on the embedded store and bus under a fresh data folder.
 */
export interface ServiceHarness {
  readonly app: INestApplication;
  /** The data folder: the service's store, the bus, the mailbox of the file mailer (`readMailbox`). */
  readonly dataDir: string;
  readonly config: PlatformConfig;
  /** A request to the service's HTTP API. */
  http(): ReturnType<typeof request>;
  /** A provider of the service, e.g. a service class or `getModelToken(Name)`. */
  get<T>(token: ProviderToken<T>): T;
  /** A bearer token as identity signs it, a customer's unless `roles` says otherwise (`['seller']`, `['admin']`, ...). */
  tokenOf(subject: string, claims?: TestTokenClaims): string;
  /** The token identity issues a guest session: no roles, `guest: true`, the guest id as subject. */
  guestTokenOf(guestId: string): string;
  /** Publishes an event and waits until every consumer has handled it; fails if one dead-lettered it. */
  publish<T>(type: string, key: string, data: T): Promise<IntegrationEvent<T>>;
  /** Publishes an envelope again, as the bus redelivers it (same event id), and waits as `publish` does. */
  redeliver(envelope: IntegrationEvent): Promise<void>;
  /** Resolves once every consumer on the bus has handled everything published so far. */
  whenIdle(): Promise<void>;
  /** The messages of `type` that a consumer gave up on. */
  deadLettersOf(type: string): BusMessage[];
  /**
   * Another service, or a second instance of this one (no definition given), on this harness's data folder:
   * the same store and bus, as single-machine mode or a scaled-out deployment runs them. Closed with this one.
   */
  startAlongside<TOptions>(definition?: ServiceDefinition<TOptions>, options?: TOptions): Promise<ServiceHarness>;
  /** Stops the service (and those started alongside); the harness that made the data folder removes it. */
  close(): Promise<void>;
}

export interface ServiceHarnessOptions<TOptions> {
  /** The service's own options, as its launcher passes them to `definition.module`. */
  options?: TOptions;
  /** Where the services it calls answer, e.g. `{ cart: stub.url }` (else their loopback ports, as single-machine mode). */
  peers?: Partial<Record<ServiceName, string>>;
  /**
   * Settings in place of the embedded defaults, as the service's environment would give them (e.g.
   * `{ KAFKA_BROKERS }` for a contract suite that runs on a real engine when one is configured).
   */
  settings?: Record<string, string>;
}

/**
 * Starts a service for a test. The test's process environment is not read: the service runs on the embedded
 * adapters whatever MONGODB_URI or KAFKA_BROKERS say. Without JWT_SECRET the platform keeps a random secret in
 * the data folder, so the services started alongside sign and check tokens alike.
 */
export async function startServiceHarness<TOptions>(
  definition: ServiceDefinition<TOptions>,
  { options, peers = {}, settings = {} }: ServiceHarnessOptions<TOptions> = {},
): Promise<ServiceHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), `solar-${definition.name}-`));
  const config = loadPlatformConfig({ ...settings, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const removeDataDir = async () => {
    await EmbeddedBroker.forDataDir(dataDir).close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return await startOn(dataDir, config, { definition, options, peers }, removeDataDir);
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}

interface ServiceToStart<TOptions> {
  definition: ServiceDefinition<TOptions>;
  options: TOptions | undefined;
  peers: Partial<Record<ServiceName, string>>;
}

async function startOn<TOptions>(
  dataDir: string,
  config: PlatformConfig,
  started: ServiceToStart<TOptions>,
  releaseDataDir: () => Promise<void>,
): Promise<ServiceHarness> {
  const { definition, options, peers } = started;
  // The peers' URLs as a launcher reads them, so a call the service's declaration does not list fails here too.
  const peerSettings = Object.fromEntries(Object.entries(peers).map(([peer, url]) => [`${peer.toUpperCase()}_URL`, url]));
  const app = await startService({
    service: definition.name,
    module: definition.module(config, options, peersFromEnv(definition.name, peerSettings)),
    config,
    // Any free loopback port; the test's process keeps its own signal handling.
    port: 0,
    shutdownHooks: false,
    // A failing handler is retried at once, so a test of retries does not wait for the production backoff.
    eventBusRetry: { retryBackoffMs: 1 },
  });
  const broker = EmbeddedBroker.forDataDir(dataDir);
  const publisher = app.get(EventPublisher);
  const tokens = app.get(TokenService);
  const startedAlongside: ServiceHarness[] = [];
  let closed = false;

  const deadLettersOf = (type: string) => broker.readTopic(deadLetterTopic(type));
  const handled = async (envelope: IntegrationEvent) => {
    await broker.whenIdle();
    const dead = deadLettersOf(envelope.type).filter((message) => (JSON.parse(message.value) as IntegrationEvent).id === envelope.id);
    if (dead.length) throw new Error(`${envelope.type} was dead-lettered: ${dead.map((m) => m.headers[DEAD_LETTER_HEADERS.error]).join('; ')}`);
  };

  return {
    app,
    dataDir,
    config,
    http: () => request(app.getHttpServer()),
    get: (token) => app.get(token),
    tokenOf: (subject, claims = {}) => tokens.sign({ sub: subject, roles: ['customer'], ...claims }),
    guestTokenOf: (guestId) => tokens.sign({ sub: guestId, roles: [], guest: true }),
    async publish(type, key, data) {
      const envelope = await publisher.publish(type, key, data);
      await handled(envelope);
      return envelope;
    },
    async redeliver(envelope) {
      await publisher.publishEnvelope(envelope);
      await handled(envelope);
    },
    whenIdle: () => broker.whenIdle(),
    deadLettersOf,
    async startAlongside<TOther>(other?: ServiceDefinition<TOther>, otherOptions?: TOther) {
      const harness = other
        ? await startOn(dataDir, config, { definition: other, options: otherOptions, peers }, async () => {})
        : await startOn(dataDir, config, started, async () => {});
      startedAlongside.push(harness);
      return harness;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const harness of startedAlongside.reverse()) await harness.close();
      await app.close();
      await releaseDataDir();
    },
  };
}
