import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { chooseAdapters, describeAdapters, type PlatformConfig } from '../config';
import { eventBusTransport, type EventBusOptions } from '../event-bus';
import { answerClientErrorsInEnvelope, apiBodyParsing } from '../http/body-parsing';
import { openApiHandler } from '../http/openapi';
import { uncheckedRouteInputs } from '../http/route-inputs';
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
  /** Consumer retries in place of the bus defaults (the test harness retries at once). */
  eventBusRetry?: Pick<EventBusOptions, 'maxRetries' | 'retryBackoffMs'>;
}

/**
 * The HTTP conventions every service shares, applied by `startService` (the launchers and the service test harness):
 * no framework banner, its OpenAPI document, request metrics, and the platform's body parsing. The app must be created with
 * `bodyParser: false`.
 */
export function configureServiceHttp(app: NestExpressApplication, service: string): void {
  app.disable('x-powered-by');
  app.use('/openapi.json', openApiHandler(app, service));
  app.use(httpMetricsMiddleware(app.get<ServiceMetrics>(SERVICE_METRICS).httpDuration, () => 'unmatched'));
  for (const handler of apiBodyParsing()) app.use(handler);
}

/**
 * A route that takes its body or query as a plain object would reach its handler unvalidated: the service
 * refuses to start, naming it, so the mistake shows in the first test run rather than in production.
 */
export function assertEveryRouteInputChecked(app: INestApplication, service: string): void {
  const unchecked = uncheckedRouteInputs(app);
  if (unchecked.length > 0) {
    throw new Error(`${service}: these routes take input no DTO class checks (see libs/contracts/src/dto/README.md): ${unchecked.join(', ')}`);
  }
}

/** Starts one service: its HTTP API and its event consumers (one consumer group named after the service). */
export async function startService({
  service,
  module,
  config,
  port,
  host = '127.0.0.1',
  shutdownHooks = true,
  eventBusRetry,
}: StartServiceOptions): Promise<INestApplication> {
  // The platform parses bodies itself (limits, encodings, depth), so its errors answer in the envelope.
  const app = await NestFactory.create<NestExpressApplication>(module, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.get(Logger).log(`Adapters: ${describeAdapters(chooseAdapters(config))}`, 'Platform');
  if (shutdownHooks) app.enableShutdownHooks();
  configureServiceHttp(app, service);
  app.connectMicroservice(eventBusTransport({ service, kafkaBrokers: config.kafkaBrokers, dataDir: config.dataDir, ...eventBusRetry }), {
    inheritAppConfig: true,
  });
  // Init first: start-up hooks (seeding, index rebuilds, outbox flush) finish before any event is consumed.
  await app.init();
  assertEveryRouteInputChecked(app, service);
  await app.startAllMicroservices();
  await app.listen(port, host);
  answerClientErrorsInEnvelope(app.getHttpServer());
  keepConnectionsForTheGateway(app.getHttpServer());
  return app;
}

/** How long a service keeps an idle connection of the gateway open (Node's default is 5 s). */
export const SERVICE_KEEP_ALIVE_MS = 65_000;

/**
 * The gateway reuses its connections to the services. A connection the service closes for idleness just as the
 * gateway sends a request on it fails that request (the gateway answers 503): the fuzz run hit it on a loaded
 * machine. The gateway's client drops an idle connection a second before the time the service announces in its
 * Keep-Alive header; a long announced time makes such closes rare, and keeps fewer connections churning.
 */
function keepConnectionsForTheGateway(server: Server): void {
  server.keepAliveTimeout = SERVICE_KEEP_ALIVE_MS;
  // Node wants the headers timeout above the keep-alive timeout.
  server.headersTimeout = SERVICE_KEEP_ALIVE_MS + 1_000;
}
