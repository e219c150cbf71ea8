import { JwtService } from '@nestjs/jwt';
import { TRADER_API, type AccessTokenClaims, type PageOf, type SellerDealView } from '@solar/contracts';
import { startSingleMachine, type SingleMachine } from '@solar/gateway';
import { DEMO_ACCOUNTS, type IdentityOptions } from '@solar/identity';
import { EmbeddedBroker, JWT_ISSUER, loadPlatformConfig, serviceRegistry, type PlatformConfig } from '@solar/platform';
import { Kafka, logLevel } from 'kafkajs';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Shared with the k6 runs and `npm run start:distributed`, hence plain CommonJS.
import { databasesOf, startDistributedMarketplace } from '../../scripts/distributed-marketplace.cjs';

export const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');

/**
 * Where the system tests run: `single-machine` (default: every service in this process on the embedded
 * adapters) or `distributed` (TEST_TOPOLOGY=distributed, set by `npm run test:engines`: every service its own
 * process on the real engines).
 */
export const TOPOLOGY: 'single-machine' | 'distributed' = process.env.TEST_TOPOLOGY === 'distributed' ? 'distributed' : 'single-machine';

export interface TestMarketplace extends SingleMachine {
  config: PlatformConfig;
  dataDir: string;
  /** Stops the marketplace; keeps the data folder unless asked. */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** Stops the marketplace and starts it again on the data it kept. */
  restart(): Promise<TestMarketplace>;
  /** The services that keep a store of their own: folders under the data folder, or databases in the engine. */
  serviceStores(): Promise<string[]>;
  /** Collects the integration events of `topic` (the earlier ones too), as a newly deployed service would receive them. */
  watchEvents<T = unknown>(topic: string): Promise<EventWatch<T>>;
}

export interface EventWatch<T> {
  /** Payloads (`data`) received so far, in order of arrival. */
  readonly received: T[];
  stop(): Promise<void>;
}

/**
 * `deals`: trader's demo deals, none unless a test asks (seeding them is trader's own spec's to check). `port`: the
 * gateway's, for a test that must know the site's address before it starts (a provider's redirect URI); any free one by default.
 */
type MarketplaceOptions = { dataDir?: string; itemsPerCategory?: number; deals?: number; identity?: Partial<IdentityOptions>; port?: number };

/** The whole marketplace on a fresh (or given) data folder, in the topology this run tests, every port chosen by the OS. */
export async function startTestMarketplace(options: MarketplaceOptions = {}): Promise<TestMarketplace> {
  return TOPOLOGY === 'distributed' ? startDistributed(options) : startInProcess(options);
}

async function startDistributed(options: MarketplaceOptions, restartOn?: { dataDir: string; jwtSecret: string }): Promise<TestMarketplace> {
  if (options.dataDir) throw new Error('A distributed marketplace keeps its data in the engines, not in a data folder.');
  if (process.env[SHARED_MARKETPLACE] && !restartOn) return sharedDistributed(JSON.parse(process.env[SHARED_MARKETPLACE]) as SharedMarketplace, options);
  const jwtSecret = restartOn?.jwtSecret ?? randomBytes(48).toString('base64url');
  const market: DistributedMarketplace = await startDistributedMarketplace({
    itemsPerCategory: options.itemsPerCategory,
    deals: options.deals ?? 0,
    admin: options.identity?.admin,
    webDist: WEB_DIST,
    dataDir: restartOn?.dataDir,
    jwtSecret,
    logDir: process.env.DISTRIBUTED_LOG_DIR,
  });
  const config = loadPlatformConfig({ DATA_DIR: market.dataDir, JWT_SECRET: jwtSecret, NODE_ENV: 'test' });
  const stop = async ({ keepData = false } = {}) => {
    await market.close();
    if (!keepData) rmSync(market.dataDir, { recursive: true, force: true });
  };
  return {
    url: market.url,
    services: market.services,
    config,
    dataDir: market.dataDir,
    close: () => market.close(),
    stop,
    async restart() {
      await stop({ keepData: true });
      return startDistributed(options, { dataDir: market.dataDir, jwtSecret });
    },
    serviceStores: async () => (await market.databases()).filter((name) => SERVICE_NAMES.includes(name)),
    watchEvents: (topic) => watchKafka(market.engines.kafkaBrokers, topic),
  };
}

