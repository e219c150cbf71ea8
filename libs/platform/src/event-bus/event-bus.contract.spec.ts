import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Controller, Logger, type LoggerService, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, EventPattern, type KafkaContext, Payload, RpcException } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { deadLetterTopic, type IntegrationEvent } from '@solar/contracts';
import { Kafka, logLevel } from 'kafkajs';
import {
  BroadcastEventPattern,
  DEAD_LETTER_HEADERS,
  EmbeddedBroker,
  type EmbeddedBusContext,
  EventBusModule,
  type EventBusOptions,
  eventBusTransport,
  EventPublisher,
  partitionForKey,
} from './index';

/**
 * The event-bus port's contract: the same behaviour suite runs against the embedded transport always,
 * and against Kafka when KAFKA_BROKERS is set. Each test starts real Nest apps with @EventPattern
 * handlers; every service is its own app, as in single-machine and distributed mode.
 */

type Closable = { close(): Promise<unknown> };

interface DeadLetter {
  envelope: IntegrationEvent;
  headers: Record<string, string>;
}

interface BusUnderTest {
  /** Options for a service's publisher and consumers. */
  options(service: string): EventBusOptions;
  /** A topic (or group) name private to the current test. */
  name(base: string): string;
  /** Waits until `done` holds; then long enough to see any message delivered twice. */
  eventually(done: () => boolean): Promise<void>;
  /** Waits until the group has its members and partitions assigned. */
  groupReady(group: string, members: number): Promise<void>;
  deadLetters(topic: string): Promise<DeadLetter[]>;
  /** The partition count of a topic as the bus reports it; undefined when the topic does not exist. */
  partitionCount(topic: string): Promise<number | undefined>;
  /** The per-instance broadcast groups of a service (`<service>.<instance id>`) the bus knows now. */
  instanceGroups(service: string): Promise<string[]>;
  track(app: Closable): void;
  /** Stops every app started so far (the bus and its topics stay). */
  closeApps(): Promise<void>;
  teardown(): Promise<void>;
  timeoutMs: number;
}

const MAX_RETRIES = 2; // so a poison message is attempted 3 times
const RETRY_BACKOFF_MS = 5;

// Handlers fail on purpose in this suite; Nest would log every failure with its stack.
const silentLogger: LoggerService = { log() {}, error() {}, warn() {} };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

class AppTracker {
  private apps: Closable[] = [];
  track(app: Closable): void {
    this.apps.push(app);
  }
  async closeAll(): Promise<void> {
    for (const app of this.apps.reverse()) await app.close();
    this.apps = [];
  }
}

function embeddedBus(): BusUnderTest {
  const broker = new EmbeddedBroker({ partitions: 4 });
  const apps = new AppTracker();
  return {
    options: (service) => ({ service, broker, maxRetries: MAX_RETRIES, retryBackoffMs: RETRY_BACKOFF_MS }),
    name: (base) => base,
    async eventually(done) {
      await broker.whenIdle(); // everything published has been handled: no need to poll
      await waitFor(done, 100);
    },
    async groupReady() {}, // members join synchronously
    async deadLetters(topic) {
      return broker.readTopic(deadLetterTopic(topic)).map((message) => ({
        envelope: JSON.parse(message.value) as IntegrationEvent,
        headers: message.headers,
      }));
    },
    partitionCount: async (topic) => broker.partitionCount(topic),
    async instanceGroups(service) {
      return broker.listGroups().filter((group) => group.startsWith(`${service}.`));
    },
    track: (app) => apps.track(app),
    closeApps: () => apps.closeAll(),
    async teardown() {
      await apps.closeAll();
      await broker.close();
    },
    timeoutMs: 10_000,
  };
}

