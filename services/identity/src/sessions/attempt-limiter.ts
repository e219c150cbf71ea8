import { MESSAGES } from '@solar/contracts';
import { refuseTooManyRequests, type FixedWindowLimiter, type RateLimits, type WindowPolicy } from '@solar/platform';
import type { Response } from 'express';

/** Attempts allowed per key within each window of `windowSeconds` (fixed windows, shared by every instance). */
export type AttemptPolicy = WindowPolicy;

/** One attempt taken from one key of one limiter: given back when the attempt turns out not to count. */
export interface Reservation {
  /** Gives the attempt back (a right password, or a request refused by another limit). */
  release(): Promise<void>;
}

/**
 * Counts requests of one kind per key (a recipient, a client address, a seller) as they come and refuses the
 * ones past the limit with 429, `Retry-After` and the API envelope (mails, email checks, code checks).
 *
 * Every check is a reservation: the request is counted (atomically, in the platform's FixedWindowLimiter:
 * one upsert that increments and answers the count) *before* the work it guards runs, so requests sent in
 * parallel cannot all pass a check made before any of them was counted. A request refused by another limit
 * gives its count back. (Password checks, where only failures count, use FailureLimiter below.)
 *
 * The counts live in identity's document store (`rate_limit_windows`), so every identity instance counts into
 * the same windows: the limits hold for the service as a whole, however many instances run.
 */
export class AttemptLimiter {
  private readonly windows: FixedWindowLimiter;

  constructor(
    rateLimits: RateLimits,
    readonly name: string,
    readonly policy: AttemptPolicy,
    /** The `error` of the 429 answer. */
    private readonly message: string = MESSAGES.identity.tooManyAttempts,
  ) {
    this.windows = rateLimits.limiter(name, policy);
  }

  /** Counts one attempt against `key`, or refuses it (429) when the key has used its attempts. */
  async reserve(key: string, response: Response): Promise<Reservation> {
    const admission = await this.windows.admit(key);
    if (admission.retryAfterMs > 0) refuseTooManyRequests(response, admission.retryAfterMs, this.message);
    return { release: () => admission.giveBack() };
  }

  /** For work without an HTTP answer (an event): one attempt counted, or null when the key is over the limit. */
  async tryReserve(key: string): Promise<Reservation | null> {
    const admission = await this.windows.admit(key);
    return admission.retryAfterMs > 0 ? null : { release: () => admission.giveBack() };
  }

  /** Counts one attempt against every key, or refuses it when any key is over the limit (counting none). */
  async take(keys: string[], response: Response): Promise<Reservation> {
    return reserveAll(
      keys.map((key) => [this, key] as const),
      response,
    );
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
  /** A wrong password: it counts against every key (resolves once it is recorded in the store). */
  failed(): Promise<void>;
  /** The right password: it counts against none. */
  passed(): void;
}

/** What this instance knows of one key beyond the store: the checks it let through that have not settled. */
interface LocalState {
  /** Checks admitted here and not yet settled; a failed one stays until its failure is in the store. */
  inFlight: number;
  /** Failures this instance has written to the store for the key, ever (to see what a read may have missed). */
  recorded: number;
  /** Admissions between their store read and their decision (the state must outlive them). */
  readers: number;
  /** Callers waiting for an in-flight check of this key to settle. */
  waiters: Set<() => void>;
}

/**
 * Brute-force protection for password checks, per key (an account's email, a client address): at most
 * `points` wrong passwords per window, past which every attempt is refused (429 with Retry-After) until the
 * window ends, the right password too.
 *
 * The failures are counted in identity's document store through the platform's FixedWindowLimiter (a wrong
 * password takes one from it), so every identity instance sees them: attempts spread over instances add up.
 * The checks in flight are counted here, per instance. A check is admitted only while the failures in the
 * store, plus those this instance recorded while it read them, plus its checks in flight stay within the
 * limit, decided and recorded in one synchronous step after the read; a failed check keeps its place in
 * flight until its failure is in the store. So however many attempts arrive in parallel at one instance, at
 * most `points` wrong passwords are checked there. (Across instances, parallel attempts that reach different
 * instances at the same moment can each be checked before the others' failures are written: at most
 * `points` per instance in that moment; sequential ones add up exactly.)
 *
 * An attempt that finds the budget taken by checks still in flight waits for them to settle instead of being
 * refused: if they were right passwords it goes ahead, if they used up the budget it is refused. Many
 * parallel sign-ins with the right password are thus delayed a little, never refused.
 */
export class FailureLimiter {
  /** The failures, shared by every instance through the store. */
  readonly failures: FixedWindowLimiter;
  private readonly keys = new Map<string, LocalState>();