/**
 * A distributed start costs a minute or more, so `npm run test:engines` starts one marketplace for a group of suites
 * that can share it (scripts/test-engines.mjs) and describes it in this variable; the suites run one after another
 * on it, each with accounts and data of its own. A suite that restarts the marketplace runs on one of its own.
 */
export const SHARED_MARKETPLACE = 'TEST_SHARED_MARKETPLACE';

/** What scripts/test-engines.mjs puts in TEST_SHARED_MARKETPLACE. */
interface SharedMarketplace {
  url: string;
  services: Record<string, string>;
  dataDir: string;
  jwtSecret: string;
  engines: DistributedMarketplace['engines'];
  /** What it was started with (startDistributedMarketplace's options). */
  started: { itemsPerCategory?: number; deals?: number; admin?: { email: string; password: string } };
}

/** Trader's and catalog's seeds when a start does not say (scripts/distributed-marketplace.cjs). */
const DEFAULT_ITEMS_PER_CATEGORY = 16;

function sharedDistributed(shared: SharedMarketplace, options: MarketplaceOptions): TestMarketplace {
  const { started } = shared;
  // The suite's own start would have seeded this much: a shared one seeded at least as much, with the same admin
  // account when the suite names one (one the suite does not know of is just one more account).
  const fits =
    (options.itemsPerCategory ?? DEFAULT_ITEMS_PER_CATEGORY) <= (started.itemsPerCategory ?? DEFAULT_ITEMS_PER_CATEGORY) &&
    (options.deals ?? 0) <= (started.deals ?? 0) &&
    (options.identity?.admin === undefined || JSON.stringify(options.identity.admin) === JSON.stringify(started.admin)) &&
    Object.keys(options.identity ?? {}).every((key) => key === 'admin') &&
    options.port === undefined;
  if (!fits) {
    throw new Error(
      `This suite's marketplace (${JSON.stringify(options)}) is not the shared one (${JSON.stringify(started)}): give it a group of its own in scripts/test-engines.mjs.`,
    );
  }
  const config = loadPlatformConfig({ DATA_DIR: shared.dataDir, JWT_SECRET: shared.jwtSecret, NODE_ENV: 'test' });
  const notHere = (what: string) => () =>
    Promise.reject(new Error(`A shared marketplace cannot ${what}: run this suite on a marketplace of its own (scripts/test-engines.mjs).`));
  return {
    url: shared.url,
    services: shared.services,
    config,
    dataDir: shared.dataDir,
    // The script that started it stops it, after the group's last suite.
    close: async () => undefined,
    stop: async () => undefined,
    restart: notHere('restart'),
    serviceStores: async () => (await databasesOf(shared.engines)).filter((name) => SERVICE_NAMES.includes(name)),
    watchEvents: (topic) => watchKafka(shared.engines.kafkaBrokers, topic),
  };
}

/** What scripts/distributed-marketplace.cjs resolves to. */
interface DistributedMarketplace {
  url: string;
  services: Record<string, string>;
  dataDir: string;
  engines: { kafkaBrokers: string[]; mongodbUri: string; elasticsearchUrl?: string };
  close(): Promise<void>;
  databases(): Promise<string[]>;
}

/** Every service keeps a store of its own. */
const SERVICE_NAMES = serviceRegistry().names;

