import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { IntegrationEvent } from '@solar/contracts';
import { lastValueFrom } from 'rxjs';
import { EVENT_BUS_CLIENT, type EventBusClient, type EventMessage } from './event-bus.port';

export interface PublishOptions {
  traceId?: string;
  /** Payload schema version (default 1). */
  version?: number;
}

/** A new envelope for `data`: the one place an integration event is born (publisher and outbox alike). */
export function createIntegrationEvent<TData, TType extends string = string>(
  type: TType,
  key: string,
  data: TData,
  options: PublishOptions = {},
): IntegrationEvent<TData, TType> {
  return {
    id: randomUUID(),
    type,
    version: options.version ?? 1,
    occurredAt: new Date().toISOString(),
    key,
    data,
    ...(options.traceId !== undefined && { traceId: options.traceId }),
  };
}

/** Publishes integration events, keyed by aggregate so one aggregate's events stay in order. */
@Injectable()
export class EventPublisher implements OnApplicationShutdown {
  constructor(@Inject(EVENT_BUS_CLIENT) private readonly client: EventBusClient) {}

  /**
   * Wraps `data` in a new envelope and publishes it on topic `type`. Resolves once the bus has accepted
   * the event (written to the embedded log, or acknowledged by Kafka); returns the envelope.
   */
  async publish<TData, TType extends string = string>(
    type: TType,
    key: string,
    data: TData,
    options: PublishOptions = {},
  ): Promise<IntegrationEvent<TData, TType>> {
    const envelope = createIntegrationEvent(type, key, data, options);
    await this.publishEnvelope(envelope);
    return envelope;
  }

  /** Publishes an envelope as it is (an outbox relay re-publishing keeps the event id). */
  async publishEnvelope(envelope: IntegrationEvent): Promise<void> {
    if (!envelope.type || !envelope.key || !envelope.id) {
      throw new Error('An integration event needs an id, a type and a key');
    }
    const message: EventMessage = { key: envelope.key, value: envelope };
    await lastValueFrom(this.client.emit(envelope.type, message), { defaultValue: undefined });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
