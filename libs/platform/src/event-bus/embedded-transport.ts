import { Logger } from '@nestjs/common';
import {
  BaseRpcContext,
  ClientProxy,
  type CustomTransportStrategy,
  type ReadPacket,
  Server,
  type WritePacket,
} from '@nestjs/microservices';
import { type BusMessage, deliverWithRetry, type RetryPolicy, runEventHandler } from './delivery';
import type { EmbeddedBroker, GroupMembership } from './embedded-broker';

/** What `EventPublisher` emits, on either transport: the shape ClientKafka accepts as a Kafka message. */
export interface EventMessage {
  key: string;
  value: unknown;
  headers?: Record<string, string>;
}

/** The `@Ctx()` of a handler on the embedded bus (KafkaContext plays this part on Kafka). */
export class EmbeddedBusContext extends BaseRpcContext<[BusMessage]> {
  getMessage(): BusMessage {
    return this.args[0];
  }
  getTopic(): string {
    return this.args[0].topic;
  }
  getPartition(): number {
    return this.args[0].partition;
  }
  getOffset(): number {
    return this.args[0].offset;
  }
  getHeaders(): Record<string, string> {
    return this.args[0].headers;
  }
}

export interface EmbeddedBusServerOptions {
  /** Consumer group: every instance of a service shares the work, every service gets each event. */
  service: string;
  broker: EmbeddedBroker;
  retry: RetryPolicy;
  /** Partition count for topics this server creates by subscribing. */
  partitions?: number;
}

/**
 * Nest transport strategy over the embedded broker: joins the service's consumer group with the
 * topics of its `@EventPattern` handlers and runs each message through the shared retry/dead-letter logic.
 */
export class EmbeddedBusServer extends Server implements CustomTransportStrategy {
  protected override readonly logger = new Logger(EmbeddedBusServer.name);
  private membership: GroupMembership | null = null;

  constructor(private readonly settings: EmbeddedBusServerOptions) {
    super();
  }

  override listen(callback: (error?: unknown) => void): void {
    try {
      const topics = [...this.messageHandlers]
        .filter(([, handler]) => handler.isEventHandler)
        .map(([pattern]) => pattern);
      this.membership = this.settings.broker.joinGroup(this.settings.service, {
        topics,
        partitions: this.settings.partitions,
        handle: (message, signal) => this.handleMessage(message, signal),
      });
      this._status$.next('connected');
      callback();
    } catch (error) {
      callback(error);
    }
  }

  override async close(): Promise<void> {
    const membership = this.membership;
    this.membership = null;
    await membership?.leave();
    this._status$.next('disconnected');
  }

  override unwrap<T>(): T {
    return this.settings.broker as T;
  }

  override on(): never {
    throw new Error('Events are not supported by the embedded event bus server');
  }

  private async handleMessage(message: BusMessage, signal: AbortSignal): Promise<void> {
    const handler = this.getHandlerByPattern(message.topic);
    if (!handler) {
      this.logger.error(`${this.settings.service}: no handler for ${message.topic}; message skipped`);
      return;
    }
    const context = new EmbeddedBusContext([message]);
    // Parsing inside the attempt: an unreadable message is dead-lettered instead of blocking its partition.
    const attempt = () => runEventHandler(handler, JSON.parse(message.value), context);
    await deliverWithRetry(attempt, message, this.settings.retry, {
      group: this.settings.service,
      signal,
      logger: this.logger,
      deadLetter: async record => this.settings.broker.publish(record.topic, record, { partitions: this.settings.partitions }),
    });
  }
}

export interface EmbeddedBusClientOptions {
  broker: EmbeddedBroker;
  /** Partition count for topics this client creates by publishing. */
  partitions?: number;
}

/** Nest client proxy over the embedded broker; events only (`emit`), no request-response (`send`). */
export class EmbeddedBusClient extends ClientProxy {
  constructor(private readonly settings: EmbeddedBusClientOptions) {
    super();
  }

  override async connect(): Promise<EmbeddedBroker> {
    return this.settings.broker;
  }

  /** The broker is shared by the process and outlives any one client. */
  override async close(): Promise<void> {}

  override unwrap<T>(): T {
    return this.settings.broker as T;
  }

  protected override publish(_packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    callback({ err: new Error('The event bus carries events only: use emit(), not send()'), isDisposed: true });
    return () => undefined;
  }

  protected override async dispatchEvent<T = undefined>(packet: ReadPacket): Promise<T> {
    const { key, value, headers } = packet.data as EventMessage;
    this.settings.broker.publish(
      this.normalizePattern(packet.pattern),
      { key, value: JSON.stringify(value), headers },
      { partitions: this.settings.partitions },
    );
    return undefined as T; // emit() completes without a value
  }
}
