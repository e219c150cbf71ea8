import { Logger } from '@nestjs/common';
import {
  BaseRpcContext,
  ClientProxy,
  type CustomTransportStrategy,
  type MessageHandler,
  type MsPattern,
  type ReadPacket,
  Server,
  type WritePacket,
} from '@nestjs/microservices';
import { BroadcastHandlers, broadcastGroupId, isBroadcastHandler } from '../broadcast';
import { type BusMessage, deliverWithRetry, type RetryPolicy, runEventHandler } from '../delivery';
import type { EmbeddedBroker, GroupMembership } from '../embedded/broker';
import type { EventMessage } from '../event-bus.port';

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
 * Broadcast handlers (`@BroadcastEventPattern`) are consumed in an ephemeral group of this server alone.
 */
export class EmbeddedBusServer extends Server implements CustomTransportStrategy {
  protected override readonly logger = new Logger(EmbeddedBusServer.name);
  /** Consumer group of this server's broadcast handlers, `<service>.<instance id>`. */
  readonly broadcastGroupId: string;
  private readonly broadcastHandlers = new BroadcastHandlers();
  private memberships: GroupMembership[] = [];

  constructor(private readonly settings: EmbeddedBusServerOptions) {
    super();
    this.broadcastGroupId = broadcastGroupId(settings.service);
  }

  override addHandler(pattern: MsPattern, callback: MessageHandler, isEventHandler = false, extras: Record<string, unknown> = {}): void {
    if (isBroadcastHandler(isEventHandler, extras)) this.broadcastHandlers.add(this.normalizePattern(pattern), callback, extras);
    else super.addHandler(pattern, callback, isEventHandler, extras);
  }

  override listen(callback: (error?: unknown) => void): void {
    try {
      const topics = [...this.messageHandlers].filter(([, handler]) => handler.isEventHandler).map(([pattern]) => pattern);
      const { broker, service, partitions } = this.settings;
      this.memberships.push(
        broker.joinGroup(service, {
          topics,
          partitions,
          handle: (message, signal) => this.handleMessage(message, this.getHandlerByPattern(message.topic), service, signal),
        }),
      );
      const broadcastTopics = this.broadcastHandlers.topics;
      if (broadcastTopics.length > 0) {
        this.memberships.push(
          broker.joinGroup(this.broadcastGroupId, {
            topics: broadcastTopics,
            partitions,
            ephemeral: true,
            handle: (message, signal) => this.handleMessage(message, this.broadcastHandlers.get(message.topic), this.broadcastGroupId, signal),
          }),
        );
      }
      this._status$.next('connected');
      callback();
    } catch (error) {
      void this.leaveGroups();
      callback(error);
    }
  }

  override async close(): Promise<void> {
    await this.leaveGroups();
    this._status$.next('disconnected');
  }

  override unwrap<T>(): T {
    return this.settings.broker as T;
  }

  override on(): never {
    throw new Error('Events are not supported by the embedded event bus server');
  }

  private async leaveGroups(): Promise<void> {
    const memberships = this.memberships;
    this.memberships = [];
    await Promise.all(memberships.map((membership) => membership.leave()));
  }

  private async handleMessage(message: BusMessage, handler: MessageHandler | null | undefined, group: string, signal: AbortSignal): Promise<void> {
    if (!handler) {
      this.logger.error(`${group}: no handler for ${message.topic}; message skipped`);
      return;
    }
    const context = new EmbeddedBusContext([message]);
    // Parsing inside the attempt: an unreadable message is dead-lettered instead of blocking its partition.
    const attempt = () => runEventHandler(handler, JSON.parse(message.value), context);
    await deliverWithRetry(attempt, message, this.settings.retry, {
      group,
      signal,
      logger: this.logger,
      deadLetter: async (record) => this.settings.broker.publish(record.topic, record, { partitions: this.settings.partitions }),
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
