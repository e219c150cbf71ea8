import type { ClientProxy } from '@nestjs/microservices';

/*
 * The event bus port. Each adapter (adapters/embedded.event-bus.ts, adapters/kafka.event-bus.ts) has two sides:
 * - publishing: a Nest `ClientProxy` provided under `EVENT_BUS_CLIENT`, which `EventPublisher` emits through;
 * - consuming: a Nest `CustomTransportStrategy` (`eventBusTransport`) that runs the `@EventPattern` handlers
 *   through the shared `deliverWithRetry`, so retries and dead letters are the same on both.
 */

/** Injection token of the ClientProxy (embedded or Kafka) the publisher emits through. */
export const EVENT_BUS_CLIENT = Symbol('EVENT_BUS_CLIENT');

/** What the publisher needs of a client: EmbeddedBusClient and EventBusKafkaClient both qualify. */
export type EventBusClient = Pick<ClientProxy, 'emit' | 'close'>;

/** What `EventPublisher` emits, on either transport: the shape ClientKafka accepts as a Kafka message. */
export interface EventMessage {
  key: string;
  value: unknown;
  headers?: Record<string, string>;
}
