import type { INestApplication } from '@nestjs/common';
import { identityOptionsFromEnv, type IdentityOptions } from '@solar/identity';
import { startService, serviceRegistry, type ApiTables, type PlatformConfig, type ServiceDefinition, type ServiceRegistry } from '@solar/platform';
import type { AddressInfo } from 'node:net';
import { startGateway } from './gateway';
import { listenerOf, type InProcessServices } from './in-process';

export interface SingleMachineOptions {
  config: PlatformConfig;
  /** The gateway's port; 0 picks a free one. */
  port: number;
  host?: string;
  webDist?: string;
  /** See GatewayOptions.renderThreads. */
  renderThreads?: number;
  /** 'fixed' uses each service's declared loopback port; 'ephemeral' lets the OS pick (tests run side by side). */
  servicePorts?: 'fixed' | 'ephemeral';
  itemsPerCategory?: number;
  /** Identity's options; read from the environment (PUBLIC_URL, ADMIN_EMAIL, ...) when absent. */
  identity?: IdentityOptions;
  /** Options of other services by name, passed to their definitions as they are. */
  serviceOptions?: Record<string, unknown>;
  rateLimitPerMinute?: number;
  trustProxy?: string | number;
  /** The declared services (services/*\/service.json) unless a test brings its own. */
  registry?: ServiceRegistry;
  /** Where a service's definition comes from: its package's `service` export unless a test brings its own. */
  definitionOf?: (name: string) => ServiceDefinition<unknown>;
  /** API tables for the gateway's routing: @solar/contracts unless a test brings its own. */
  apiTables?: ApiTables;
}

export interface SingleMachine {
  url: string;
  services: Record<string, string>;
  close(): Promise<void>;
}

const urlOf = (app: INestApplication) => `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

/** A declared service's package exports its definition as `service` (services/<name>/src/index.ts). */
export function packagedDefinition(name: string): ServiceDefinition<unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const definition = (require(`@solar/${name}`) as { service?: ServiceDefinition<unknown> }).service;
  if (!definition || definition.name !== name)
    throw new Error(`@solar/${name} must export its definition as \`service\` (see the README's "Adding a service")`);
  return definition;
}

/**
 * The whole marketplace in one process: every declared service its own Nest application on its own loopback
 * port, in the order their `calls` need, connected by the embedded event bus, behind the gateway. This is the
 * composition root of single-machine mode; in distributed mode each service runs its own `main`.
 */
export async function startSingleMachine(options: SingleMachineOptions): Promise<SingleMachine> {
  const { config, servicePorts = 'fixed', registry = serviceRegistry(), definitionOf = packagedDefinition } = options;
  const serviceOptions: Record<string, unknown> = {
    identity: options.identity ?? identityOptionsFromEnv(process.env, { publicUrl: `http://localhost:${options.port || 3000}` }),
    catalog: { seed: { itemsPerCategory: options.itemsPerCategory ?? 16 } },
    ...options.serviceOptions,
  };
  const started: INestApplication[] = [];
  const services: Record<string, string> = {};
  const inProcess: InProcessServices = {};
  try {
    for (const declaration of registry.services) {
      const { name } = declaration;
      const peers = (peer: string) => {
        if (!declaration.calls.includes(peer) || !services[peer]) throw new Error(`${name} calls ${peer}, which its declaration does not list in "calls"`);
        return services[peer];
      };
      const app = await startService({
        service: name,
        module: definitionOf(name).module(config, serviceOptions[name], peers),
        config,
        port: servicePorts === 'fixed' ? declaration.port : 0,
        shutdownHooks: false,
      });
      started.push(app);
      services[name] = urlOf(app);
      inProcess[name] = listenerOf(app);
    }
    const gateway = await startGateway({
      config,
      port: options.port,
      host: options.host,
      services,
      registry,
      apiTables: options.apiTables,
      webDist: options.webDist,
      renderThreads: options.renderThreads,
      rateLimitPerMinute: options.rateLimitPerMinute,
      trustProxy: options.trustProxy,
      shutdownHooks: false,
      inProcess,
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
