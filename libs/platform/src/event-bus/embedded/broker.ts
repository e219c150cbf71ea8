import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import type { BusMessage } from '../delivery';
import { assertLegalName, DEFAULT_PARTITIONS, partitionForKey } from '../partitioning';
import { type BrokerStorage, FileStorage, MemoryStorage, offsetKey } from './storage';

export interface EmbeddedBrokerOptions {
  /** Folder under which `bus/` keeps the logs and offsets; in memory when absent. */
  dataDir?: string;
  /** Partitions of a topic created without an explicit count (default 4). */
  partitions?: number;
}

export interface PublishRecord {
  key: string;
  value: string;
  headers?: Record<string, string>;
}

export interface PublishedPosition {
  topic: string;
  partition: number;
  offset: number;
}

/**
 * Handles one message for a group member. Resolving commits the message; rejecting leaves it
 * uncommitted so it is offered again (to this member, or to another one after a rebalance).
 * `signal` aborts when the member leaves or the broker closes.
 */
export type MessageSink = (message: BusMessage, signal: AbortSignal) => Promise<void>;

export interface JoinGroupOptions {
  topics: string[];
  handle: MessageSink;
  /** Partition count for topics this member creates by subscribing. */
  partitions?: number;
  /**
   * A group that lives only as long as its members: its offsets are kept in memory, never written under
   * `bus/`, and forgotten when the last member leaves (so the next join starts from the earliest offset
   * again). For per-instance groups whose id is new on every start, which would otherwise leave an
   * offsets file behind on each restart.
   */
  ephemeral?: boolean;
}

export interface GroupMembership {
  readonly groupId: string;
  /** Stops taking new messages, waits for the ones in flight, and hands the partitions to the others. */
  leave(): Promise<void>;
}

export interface PartitionState {
  topic: string;
  partition: number;
  /** Next offset the group will process. */
  committed: number;
  /** Offset the next published message will get. */
  end: number;
}

export interface GroupDescription {
  groupId: string;
  members: number;
  partitions: PartitionState[];
}

/** How long a partition waits before offering a message again after its dead letter could not be written. */
const REDELIVERY_PAUSE_MS = 1000;

/**
 * The in-process message broker behind the embedded transport, with the Kafka semantics the services
 * rely on: partitioned topics keyed by aggregate, consumer groups that get every message once, one
 * message at a time per group and partition (partitions in parallel), offsets committed after the
 * handler settled, and new groups starting from the earliest offset.
 */
export class EmbeddedBroker {
  private static readonly shared = new Map<string, EmbeddedBroker>();

  /**
   * The process-wide broker for a data folder (in memory without one): every Nest app in the process
   * that uses the same folder shares it, as the services of single-machine mode must.
   */
  static forDataDir(dataDir?: string, options: Omit<EmbeddedBrokerOptions, 'dataDir'> = {}): EmbeddedBroker {
    const registryKey = dataDir ? path.resolve(dataDir) : '';
    let broker = EmbeddedBroker.shared.get(registryKey);
    if (!broker) {
      broker = new EmbeddedBroker({ ...options, dataDir });
      broker.registryKey = registryKey;
      EmbeddedBroker.shared.set(registryKey, broker);
    }
    return broker;
  }

  readonly defaultPartitions: number;
  private readonly logger = new Logger(EmbeddedBroker.name);
  private readonly storage: BrokerStorage;
  private readonly topics: Map<string, BusMessage[][]>;
  private readonly committedOffsets: Map<string, Map<string, number>>;
  private readonly groups = new Map<string, ConsumerGroup>();
  private readonly busyWorkers = new Set<PartitionWorker>();
  private idleWaiters: Array<() => void> = [];
  private readonly closing = new AbortController();
  private registryKey: string | undefined;

  constructor(options: EmbeddedBrokerOptions = {}) {
    this.defaultPartitions = options.partitions ?? DEFAULT_PARTITIONS;
    if (!Number.isInteger(this.defaultPartitions) || this.defaultPartitions < 1) {
      throw new Error(`partitions must be a positive integer, got ${options.partitions}`);
    }
    this.storage = options.dataDir ? new FileStorage(options.dataDir) : new MemoryStorage();
    try {
      this.topics = this.storage.loadTopics();
      this.committedOffsets = this.storage.loadOffsets();
    } catch (error) {
      this.storage.close();
      throw error;
    }
  }

  get closed(): boolean {
    return this.closing.signal.aborted;
  }

  /** Creates the topic if needed and returns its partition count (an existing topic keeps its count). */
  ensureTopic(topic: string, partitions: number = this.defaultPartitions): number {
    return this.topicPartitions(topic, partitions).length;
  }

