import { CONCURRENT_CHANGE_MESSAGE, ConflictError } from '../http/domain-errors';

/** What an attempt of `retryOnConflict` answers when another writer changed the record first. */
export const LOST_RACE: unique symbol = Symbol('lost race');

export interface RetryOnConflictOptions<T> {
  /** Milliseconds to wait after attempt `attempt` (from 0) lost, before the next one: spreads contenders out. */
  backoffMs?: (attempt: number) => number;
  /** What the call ends in when every attempt lost; by default a ConflictError (409) with CONCURRENT_CHANGE_MESSAGE. */
  onExhausted?: () => T | Promise<T>;
}

/**
 * Optimistic concurrency: runs `work` (read, decide, write on the condition of what was read) until an attempt
 * answers something other than LOST_RACE, at most `attempts` times. An error thrown by `work` ends the call.
 */
export async function retryOnConflict<T>(
  attempts: number,
  work: (attempt: number) => Promise<T | typeof LOST_RACE>,
  options: RetryOnConflictOptions<T> = {},
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const outcome = await work(attempt);
    if (outcome !== LOST_RACE) return outcome;
    const pause = attempt + 1 < attempts ? (options.backoffMs?.(attempt) ?? 0) : 0;
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  if (options.onExhausted) return options.onExhausted();
  throw new ConflictError(CONCURRENT_CHANGE_MESSAGE);
}
