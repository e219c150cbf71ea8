import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { INestApplication, LoggerService } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { EVENTS, GUEST_ID_PREFIX, type AccessTokenClaims, type CatalogItemPayload, type IntegrationEvent } from '@solar/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { EmbeddedBroker, EventPublisher, TokenService, assertEveryRouteInputChecked, configureServiceHttp, eventBusTransport, loadPlatformConfig } from '@solar/platform';
import request from 'supertest';
import { CART_SERVICE, CartModule } from '../cart.module';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const silentLogger: LoggerService = { log() {}, error() {}, warn() {} };

/** The cart service on the embedded store and bus under a fresh data folder, driven over HTTP and events. */
export interface CartHarness {
  app: INestApplication;
  http(): ReturnType<typeof request>;
  /** A bearer token of a user (customer by default). */
  tokenOf(sub: string, claims?: Partial<AccessTokenClaims>): string;
  /** The token identity issues a guest session (no roles, `guest: true`, subject the guest id). */
  guestTokenOf(guest: string): string;
  /** Publishes an event and waits until the service has handled it; fails if the handler dead-lettered it. */
  publish<T>(type: string, key: string, data: T): Promise<IntegrationEvent<T>>;
  /** Publishes an envelope again as the bus would redeliver it (same event id). */
  redeliver(envelope: IntegrationEvent): Promise<void>;
  /** Puts an item into the read model through `catalog.item.created`. */
  publishItem(overrides?: Partial<CatalogItemPayload>): Promise<CatalogItemPayload>;
  close(): Promise<void>;
}

let itemIds = 0;

/** A shop item as the catalog publishes it: active, approved, 100 in stock, MOQ 1, 10.00 each. */
export function catalogItem(overrides: Partial<CatalogItemPayload> = {}): CatalogItemPayload {
  const id = ++itemIds;
  return {
    uuid: randomUUID(),
    id,
    revision: 1,
    name: `Panel ${id}`,
    description: '<p>A panel</p>',
    short_name: `P${id}`,
    sku: `SKU-${id}`,
    mpn: '',
    part_number: '',
    tags: [],
    category: { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
    subcategory: null,
    brand: { id: 1, name: 'Sunny', slug: 'sunny' },
    condition: 'new',
    price: 10,
    salePrice: 10,
    discount: 0,
    discount_unit: null,
    final_price: 10,
    stock: 100,
    total_qty: 100,
    moq: 1,
    shipping_type: 'free_shipping',
    reviews_avg: 0,
    reviews_total: 0,
    sale_count: 0,
    is_active: 1,
    status: 'approved',
    image: '',
    owner_id: 'seller-1',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A guest id as identity issues it. */
export const guestId = (): string => `${GUEST_ID_PREFIX}${randomUUID()}`;

export async function startCartHarness(): Promise<CartHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-cart-'));
  const config = loadPlatformConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const moduleRef = await Test.createTestingModule({ imports: [CartModule.forRoot(config)] })
    .setLogger(silentLogger)
    .compile();
  // The same HTTP conventions as the launchers: the platform's body parsing, its checks on every route input.
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false, bodyParser: false });
  configureServiceHttp(app, CART_SERVICE);
  app.connectMicroservice(eventBusTransport({ service: CART_SERVICE, dataDir, retryBackoffMs: 1 }), { inheritAppConfig: true });
  await app.init();
  assertEveryRouteInputChecked(app, CART_SERVICE);
  await app.startAllMicroservices();
  const broker = EmbeddedBroker.forDataDir(dataDir);
  const publisher = app.get(EventPublisher);
  const tokens = app.get(TokenService);

  const handled = async (type: string) => {
    await broker.whenIdle();
    const dead = broker.readTopic(`${type}.dlq`);
    if (dead.length) throw new Error(`${type} was dead-lettered: ${dead.map((m) => m.headers['x-dead-letter-error']).join('; ')}`);
  };

  const publish = async <T>(type: string, key: string, data: T): Promise<IntegrationEvent<T>> => {
    const envelope = await publisher.publish(type, key, data);
    await handled(type);
    return envelope;
  };

  return {
    app,
    http: () => request(app.getHttpServer()),
    tokenOf: (sub, claims = {}) => tokens.sign({ sub, roles: ['customer'], ...claims }),
    guestTokenOf: (guest) => tokens.sign({ sub: guest, roles: [], guest: true }),
    publish,
    async redeliver(envelope) {
      await publisher.publishEnvelope(envelope);
      await handled(envelope.type);
    },
    async publishItem(overrides) {
      const item = catalogItem(overrides);
      await publish(EVENTS.catalog.itemCreated, item.uuid, item);
      return item;
    },
    async close() {
      await app.close();
      await broker.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