  /**
   * Appends a message to partition hash(key) % partitions of the topic. When this returns, the message
   * is written (to the log file, in durable mode) and every subscribed group will get it.
   */
  publish(topic: string, record: PublishRecord, options: { partitions?: number } = {}): PublishedPosition {
    this.assertOpen();
    const partitions = this.topicPartitions(topic, options.partitions ?? this.defaultPartitions);
    const partition = partitionForKey(record.key, partitions.length);
    const log = partitions[partition];
    const message: BusMessage = {
      topic,
      partition,
      offset: log.length,
      key: record.key,
      value: record.value,
      headers: { ...record.headers },
      timestamp: Date.now(),
    };
    this.storage.append(message);
    log.push(message);
    for (const group of this.groups.values()) group.worker(topic, partition)?.kick();
    return { topic, partition, offset: message.offset };
  }

  /** Every message of a topic (e.g. a dead-letter topic), oldest first. */
  readTopic(topic: string): BusMessage[] {
    const partitions = this.topics.get(topic) ?? [];
    return partitions.flat().sort((a, b) => a.timestamp - b.timestamp || a.partition - b.partition || a.offset - b.offset);
  }

  /** Names of the known topics. */
  listTopics(): string[] {
    return [...this.topics.keys()].sort();
  }

  /** Partition count of a topic, or undefined when it does not exist (asking never creates it). */
  partitionCount(topic: string): number | undefined {
    return this.topics.get(topic)?.length;
  }

  /** Groups with members now, and durable groups with committed offsets on record. */
  listGroups(): string[] {
    return [...new Set([...this.groups.keys(), ...this.committedOffsets.keys()])].sort();
  }

  /** A group's members and, per partition it has consumed, its committed offset against the log end. */
  describeGroup(groupId: string): GroupDescription {
    const committed = this.groups.get(groupId)?.ephemeralOffsets ?? this.committedOffsets.get(groupId) ?? new Map<string, number>();
    const partitions: PartitionState[] = [];
    for (const key of committed.keys()) {
      const slash = key.lastIndexOf('/');
      const topic = key.slice(0, slash);
      const partition = Number(key.slice(slash + 1));
      partitions.push({
        topic,
        partition,
        committed: committed.get(key) ?? 0,
        end: this.topics.get(topic)?.[partition]?.length ?? 0,
      });
    }
    return { groupId, members: this.groups.get(groupId)?.memberCount ?? 0, partitions };
  }

  /**
   * Joins `groupId` as a member consuming `topics`. The group's partitions of each topic are spread
   * over its members; a group that never committed starts from the earliest offset.
   */
  joinGroup(groupId: string, options: JoinGroupOptions): GroupMembership {
    this.assertOpen();
    assertLegalName('group', groupId);
    const ephemeral = options.ephemeral ?? false;
    let group = this.groups.get(groupId);
    if (group && group.ephemeral !== ephemeral) {
      throw new Error(`Group "${groupId}" is ${group.ephemeral ? '' : 'not '}ephemeral; all its members must agree`);
    }
    if (ephemeral && this.committedOffsets.has(groupId)) {
      throw new Error(`Group "${groupId}" has durable offsets and cannot be joined as an ephemeral group`);
    }
    for (const topic of options.topics) this.ensureTopic(topic, options.partitions ?? this.defaultPartitions);
    if (!group) this.groups.set(groupId, (group = new ConsumerGroup(groupId, this, ephemeral)));
    const member = group.join(new Set(options.topics), options.handle);
    return {
      groupId,
      leave: async () => {
        await group.leave(member);
        if (group.memberCount === 0 && this.groups.get(groupId) === group) this.groups.delete(groupId);
      },
    };
  }

  /** Resolves once no group has a message it could process: everything published so far is handled. */
  whenIdle(): Promise<void> {
    if (this.busyWorkers.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Stops delivering (a handler running now finishes, retries are abandoned and its message stays
   * uncommitted), then releases the data folder. The shared instance is forgotten, so
   * `forDataDir` opens the folder afresh afterwards.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closing.abort();
    await Promise.allSettled([...this.busyWorkers].map((worker) => worker.running));
    this.groups.clear();
    this.storage.close();
    if (this.registryKey !== undefined && EmbeddedBroker.shared.get(this.registryKey) === this) {
      EmbeddedBroker.shared.delete(this.registryKey);
    }
    this.releaseIdleWaiters();
  }

  /** @internal */
  get closeSignal(): AbortSignal {
    return this.closing.signal;
  }

  /** @internal */
  partitionLog(topic: string, partition: number): BusMessage[] {
    return this.topics.get(topic)?.[partition] ?? [];
  }

  /** @internal */
  committedOffset(group: ConsumerGroup, topic: string, partition: number): number {
    const committed = group.ephemeralOffsets ?? this.committedOffsets.get(group.id);
    return committed?.get(offsetKey(topic, partition)) ?? 0;
  }

  /** @internal */
  commit(group: ConsumerGroup, topic: string, partition: number, offset: number): void {
    // An ephemeral group's offsets live and die with the group object: nothing reaches the storage.
    if (group.ephemeralOffsets) {
      group.ephemeralOffsets.set(offsetKey(topic, partition), offset);
      return;
    }
    this.storage.commit(group.id, topic, partition, offset);
    let committed = this.committedOffsets.get(group.id);
    if (!committed) this.committedOffsets.set(group.id, (committed = new Map()));
    committed.set(offsetKey(topic, partition), offset);
  }

  /** @internal */
  workerBusy(worker: PartitionWorker, busy: boolean): void {
    if (busy) {
      this.busyWorkers.add(worker);
      return;
    }
    this.busyWorkers.delete(worker);
    if (this.busyWorkers.size === 0) this.releaseIdleWaiters();
  }

  /** @internal */
  get log(): Logger {
    return this.logger;
  }

  private releaseIdleWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private topicPartitions(topic: string, partitions: number): BusMessage[][] {
    let existing = this.topics.get(topic);
    if (!existing) {
      this.assertOpen();
      assertLegalName('topic', topic);
      if (!Number.isInteger(partitions) || partitions < 1) {
        throw new Error(`partitions must be a positive integer, got ${partitions}`);
      }
      this.storage.createTopic(topic, partitions);
      existing = Array.from({ length: partitions }, (): BusMessage[] => []);
      this.topics.set(topic, existing);
    }
    return existing;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The embedded event broker is closed');
  }
}

class GroupMember {
  readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly topics: Set<string>,
    private readonly sink: MessageSink,
    brokerClosing: AbortSignal,
  ) {
    this.signal = AbortSignal.any([this.stopping.signal, brokerClosing]);
  }

