import type { INestApplication } from '@nestjs/common';
import { cartService } from '@solar/cart';
import { catalogService } from '@solar/catalog';
import { identityOptionsFromEnv, identityService, type IdentityOptions } from '@solar/identity';
import { SERVICE_PORTS, startService, type PlatformConfig, type ServiceDefinition } from '@solar/platform';
import { ordersService } from '@solar/orders';
import { searchService } from '@solar/search';
import type { AddressInfo } from 'node:net';
import { startGateway } from './gateway';

export interface SingleMachineOptions {
  config: PlatformConfig;
  /** The gateway's port; 0 picks a free one. */
  port: number;
  host?: string;
  webDist?: string;
  /** 'fixed' uses each service's well-known loopback port; 'ephemeral' lets the OS pick (tests run side by side). */
  servicePorts?: 'fixed' | 'ephemeral';
  itemsPerCategory?: number;
  /** Identity's options; read from the environment (PUBLIC_URL, ADMIN_EMAIL, ...) when absent. */
  identity?: IdentityOptions;
  rateLimitPerMinute?: number;
  trustProxy?: string | number;
}

export interface SingleMachine {
  url: string;
  services: Record<string, string>;
  close(): Promise<void>;
}

const urlOf = (app: INestApplication) => `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

/**
 * The whole marketplace in one process: every service its own Nest application on its own loopback port,
 * connected by the embedded event bus, behind the gateway. This is the composition root of single-machine
 * mode; in distributed mode each service runs its own `main`.
 */
export async function startSingleMachine(options: SingleMachineOptions): Promise<SingleMachine> {
  const { config, servicePorts = 'fixed' } = options;
  const started: INestApplication[] = [];
  const start = async <T>(definition: ServiceDefinition<T>, serviceOptions: T) => {
    const app = await startService({
      service: definition.name,
      module: definition.module(config, serviceOptions),
      config,
      port: servicePorts === 'fixed' ? SERVICE_PORTS[definition.name] : 0,
      shutdownHooks: false,
    });
    started.push(app);
    return app;
  };
  try {
    const identityOptions = options.identity ?? identityOptionsFromEnv(process.env, { publicUrl: `http://localhost:${options.port || 3000}` });
    const identity = await start(identityService, identityOptions);
    const catalog = await start(catalogService, { seed: { itemsPerCategory: options.itemsPerCategory ?? 16 } });
    const search = await start(searchService, { catalogUrl: urlOf(catalog) });
    const cart = await start(cartService, undefined);
    const orders = await start(ordersService, { cartUrl: urlOf(cart), catalogUrl: urlOf(catalog) });
    const services = { identity: urlOf(identity), catalog: urlOf(catalog), search: urlOf(search), cart: urlOf(cart), orders: urlOf(orders) };
    const gateway = await startGateway({
      config,
      port: options.port,
      host: options.host,
      services,
      webDist: options.webDist,
      rateLimitPerMinute: options.rateLimitPerMinute,
      trustProxy: options.trustProxy,
      shutdownHooks: false,
    });
    started.push(gateway);
    const port = (gateway.getHttpServer().address() as AddressInfo).port;
    return { url: `http://localhost:${port}`, services, close: () => closeAll(started) };
  } catch (error) {
    await closeAll(started);
    throw error;
  }
}

/** Gateway first, so no new request reaches a service that is closing; then services in reverse order. */
async function closeAll(apps: INestApplication[]): Promise<void> {
  for (const app of [...apps].reverse()) await app.close();
}
