import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@solar/contracts';
import type { Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface AttemptPolicy {
  /** Attempts allowed within the window... */
  points: number;
  /** ...of this many seconds; past them the key is refused until the window ends. */
  windowSeconds: number;
}

/** One attempt taken from one key of one limiter: given back when the attempt turns out not to count. */
export interface Reservation {
  /** Gives the attempt back (a right password, or a request refused by another limit). */
  release(): Promise<void>;
}

/**
 * Counts requests of one kind per key (a recipient, a client address, a seller) as they come and refuses the
 * ones past the limit with 429, `Retry-After` and the API envelope (mails, email checks, code checks).
 *
 * Every check is a reservation: the request is counted (atomically: rate-limiter-flexible's `consume`
 * increments and compares in one step) *before* the work it guards runs, so requests sent in parallel cannot
 * all pass a check made before any of them was counted. A request refused by another limit gives its count
 * back. (Password checks, where only failures count, use FailureLimiter below.)
 *
 * Counters live in this instance's memory: several identity instances each allow the limit. A shared store
 * (rate-limiter-flexible's MongoDB or Redis limiters, same interface) is the change to make when that is not
 * enough.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(
    readonly name: string,
    readonly policy: AttemptPolicy,
    /** The `error` of the 429 answer. */
    private readonly message: string = MESSAGES.identity.tooManyAttempts,
  ) {
    this.limiter = new RateLimiterMemory({ keyPrefix: name, points: policy.points, duration: policy.windowSeconds });
  }

  /** Counts one attempt against `key`, or refuses it (429) when the key has used its attempts. */
  async reserve(key: string, response: Response): Promise<Reservation> {
    try {
      await this.limiter.consume(key, 1);
    } catch (rejected) {
      if (rejected instanceof RateLimiterRes) refuse(response, rejected.msBeforeNext, this.message);
      throw rejected;
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.limiter.reward(key, 1);
      },
    };
  }

  /** For work without an HTTP answer (an event): one attempt counted, or null when the key is over the limit. */
  async tryReserve(key: string): Promise<Reservation | null> {
    try {
      await this.limiter.consume(key, 1);
    } catch (rejected) {
      if (rejected instanceof RateLimiterRes) return null;
      throw rejected;
    }
    return { release: () => this.limiter.reward(key, 1).then(() => undefined) };
  }

  /** Counts one attempt against every key, or refuses it when any key is over the limit (counting none). */
  async take(keys: string[], response: Response): Promise<Reservation> {
    return reserveAll(keys.map((key) => [this, key] as const), response);
  }

  /** Forgets a key's attempts (a successful sign-in of that account). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * Reserves one attempt from each (limiter, key) pair in turn; when one refuses, the ones already taken are
 * given back (the request was not made) and the refusal (429) is thrown.
 */
export async function reserveAll(pairs: ReadonlyArray<readonly [AttemptLimiter, string]>, response: Response): Promise<Reservation> {
  const taken: Reservation[] = [];
  try {
    for (const [limiter, key] of pairs) taken.push(await limiter.reserve(key, response));
  } catch (error) {
    await Promise.all(taken.map((reservation) => reservation.release()));
    throw error;
  }
  return { release: async () => void (await Promise.all(taken.map((reservation) => reservation.release()))) };
}

/** One password check let through by `admitCheck`: say how it went. */
export interface AdmittedCheck {
  /** A wrong password: it counts against every key. */
  failed(): void;
  /** The right password: it counts against none. */
  passed(): void;
}

interface CheckState {
  /** Failures in the current window, which starts at the first one. */
  failures: number;
  windowEndsAt: number;
  /** Checks admitted and not yet settled. */
  inFlight: number;
  /** Callers waiting for an in-flight check of this key to settle. */
  waiters: Set<() => void>;
}

/**
 * Brute-force protection for password checks, per key (an account's email, a client address): at most
 * `points` wrong passwords per window, past which every attempt is refused (429 with Retry-After) until the
 * window ends, the right password too.
 *
 * A check is admitted only while the failures so far plus the checks in flight stay within the limit, decided
 * and recorded in one synchronous step (atomic in this process): so however many attempts arrive in parallel,
 * at most `points` wrong passwords are ever checked. An attempt that finds the budget taken by checks still
 * in flight waits for them to settle instead of being refused: if they were right passwords it goes ahead, if
 * they used up the budget it is refused. Many parallel sign-ins with the right password are thus delayed a
 * little, never refused.
 *
 * Counters live in this instance's memory, like AttemptLimiter's.
 */
export class FailureLimiter {
  private readonly keys = new Map<string, CheckState>();
  private nextSweepAt = 0;

  constructor(
    readonly name: string,
    readonly policy: AttemptPolicy,
    readonly message: string = MESSAGES.identity.tooManyAttempts,
  ) {}

  /** The key's state now (a window that has ended is forgotten). */
  state(key: string, now: number): CheckState {
    this.sweepIfDue(now);
    let state = this.keys.get(key);
    if (!state) {
      state = { failures: 0, windowEndsAt: 0, inFlight: 0, waiters: new Set() };
      this.keys.set(key, state);
    } else if (state.failures > 0 && state.windowEndsAt <= now) {
      state.failures = 0;
      state.windowEndsAt = 0;
    }
    return state;
  }

