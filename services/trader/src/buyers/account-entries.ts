import { BusinessRuleError, isDuplicateKeyError } from '@solar/platform';
import type { Model, UpdateQuery } from 'mongoose';

/** How many entries one account may keep, and the refusal past it (422). */
export interface AccountCap {
  max: number;
  message: string;
}

/**
 * Writes an account's entry, one per `key` (which names the account's `owner_id`; a unique index holds it), by an
 * upsert with `update`, unless a new entry would take the account past `cap.max`. Counted before the write and
 * again after it, a new entry over the cap taken back: parallel writes may all be refused at the edge, but never
 * leave more than the cap. Answers the entry as written.
 */
export async function keepAccountEntry<T>(model: Model<T>, key: { owner_id: string }, update: UpdateQuery<T>, cap: AccountCap): Promise<T> {
  const isNew = (await model.exists(key)) === null;
  const count = () => model.countDocuments({ owner_id: key.owner_id });
  if (isNew && (await count()) >= cap.max) throw new BusinessRuleError(cap.message);
  const upsert = () => model.findOneAndUpdate(key, update, { upsert: true, returnDocument: 'after' }).orFail().lean<T>();
  let written: T;
  try {
    written = await upsert();
  } catch (error) {
    // Two writes raced to insert it: the other one's entry is there now, and this one updates it.
    if (!isDuplicateKeyError(error)) throw error;
    written = await upsert();
  }
  if (isNew && (await count()) > cap.max) {
    await model.deleteOne(key);
    throw new BusinessRuleError(cap.message);
  }
  return written;
}
