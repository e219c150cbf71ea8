import type { DynamicModule } from '@nestjs/common';
import { chooseAdapters, ConfigError, loadPlatformConfig, serviceUrl, type PlatformConfig, type ServiceName } from '../config';
import { serviceRegistry } from '../registry/service-registry';
import { startService } from './start-service';

/** Where the services a service calls answer (only those its declaration names in `calls`). */
export type PeerUrls = (service: ServiceName) => string;

/**
 * What a service package exports as `service`: its name and how to build its root module. The single-machine
 * launcher and the service's own `main` (distributed mode) both start it from this, the same way; what else
 * is known about the service (port, paths, topics, replicas) is in its declaration, services/<name>/service.json.
 */
export interface ServiceDefinition<TOptions = void> {
  name: ServiceName;
  module(config: PlatformConfig, options: TOptions | undefined, peers: PeerUrls): DynamicModule;
}

export function defineService<TOptions = void>(
  name: ServiceName,
  module: (config: PlatformConfig, options: TOptions | undefined, peers: PeerUrls) => DynamicModule,
): ServiceDefinition<TOptions> {
  return { name, module };
}

/** Peer URLs from `<NAME>_URL` settings, refusing a service the declaration does not say it calls. */
export function peersFromEnv(service: ServiceName, env: NodeJS.ProcessEnv = process.env): PeerUrls {
  return (peer) => {
    if (!serviceRegistry().get(service).calls.includes(peer)) {
      throw new ConfigError(`${service} calls ${peer}, but services/${service}/service.json does not list it in "calls"`);
    }
    return serviceUrl(peer, env);
  };
}

/** Distributed mode: one service in this process, on PORT (else its declared port) and HOST (else 0.0.0.0). */
export function runServiceProcess<TOptions>(definition: ServiceDefinition<TOptions>, options?: TOptions): void {
  const run = async () => {
    const config = loadPlatformConfig();
    if (chooseAdapters(config).eventBus === 'embedded') {
      console.warn(`${definition.name}: KAFKA_BROKERS is not set; the embedded bus reaches only services in this process`);
    }
    await startService({
      service: definition.name,
      module: definition.module(config, options, peersFromEnv(definition.name)),
      config,
      port: Number(process.env.PORT ?? serviceRegistry().get(definition.name).port),
      host: process.env.HOST ?? '0.0.0.0',
    });
  };
  run().catch((error: unknown) => {
    // A configuration mistake needs only its message; anything else its stack.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