  /** Forgets a key's failures (a successful sign-in of that account). */
  reset(key: string): void {
    const state = this.keys.get(key);
    if (state) {
      state.failures = 0;
      state.windowEndsAt = 0;
    }
  }

  private sweepIfDue(now: number): void {
    if (now < this.nextSweepAt) return;
    for (const [key, state] of this.keys) {
      if (state.inFlight === 0 && state.waiters.size === 0 && (state.failures === 0 || state.windowEndsAt <= now)) this.keys.delete(key);
    }
    this.nextSweepAt = now + 60_000;
  }
}

/**
 * Admits one password check against every (limiter, key) pair at once, or refuses it (429) when any key has
 * used its failures, or waits while checks in flight hold the rest of a budget. All or nothing, so two keys
 * cannot be held in a circle.
 */
export async function admitCheck(pairs: ReadonlyArray<readonly [FailureLimiter, string]>, response: Response): Promise<AdmittedCheck> {
  for (;;) {
    const now = Date.now();
    const states = pairs.map(([limiter, key]) => ({ limiter, state: limiter.state(key, now) }));
    const exhausted = states.find(({ limiter, state }) => state.failures >= limiter.policy.points);
    if (exhausted) refuse(response, exhausted.state.windowEndsAt - now, exhausted.limiter.message);
    const busy = states.filter(({ limiter, state }) => state.failures + state.inFlight >= limiter.policy.points);
    if (busy.length === 0) {
      for (const { state } of states) state.inFlight += 1;
      return admitted(states);
    }
    // Only checks in flight fill these budgets (none is exhausted): one of them settles soon.
    await new Promise<void>((resolve) => {
      const wake = () => {
        for (const { state } of busy) state.waiters.delete(wake);
        resolve();
      };
      for (const { state } of busy) state.waiters.add(wake);
    });
  }
}

function admitted(states: { limiter: FailureLimiter; state: CheckState }[]): AdmittedCheck {
  let settled = false;
  const settle = (failed: boolean) => {
    if (settled) return;
    settled = true;
    const now = Date.now();
    for (const { limiter, state } of states) {
      state.inFlight -= 1;
      if (failed) {
        if (state.failures === 0 || state.windowEndsAt <= now) {
          state.failures = 0;
          state.windowEndsAt = now + limiter.policy.windowSeconds * 1000;
        }
        state.failures += 1;
      }
      for (const wake of [...state.waiters]) wake();
    }
  };
  return { failed: () => settle(true), passed: () => settle(false) };
}

function refuse(response: Response, msBeforeNext: number, message: string): never {
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  throw new HttpException({ error: message }, HttpStatus.TOO_MANY_REQUESTS);
}

/** The limits identity applies; tests and operators can tighten or loosen them (IdentityOptions.attemptLimits). */
export interface AttemptLimits {
  /** Sign-in attempts per account (by email) that are not successful: wrong passwords, and those in flight. */
  loginPerAccount: AttemptPolicy;
  /** The same per client address, over all accounts. */
  loginPerAddress: AttemptPolicy;
  /**
   * Mails asked for per recipient (sign-up codes, new codes, reset links): no inbox flooding. Counted per
   * request, whether or not an account exists, so the limit reveals nothing either.
   */
  mailsPerAccount: AttemptPolicy;
  /** Mail requests (sign-up, email/resend, password/email) per client address. */
  mailsPerAddress: AttemptPolicy;
  /**
   * Answers that tell whether an email has an account (email/check, and sign-up with its 409) per client
   * address: one budget for both, so sign-up is no faster way to enumerate accounts than email/check.
   */
  emailChecksPerAddress: AttemptPolicy;
  /** Verification codes and reset tokens submitted per client address: no guessing. */
  codeChecksPerAddress: AttemptPolicy;
  /** Question mails (catalog.item.question-asked) per seller: beyond it the question is kept, not mailed. */
  questionMailsPerSeller: AttemptPolicy;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  loginPerAccount: { points: 5, windowSeconds: 15 * MINUTE },
  loginPerAddress: { points: 50, windowSeconds: 15 * MINUTE },
  mailsPerAccount: { points: 3, windowSeconds: HOUR },
  mailsPerAddress: { points: 20, windowSeconds: HOUR },
  emailChecksPerAddress: { points: 10, windowSeconds: 15 * MINUTE },
  codeChecksPerAddress: { points: 100, windowSeconds: 15 * MINUTE },
  questionMailsPerSeller: { points: 30, windowSeconds: HOUR },
};

/** The per-client-address limits, which ADDRESS_LIMIT_FACTOR multiplies (many users behind one address). */
export const PER_ADDRESS_LIMITS = ['loginPerAddress', 'mailsPerAddress', 'emailChecksPerAddress', 'codeChecksPerAddress'] as const satisfies readonly (keyof AttemptLimits)[];

/**
 * The defaults with any given limits in their place, and every per-address limit multiplied by
 * `addressFactor` (at least 1: the factor never tightens or loosens the per-account and per-recipient ones).
 */
export function attemptLimits(overrides: Partial<AttemptLimits> = {}, addressFactor = 1): AttemptLimits {
  const limits: AttemptLimits = { ...DEFAULT_ATTEMPT_LIMITS, ...overrides };
  const factor = Math.max(1, Math.floor(addressFactor));
  for (const name of PER_ADDRESS_LIMITS) limits[name] = { ...limits[name], points: limits[name].points * factor };
  return limits;
}
