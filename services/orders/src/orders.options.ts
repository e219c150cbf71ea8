import { ConfigError, type AccountAndAddressPolicy } from '@solar/platform';
import { paymentAttemptPolicyFromEnv } from './payments';

export interface OrdersOptions {
  /** Where the cart and catalog services answer (single-machine mode passes their loopback URLs). */
  cartUrl?: string;
  catalogUrl?: string;
  /** Where the trader service answers (it owns the contracts paid here). */
  traderUrl?: string;
  /** PAYMENT_PROVIDER: 'sandbox' (the default and, for now, the only one). */
  paymentProvider?: string;
  /** PLATFORM_FEE_PERCENT: the marketplace's fee on sales (default 5). */
  platformFeePercent?: number;
  /** Card payments allowed per account and per client address (DEFAULT_PAYMENT_ATTEMPT_LIMITS). */
  paymentAttempts?: AccountAndAddressPolicy;
}

/**
 * The orders service's own settings from the environment: PAYMENT_PROVIDER, PLATFORM_FEE_PERCENT, and
 * ADDRESS_LIMIT_FACTOR (multiplies the card payments allowed per client address).
 */
export function ordersOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OrdersOptions {
  const fee = env.PLATFORM_FEE_PERCENT === undefined || env.PLATFORM_FEE_PERCENT === '' ? 5 : Number(env.PLATFORM_FEE_PERCENT);
  if (!Number.isFinite(fee) || fee < 0 || fee >= 100) throw new ConfigError('Invalid configuration: PLATFORM_FEE_PERCENT must be a number from 0 to below 100');
  return { paymentProvider: env.PAYMENT_PROVIDER || undefined, platformFeePercent: fee, paymentAttempts: paymentAttemptPolicyFromEnv(env) };
}
