import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { IntegrationEvent, PayloadOfTopic } from '@solar/contracts';
import { Schema, type Connection, type HydratedDocument, type Model, type Query } from 'mongoose';
import { createIntegrationEvent, EventPublisher, type PublishOptions } from '../event-bus';
import { CoalescedRun } from './coalesced-run';

/**
 * Transactional outbox without multi-document transactions: the events announcing a change are written into
 * the changed document itself (`_outbox`), in the same single-document write, which is atomic on MongoDB and
 * on the embedded store alike. A relay then publishes them in order and pulls them out. A crash between
 * publish and pull re-publishes the same event id, which idempotent consumers ignore.
 *
 * Nothing in a service tells the relay about a model or a write. `outboxPlugin` gives a schema its `_outbox`
 * field and, with it, post-write hooks that wake the relay of the model's connection; the relay sweeps every
 * model of its connection that has the field. A schema without the plugin cannot store events at all (mongoose
 * drops the unknown `_outbox` path), so storing events and relaying them cannot come apart. A unit-of-work API
 * was the alternative, but the events already travel inside the one write that matters, and the writes are as
 * varied as create, updateOne with upsert, findOneAndUpdate and an update part spread into another service's
 * write (session raises): wrapping each of those would be one more call to forget, a schema hook is not.
 * Hooks are mongoose's, so they run the same on MongoDB and on the embedded store (a mongoose driver).
 */
export interface OutboxEntry {
  id: string;
  envelope: IntegrationEvent;
}

/** The field of an aggregate document that holds its events until the relay has published them. */
export const OUTBOX_FIELD = '_outbox';

/** What the post-write hooks emit on the model's connection; the connection's Outbox listens. */
const EVENTS_WRITTEN = Symbol('outbox events written');

/** Update operators that can add events (the relay's own `$pull` is not one of them). */
const ADDING_OPERATORS = ['$push', '$addToSet', '$set', '$setOnInsert'] as const;

/** Adds the hidden `_outbox` array to an aggregate's schema, and the hooks that wake the relay after a write. */
export function outboxPlugin(schema: Schema): void {
  schema.add({ [OUTBOX_FIELD]: { type: [{ _id: false, id: String, envelope: Schema.Types.Mixed }], select: false, default: undefined } });
  schema.index({ [`${OUTBOX_FIELD}.id`]: 1 }, { sparse: true });

  schema.post('save', function (this: HydratedDocument<unknown>) {
    if (hasEvents(this)) this.db.emit(EVENTS_WRITTEN);
  });
  schema.post('insertMany', function (this: Model<unknown>, docs: unknown) {
    if ((docs as unknown[]).some(hasEvents)) this.db.emit(EVENTS_WRITTEN);
  });
  // bulkWrite's operations are not handed to its post hook: any bulk write may have carried events.
  schema.post('bulkWrite', function (this: Model<unknown>) {
    this.db.emit(EVENTS_WRITTEN);
  });
  schema.post(['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace'], function (this: Query<unknown, unknown>, result: unknown) {
    if (updateAddsEvents(this.getUpdate() as Record<string, unknown> | null) && !nothingWritten(this, result)) this.model.db.emit(EVENTS_WRITTEN);
  });
}

/** Whether a written document (a mongoose document, or a plain object from `insertMany` with `lean`) holds events. */
function hasEvents(doc: unknown): boolean {
  const events =
    typeof (doc as HydratedDocument<unknown>).get === 'function'
      ? (doc as HydratedDocument<unknown>).get(OUTBOX_FIELD)
      : (doc as Record<string, unknown>)[OUTBOX_FIELD];
  return Array.isArray(events) && events.length > 0;
}

function updateAddsEvents(update: Record<string, unknown> | null): boolean {
  if (!update) return false;
  if (OUTBOX_FIELD in update) return true; // a replacement, or a field mongoose has not wrapped in $set
  return ADDING_OPERATORS.some((operator) => OUTBOX_FIELD in ((update[operator] as object | undefined) ?? {}));
}

/**
 * Only when the result says so for certain: a missed wake-up would leave the events until the next write or
 * start, a needless one costs a sweep.
 */
function nothingWritten(query: Query<unknown, unknown>, result: unknown): boolean {
  if (result === null) return !query.getOptions().upsert; // findOneAndUpdate that matched nothing
  const counts = result as { modifiedCount?: unknown; upsertedCount?: unknown };
  return typeof counts.modifiedCount === 'number' && counts.modifiedCount === 0 && counts.upsertedCount === 0;
}

/** How long the relay waits before trying again after the bus refused an event. */
export const OUTBOX_RETRY_MS = 2000;

@Injectable()
export class Outbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(Outbox.name);
  private readonly relay = new CoalescedRun(
    async () => {
      for (const model of this.outboxModels()) await this.sweep(model);
    },
    () => this.closed,
  );
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Runs after every write that stored events, and after a refused publish. */
  private readonly relayPending = () => {
    if (this.closed) return;
    this.flush().catch((error: Error) => this.logger.warn(`relaying events failed: ${error.message}`));
  };

  constructor(
    private readonly publisher: EventPublisher,
    @InjectConnection() private readonly connection: Connection,
  ) {
    connection.on(EVENTS_WRITTEN, this.relayPending);
  }

  /**
   * Builds an event for an aggregate; put it in the write with `pushEvents` or `withEvents`. For a declared
   * integration event (`EVENTS.x.y`) `data` must be its declared payload.
   */
  event<N extends string>(type: N, key: string, data: PayloadOfTopic<N>, options?: PublishOptions): OutboxEntry {
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

  async onApplicationBootstrap(): Promise<void> {
    // Events written before a crash or a stop are still in their documents: publish them now.
    await this.flush();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.connection.off(EVENTS_WRITTEN, this.relayPending);
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  /**
   * Publishes every pending event; concurrent calls coalesce into one more sweep. Writes call it through the
   * plugin's hooks; call it directly only to wait for the relay (tests).
   */
  flush(): Promise<void> {
    return this.relay.run();
  }

  /** Every model of this service's connection whose schema has the outbox field (see outboxPlugin). */
  private outboxModels(): Model<any>[] {
    return Object.values(this.connection.models).filter((model) => model.schema.path(OUTBOX_FIELD) !== undefined);
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.relayPending();
    }, OUTBOX_RETRY_MS);
    this.retryTimer.unref();
  }

  private async sweep(model: Model<any>): Promise<void> {
    // Only documents with a pending event; on MongoDB the sparse `_outbox.id` index answers this.
    const pending = await model
      .find({ [`${OUTBOX_FIELD}.id`]: { $exists: true } })
      .select(OUTBOX_FIELD)
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
        // Bookkeeping, not a change of the aggregate: its `updated_at` stays the time of its last change (lists
        // and queues sort by it, and a relay running late must not move an aggregate behind later ones).
        await model.updateOne({ _id: doc._id }, { $pull: { [OUTBOX_FIELD]: { id: entry.id } } }, { timestamps: false });
      }
    }
  }
}
