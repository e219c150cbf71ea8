import type { DynamicModule } from '@nestjs/common';
import { ConfigError, loadPlatformConfig, SERVICE_PORTS, type PlatformConfig, type ServiceName } from '../config';
import { startService } from './start-service';

/**
 * What a service package exports: its name and how to build its root module. The single-machine launcher
 * and the service's own `main` (distributed mode) both start it from this, the same way.
 */
export interface ServiceDefinition<TOptions = void> {
  name: ServiceName;
  module(config: PlatformConfig, options?: TOptions): DynamicModule;
}

export function defineService<TOptions = void>(
  name: ServiceName,
  module: (config: PlatformConfig, options?: TOptions) => DynamicModule,
): ServiceDefinition<TOptions> {
  return { name, module };
}

/** Distributed mode: one service in this process, on PORT (else its well-known port) and HOST (else 0.0.0.0). */
export function runServiceProcess<TOptions>(definition: ServiceDefinition<TOptions>, options?: TOptions): void {
  const run = async () => {
    const config = loadPlatformConfig();
    if (!config.kafkaBrokers) {
      console.warn(`${definition.name}: KAFKA_BROKERS is not set; the embedded bus reaches only services in this process`);
    }
    await startService({
      service: definition.name,
      module: definition.module(config, options),
      config,
      port: Number(process.env.PORT ?? SERVICE_PORTS[definition.name]),
      host: process.env.HOST ?? '0.0.0.0',
    });
  };
  run().catch((error: unknown) => {
    // A configuration mistake needs only its message; anything else its stack.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
