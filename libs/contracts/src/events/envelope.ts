/**
 * The one envelope every integration event travels in, on Kafka and on the embedded bus alike.
 * `key` is the aggregate id: the bus keeps the events of one key in order.
 */
export interface IntegrationEvent<TData = unknown, TType extends string = string> {
  /** Unique per event; consumers remember handled ids to stay idempotent under redelivery. */
  id: string;
  /** Topic name, `<service>.<aggregate>.<event>`, e.g. `catalog.item.updated`. */
  type: TType;
  /** Payload schema version; a change that breaks consumers gets a new version. */
  version: number;
  /** ISO-8601 time the state change happened. */
  occurredAt: string;
  key: string;
  data: TData;
  traceId?: string;
}

/** Where a message lands once its retries are exhausted. */
export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;