function kafkaBus(brokers: string[]): BusUnderTest {
  const run = randomUUID().slice(0, 8);
  const kafka = new Kafka({ clientId: `contract-${run}`, brokers, logLevel: logLevel.NOTHING });
  const apps = new AppTracker();
  const created = new Set<string>();
  return {
    options: (service) => ({ service, kafkaBrokers: brokers, maxRetries: MAX_RETRIES, retryBackoffMs: RETRY_BACKOFF_MS }),
    name(base) {
      const unique = `${base}.${run}`;
      created.add(unique);
      return unique;
    },
    async eventually(done) {
      await waitFor(done, 45_000);
      await sleep(1_500);
    },
    async groupReady(group, members) {
      const admin = kafka.admin();
      await admin.connect();
      try {
        await waitFor(
          async () => {
            const [description] = (await admin.describeGroups([group])).groups;
            return description?.state === 'Stable' && description.members.length === members;
          },
          45_000,
          `group ${group} to have ${members} members`,
        );
      } finally {
        await admin.disconnect();
      }
    },
    async deadLetters(topic) {
      const dlq = deadLetterTopic(topic);
      const admin = kafka.admin();
      await admin.connect();
      const count = (await admin.fetchTopicOffsets(dlq)).reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
      await admin.disconnect();
      if (count === 0) return [];
      const found: DeadLetter[] = [];
      const reader = kafka.consumer({ groupId: `dlq-reader-${randomUUID()}` });
      await reader.connect();
      await reader.subscribe({ topics: [dlq], fromBeginning: true });
      await reader.run({
        eachMessage: async ({ message }) => {
          const headers: Record<string, string> = {};
          for (const [header, value] of Object.entries(message.headers ?? {})) headers[header] = String(value);
          found.push({ envelope: JSON.parse(String(message.value)) as IntegrationEvent, headers });
        },
      });
      await waitFor(() => found.length >= count, 30_000, `${count} dead letters`);
      await reader.disconnect();
      return found;
    },
    async partitionCount(topic) {
      const admin = kafka.admin();
      await admin.connect();
      try {
        // Asking for metadata of a missing topic could auto-create it: look it up first.
        if (!(await admin.listTopics()).includes(topic)) return undefined;
        const [metadata] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics;
        return metadata.partitions.length;
      } finally {
        await admin.disconnect();
      }
    },
    async instanceGroups(service) {
      const admin = kafka.admin();
      await admin.connect();
      try {
        return (await admin.listGroups()).groups.map((group) => group.groupId).filter((group) => group.startsWith(`${service}.`));
      } finally {
        await admin.disconnect();
      }
    },
    track: (app) => apps.track(app),
    closeApps: () => apps.closeAll(),
    async teardown() {
      await apps.closeAll();
      const admin = kafka.admin();
      await admin.connect();
      const existing = new Set(await admin.listTopics());
      const ours = [...created].flatMap((topic) => [topic, deadLetterTopic(topic)]).filter((topic) => existing.has(topic));
      if (ours.length > 0) await admin.deleteTopics({ topics: ours });
      await admin.disconnect();
      created.clear();
    },
    timeoutMs: 90_000,
  };
}

type Handle = (event: IntegrationEvent) => unknown;

/** A controller with one @EventPattern handler, as a service would write it. */
function consumerOf(topic: string, handle: Handle): Type {
  @Controller()
  class EventConsumer {
    @EventPattern(topic)
    async on(@Payload() event: IntegrationEvent): Promise<void> {
      await handle(event);
    }
  }
  return EventConsumer;
}

/** A controller with one @BroadcastEventPattern handler: every instance of the service runs it. */
function broadcastConsumerOf(topic: string, handle: Handle): Type {
  @Controller()
  class BroadcastConsumer {
    @BroadcastEventPattern(topic)
    async on(@Payload() event: IntegrationEvent): Promise<void> {
      await handle(event);
    }
  }
  return BroadcastConsumer;
}

/** Where a handler got a message from (`@Ctx()` is an EmbeddedBusContext or a KafkaContext). */
interface Delivery {
  topic: string;
  key: string;
  partition: number;
}

/** A controller recording the partition of every event of `topic`; an event with `data.poison` fails. */
function partitionRecorderOf(topic: string, deliveries: Delivery[]): Type {
  @Controller()
  class PartitionRecorder {
    @EventPattern(topic)
    async on(@Payload() event: IntegrationEvent, @Ctx() context: EmbeddedBusContext | KafkaContext): Promise<void> {
      if ((event.data as { poison?: boolean }).poison) throw new RpcException('poison');
      deliveries.push({ topic, key: event.key, partition: context.getPartition() });
    }
  }
  return PartitionRecorder;
}

/** A consuming service as its own microservice app. */
async function startService(bus: BusUnderTest, service: string, controllers: Type[], overrides: Partial<EventBusOptions> = {}): Promise<void> {
  @Module({ controllers })
  class ServiceModule {}
  const options = { ...bus.options(service), ...overrides };
  const app = await NestFactory.createMicroservice(ServiceModule, { ...eventBusTransport(options), logger: false });
  bus.track(app);
  await app.listen();
}

