import { ClientKafka, KafkaContext, type KafkaOptions, type MessageHandler, type MsPattern, type OutgoingEvent, ServerKafka } from '@nestjs/microservices';
import type { Admin, Consumer, EachMessagePayload, IHeaders, Kafka, KafkaMessage } from '@nestjs/microservices/external/kafka.interface';
import { deadLetterTopic } from '@solar/contracts';
import { Partitioners } from 'kafkajs';
import { BroadcastHandlers, broadcastGroupId, isBroadcastHandler } from '../broadcast';
import { type BusMessage, deliverWithRetry, type RetryPolicy, runEventHandler } from '../delivery';

export interface KafkaBusSettings {
  /** Kafka client id and consumer group id. */
  service: string;
  brokers: string[];
  /** Partition count of the topics this service creates (existing topics keep theirs). */
  partitions: number;
  retry: RetryPolicy;
}

type NestKafkaOptions = Required<KafkaOptions>['options'];

/**
 * ServerKafka configured for the bus (group = service, new groups read from the beginning, partitions
 * consumed in parallel) whose event messages go through the same `deliverWithRetry` as the embedded
 * transport. kafkajs resolves a message's offset only when `eachMessage` returns, i.e. after the
 * handler succeeded or the message was dead-lettered.
 *
 * Broadcast handlers (`@BroadcastEventPattern`) are left out of the shared group: a second consumer with
 * a group of this server alone (`<service>.<instance id>`, from the beginning) feeds them, and the group
 * is deleted when the server closes.
 */
export class EventBusKafkaServer extends ServerKafka {
  /** Consumer group of this server's broadcast handlers, `<service>.<instance id>`. */
  readonly broadcastGroupId: string;
  private readonly broadcastHandlers = new BroadcastHandlers();
  private broadcastConsumer: Consumer | null = null;
  private stopping = new AbortController();

  constructor(
    private readonly settings: KafkaBusSettings,
    overrides: Partial<NestKafkaOptions> = {},
  ) {
    super({
      postfixId: '', // the group id is exactly the service name
      client: { clientId: settings.service, brokers: settings.brokers },
      consumer: { groupId: settings.service },
      subscribe: { fromBeginning: true },
      run: { partitionsConsumedConcurrently: settings.partitions, autoCommit: true },
      producer: { createPartitioner: Partitioners.DefaultPartitioner },
      ...overrides,
    });
    this.broadcastGroupId = broadcastGroupId(settings.service);
  }

  override addHandler(pattern: MsPattern, callback: MessageHandler, isEventHandler = false, extras: Record<string, unknown> = {}): void {
    if (isBroadcastHandler(isEventHandler, extras)) this.broadcastHandlers.add(this.normalizePattern(pattern), callback, extras);
    else super.addHandler(pattern, callback, isEventHandler, extras);
  }

  override async listen(callback: (error?: unknown) => void): Promise<void> {
    this.stopping = new AbortController();
    await super.listen(callback);
  }

  override async close(): Promise<void> {
    this.stopping.abort(); // abandon retries: their messages stay uncommitted for the next consumer
    // In parallel: a kafkajs consumer may take up to its fetch wait (5 s) to disconnect.
    await Promise.all([this.closeBroadcastConsumer(this.client), super.close()]);
  }

  /**
   * Creates the subscribed topics and their dead-letter topics with the configured partition count, then
   * starts the shared consumer (which `messageHandlers` limits to the non-broadcast topics) and the
   * broadcast consumer.
   */
  override async bindEvents(consumer: Consumer): Promise<void> {
    const sharedTopics = [...this.messageHandlers].filter(([, handler]) => handler.isEventHandler).map(([pattern]) => pattern);
    const topics = [...sharedTopics, ...this.broadcastHandlers.topics];
    if (this.client && topics.length > 0) {
      await ensureKafkaTopics(
        this.client,
        topics.flatMap((topic) => [topic, deadLetterTopic(topic)]),
        this.settings.partitions,
      );
    }
    await super.bindEvents(consumer);
    await this.startBroadcastConsumer();
  }

  override async handleMessage(payload: EachMessagePayload): Promise<void> {
    const handler = this.getHandlerByPattern(payload.topic);
    // Request-response messages and unknown topics keep ServerKafka's own behaviour.
    if (!handler?.isEventHandler || !this.consumer) return super.handleMessage(payload);
    await this.deliver(payload, handler, this.consumer, this.groupId);
  }

