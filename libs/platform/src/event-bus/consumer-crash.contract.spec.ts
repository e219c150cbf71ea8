import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Logger, type LoggerService } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { deadLetterTopic, type IntegrationEvent } from '@solar/contracts';
import { Kafka, logLevel } from 'kafkajs';
import { type Model, Schema } from 'mongoose';
import { createDocumentStoreConnection, databaseNameInUri, type DocumentStoreOptions } from '../document-store';
import { EmbeddedBroker, EventBusModule, type EventBusOptions, EventPublisher } from './index';

/**
 * At-least-once delivery across a real crash. A consuming service runs in a child process
 * (test-support/ledger-consumer.cjs: eventBusTransport and the document store port, as a service uses
 * them) and is killed with SIGKILL in the middle of a batch, after some effects were stored but before
 * their offsets were committed. A new process in the same consumer group must get those events again,
 * and the handler, idempotent by one conditional single-document write, must not apply any twice.
 *
 * Runs on the embedded bus (a data folder the two processes open one after the other) always, and on
 * Kafka when KAFKA_BROKERS is set. The accounts live in MongoDB when MONGODB_URI is set, otherwise in the
 * embedded store in the same data folder.
 */

const CHILD = path.join(__dirname, 'test-support', 'ledger-consumer.cjs');
const ACCOUNTS = 5;
const EVENTS = 200;
/** Deliveries the first process applies before it freezes and is killed: well inside the batch. */
const FREEZE_AFTER = 60;

const silentLogger: LoggerService = { log() {}, error() {}, warn() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/** Settings of test-support/ledger-consumer.cjs. */
interface ConsumerSettings {
  topic: string;
  bus: EventBusOptions;
  store: DocumentStoreOptions;
  deliveriesFile: string;
  freezeAfter?: number;
}

/** One run of the consuming service in a child process, on the Node that runs jest. */
class ConsumerProcess {
  private readonly child: ChildProcess;
  private stdout = '';
  private stderr = '';
  private exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(settings: ConsumerSettings) {
    this.child = spawn(process.execPath, [CHILD, JSON.stringify(settings)], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      }),
    );
  }

  get running(): boolean {
    return this.exit === null;
  }

  /** Waits for a line the child prints; fails at once, with its stderr, if the child ends first. */
  async waitForLine(line: string, timeoutMs: number): Promise<void> {
    await waitFor(
      () => {
        if (this.exit) throw new Error(`The consumer exited (${JSON.stringify(this.exit)}) before "${line}":\n${this.stderr}`);
        return this.stdout.split('\n').includes(line);
      },
      timeoutMs,
      `the consumer to print "${line}"`,
    );
  }

  kill(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** What the child printed, for failure messages. */
  get log(): string {
    return `${this.stdout}${this.stderr}`.slice(-20_000);
  }

  /** Asks the child to close (SIGTERM) and fails, with its stderr, unless it exits cleanly. */
  async stop(): Promise<void> {
    this.kill('SIGTERM');
    const exit = await this.exited;
    if (exit.code !== 0) throw new Error(`The consumer did not close cleanly (${JSON.stringify(exit)}):\n${this.stderr}`);
  }
}

/** One line of the deliveries file the child appends to. */
interface DeliveryLine {
  what: 'delivered' | 'applied' | 'duplicate';
  key: string;
  id: string;
}

