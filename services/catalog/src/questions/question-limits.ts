import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '@solar/contracts';
import { addressLimitFactorFromEnv, RateLimits, refuseTooManyRequests, type FixedWindowLimiter, type WindowPolicy } from '@solar/platform';
import type { Response } from 'express';

/** So many questions within each window of so many seconds. */
export type QuestionPolicy = WindowPolicy;

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
  const factor = addressLimitFactorFromEnv(env);
  const limits = { ...DEFAULT_QUESTION_LIMITS, ...overrides };
  return { ...limits, perAddress: { ...limits.perAddress, points: limits.perAddress.points * factor } };
}

/**
 * Questions to sellers are mailed, so they are limited per asker and per client address; past either limit
 * 429 with Retry-After in the API envelope, and the question is neither stored nor mailed. The counts live in
 * catalog's document store (the platform's fixed-window limiter), so every catalog instance counts into the
 * same windows and the limits hold however many instances run; identity bounds the mails one seller gets in
 * all.
 */
@Injectable()
export class QuestionRateLimits {
  private readonly perAsker: FixedWindowLimiter;
  private readonly perAddress: FixedWindowLimiter;

  constructor(@Inject(QUESTION_LIMITS) limits: QuestionLimits, rateLimits: RateLimits) {
    this.perAsker = rateLimits.limiter('questions-asker', limits.perAsker);
    this.perAddress = rateLimits.limiter('questions-address', limits.perAddress);
  }

  /** Counts one question of `askerId` from `address`, or refuses it (counting nothing). */
  async take(askerId: string, address: string, response: Response): Promise<void> {
    const asker = await this.perAsker.admit(askerId);
    if (asker.retryAfterMs > 0) refuse(response, asker.retryAfterMs);
    const addressWait = await this.perAddress.take(address);
    if (addressWait > 0) {
      await asker.giveBack();
      refuse(response, addressWait);
    }
  }
}

function refuse(response: Response, retryAfterMs: number): never {
  refuseTooManyRequests(response, retryAfterMs, MESSAGES.product.tooManyQuestions);
}
