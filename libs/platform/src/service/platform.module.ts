import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AuthModule } from '../auth';
import type { PlatformConfig } from '../config';
import { DocumentStoreModule } from '../document-store';
import { EventBusModule } from '../event-bus';
import { HealthModule } from '../health';
import { ApiExceptionFilter, EnvelopeInterceptor, createValidationPipe } from '../http';
import { LoggingModule } from '../logging';
import { MetricsModule } from '../metrics';
import { OutboxModule } from '../outbox';
import { RateLimitsModule } from '../rate-limits';

export interface ServiceOptions {
  /** The bounded context, e.g. 'catalog': names its store, its consumer group and its logs. */
  service: string;
  config: PlatformConfig;
}

/**
 * Everything a service gets from the platform, the same way in every service: logs, auth, its own document
 * store, the event bus with outbox and idempotent inbox, rate limits its instances share, health probes and the
 * API's response conventions.
 */
@Module({})
export class PlatformModule {
  static forService({ service, config }: ServiceOptions): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        LoggingModule.forRoot({ service, level: config.logLevel }),
        AuthModule.forRoot({ jwtSecret: config.jwtSecret, jwtTtlSeconds: config.jwtTtlSeconds }),
        DocumentStoreModule.forRoot({ service, mongodbUri: config.mongodbUri, dataDir: config.dataDir }),
        EventBusModule.forRoot({ service, kafkaBrokers: config.kafkaBrokers, dataDir: config.dataDir }),
        OutboxModule,
        RateLimitsModule,
        HealthModule,
        MetricsModule.forRoot(service, config.metricsToken),
      ],
      providers: [
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [OutboxModule, RateLimitsModule, MetricsModule],
    };
  }
}