/** A publishing service: EventBusModule on its own, as an HTTP service without consumers would import it. */
async function startPublisher(bus: BusUnderTest, service = 'publisher', overrides: Partial<EventBusOptions> = {}): Promise<EventPublisher> {
  const moduleRef = await Test.createTestingModule({ imports: [EventBusModule.forRoot({ ...bus.options(service), ...overrides })] })
    .setLogger(silentLogger)
    .compile();
  bus.track(moduleRef);
  await moduleRef.init();
  return moduleRef.get(EventPublisher);
}

/** A hybrid app (HTTP app + connected microservice), the way services both publish and consume. */
async function startHybridService(bus: BusUnderTest, service: string, controllers: Type[]): Promise<EventPublisher> {
  const options = bus.options(service);
  const moduleRef = await Test.createTestingModule({ imports: [EventBusModule.forRoot(options)], controllers })
    .setLogger(silentLogger)
    .compile();
  const app = moduleRef.createNestApplication({ logger: false });
  app.connectMicroservice(eventBusTransport(options));
  bus.track(app);
  await app.startAllMicroservices();
  await app.init();
  return app.get(EventPublisher);
}

const ids = (events: IntegrationEvent[]) => events.map((event) => event.id).sort();

/** Keys that land on different partitions of a 4-partition topic (same hash on both transports). */
function keysOnDistinctPartitions(count: number): string[] {
  const byPartition = new Map<number, string>();
  for (let i = 0; byPartition.size < count; i++) {
    const key = `order-${i}`;
    const partition = partitionForKey(key, 4);
    if (!byPartition.has(partition)) byPartition.set(partition, key);
  }
  return [...byPartition.values()];
}

function keyOnPartition(partition: number): string {
  for (let i = 0; ; i++) if (partitionForKey(`item-${i}`, 4) === partition) return `item-${i}`;
}