function readDeliveries(file: string): DeliveryLine[] {
  if (!fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.pop(); // the text after the last newline: empty, or a line being written right now
  return lines.map((line) => {
    const [what, key, id] = line.split(' ');
    return { what: what as DeliveryLine['what'], key, id };
  });
}

/** Ids of the events whose write completed, whether it applied the effect or found it applied already. */
function settledIds(file: string): Set<string> {
  return new Set(
    readDeliveries(file)
      .filter((line) => line.what !== 'delivered')
      .map((line) => line.id),
  );
}

interface Account {
  _id: string;
  balance: number;
  applied: string[];
}

const AccountSchema = new Schema<Account>(
  { _id: { type: String, required: true }, balance: { type: Number, required: true }, applied: { type: [String], default: [] } },
  { collection: 'accounts', versionKey: false },
);

interface CrashTransport {
  /** Bus options for a process of `service` (plain JSON: they are handed to the child). */
  busOptions(service: string): EventBusOptions;
  /** Publishes from the test process, then lets go of the bus (the embedded folder admits one process). */
  publish(topic: string, events: Array<{ key: string; data: unknown }>): Promise<IntegrationEvent[]>;
  cleanup(topic: string, group: string): Promise<void>;
  /**
   * Kafka: how many messages the topic holds now, for a failure message. The broker is shared, and a
   * process that empties it (scripts/distributed-marketplace.cjs does at start) takes this run's topic too.
   */
  messagesOn?(topic: string): Promise<number>;
  /** How long a restarted process may take to get its partitions (Kafka waits out the killed member's session). */
  timeoutMs: number;
}

function embeddedTransport(dataDir: string): CrashTransport {
  return {
    busOptions: (service) => ({ service, dataDir }),
    async publish(topic, events) {
      const broker = new EmbeddedBroker({ dataDir });
      try {
        return await publishAll({ service: 'ledger-publisher', broker }, topic, events);
      } finally {
        await broker.close();
      }
    },
    async cleanup() {}, // the data folder goes with the test's temporary folder
    timeoutMs: 30_000,
  };
}

function kafkaTransport(brokers: string[]): CrashTransport {
  return {
    busOptions: (service) => ({ service, kafkaBrokers: brokers }),
    publish: (topic, events) => publishAll({ service: 'ledger-publisher', kafkaBrokers: brokers }, topic, events),
    async cleanup(topic, group) {
      const kafka = new Kafka({ clientId: 'consumer-crash-cleanup', brokers, logLevel: logLevel.NOTHING });
      const admin = kafka.admin();
      await admin.connect();
      try {
        const existing = new Set(await admin.listTopics());
        const ours = [topic, deadLetterTopic(topic)].filter((name) => existing.has(name));
        if (ours.length > 0) await admin.deleteTopics({ topics: ours });
        // A group a killed process still belongs to cannot be deleted before its session expires; Kafka then
        // drops its offsets on its own (offsets.retention.minutes), so a failed delete is left at that.
        if ((await admin.listGroups()).groups.some(({ groupId }) => groupId === group)) await admin.deleteGroups([group]).catch(() => undefined);
      } finally {
        await admin.disconnect();
      }
    },
    async messagesOn(topic) {
      const admin = new Kafka({ clientId: 'consumer-crash-check', brokers, logLevel: logLevel.NOTHING }).admin();
      await admin.connect();
      try {
        return (await admin.fetchTopicOffsets(topic)).reduce((sum, partition) => sum + Number(partition.high), 0);
      } finally {
        await admin.disconnect();
      }
    },
    timeoutMs: 120_000,
  };
}

async function publishAll(options: EventBusOptions, topic: string, events: Array<{ key: string; data: unknown }>): Promise<IntegrationEvent[]> {
  const moduleRef = await Test.createTestingModule({ imports: [EventBusModule.forRoot(options)] })
    .setLogger(silentLogger)
    .compile();
  await moduleRef.init();
  try {
    const publisher = moduleRef.get(EventPublisher);
    const published: IntegrationEvent[] = [];
    for (const { key, data } of events) published.push(await publisher.publish(topic, key, data));
    return published;
  } finally {
    await moduleRef.close();
  }
}

/** Opens the accounts through the document store port, as the child does, and closes them after `use`. */
async function withAccounts<T>(store: DocumentStoreOptions, use: (accounts: Model<Account>) => Promise<T>): Promise<T> {
  const connection = await createDocumentStoreConnection(store);
  try {
    const accounts = connection.model<Account>('Account', AccountSchema);
    await accounts.init(); // else its background collection creation can outlive a dropDatabase and recreate it
    return await use(accounts);
  } finally {
    await connection.close();
  }
}

function crashSuite(transportName: string, makeTransport: (dataDir: string) => CrashTransport): void {
  describe(`consumer crash mid-batch on ${transportName}`, () => {
    const mongodbUri = process.env.MONGODB_URI;
    let run: string;
    let dataDir: string;
    let transport: CrashTransport;
    let store: DocumentStoreOptions;
    let topic: string;
    let group: string;
    const children: ConsumerProcess[] = [];

    beforeEach(() => {
      run = randomUUID().slice(0, 8);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solar-crash-'));
      transport = makeTransport(dataDir);
      // A database (MongoDB) or folder (embedded) of this run only.
      store = mongodbUri ? { service: `ledger_${run}`, mongodbUri } : { service: `ledger_${run}`, dataDir };
      topic = `ledger.deposit-made.${run}`;
      group = `ledger-${run}`;
    });

    afterEach(async () => {
      for (const child of children.splice(0)) {
        child.kill('SIGKILL');
        await child.exited;
      }
      try {
        await transport.cleanup(topic, group);
        if (mongodbUri) {
          await withAccounts(store, async (accounts) => {
            // The database is this run's unless the connection string names a shared one.
            if (databaseNameInUri(mongodbUri)) await accounts.collection.drop();
            else await accounts.db.dropDatabase();
          });
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    function startConsumer(freezeAfter?: number): ConsumerProcess {
      const child = new ConsumerProcess({
        topic,
        bus: transport.busOptions(group),
        store,
        deliveriesFile: path.join(dataDir, 'deliveries.log'),
        ...(freezeAfter !== undefined && { freezeAfter }),
      });
      children.push(child);
      return child;
    }

    it(
      're-delivers what the killed process had not committed, and the idempotent handler applies every event once',
      async () => {
        const deliveriesFile = path.join(dataDir, 'deliveries.log');
        const accountIds = Array.from({ length: ACCOUNTS }, (_, i) => `account-${i}`);
        await withAccounts(store, (accounts) => accounts.insertMany(accountIds.map((_id) => ({ _id, balance: 0, applied: [] }))));
        const published = await transport.publish(
          topic,
          Array.from({ length: EVENTS }, (_, i) => ({ key: accountIds[i % ACCOUNTS], data: { amount: i + 1 } })),
        );

        // First process: applies some deposits, freezes with effects stored but offsets not committed, is killed.
        const first = startConsumer(FREEZE_AFTER);
        await first.waitForLine('frozen', transport.timeoutMs);
        first.kill('SIGKILL');
        expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
        const settledBeforeCrash = settledIds(deliveriesFile).size;
        expect(settledBeforeCrash).toBeGreaterThanOrEqual(FREEZE_AFTER);
        expect(settledBeforeCrash).toBeLessThan(EVENTS); // killed mid-batch

        // Second process, same group: takes over from the committed offsets and finishes.
        const second = startConsumer();
        await waitFor(() => settledIds(deliveriesFile).size === EVENTS, transport.timeoutMs + 60_000, `all ${EVENTS} events to be handled`).catch(
          async (error: Error) => {
            const onTopic = await transport.messagesOn?.(topic).then(
              (count) => `${count}`,
              () => 'none',
            );
            const topicState = onTopic === undefined ? '' : `, the topic holds ${onTopic} of the ${EVENTS} published events`;
            throw new Error(`${error.message} (${settledIds(deliveriesFile).size} handled${topicState}); the consumer's log:\n${second.log}`);
          },
        );
        await second.stop();

        const lines = readDeliveries(deliveriesFile);
        const delivered = lines.filter((line) => line.what === 'delivered');
        expect(delivered.length).toBeGreaterThan(EVENTS); // redelivery really happened
        // At least the event the first process froze on had its effect stored, came back, and was skipped.
        expect(lines.filter((line) => line.what === 'duplicate').length).toBeGreaterThan(0);

        const stored = await withAccounts(store, (accounts) => accounts.find().sort({ _id: 1 }).lean());
        expect(stored.map((account) => account._id)).toEqual(accountIds);
        for (const account of stored) {
          const ofAccount = published.filter((event) => event.key === account._id);
          // Every event applied exactly once, first applications in the order the account's events were published.
          expect(account.applied).toEqual(ofAccount.map((event) => event.id));
          expect(account.balance).toBe(ofAccount.reduce((sum, event) => sum + (event.data as { amount: number }).amount, 0));
        }
      },
      makeTransport === embeddedTransport ? 90_000 : 300_000,
    );
  });
}

beforeAll(() => Logger.overrideLogger(silentLogger));

if (!process.env.MONGODB_URI) console.info('Consumer crash suite: accounts in the embedded store (MONGODB_URI is not set)');

crashSuite('the embedded transport', embeddedTransport);

const kafkaBrokers =
  process.env.KAFKA_BROKERS?.split(',')
    .map((broker) => broker.trim())
    .filter(Boolean) ?? [];
if (kafkaBrokers.length > 0) {
  crashSuite(`Kafka (${kafkaBrokers.join(',')})`, () => kafkaTransport(kafkaBrokers));
} else {
  console.info('Kafka consumer crash suite skipped: KAFKA_BROKERS is not set');
}
