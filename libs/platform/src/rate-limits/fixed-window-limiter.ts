import type { Response } from 'express';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../document-store/duplicate-key';
import { TooManyRequestsError } from '../http/domain-errors';
import type { RateLimitWindow } from './rate-limit-window.schema';

/** So many requests per key within each window of so many seconds. */
export interface WindowPolicy {
  points: number;
  windowSeconds: number;
}

/** What one `admit` decided. */
export interface Admission {
  /** 0 when admitted; else the milliseconds until the window ends (at least 1): the Retry-After. */
  retryAfterMs: number;
  /** Gives an admitted request back to the window it was counted in (once; nothing when it was refused). */
  giveBack(): Promise<void>;
}

/** A key's use of the current window. */
export interface WindowUse {
  /** Requests counted in the window so far. */
  count: number;
  /** Milliseconds until the window ends. */
  endsInMs: number;
}

/**
 * A fixed-window counter per key, kept in the service's own document store (`rate_limit_windows`), so every
 * instance of the service counts into the same windows: the embedded store on one machine, MongoDB when
 * scaled out. Windows are aligned to multiples of their length (an hour's window starts on the hour), so
 * instances agree on the window without talking to each other.
 *
 * Counting is one atomic upsert (`findOneAndUpdate` with `$inc` and `$setOnInsert`) that answers the count
 * after the increment, compared with the limit afterwards: however many requests arrive in parallel, on
 * however many instances, each sees a different count and at most `points` see one within the limit. A
 * refused request takes its increment back, so the count is what was admitted. When two instances insert a
 * window's first document at the same moment, the loser's E11000 is retried once (the document then exists).
 *
 * Like every fixed window, it admits up to `points` at the end of one window and `points` again at the start
 * of the next.
 */
export class FixedWindowLimiter {
  private readonly windowMs: number;
  private indexes: Promise<unknown> | null = null;

  constructor(
    private readonly windows: Model<RateLimitWindow>,
    /** Names the limiter in the store: instances of a service using the same name share its counts. */
    readonly name: string,
    readonly policy: WindowPolicy,
    private readonly now: () => number = Date.now,
  ) {
    if (!/^[A-Za-z0-9_.-]+$/.test(name)) throw new Error(`Invalid rate limiter name "${name}": letters, digits, '.', '_' and '-' only.`);
    if (!Number.isInteger(policy.points) || policy.points < 1) throw new Error(`Rate limiter ${name}: points must be a whole number of at least 1.`);
    if (!(policy.windowSeconds > 0)) throw new Error(`Rate limiter ${name}: windowSeconds must be above 0.`);
    this.windowMs = Math.round(policy.windowSeconds * 1000);
  }

  /** Counts one request of `key`: 0 when admitted, else the milliseconds until the window ends (Retry-After). */
  async take(key: string): Promise<number> {
    return (await this.admit(key)).retryAfterMs;
  }

  /** Gives one request of `key` back to the current window (a request that turned out not to count). */
  async giveBack(key: string): Promise<void> {
    await this.decrement(this.windowOf(key, this.now()).filter);
  }

  /** As `take`, with a `giveBack` bound to the window the request was counted in. */
  async admit(key: string): Promise<Admission> {
    const now = this.now();
    const { filter, endsAt } = this.windowOf(key, now);
    const count = await this.increment(filter, endsAt);
    if (count <= this.policy.points) {
      let given = false;
      return {
        retryAfterMs: 0,
        giveBack: async () => {
          if (given) return;
          given = true;
          await this.decrement(filter);
        },
      };
    }
    await this.decrement(filter); // refused: it counts nothing
    return { retryAfterMs: Math.max(1, endsAt - now), giveBack: async () => {} };
  }

  /** How many requests the key's current window has counted (a read: counts nothing). */
  async used(key: string): Promise<WindowUse> {
    const now = this.now();
    const { filter, endsAt } = this.windowOf(key, now);
    const window = await this.windows.findOne(filter, { _id: 0, count: 1 }).lean<{ count?: number }>();
    return { count: window?.count ?? 0, endsInMs: Math.max(1, endsAt - now) };
  }

  /** Forgets everything the key has counted. */
  async reset(key: string): Promise<void> {
    await this.windows.deleteMany({ key: this.storeKey(key) });
  }

  private windowOf(key: string, now: number) {
    const start = now - (now % this.windowMs);
    return { filter: { key: this.storeKey(key), window_start: new Date(start) }, endsAt: start + this.windowMs };
  }

  private storeKey(key: string): string {
    return `${this.name}:${key}`;
  }

  private async increment(filter: { key: string; window_start: Date }, endsAt: number): Promise<number> {
    // The unique index must exist before the first upsert, or parallel first requests could make two windows.
    await (this.indexes ??= this.windows.init());
    for (let attempt = 1; ; attempt++) {
      try {
        const window = await this.windows
          .findOneAndUpdate(
            filter,
            { $inc: { count: 1 }, $setOnInsert: { expires_at: new Date(endsAt) } },
            { upsert: true, returnDocument: 'after', projection: { _id: 0, count: 1 } },
          )
          .lean<{ count: number }>();
        if (!window) throw new Error(`Rate limiter ${this.name}: the upsert returned no window`);
        return window.count;
      } catch (error) {
        // Another instance inserted this window's document first: it exists now, so the retry increments it.
        if (attempt === 1 && isDuplicateKeyError(error)) continue;
        throw error;
      }
    }
  }

  private async decrement(filter: { key: string; window_start: Date }): Promise<void> {
    await this.windows.updateOne({ ...filter, count: { $gt: 0 } }, { $inc: { count: -1 } });
  }
}

/**
 * Refuses a request past a limit: 429 in the API envelope with `error`, and `Retry-After` in whole seconds (set on
 * the response now, and by the filter from the error's wait, so it is there whoever answers).
 */
export function refuseTooManyRequests(response: Response, retryAfterMs: number, message: string): never {
  const refusal = new TooManyRequestsError(message, retryAfterMs);
  response.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  throw refusal;
}