function contractSuite(transport: string, makeBus: () => BusUnderTest): void {
  describe(`event bus contract on ${transport}`, () => {
    let bus: BusUnderTest;
    beforeEach(() => {
      bus = makeBus();
    });
    afterEach(async () => {
      await bus.teardown();
    });
    const test = (name: string, body: () => Promise<void>) => it(name, body, makeBus === embeddedBus ? 15_000 : 120_000);

    test('two services (groups) each receive every event exactly once', async () => {
      const topic = bus.name('catalog.item.updated');
      const ordersSeen: IntegrationEvent[] = [];
      const searchSeen: IntegrationEvent[] = [];
      const publisher = await startHybridService(bus, bus.name('orders'), [consumerOf(topic, (e) => ordersSeen.push(e))]);
      await startService(bus, bus.name('search'), [consumerOf(topic, (e) => searchSeen.push(e))]);

      const published: IntegrationEvent[] = [];
      for (let i = 0; i < 20; i++) published.push(await publisher.publish(topic, `item-${i % 5}`, { price: i }));

      await bus.eventually(() => ordersSeen.length >= 20 && searchSeen.length >= 20);
      expect(ids(ordersSeen)).toEqual(ids(published));
      expect(ids(searchSeen)).toEqual(ids(published));
      expect(searchSeen.find((e) => e.id === published[7].id)).toEqual(published[7]);
    });

    test('every handler a service has for the topic gets each event once', async () => {
      const topic = bus.name('catalog.item.updated');
      const indexed: IntegrationEvent[] = [];
      const cached: IntegrationEvent[] = [];
      await startService(bus, bus.name('search'), [consumerOf(topic, (e) => indexed.push(e)), consumerOf(topic, (e) => cached.push(e))]);

      const publisher = await startPublisher(bus);
      const published: IntegrationEvent[] = [];
      for (let i = 0; i < 10; i++) published.push(await publisher.publish(topic, `item-${i}`, { i }));

      await bus.eventually(() => indexed.length >= 10 && cached.length >= 10);
      expect(ids(indexed)).toEqual(ids(published));
      expect(ids(cached)).toEqual(ids(published));
    });

    test('two instances of one service split the events and none is handled twice', async () => {
      const topic = bus.name('catalog.item.updated');
      const service = bus.name('search');
      const first: IntegrationEvent[] = [];
      const second: IntegrationEvent[] = [];
      await startService(bus, service, [consumerOf(topic, (e) => first.push(e))]);
      await startService(bus, service, [consumerOf(topic, (e) => second.push(e))]);
      await bus.groupReady(service, 2);

      const publisher = await startPublisher(bus);
      const published: IntegrationEvent[] = [];
      for (let i = 0; i < 40; i++) published.push(await publisher.publish(topic, `item-${i}`, { i }));

      await bus.eventually(() => first.length + second.length >= 40);
      expect(ids([...first, ...second])).toEqual(ids(published));
      expect(first.length).toBeGreaterThan(0);
      expect(second.length).toBeGreaterThan(0);
    });

    test('keeps each key in order while partitions run concurrently', async () => {
      const topic = bus.name('orders.order.updated');
      const keys = keysOnDistinctPartitions(3);
      const received = new Map<string, number[]>(keys.map((key) => [key, []]));
      const inFlightPerKey = new Map<string, number>();
      let inFlight = 0;
      let maxInFlight = 0;
      let maxInFlightForOneKey = 0;
      await startService(bus, bus.name('orders'), [
        consumerOf(topic, async (event) => {
          const now = (inFlightPerKey.get(event.key) ?? 0) + 1;
          inFlightPerKey.set(event.key, now);
          maxInFlightForOneKey = Math.max(maxInFlightForOneKey, now);
          maxInFlight = Math.max(maxInFlight, ++inFlight);
          await sleep(Math.random() * 3);
          received.get(event.key)?.push((event.data as { seq: number }).seq);
          inFlight--;
          inFlightPerKey.set(event.key, now - 1);
        }),
      ]);

      const publisher = await startPublisher(bus);
      for (let seq = 0; seq < 50; seq++) {
        await Promise.all(keys.map((key) => publisher.publish(topic, key, { seq })));
      }

      await bus.eventually(() => [...received.values()].every((seqs) => seqs.length >= 50));
      const expected = Array.from({ length: 50 }, (_, seq) => seq);
      for (const key of keys) expect(received.get(key)).toEqual(expected);
      expect(maxInFlightForOneKey).toBe(1);
      expect(maxInFlight).toBeGreaterThan(1);
    });

    test('a handler that fails twice then succeeds gets the message 3 times and nothing is dead-lettered', async () => {
      const topic = bus.name('catalog.item.updated');
      let attempts = 0;
      const handled: IntegrationEvent[] = [];
      await startService(bus, bus.name('search'), [
        consumerOf(topic, (event) => {
          attempts++;
          if (attempts <= 2) throw new Error(`transient failure ${attempts}`);
          handled.push(event);
        }),
      ]);

      const event = await (await startPublisher(bus)).publish(topic, 'item-1', { price: 10 });

      await bus.eventually(() => handled.length >= 1);
      expect(attempts).toBe(3);
      expect(handled).toEqual([event]);
      expect(await bus.deadLetters(topic)).toEqual([]);
    });

    test('a poison message is dead-lettered after its retries and the messages behind it are delivered', async () => {
      const topic = bus.name('catalog.item.updated');
      const service = bus.name('search');
      const handled: string[] = [];
      let poisonAttempts = 0;
      await startService(bus, service, [
        consumerOf(topic, (event) => {
          const { name } = event.data as { name: string };
          if (name === 'poison') {
            poisonAttempts++;
            throw new RpcException('cannot index this item');
          }
          handled.push(name);
        }),
      ]);

      const publisher = await startPublisher(bus);
      await publisher.publish(topic, 'item-1', { name: 'before' });
      const poison = await publisher.publish(topic, 'item-1', { name: 'poison' });
      await publisher.publish(topic, 'item-1', { name: 'after' });

      await bus.eventually(() => handled.length >= 2);
      expect(handled).toEqual(['before', 'after']);
      expect(poisonAttempts).toBe(MAX_RETRIES + 1);
      const deadLetters = await bus.deadLetters(topic);
      expect(deadLetters).toHaveLength(1);
      expect(deadLetters[0].envelope).toEqual(poison);
      expect(deadLetters[0].headers).toMatchObject({
        [DEAD_LETTER_HEADERS.topic]: topic,
        [DEAD_LETTER_HEADERS.attempts]: String(MAX_RETRIES + 1),
        [DEAD_LETTER_HEADERS.error]: 'cannot index this item',
        [DEAD_LETTER_HEADERS.group]: service,
      });
    });

    test('a server creates its topics and their dead-letter topics with its partition count; an existing topic keeps its own', async () => {
      const fresh = bus.name('catalog.item.created');
      const existing = bus.name('catalog.item.deleted');
      const service = bus.name('search');
      // A service configured with 3 partitions published on `existing` before anyone subscribed to it.
      await (await startPublisher(bus, 'catalog', { partitions: 3 })).publish(existing, 'item-0', { n: 0 });

      const deliveries: Delivery[] = [];
      await startService(bus, service, [partitionRecorderOf(fresh, deliveries), partitionRecorderOf(existing, deliveries)], {
        partitions: 6,
      });
      await bus.groupReady(service, 1);
      // A publisher configured with the default count: the topic's own count decides where a key goes.
      const publisher = await startPublisher(bus);
      for (const topic of [fresh, existing]) {
        await publisher.publish(topic, 'item-0', { poison: true }); // dead-lettered, so both .dlq topics get used
        for (let i = 0; i < 12; i++) await publisher.publish(topic, `item-${i}`, { n: i });
      }

      await bus.eventually(() => deliveries.length >= 25); // 12 on each topic, plus the one published first
      expect(await bus.partitionCount(fresh)).toBe(6);
      expect(await bus.partitionCount(deadLetterTopic(fresh))).toBe(6);
      expect(await bus.partitionCount(existing)).toBe(3);
      expect(await bus.partitionCount(deadLetterTopic(existing))).toBe(6);
      expect(deliveries).toHaveLength(25);
      for (const { topic, key, partition } of deliveries) {
        expect(partition).toBe(partitionForKey(key, topic === fresh ? 6 : 3));
      }
      // Partitions 4 and 5 exist and carry events (keys item-6 and item-2 hash there).
      expect(deliveries.some((d) => d.topic === fresh && d.partition >= 4)).toBe(true);
      expect((await bus.deadLetters(fresh)).map((letter) => letter.envelope.data)).toEqual([{ poison: true }]);
      expect((await bus.deadLetters(existing)).map((letter) => letter.envelope.data)).toEqual([{ poison: true }]);
    });

    test('a subscriber that starts after the events were published still receives them', async () => {
      const topic = bus.name('trader.offer.accepted');
      const publisher = await startPublisher(bus);
      const published: IntegrationEvent[] = [];
      for (let i = 0; i < 5; i++) published.push(await publisher.publish(topic, `offer-${i}`, { i }, { traceId: `trace-${i}` }));

      const seen: IntegrationEvent[] = [];
      await startService(bus, bus.name('chat'), [consumerOf(topic, (e) => seen.push(e))]);

      await bus.eventually(() => seen.length >= 5);
      expect(ids(seen)).toEqual(ids(published));
      expect(seen.find((e) => e.id === published[3].id)?.traceId).toBe('trace-3');
    });

    test('a broadcast event reaches every instance of a service while a normal event reaches one', async () => {
      const broadcastTopic = bus.name('identity.session.revoked');
      const normalTopic = bus.name('catalog.item.updated');
      const service = bus.name('search');
      const instances = [0, 1].map(() => ({ broadcast: [] as IntegrationEvent[], normal: [] as IntegrationEvent[] }));
      for (const seen of instances) {
        await startService(bus, service, [
          broadcastConsumerOf(broadcastTopic, (e) => seen.broadcast.push(e)),
          consumerOf(normalTopic, (e) => seen.normal.push(e)),
        ]);
      }
      await bus.groupReady(service, 2);

      const publisher = await startPublisher(bus);
      const revoked = [await publisher.publish(broadcastTopic, 'user-1', { jti: 'a' }), await publisher.publish(broadcastTopic, 'user-2', { jti: 'b' })];
      const updated: IntegrationEvent[] = [];
      for (let i = 0; i < 12; i++) updated.push(await publisher.publish(normalTopic, `item-${i}`, { i }));

      await bus.eventually(() => instances.every((seen) => seen.broadcast.length >= 2) && instances.reduce((sum, seen) => sum + seen.normal.length, 0) >= 12);
      for (const seen of instances) expect(ids(seen.broadcast)).toEqual(ids(revoked));
      expect(ids(instances.flatMap((seen) => seen.normal))).toEqual(ids(updated));
    });

    test('a broadcast handler and a normal handler of one topic: every instance runs the first, one instance the second', async () => {
      const topic = bus.name('identity.user.role-changed');
      const service = bus.name('orders');
      const instances = [0, 1].map(() => ({ broadcast: [] as IntegrationEvent[], normal: [] as IntegrationEvent[] }));
      for (const seen of instances) {
        await startService(bus, service, [broadcastConsumerOf(topic, (e) => seen.broadcast.push(e)), consumerOf(topic, (e) => seen.normal.push(e))]);
      }
      await bus.groupReady(service, 2);

      const publisher = await startPublisher(bus);
      const published: IntegrationEvent[] = [];
      for (let i = 0; i < 8; i++) published.push(await publisher.publish(topic, `user-${i}`, { i }));

      await bus.eventually(() => instances.every((seen) => seen.broadcast.length >= 8) && instances.reduce((sum, seen) => sum + seen.normal.length, 0) >= 8);
      for (const seen of instances) expect(ids(seen.broadcast)).toEqual(ids(published));
      expect(ids(instances.flatMap((seen) => seen.normal))).toEqual(ids(published));
    });

    test('an instance started after a broadcast event was published still receives it', async () => {
      const topic = bus.name('identity.session.revoked');
      const service = bus.name('cart');
      const first: IntegrationEvent[] = [];
      await startService(bus, service, [broadcastConsumerOf(topic, (e) => first.push(e))]);
      const event = await (await startPublisher(bus)).publish(topic, 'user-1', { jti: 'a' });
      await bus.eventually(() => first.length >= 1);

      const later: IntegrationEvent[] = [];
      await startService(bus, service, [broadcastConsumerOf(topic, (e) => later.push(e))]);

      await bus.eventually(() => later.length >= 1);
      expect(later).toEqual([event]);
      expect(first).toEqual([event]);
    });

    test('each instance consumes broadcasts in a group of its own, which is gone once the instance stops', async () => {
      const topic = bus.name('identity.session.revoked');
      const service = bus.name('chat');
      const seen: IntegrationEvent[][] = [[], []];
      for (const instance of seen) await startService(bus, service, [broadcastConsumerOf(topic, (e) => instance.push(e))]);
      await (await startPublisher(bus)).publish(topic, 'user-1', { jti: 'a' });
      await bus.eventually(() => seen.every((instance) => instance.length >= 1));
      expect(await bus.instanceGroups(service)).toHaveLength(2);

      await bus.closeApps();
      expect(await bus.instanceGroups(service)).toEqual([]);
    });
  });
}

