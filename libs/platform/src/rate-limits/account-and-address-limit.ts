import type { Response } from 'express';
import { ConfigError } from '../config/platform-config';
import { refuseTooManyRequests, type FixedWindowLimiter, type WindowPolicy } from './fixed-window-limiter';
import type { RateLimits } from './rate-limits';

/** How many of one kind of request an account may make, and a client address over all the accounts using it. */
export interface AccountAndAddressPolicy {
  perAccount: WindowPolicy;
  /** Per client address (the gateway's `x-client-ip`, see clientIp). */
  perAddress: WindowPolicy;
}

/**
 * ADDRESS_LIMIT_FACTOR: a whole number from 1 to 100000 (default 1) that multiplies the per-client-address
 * limits, for sites where many users share an address and for tests, whose calls all come from one.
 */
export function addressLimitFactorFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.ADDRESS_LIMIT_FACTOR;
  if (value === undefined || value === '') return 1;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 100_000) {
    throw new ConfigError('Invalid configuration: ADDRESS_LIMIT_FACTOR must be a whole number from 1 to 100000');
  }
  return Number(value);
}

/** The policy with its per-address points multiplied by `factor` (addressLimitFactorFromEnv). */
export const withAddressFactor = (policy: AccountAndAddressPolicy, factor: number): AccountAndAddressPolicy => ({
  ...policy,
  perAddress: { ...policy.perAddress, points: policy.perAddress.points * factor },
});

/**
 * A request that sends mail (a question to a seller, an inquiry) limited per account and per client address:
 * past either limit 429 with Retry-After in the API envelope, and the request counts against neither. The
 * counts are the service's fixed-window limiters (its own document store), so every instance counts into the
 * same windows.
 */
export class AccountAndAddressLimit {
  private readonly perAccount: FixedWindowLimiter;
  private readonly perAddress: FixedWindowLimiter;

  constructor(
    rateLimits: RateLimits,
    /** The limiters' names in the store, shared by the service's instances. */
    names: { account: string; address: string },
    policy: AccountAndAddressPolicy,
    /** The 429's `error`. */
    private readonly message: string,
  ) {
    this.perAccount = rateLimits.limiter(names.account, policy.perAccount);
    this.perAddress = rateLimits.limiter(names.address, policy.perAddress);
  }

  /** Counts one request of `accountId` from `address`, or refuses it (counting nothing). */
  async take(accountId: string, address: string, response: Response): Promise<void> {
    const account = await this.perAccount.admit(accountId);
    if (account.retryAfterMs > 0) refuseTooManyRequests(response, account.retryAfterMs, this.message);
    const addressWait = await this.perAddress.take(address);
    if (addressWait > 0) {
      await account.giveBack();
      refuseTooManyRequests(response, addressWait, this.message);
    }
  }
}
