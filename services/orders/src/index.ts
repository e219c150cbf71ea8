import { defineService } from '@solar/platform';
import { ORDERS_SERVICE, OrdersModule } from './orders.module';
import { ordersOptionsFromEnv, type OrdersOptions } from './orders.options';

export { ORDERS_SERVICE, OrdersModule } from './orders.module';
export { ordersOptionsFromEnv, type OrdersOptions } from './orders.options';
export { ABANDONED_AFTER_MS } from './saga/abandoned-checkouts.service';

/** The service as both launchers start it (its declaration: services/orders/service.json). */
export const service = defineService<OrdersOptions>(ORDERS_SERVICE, (config, options, peers) =>
  OrdersModule.forRoot(config, { cartUrl: peers('cart'), catalogUrl: peers('catalog'), traderUrl: peers('trader'), ...ordersOptionsFromEnv(), ...options }),
);
