import { ConfigError, defineService } from '@solar/platform';
import { ORDERS_SERVICE, OrdersModule, type OrdersOptions } from './orders.module';
import { paymentAttemptPolicyFromEnv } from './payments';

export { ORDERS_SERVICE, OrdersModule, type OrdersOptions } from './orders.module';
export { ABANDONED_AFTER_MS } from './saga/abandoned-checkouts.service';

/**
 * The orders service's own settings from the environment: PAYMENT_PROVIDER, PLATFORM_FEE_PERCENT, and
 * ADDRESS_LIMIT_FACTOR (multiplies the card payments allowed per client address).
 */
export function ordersOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OrdersOptions {
  const fee = env.PLATFORM_FEE_PERCENT === undefined || env.PLATFORM_FEE_PERCENT === '' ? 5 : Number(env.PLATFORM_FEE_PERCENT);
  if (!Number.isFinite(fee) || fee < 0 || fee >= 100) throw new ConfigError('Invalid configuration: PLATFORM_FEE_PERCENT must be a number from 0 to below 100');
  return { paymentProvider: env.PAYMENT_PROVIDER || undefined, platformFeePercent: fee, paymentAttempts: paymentAttemptPolicyFromEnv(env) };
}

/** The service as both launchers start it (its declaration: services/orders/service.json). */
export const service = defineService<OrdersOptions>(ORDERS_SERVICE, (config, options, peers) =>
  OrdersModule.forRoot(config, { cartUrl: peers('cart'), catalogUrl: peers('catalog'), traderUrl: peers('trader'), ...ordersOptionsFromEnv(), ...options }),
);
