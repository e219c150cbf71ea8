import { chooseAdapters } from '../config/adapters';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './delivery';
import { EmbeddedBroker } from './embedded/broker';
import { DEFAULT_PARTITIONS } from './partitioning';

export interface EventBusOptions {
  /** The service name: Kafka client id and consumer group id. */
  service: string;
  /** Kafka bootstrap brokers; the embedded bus is used when absent or empty. */
  kafkaBrokers?: string[];
  /** Embedded bus only: keep logs and offsets under `<dataDir>/bus/` (in memory when absent). */
  dataDir?: string;
  /** Partition count for topics this service creates (default 4). */
  partitions?: number;
  /** Retries after a handler's first failure before the message is dead-lettered (default 3). */
  maxRetries?: number;
  /** Wait before the first retry, doubling on each further one (default 100 ms, at most 2 s). */
  retryBackoffMs?: number;
  /** Embedded bus only: use this broker instead of the process-wide one for `dataDir` (tests). */
  broker?: EmbeddedBroker;
}

export type ResolvedEventBus =
  | { kind: 'kafka'; service: string; brokers: string[]; partitions: number; retry: RetryPolicy }
  | { kind: 'embedded'; service: string; broker: EmbeddedBroker; partitions: number; retry: RetryPolicy };

/** Applies the defaults and picks the transport (`chooseAdapters`). */
export function resolveEventBus(options: EventBusOptions): ResolvedEventBus {
  if (!options.service) throw new Error('EventBusOptions.service is required');
  const partitions = options.partitions ?? DEFAULT_PARTITIONS;
  const retry: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    ...(options.maxRetries !== undefined && { maxRetries: options.maxRetries }),
    ...(options.retryBackoffMs !== undefined && { backoffMs: options.retryBackoffMs }),
  };
  if (!Number.isInteger(retry.maxRetries) || retry.maxRetries < 0) {
    throw new Error(`maxRetries must be a non-negative integer, got ${options.maxRetries}`);
  }
  if (chooseAdapters(options).eventBus === 'kafka') {
    // Chosen only when brokers are given.
    return { kind: 'kafka', service: options.service, brokers: options.kafkaBrokers as string[], partitions, retry };
  }
  const broker = options.broker ?? EmbeddedBroker.forDataDir(options.dataDir, { partitions });
  return { kind: 'embedded', service: options.service, broker, partitions, retry };
}
