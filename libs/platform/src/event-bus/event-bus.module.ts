import { type DynamicModule, type InjectionToken, Module, type ModuleMetadata } from '@nestjs/common';
import type { CustomStrategy } from '@nestjs/microservices';
import { EmbeddedBusClient, EmbeddedBusServer } from './adapters/embedded.event-bus';
import { EventBusKafkaClient, EventBusKafkaServer } from './adapters/kafka.event-bus';
import { type EventBusOptions, resolveEventBus } from './event-bus.options';
import { EVENT_BUS_CLIENT, type EventBusClient } from './event-bus.port';
import { EventPublisher } from './event-publisher';

export const EVENT_BUS_OPTIONS = Symbol('EVENT_BUS_OPTIONS');

export interface EventBusModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: InjectionToken[];
  useFactory(...args: never[]): EventBusOptions | Promise<EventBusOptions>;
}

/** Global module providing `EventPublisher` over the transport the options select. */
@Module({})
export class EventBusModule {
  static forRoot(options: EventBusOptions): DynamicModule {
    return EventBusModule.forRootAsync({ useFactory: () => options });
  }

  /** For options read from configuration, e.g. `inject: [ConfigService]`. */
  static forRootAsync(options: EventBusModuleAsyncOptions): DynamicModule {
    return {
      module: EventBusModule,
      global: true,
      imports: options.imports ?? [],
      providers: [
        { provide: EVENT_BUS_OPTIONS, inject: options.inject ?? [], useFactory: options.useFactory },
        { provide: EVENT_BUS_CLIENT, inject: [EVENT_BUS_OPTIONS], useFactory: createEventBusClient },
        EventPublisher,
      ],
      exports: [EventPublisher, EVENT_BUS_OPTIONS],
    };
  }
}

/** The publishing side of the bus the options select. */
export function createEventBusClient(options: EventBusOptions): EventBusClient {
  const bus = resolveEventBus(options);
  return bus.kind === 'kafka'
    ? new EventBusKafkaClient({ service: bus.service, brokers: bus.brokers, partitions: bus.partitions })
    : new EmbeddedBusClient({ broker: bus.broker, partitions: bus.partitions });
}

/**
 * The consuming side, for `app.connectMicroservice(eventBusTransport(options))` or
 * `NestFactory.createMicroservice(AppModule, eventBusTransport(options))`.
 */
export function eventBusTransport(options: EventBusOptions): CustomStrategy {
  const bus = resolveEventBus(options);
  const { service, partitions, retry } = bus;
  const strategy =
    bus.kind === 'kafka'
      ? new EventBusKafkaServer({ service, brokers: bus.brokers, partitions, retry })
      : new EmbeddedBusServer({ service, broker: bus.broker, partitions, retry });
  return { strategy };
}
