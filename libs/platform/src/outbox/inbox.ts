import { Injectable } from '@nestjs/common';
import type { IntegrationEvent } from '@solar/contracts';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../document-store';

/**
 * An effect made idempotent by its own writes: each is conditional on the state it changes and changes it in
 * the same write (a revision applied only when newer, a state machine's step taken only from the state before
 * it, a list of the orders already applied), so a redelivered event finds nothing left to do and a crash
 * anywhere leaves nothing half-recorded.
 */
export interface IdempotentEffect<T> {
  /** The state that makes it so, named for the reader (e.g. 'the item revision'). */
  idempotentBy: string;
  apply: () => Promise<T>;
}

/** An effect that is one new document whose `_id` is the event id: inserting it is applying the event. */
export interface InsertKeyedByEvent {
  insertInto: Model<any>;
  /** The document without its `_id`, which is the event id. */
  document: Record<string, unknown>;
}

/**
 * Idempotent consumers: the bus delivers at least once, so a consumer applies each event's effect at most
 * once. Effect and record are never two writes (a record written after the effect lets a crash in between
 * apply the effect again; one written before loses the effect): either the effect is one insert keyed by the
 * event id, a duplicate key meaning it was applied before, or the effect's own conditional write records what
 * it applied (IdempotentEffect). An effect outside the store, such as a mail, is first written as such a
 * document and carried out from there (MailOutbox).
 */
@Injectable()
export class Inbox {
  /** Inserts the effect's document under the event id; answers false when an earlier delivery inserted it. */
  applyOnce(event: IntegrationEvent, effect: InsertKeyedByEvent): Promise<boolean>;
  /** Applies an effect that is idempotent by its own conditional writes. */
  applyOnce<T>(event: IntegrationEvent, effect: IdempotentEffect<T>): Promise<T>;
  async applyOnce<T>(event: IntegrationEvent, effect: InsertKeyedByEvent | IdempotentEffect<T>): Promise<boolean | T> {
    if ('apply' in effect) return effect.apply();
    try {
      await effect.insertInto.create({ ...effect.document, _id: event.id });
      return true;
    } catch (error) {
      // Only a duplicate of this id means "applied before"; another unique index refusing is a real failure.
      if (isDuplicateKeyError(error) && (await effect.insertInto.exists({ _id: event.id }))) return false;
      throw error;
    }
  }
}