  private async startBroadcastConsumer(): Promise<void> {
    const topics = this.broadcastHandlers.topics;
    if (!this.client || topics.length === 0) return;
    const consumer = this.client.consumer({ groupId: this.broadcastGroupId });
    this.broadcastConsumer = consumer;
    await consumer.connect();
    // From the beginning: an instance started later still learns what was broadcast before it.
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      partitionsConsumedConcurrently: this.settings.partitions,
      autoCommit: true,
      eachMessage: async (payload) => {
        const handler = this.broadcastHandlers.get(payload.topic);
        if (handler) await this.deliver(payload, handler, consumer, this.broadcastGroupId);
      },
    });
  }

  /** Stops the broadcast consumer and deletes its group, which no other server will ever join. */
  private async closeBroadcastConsumer(client: Kafka | null): Promise<void> {
    const consumer = this.broadcastConsumer;
    this.broadcastConsumer = null;
    if (!consumer) return;
    await consumer.disconnect();
    if (!client) return;
    const admin = client.admin();
    try {
      await admin.connect();
      await admin.deleteGroups([this.broadcastGroupId]);
    } catch (error) {
      // Kafka expires the offsets of an abandoned group on its own (offsets.retention.minutes).
      this.logger.warn(`Could not delete the broadcast group ${this.broadcastGroupId}: ${(error as Error).message}`);
    } finally {
      await admin.disconnect();
    }
  }

  private async deliver(payload: EachMessagePayload, handler: MessageHandler, consumer: Consumer, group: string): Promise<void> {
    const { topic, partition, message } = payload;
    const { parser, producer } = this;
    if (!parser || !producer) throw new Error('EventBusKafkaServer is not listening');
    const busMessage = toBusMessage(topic, partition, message);
    const rawMessage = parser.parse<KafkaMessage>({ ...message, topic, partition });
    const packet = await this.deserializer.deserialize(rawMessage, { channel: topic });
    const context = new KafkaContext([rawMessage, partition, topic, consumer, payload.heartbeat, producer]);
    await deliverWithRetry(() => runEventHandler(handler, packet.data, context), busMessage, this.settings.retry, {
      group,
      signal: this.stopping.signal,
      logger: this.logger,
      beforeRetry: () => payload.heartbeat(),
      deadLetter: (record) => producer.send({ topic: record.topic, messages: [{ key: record.key, value: record.value, headers: record.headers }] }),
    });
  }
}

/**
 * ClientKafka for publishing only. Before the first event on a topic it creates the topic with the
 * configured partition count, so a topic published before anyone subscribed is not auto-created with
 * the broker's default count.
 */
export class EventBusKafkaClient extends ClientKafka {
  private readonly ensuredTopics = new Map<string, Promise<void>>();

  constructor(
    private readonly settings: Omit<KafkaBusSettings, 'retry'>,
    overrides: Partial<NestKafkaOptions> = {},
  ) {
    super({
      postfixId: '-publisher',
      client: { clientId: settings.service, brokers: settings.brokers },
      producerOnlyMode: true,
      producer: { createPartitioner: Partitioners.DefaultPartitioner },
      ...overrides,
    });
  }

  override async close(): Promise<void> {
    this.ensuredTopics.clear();
    await super.close();
  }

  protected override async dispatchEvent(packet: OutgoingEvent): Promise<unknown> {
    await this.ensureTopic(this.normalizePattern(packet.pattern));
    return super.dispatchEvent(packet);
  }

  private ensureTopic(topic: string): Promise<void> {
    let ensured = this.ensuredTopics.get(topic);
    if (!ensured) {
      if (!this.client) throw new Error('EventBusKafkaClient is not connected');
      ensured = ensureKafkaTopics(this.client, [topic], this.settings.partitions);
      ensured.catch(() => this.ensuredTopics.delete(topic)); // try again on the next publish
      this.ensuredTopics.set(topic, ensured);
    }
    return ensured;
  }
}

/** How long `ensureKafkaTopics` keeps trying to have every partition of the topics led. */
const TOPIC_LEADERS_WAIT_MS = 60_000;

/**
 * Creates the missing topics, and returns once every partition of them has a leader. kafkajs does not retry
 * what fails meanwhile, and a subscription or a send to a topic without leaders fails at once with a retriable
 * error ("does not host this topic-partition"; a chat instance exited on one): a topic another instance is
 * creating at the same moment refuses our creation and has no leaders yet, and a topic still being deleted (the
 * test runs empty the engines between suites) refuses it until the deletion is done. So: create what is
 * missing, look at the leaders, and try again with a growing pause until both hold.
 */
export async function ensureKafkaTopics(kafka: Kafka, topics: string[], partitions: number): Promise<void> {
  const wanted = [...new Set(topics)];
  const admin = kafka.admin();
  await admin.connect();
  try {
    const deadline = Date.now() + TOPIC_LEADERS_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      let problem: unknown;
      try {
        const existing = new Set(await admin.listTopics());
        const missing = wanted.filter((topic) => !existing.has(topic));
        if (missing.length > 0) await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions: partitions })), waitForLeaders: true });
        if (await allLed(admin, wanted)) return;
        problem = new Error(`Kafka topics without leaders: ${wanted.join(', ')}`);
      } catch (error) {
        problem = error;
      }
      if (Date.now() > deadline) throw problem;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
    }
  } finally {
    await admin.disconnect();
  }
}

async function allLed(admin: Admin, topics: string[]): Promise<boolean> {
  const { topics: found } = await admin.fetchTopicMetadata({ topics });
  return found.length === topics.length && found.every((topic) => topic.partitions.length > 0 && topic.partitions.every((partition) => partition.leader >= 0));
}

function toBusMessage(topic: string, partition: number, message: KafkaMessage): BusMessage {
  return {
    topic,
    partition,
    offset: Number(message.offset),
    key: message.key?.toString() ?? '',
    value: message.value?.toString() ?? '',
    headers: headersToStrings(message.headers),
    timestamp: Number(message.timestamp),
  };
}

function headersToStrings(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    result[name] = Array.isArray(value) ? value.map(String).join(',') : value.toString();
  }
  return result;
}