async function watchKafka<T>(brokers: string[], topic: string): Promise<EventWatch<T>> {
  const received: T[] = [];
  const consumer = new Kafka({ clientId: 'test-observer', brokers, logLevel: logLevel.NOTHING }).consumer({ groupId: `test-observer-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.run({ eachMessage: async ({ message }) => void received.push(JSON.parse(message.value!.toString()).data as T) });
  await joined;
  return { received, stop: () => consumer.disconnect() };
}

async function startInProcess(options: MarketplaceOptions): Promise<TestMarketplace> {
  const market = await startSingleMachineIn(options);
  return {
    ...market,
    async restart() {
      await market.stop({ keepData: true });
      return startInProcess({ ...options, dataDir: market.dataDir });
    },
    serviceStores: async () => SERVICE_NAMES.filter((name) => existsSync(join(market.dataDir, name))),
  };
}

async function startSingleMachineIn(options: MarketplaceOptions): Promise<Omit<TestMarketplace, 'restart' | 'serviceStores'>> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'solar-system-'));
  const config = loadPlatformConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  const app = await startSingleMachine({
    config,
    port: options.port ?? 0,
    host: '127.0.0.1',
    servicePorts: 'ephemeral',
    webDist: WEB_DIST,
    itemsPerCategory: options.itemsPerCategory,
    serviceOptions: { trader: { seed: { deals: options.deals ?? 0 } } },
    // Every call of a test comes from one address: the per-address limits are raised, the per-account ones are not.
    identity: { publicUrl: 'http://localhost:3000', demoAccounts: true, guestLogin: true, addressLimitFactor: 1000, ...options.identity },
    rateLimitPerMinute: 100_000,
  });
  return {
    ...app,
    config,
    dataDir,
    async stop({ keepData = false } = {}) {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    async watchEvents<T>(topic: string) {
      const received: T[] = [];
      const membership = EmbeddedBroker.forDataDir(dataDir).joinGroup(`test-observer-${randomUUID()}`, {
        topics: [topic],
        handle: async (message) => void received.push(JSON.parse(message.value).data as T),
      });
      return { received, stop: () => membership.leave() };
    },
  };
}

/** A token as the identity service will sign them, for calling protected routes. */
export function tokenFor(config: PlatformConfig, claims: AccessTokenClaims): string {
  return new JwtService().sign({ ...claims }, { secret: config.jwtSecret, issuer: JWT_ISSUER, expiresIn: 600, algorithm: 'HS256' });
}

/**
 * The first demo seller (the demo deals belong to them) with at least `min` deals in `status`: their id, a token
 * and those deals, as their own deal list shows them.
 */
export async function demoSellerDeals(
  market: Pick<TestMarketplace, 'url' | 'config'>,
  { status = 'Active', min = 1 } = {},
): Promise<{ sellerId: string; token: string; deals: SellerDealView[] }> {
  for (const account of DEMO_ACCOUNTS.filter((a) => a.roles.includes('seller'))) {
    const token = tokenFor(market.config, { sub: account.id, roles: account.roles });
    const own = await api<PageOf<SellerDealView>>(market.url, 'POST', TRADER_API.userDeals, { where: { status }, limit: 50 }, token);
    if (own.body.data.items.length >= min) return { sellerId: account.id, token, deals: own.body.data.items };
  }
  throw new Error(`no demo seller has ${min} deal(s) in ${status}`);
}

export interface ApiAnswer<T = any> {
  status: number;
  body: { status: 0 | 1; success: boolean; data: T; error?: string; errors?: Record<string, string[]>; http_error?: string };
  headers: Headers;
}

export async function api<T = any>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return answerOf(await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

/** A response as an ApiAnswer: its status, its JSON body (undefined when empty) and its headers. */
export async function answerOf<T = any>(res: Response): Promise<ApiAnswer<T>> {
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** A guest session as a browser gets one: identity issues the guest id and its token (`login-info/guest-login`). */
export async function guestSession(base: string): Promise<{ guestId: string; token: string }> {
  const answer = await api<{ guest_id: string; auth: { access_token: string } }>(base, 'POST', '/login-info/guest-login', {});
  if (answer.status !== 200) throw new Error(`guest-login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { guestId: answer.body.data.guest_id, token: answer.body.data.auth.access_token };
}

/**
 * Seeded items reach search through catalog events: resolves with their number once search holds every public
 * item the catalog counts.
 */
export async function everyPublicItemSearchable(base: string, timeoutMs = 60_000): Promise<number> {
  const { body } = await api(base, 'POST', '/v1/client/categories/with/products-count', {});
  const publicItems = (body.data as Array<{ items_count: number }>).reduce((sum, category) => sum + category.items_count, 0);
  await eventually(
    async () => (await api(base, 'POST', '/v1/client/items/search', { limit: 1 })).body.data.total as number,
    (total) => total === publicItems,
    timeoutMs,
  );
  return publicItems;
}

/** Polls until `check` passes: events reach other services asynchronously. */
export async function eventually<T>(probe: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await probe();
  }
  return last;
}
