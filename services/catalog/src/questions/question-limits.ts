import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '@solar/contracts';
import { ConfigError } from '@solar/platform';
import type { Response } from 'express';

/** So many questions within so many seconds. */
export interface QuestionPolicy {
  points: number;
  windowSeconds: number;
}

/** How many questions to sellers (items/ask, each mailed to the seller by identity) one may ask. */
export interface QuestionLimits {
  /** Per asking account. */
  perAsker: QuestionPolicy;
  /** Per client address (the gateway's `x-client-ip`), over all accounts asking from it. */
  perAddress: QuestionPolicy;
}

export const DEFAULT_QUESTION_LIMITS: QuestionLimits = {
  perAsker: { points: 5, windowSeconds: 60 * 60 },
  perAddress: { points: 20, windowSeconds: 60 * 60 },
};

export const QUESTION_LIMITS = Symbol('QUESTION_LIMITS');

/**
 * The defaults, any given limits in their place, and the per-address limit multiplied by ADDRESS_LIMIT_FACTOR
 * (a whole number from 1 to 100000, default 1; identity reads the same variable for its per-address limits).
 */
export function questionLimitsFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<QuestionLimits> = {}): QuestionLimits {
  const value = env.ADDRESS_LIMIT_FACTOR;
  let factor = 1;
  if (value !== undefined && value !== '') {
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 100_000) {
      throw new ConfigError('Invalid configuration: ADDRESS_LIMIT_FACTOR must be a whole number from 1 to 100000');
    }
    factor = Number(value);
  }
  const limits = { ...DEFAULT_QUESTION_LIMITS, ...overrides };
  return { ...limits, perAddress: { ...limits.perAddress, points: limits.perAddress.points * factor } };
}

/**
 * Fixed-window counters per key, in this instance's memory. Counting and comparing happen in one synchronous
 * step, so parallel requests cannot pass a check made before any of them was counted.
 */
class WindowCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private nextSweepAt = 0;

  constructor(private readonly policy: QuestionPolicy) {}

  /** Counts one for `key`: 0 when within the limit, else the milliseconds until its window ends. */
  take(key: string, now = Date.now()): number {
    this.sweepIfDue(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.policy.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    if (window.count >= this.policy.points) return window.endsAt - now;
    window.count += 1;
    return 0;
  }

  giveBack(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  private sweepIfDue(now: number): void {
    if (now < this.nextSweepAt) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    this.nextSweepAt = now + 60_000;
  }
}

/**
 * Questions to sellers are mailed, so they are limited per asker and per client address; past either limit
 * 429 with Retry-After in the API envelope, and the question is neither stored nor mailed. Counters live in
 * this instance's memory (several catalog instances each allow the limit); identity bounds the mails one
 * seller gets in all.
 */
@Injectable()
export class QuestionRateLimits {
  private readonly perAsker: WindowCounters;
  private readonly perAddress: WindowCounters;

  constructor(@Inject(QUESTION_LIMITS) limits: QuestionLimits) {
    this.perAsker = new WindowCounters(limits.perAsker);
    this.perAddress = new WindowCounters(limits.perAddress);
  }

  /** Counts one question of `askerId` from `address`, or refuses it (counting nothing). */
  take(askerId: string, address: string, response: Response): void {
    const askerWait = this.perAsker.take(askerId);
    if (askerWait > 0) refuse(response, askerWait);
    const addressWait = this.perAddress.take(address);
    if (addressWait > 0) {
      this.perAsker.giveBack(askerId);
      refuse(response, addressWait);
    }
  }
}

function refuse(response: Response, msBeforeNext: number): never {
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  throw new HttpException({ error: MESSAGES.product.tooManyQuestions }, HttpStatus.TOO_MANY_REQUESTS);
}