  readonly signal: AbortSignal;

  deliver(message: BusMessage): Promise<void> {
    const delivery = this.sink(message, this.signal);
    const tracked = delivery.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(tracked);
    void tracked.then(() => this.inFlight.delete(tracked));
    return delivery;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.inFlight);
  }
}

class ConsumerGroup {
  private members: GroupMember[] = [];
  private readonly workers = new Map<string, PartitionWorker>();
  /** Committed offsets of an ephemeral group ("topic/partition" -> next offset); null for a durable group. */
  readonly ephemeralOffsets: Map<string, number> | null;

  constructor(
    readonly id: string,
    private readonly broker: EmbeddedBroker,
    readonly ephemeral: boolean,
  ) {
    this.ephemeralOffsets = ephemeral ? new Map() : null;
  }

  get memberCount(): number {
    return this.members.length;
  }

  join(topics: Set<string>, sink: MessageSink): GroupMember {
    const member = new GroupMember(topics, sink, this.broker.closeSignal);
    this.members.push(member);
    for (const topic of topics) {
      const partitions = this.broker.ensureTopic(topic);
      for (let partition = 0; partition < partitions; partition++) {
        const key = offsetKey(topic, partition);
        let worker = this.workers.get(key);
        if (!worker) this.workers.set(key, (worker = new PartitionWorker(this, this.broker, topic, partition)));
        worker.kick();
      }
    }
    return member;
  }

  async leave(member: GroupMember): Promise<void> {
    this.members = this.members.filter((candidate) => candidate !== member);
    await member.stop();
    // Partitions the member held move to the remaining members.
    for (const worker of this.workers.values()) worker.kick();
  }

  worker(topic: string, partition: number): PartitionWorker | undefined {
    return this.workers.get(offsetKey(topic, partition));
  }

  /** Round-robin assignment over the members subscribed to the topic, in join order. */
  memberFor(topic: string, partition: number): GroupMember | undefined {
    const eligible = this.members.filter((member) => member.topics.has(topic));
    return eligible.length === 0 ? undefined : eligible[partition % eligible.length];
  }
}

/**
 * Feeds one partition to one group, one message at a time: the next message is taken only after the
 * handler's promise settled and the offset was committed. Runs while there is work and a member to do it.
 */
class PartitionWorker {
  running: Promise<void> = Promise.resolve();
  private active = false;
  private next: number;

  constructor(
    private readonly group: ConsumerGroup,
    private readonly broker: EmbeddedBroker,
    private readonly topic: string,
    private readonly partition: number,
  ) {
    this.next = broker.committedOffset(group, topic, partition);
  }

  kick(): void {
    if (this.active || this.broker.closed) return;
    this.active = true;
    this.broker.workerBusy(this, true);
    this.running = this.run();
  }

  private async run(): Promise<void> {
    try {
      const log = this.broker.partitionLog(this.topic, this.partition);
      while (!this.broker.closed && this.next < log.length) {
        const member = this.group.memberFor(this.topic, this.partition);
        if (!member) break;
        try {
          await member.deliver(log[this.next]);
        } catch (error) {
          if (member.signal.aborted) continue; // the member left: offer the message to whoever holds the partition now
          this.broker.log.error(
            `${this.group.id}: ${this.topic}[${this.partition}]@${this.next} not committed, offering it again: ` + (error as Error).message,
          );
          await pause(REDELIVERY_PAUSE_MS, this.broker.closeSignal);
          continue;
        }
        // Committed even while closing: storage stays open until every worker has returned.
        this.next += 1;
        this.broker.commit(this.group, this.topic, this.partition, this.next);
      }
    } finally {
      // No await between the loop's last check and here, so a kick in between cannot be lost.
      this.active = false;
      this.broker.workerBusy(this, false);
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
