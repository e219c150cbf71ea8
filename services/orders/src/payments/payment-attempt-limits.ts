import { Inject, Injectable } from '@nestjs/common';
import { CHECKOUT_MESSAGES } from '@solar/contracts';
import { AccountAndAddressLimit, RateLimits, addressLimitFactorFromEnv, withAddressFactor, type AccountAndAddressPolicy } from '@solar/platform';

/**
 * Every card payment (a shop checkout, a contract's payment) goes to the payment provider, which is where card
 * testing happens: someone tries stolen card numbers one after another until one is authorized. Attempts are
 * limited per account (a guest session counts as one) and per client address over all its sessions: past
 * either, 429 with Retry-After and nothing reaches the provider. A shopper retrying a declined card has room.
 */
export const DEFAULT_PAYMENT_ATTEMPT_LIMITS: AccountAndAddressPolicy = {
  perAccount: { points: 10, windowSeconds: 600 },
  perAddress: { points: 100, windowSeconds: 600 },
};

export const PAYMENT_ATTEMPT_POLICY = Symbol('PAYMENT_ATTEMPT_POLICY');

/** The policy, with the per-address points multiplied by ADDRESS_LIMIT_FACTOR. */
export const paymentAttemptPolicyFromEnv = (env: NodeJS.ProcessEnv = process.env, policy = DEFAULT_PAYMENT_ATTEMPT_LIMITS): AccountAndAddressPolicy =>
  withAddressFactor(policy, addressLimitFactorFromEnv(env));

@Injectable()
export class PaymentAttemptLimits extends AccountAndAddressLimit {
  constructor(@Inject(PAYMENT_ATTEMPT_POLICY) policy: AccountAndAddressPolicy, rateLimits: RateLimits) {
    super(rateLimits, { account: 'payments-account', address: 'payments-address' }, policy, CHECKOUT_MESSAGES.tooManyPayments);
  }
}
