import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { IntegrationEvent } from '@solar/contracts';
import { Schema, type Model } from 'mongoose';
import { createIntegrationEvent, EventPublisher, type PublishOptions } from '../event-bus';

/**
 * Transactional outbox without multi-document transactions: the events announcing a change are written into
 * the changed document itself (`_outbox`), in the same single-document write, which is atomic on MongoDB and
 * on the embedded store alike. A relay then publishes them in order and pulls them out. A crash between
 * publish and pull re-publishes the same event id, which idempotent consumers ignore.
 */
export interface OutboxEntry {
  id: string;
  envelope: IntegrationEvent;
}

/** Adds the hidden `_outbox` array to an aggregate's schema. */
export function outboxPlugin(schema: Schema): void {
  schema.add({ _outbox: { type: [{ _id: false, id: String, envelope: Schema.Types.Mixed }], select: false, default: undefined } });
  schema.index({ '_outbox.id': 1 }, { sparse: true });
}

/** How long the relay waits before trying again after the bus refused an event. */
export const OUTBOX_RETRY_MS = 2000;

@Injectable()
export class Outbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(Outbox.name);
  private readonly models = new Set<Model<any>>();
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly publisher: EventPublisher) {}

  /** Builds an event for an aggregate; put it in the write with `pushEvents` or `withEvents`. */
  event<T>(type: string, key: string, data: T, options?: PublishOptions): OutboxEntry {
    const envelope = createIntegrationEvent(type, key, data, options);
    return { id: envelope.id, envelope: envelope as IntegrationEvent };
  }

  /** The `$push` part of an update that stores events with the change. */
  pushEvents(...entries: OutboxEntry[]): { $push: { _outbox: { $each: OutboxEntry[] } } } {
    return { $push: { _outbox: { $each: entries } } };
  }

  /** An update with the events added to its own `$push` (spreading pushEvents would replace that `$push`). */
  withEvents<U extends { $push?: Record<string, unknown> }>(update: U, ...entries: OutboxEntry[]): U & { $push: Record<string, unknown> } {
    return { ...update, $push: { ...(update.$push ?? {}), ...this.pushEvents(...entries).$push } };
  }

  /** Registers a model whose documents may carry events, so the relay sweeps it. */
  register(model: Model<any>): void {
    this.models.add(model);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Events written before a crash or a stop are still in their documents: publish them now.
    await this.flush();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  /** Publishes every pending event; concurrent calls coalesce into one more sweep. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (const model of this.models) await this.sweep(model);
        } while (this.again && !this.closed);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, OUTBOX_RETRY_MS);
    this.retryTimer.unref();
  }

  private async sweep(model: Model<any>): Promise<void> {
    // Only documents with a pending event; on MongoDB the sparse `_outbox.id` index answers this.
    const pending = await model
      .find({ '_outbox.id': { $exists: true } })
      .select('_outbox')
      .lean<{ _id: unknown; _outbox: OutboxEntry[] }[]>();
    for (const doc of pending) {
      for (const entry of doc._outbox) {
        if (this.closed) return;
        try {
          await this.publisher.publishEnvelope(entry.envelope);
        } catch (error) {
          // Leave it in place, later events of this aggregate wait behind it, and try again shortly.
          this.logger.warn(`publishing ${entry.envelope.type} ${entry.id} failed: ${(error as Error).message}`);
          this.scheduleRetry();
          break;
        }
        await model.updateOne({ _id: doc._id }, { $pull: { _outbox: { id: entry.id } } });
      }
    }
  }
}
