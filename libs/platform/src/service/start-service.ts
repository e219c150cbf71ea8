import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { PlatformConfig } from '../config';
import { eventBusTransport } from '../event-bus';
import { httpMetricsMiddleware, SERVICE_METRICS, type ServiceMetrics } from '../metrics';

export interface StartServiceOptions {
  service: string;
  module: Type<unknown> | DynamicModule;
  config: PlatformConfig;
  port: number;
  /** Loopback in single-machine mode; 0.0.0.0 in a container. */
  host?: string;
  /**
   * Close on SIGTERM/SIGINT. On in distributed mode (one service per process); off when one launcher runs
   * every service in a process and closes them in order itself.
   */
  shutdownHooks?: boolean;
}

/** Starts one service: its HTTP API and its event consumers (one consumer group named after the service). */
export async function startService({ service, module, config, port, host = '127.0.0.1', shutdownHooks = true }: StartServiceOptions): Promise<INestApplication> {
  const app = await NestFactory.create(module, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  if (shutdownHooks) app.enableShutdownHooks();
  app.use(httpMetricsMiddleware(app.get<ServiceMetrics>(SERVICE_METRICS).httpDuration, () => 'unmatched'));
  app.connectMicroservice(eventBusTransport({ service, kafkaBrokers: config.kafkaBrokers, dataDir: config.dataDir }), { inheritAppConfig: true });
  // Init first: start-up hooks (seeding, index rebuilds, outbox flush) finish before any event is consumed.
  await app.init();
  await app.startAllMicroservices();
  await app.listen(port, host);
  return app;
}
