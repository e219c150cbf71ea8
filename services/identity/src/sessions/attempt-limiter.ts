import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@solar/contracts';
import type { Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface AttemptPolicy {
  /** Failures (or requests) allowed within the window... */
  points: number;
  /** ...of this many seconds; past them the key is refused until the window ends. */
  windowSeconds: number;
}

/**
 * Brute-force protection for one kind of attempt, counted per key (an account's email, a client address).
 * Counters live in this instance's memory: several identity instances each allow the limit, which still
 * bounds guessing to a few attempts per minute; a shared store (rate-limiter-flexible supports MongoDB and
 * Redis) is the change to make when that is not enough.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(
    readonly name: string,
    private readonly policy: AttemptPolicy,
  ) {
    this.limiter = new RateLimiterMemory({ keyPrefix: name, points: policy.points, duration: policy.windowSeconds });
  }

  /** Refuses with 429 and Retry-After when any of the keys has used its attempts. */
  async assertAllowed(keys: string[], response: Response): Promise<void> {
    for (const key of keys) {
      const state = await this.limiter.get(key);
      if (state && state.consumedPoints >= this.policy.points) refuse(response, state.msBeforeNext);
    }
  }

  /** Counts one attempt against every key. */
  async count(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.limiter.penalty(key, 1)));
  }

  /** Counts one attempt and refuses it if it is over the limit (for requests limited as they come). */
  async take(keys: string[], response: Response): Promise<void> {
    for (const key of keys) {
      try {
        await this.limiter.consume(key, 1);
      } catch (rejected) {
        if (rejected instanceof RateLimiterRes) refuse(response, rejected.msBeforeNext);
        throw rejected;
      }
    }
  }

  /** Forgets a key's failures (a successful sign-in of that account). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

function refuse(response: Response, msBeforeNext: number): never {
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  throw new HttpException({ error: MESSAGES.identity.tooManyAttempts }, HttpStatus.TOO_MANY_REQUESTS);
}

/** The limits identity applies; tests and operators can tighten or loosen them. */
export interface AttemptLimits {
  /** Wrong passwords per account. */
  loginPerAccount: AttemptPolicy;
  /** Wrong passwords per client address, over all accounts. */
  loginPerAddress: AttemptPolicy;
  /** Mails asked for (reset links, new codes) per account and per client address: no inbox flooding. */
  mailsPerAccount: AttemptPolicy;
  mailsPerAddress: AttemptPolicy;
  /** Verification codes and reset tokens submitted per client address: no guessing. */
  codeChecksPerAddress: AttemptPolicy;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  loginPerAccount: { points: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { points: 50, windowSeconds: 15 * 60 },
  mailsPerAccount: { points: 3, windowSeconds: 60 * 60 },
  mailsPerAddress: { points: 30, windowSeconds: 60 * 60 },
  codeChecksPerAddress: { points: 100, windowSeconds: 15 * 60 },
};
