import type { LoggerService } from '@nestjs/common';
import type { MessageHandler } from '@nestjs/microservices';
import { deadLetterTopic } from '@solar/contracts';
import { isObservable, lastValueFrom } from 'rxjs';

/**
 * Delivery rules shared by both transports: the embedded server and the Kafka server both hand every
 * event message to `deliverWithRetry`, so retries and dead-lettering behave identically on both.
 */

/** How often a failing handler is retried before its message is dead-lettered. */
export interface RetryPolicy {
  /** Retries after the first attempt, so a message is handled at most `maxRetries + 1` times. */
  maxRetries: number;
  /** Wait before the first retry; doubles on each further retry. */
  backoffMs: number;
  /** Upper bound for one wait. */
  maxBackoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, backoffMs: 100, maxBackoffMs: 2000 };

/** One message as a consumer sees it, whichever transport carried it. */
export interface BusMessage {
  topic: string;
  partition: number;
  offset: number;
  key: string;
  /** The serialized envelope (JSON). */
  value: string;
  headers: Record<string, string>;
  /** Milliseconds since the epoch, when the message was appended. */
  timestamp: number;
}

/** A message bound for a topic: what a producer hands to either transport. */
export interface OutgoingRecord {
  topic: string;
  key: string;
  value: string;
  headers: Record<string, string>;
}

/** Headers a dead-lettered message carries next to its unchanged key and value. */
export const DEAD_LETTER_HEADERS = {
  error: 'x-dead-letter-error',
  attempts: 'x-dead-letter-attempts',
  topic: 'x-dead-letter-topic',
  partition: 'x-dead-letter-partition',
  offset: 'x-dead-letter-offset',
  group: 'x-dead-letter-group',
} as const;

/** Thrown when delivery stops because the consumer is shutting down: the message must not be committed. */
export class DeliveryAbortedError extends Error {
  constructor(readonly lastError?: unknown) {
    super('Delivery aborted because the consumer is stopping');
    this.name = 'DeliveryAbortedError';
  }
}

export interface DeliveryHooks {
  /** Consumer group (service) on whose behalf the message is handled; recorded on dead letters. */
  group: string;
  /** Publishes the dead letter; the message counts as handled once this resolves. */
  deadLetter(record: OutgoingRecord): Promise<unknown>;
  /** Aborted when the consumer stops: remaining retries are abandoned and the message stays uncommitted. */
  signal?: AbortSignal;
  /** Called before each retry (Kafka uses it to heartbeat during long backoffs). */
  beforeRetry?(): Promise<void>;
  logger?: Pick<LoggerService, 'warn' | 'error'>;
}

export type DeliveryOutcome = { status: 'handled'; attempts: number } | { status: 'dead-lettered'; attempts: number };

/**
 * Runs `attempt` until it succeeds or the retries are spent, then dead-letters the message.
 * Resolves once the message may be committed; rejects (DeliveryAbortedError, or the dead-letter
 * publish failure) when it must not be.
 */
export async function deliverWithRetry(attempt: () => Promise<void>, message: BusMessage, policy: RetryPolicy, hooks: DeliveryHooks): Promise<DeliveryOutcome> {
  let lastError: unknown;
  for (let attempts = 1; attempts <= policy.maxRetries + 1; attempts++) {
    if (attempts > 1) {
      await abortableDelay(retryDelay(policy, attempts - 1), hooks.signal);
      if (hooks.signal?.aborted) throw new DeliveryAbortedError(lastError);
      await hooks.beforeRetry?.();
    }
    try {
      await attempt();
      return { status: 'handled', attempts };
    } catch (error) {
      lastError = error;
      if (hooks.signal?.aborted) throw new DeliveryAbortedError(error);
      hooks.logger?.warn(`${hooks.group}: attempt ${attempts} for ${describeMessage(message)} failed: ${describeError(error)}`);
    }
  }
  const attempts = policy.maxRetries + 1;
  await hooks.deadLetter(deadLetterRecord(message, lastError, attempts, hooks.group));
  hooks.logger?.error(`${hooks.group}: ${describeMessage(message)} dead-lettered after ${attempts} attempts`);
  return { status: 'dead-lettered', attempts };
}

/** The dead letter for a message: same key and value, the failure described in headers. */
export function deadLetterRecord(message: BusMessage, error: unknown, attempts: number, group: string): OutgoingRecord {
  return {
    topic: deadLetterTopic(message.topic),
    key: message.key,
    value: message.value,
    headers: {
      ...message.headers,
      [DEAD_LETTER_HEADERS.error]: describeError(error),
      [DEAD_LETTER_HEADERS.attempts]: String(attempts),
      [DEAD_LETTER_HEADERS.topic]: message.topic,
      [DEAD_LETTER_HEADERS.partition]: String(message.partition),
      [DEAD_LETTER_HEADERS.offset]: String(message.offset),
      [DEAD_LETTER_HEADERS.group]: group,
    },
  };
}

/**
 * Calls a handler Nest registered for an event pattern and settles when it is done. Nest turns a
 * thrown error into an erroring observable (through the RPC exception filters) and joins several
 * handlers of one pattern into one observable, so the observable must be drained to see the outcome.
 */
export async function runEventHandler(handler: MessageHandler, data: unknown, context: unknown): Promise<void> {
  const result: unknown = await handler(data, context);
  if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
}

/**
 * A readable reason. Nest's RPC exception filter replaces errors other than RpcException by
 * `{ status: 'error', message: 'Internal server error' }` (after logging the original).
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function retryDelay(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.backoffMs * 2 ** (retry - 1), policy.maxBackoffMs);
}

function describeMessage(message: BusMessage): string {
  return `${message.topic}[${message.partition}]@${message.offset} (key ${message.key})`;
}

function abortableDelay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