beforeAll(() => Logger.overrideLogger(silentLogger));

contractSuite('the embedded transport', embeddedBus);

const kafkaBrokers =
  process.env.KAFKA_BROKERS?.split(',')
    .map((broker) => broker.trim())
    .filter(Boolean) ?? [];
if (kafkaBrokers.length > 0) {
  contractSuite(`Kafka (${kafkaBrokers.join(',')})`, () => kafkaBus(kafkaBrokers));
} else {
  console.info('Kafka event bus contract suite skipped: KAFKA_BROKERS is not set');
}

describe('embedded event bus durability', () => {
  let dataDir: string;
  const apps = new AppTracker();
  const brokers: EmbeddedBroker[] = [];

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solar-bus-'));
  });
  afterEach(async () => {
    await apps.closeAll();
    for (const broker of brokers.splice(0)) await broker.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A bus harness over a broker opened on `dataDir`, reusing the helpers above. */
  function durableBus(broker: EmbeddedBroker): BusUnderTest {
    brokers.push(broker);
    return {
      options: (service) => ({ service, broker, maxRetries: MAX_RETRIES, retryBackoffMs: RETRY_BACKOFF_MS }),
      name: (base) => base,
      async eventually(done) {
        await broker.whenIdle();
        await waitFor(done, 100);
      },
      async groupReady() {},
      async deadLetters(topic) {
        return broker.readTopic(deadLetterTopic(topic)).map((m) => ({ envelope: JSON.parse(m.value) as IntegrationEvent, headers: m.headers }));
      },
      partitionCount: async (topic) => broker.partitionCount(topic),
      instanceGroups: async (service) => broker.listGroups().filter((group) => group.startsWith(`${service}.`)),
      track: (app) => apps.track(app),
      closeApps: () => apps.closeAll(),
      teardown: async () => undefined,
      timeoutMs: 10_000,
    };
  }

  const topic = 'catalog.item.updated';

  it('keeps published events across a restart for a group that had not consumed them yet', async () => {
    const before = durableBus(new EmbeddedBroker({ dataDir }));
    const publisher = await startPublisher(before);
    const published: IntegrationEvent[] = [];
    for (let i = 0; i < 3; i++) published.push(await publisher.publish(topic, `item-${i}`, { i }));
    await apps.closeAll();
    await brokers.pop()?.close();

    const after = durableBus(new EmbeddedBroker({ dataDir }));
    const seen: IntegrationEvent[] = [];
    await startService(after, 'search', [consumerOf(topic, (e) => seen.push(e))]);
    await after.eventually(() => seen.length >= 3);
    expect(seen).toHaveLength(3);
    expect(ids(seen)).toEqual(ids(published));
  });

  it('resumes a group from its committed offsets after a restart', async () => {
    const before = durableBus(new EmbeddedBroker({ dataDir }));
    const firstRun: IntegrationEvent[] = [];
    await startService(before, 'search', [consumerOf(topic, (e) => firstRun.push(e))]);
    const publisher = await startPublisher(before);
    const consumed: IntegrationEvent[] = [];
    for (let i = 0; i < 3; i++) consumed.push(await publisher.publish(topic, `item-${i}`, { i }));
    await before.eventually(() => firstRun.length >= 3);
    await apps.closeAll(); // the consumer stops; the publisher goes on without it
    const publisherAgain = await startPublisher(before);
    const pending = [await publisherAgain.publish(topic, 'item-0', { i: 3 }), await publisherAgain.publish(topic, 'item-4', { i: 4 })];
    await apps.closeAll();
    await brokers.pop()?.close();

    const after = durableBus(new EmbeddedBroker({ dataDir }));
    const secondRun: IntegrationEvent[] = [];
    const newGroup: IntegrationEvent[] = [];
    await startService(after, 'search', [consumerOf(topic, (e) => secondRun.push(e))]);
    await startService(after, 'audit', [consumerOf(topic, (e) => newGroup.push(e))]);
    await after.eventually(() => secondRun.length >= 2 && newGroup.length >= 5);
    expect(ids(secondRun)).toEqual(ids(pending));
    expect(ids(newGroup)).toEqual(ids([...consumed, ...pending]));
  });

  it('ignores a torn last line in a partition log and appends after it', async () => {
    const key = 'item-1';
    const first = durableBus(new EmbeddedBroker({ dataDir }));
    const publisher = await startPublisher(first);
    const published = [await publisher.publish(topic, key, { n: 1 }), await publisher.publish(topic, key, { n: 2 })];
    await apps.closeAll();
    await brokers.pop()?.close();

    // What a crash in the middle of an append leaves behind: a line without its end.
    const log = path.join(dataDir, 'bus', 'topics', topic, `${partitionForKey(key, 4)}.log`);
    fs.appendFileSync(log, '{"k":"item-1","v":"{\\"id\\":\\"3f2a');

    const reopenedBroker = new EmbeddedBroker({ dataDir });
    const reopened = durableBus(reopenedBroker);
    expect(reopenedBroker.readTopic(topic)).toHaveLength(2);
    published.push(await (await startPublisher(reopened)).publish(topic, key, { n: 3 }));
    await apps.closeAll();
    await brokers.pop()?.close();

    const last = durableBus(new EmbeddedBroker({ dataDir }));
    const seen: IntegrationEvent[] = [];
    await startService(last, 'search', [consumerOf(topic, (e) => seen.push(e))]);
    await last.eventually(() => seen.length >= 3);
    expect(seen.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
    expect(seen).toEqual(published);
  });

  it('shares one broker per data folder across the apps of a process', async () => {
    const shared = EmbeddedBroker.forDataDir(dataDir);
    brokers.push(shared);
    expect(EmbeddedBroker.forDataDir(dataDir)).toBe(shared);

    // Options naming only the folder (as single-machine mode passes them) reach the same broker.
    const seen: IntegrationEvent[] = [];
    @Module({ controllers: [consumerOf(topic, (e) => seen.push(e))] })
    class SearchModule {}
    const search = await NestFactory.createMicroservice(SearchModule, { ...eventBusTransport({ service: 'search', dataDir }), logger: false });
    apps.track(search);
    await search.listen();
    const moduleRef = await Test.createTestingModule({ imports: [EventBusModule.forRoot({ service: 'catalog', dataDir })] })
      .setLogger(silentLogger)
      .compile();
    apps.track(moduleRef);
    const event = await moduleRef.get(EventPublisher).publish(topic, 'item-1', { n: 1 });
    await shared.whenIdle();
    expect(seen).toEqual([event]);

    await apps.closeAll();
    await brokers.pop()?.close();
    expect(EmbeddedBroker.forDataDir(dataDir)).not.toBe(shared);
    brokers.push(EmbeddedBroker.forDataDir(dataDir));
  });

  it('keeps no offsets of the per-instance broadcast groups in the data folder', async () => {
    const broker = new EmbeddedBroker({ dataDir });
    const bus = durableBus(broker);
    const broadcastTopic = 'identity.session.revoked';
    const seen: IntegrationEvent[][] = [[], []];
    for (const instance of seen) {
      await startService(bus, 'search', [broadcastConsumerOf(broadcastTopic, (e) => instance.push(e)), consumerOf(topic, () => undefined)]);
    }
    const publisher = await startPublisher(bus);
    const revoked = await publisher.publish(broadcastTopic, 'user-1', { jti: 'a' });
    await publisher.publish(topic, 'item-1', { n: 1 });
    await bus.eventually(() => seen.every((instance) => instance.length === 1));
    // Each instance consumed the broadcast topic in a group of its own, and committed there (in memory).
    const instanceGroups = broker.listGroups().filter((group) => group.startsWith('search.'));
    expect(instanceGroups).toHaveLength(2);
    for (const group of instanceGroups) {
      expect(
        broker
          .describeGroup(group)
          .partitions.filter((p) => p.topic === broadcastTopic)
          .every((p) => p.committed === p.end),
      ).toBe(true);
      expect(broker.describeGroup(group).partitions.some((p) => p.committed === 1)).toBe(true);
    }
    await apps.closeAll();
    await brokers.pop()?.close();

    // Only the service's shared group left its offsets behind.
    expect(fs.readdirSync(path.join(dataDir, 'bus', 'groups'))).toEqual(['search.offsets']);

    // After a restart, a new instance learns the broadcast event again: nothing remembered it as consumed.
    const restarted = durableBus(new EmbeddedBroker({ dataDir }));
    const afterRestart: IntegrationEvent[] = [];
    await startService(restarted, 'search', [broadcastConsumerOf(broadcastTopic, (e) => afterRestart.push(e))]);
    await restarted.eventually(() => afterRestart.length >= 1);
    expect(afterRestart).toEqual([revoked]);
    await apps.closeAll();
    expect(fs.readdirSync(path.join(dataDir, 'bus', 'groups'))).toEqual(['search.offsets']);
  });

  it('an instance that stops while its handler keeps failing leaves the event to the other instance, not to the dlq', async () => {
    const broker = new EmbeddedBroker({ partitions: 4 });
    const bus = durableBus(broker);
    const retryingBus: BusUnderTest = { ...bus, options: (service) => ({ ...bus.options(service), maxRetries: 1000, retryBackoffMs: 10 }) };
    let failingAttempts = 0;
    const handledByHealthy: IntegrationEvent[] = [];
    await startService(retryingBus, 'search', [
      consumerOf(topic, () => {
        failingAttempts++;
        throw new Error('index unavailable');
      }),
    ]);
    const healthyApps = new AppTracker();
    const healthyBus: BusUnderTest = { ...retryingBus, track: (app) => healthyApps.track(app) };
    await startService(healthyBus, 'search', [consumerOf(topic, (e) => handledByHealthy.push(e))]);

    // Members take partitions round-robin in join order, so partition 0 belongs to the first instance.
    const key = keyOnPartition(0);
    const event = await (await startPublisher(healthyBus)).publish(topic, key, { n: 1 });
    await waitFor(() => failingAttempts >= 2, 5_000, 'the failing instance to retry');

    await apps.closeAll(); // stops the failing instance only
    await broker.whenIdle();
    expect(handledByHealthy).toEqual([event]);
    expect(broker.readTopic(deadLetterTopic(topic))).toEqual([]);
    await healthyApps.closeAll();
  });
});