  constructor(
    rateLimits: RateLimits,
    readonly name: string,
    readonly policy: AttemptPolicy,
    readonly message: string = MESSAGES.identity.tooManyAttempts,
  ) {
    this.failures = rateLimits.limiter(name, policy);
  }

  /** This instance's state of a key, held for an admission until `unhold`. */
  hold(key: string): LocalState {
    let state = this.keys.get(key);
    if (!state) {
      state = { inFlight: 0, recorded: 0, readers: 0, waiters: new Set() };
      this.keys.set(key, state);
    }
    state.readers += 1;
    return state;
  }

  unhold(key: string, state: LocalState): void {
    state.readers -= 1;
    this.forgetIfIdle(key, state);
  }

  forgetIfIdle(key: string, state: LocalState): void {
    if (state.inFlight === 0 && state.readers === 0 && state.waiters.size === 0 && this.keys.get(key) === state) this.keys.delete(key);
  }

  /** Forgets a key's failures (a successful sign-in of that account), on every instance. */
  async reset(key: string): Promise<void> {
    await this.failures.reset(key);
  }
}

interface Held {
  limiter: FailureLimiter;
  key: string;
  state: LocalState;
}

/**
 * Admits one password check against every (limiter, key) pair at once, or refuses it (429) when any key has
 * used its failures, or waits while checks in flight hold the rest of a budget. All or nothing, so two keys
 * cannot be held in a circle.
 */
export async function admitCheck(pairs: ReadonlyArray<readonly [FailureLimiter, string]>, response: Response): Promise<AdmittedCheck> {
  for (;;) {
    const held: Held[] = pairs.map(([limiter, key]) => ({ limiter, key, state: limiter.hold(key) }));
    const recordedBefore = held.map(({ state }) => state.recorded);
    const unholdAll = () => held.forEach(({ limiter, key, state }) => limiter.unhold(key, state));
    let uses;
    try {
      uses = await Promise.all(held.map(({ limiter, key }) => limiter.failures.used(key)));
    } catch (error) {
      unholdAll();
      throw error;
    }
    // From here to the admission or the wait, nothing else runs: the decision and its record are one step.
    const exhausted = held.findIndex(({ limiter }, i) => uses[i].count >= limiter.policy.points);
    if (exhausted >= 0) {
      unholdAll();
      refuseTooManyRequests(response, uses[exhausted].endsInMs, held[exhausted].limiter.message);
    }
    // Failures recorded here while the store was read may be missing from what it answered: count them too.
    const busy = held.filter(({ limiter, state }, i) => uses[i].count + (state.recorded - recordedBefore[i]) + state.inFlight >= limiter.policy.points);
    if (busy.length === 0) {
      for (const { state } of held) state.inFlight += 1;
      unholdAll();
      return admitted(held);
    }
    // None is exhausted, so checks in flight fill these budgets, and one of them settles soon; or only failures
    // written during the read do, and a new read sees them.
    const waitFor = busy.filter(({ state }) => state.inFlight > 0);
    if (waitFor.length > 0) {
      const settled = new Promise<void>((resolve) => {
        const wake = () => {
          for (const { state } of waitFor) state.waiters.delete(wake);
          resolve();
        };
        for (const { state } of waitFor) state.waiters.add(wake);
      });
      unholdAll();
      await settled;
    } else {
      unholdAll();
    }
  }
}

function admitted(held: Held[]): AdmittedCheck {
  let settled = false;
  const settle = (failed: boolean) => {
    for (const { limiter, key, state } of held) {
      if (failed) state.recorded += 1;
      state.inFlight -= 1;
      for (const wake of [...state.waiters]) wake();
      limiter.forgetIfIdle(key, state);
    }
  };
  return {
    failed: async () => {
      if (settled) return;
      settled = true;
      // Stays in flight until the failure is in the store, so no admission meanwhile can miss it.
      const written = await Promise.allSettled(held.map(({ limiter, key }) => limiter.failures.take(key)));
      settle(true);
      const refused = written.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (refused) throw refused.reason;
    },
    passed: () => {
      if (settled) return;
      settled = true;
      settle(false);
    },
  };
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
  /**
   * Google and Facebook sign-in steps per client address (starting one, its callback, the link step): each
   * stores an attempt or calls the provider. The link step's password also counts as a sign-in attempt.
   */
  oauthPerAddress: AttemptPolicy;
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
  oauthPerAddress: { points: 60, windowSeconds: 15 * MINUTE },
};

/** The per-client-address limits, which ADDRESS_LIMIT_FACTOR multiplies (many users behind one address). */
export const PER_ADDRESS_LIMITS = [
  'loginPerAddress',
  'mailsPerAddress',
  'emailChecksPerAddress',
  'codeChecksPerAddress',
  'oauthPerAddress',
] as const satisfies readonly (keyof AttemptLimits)[];

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
