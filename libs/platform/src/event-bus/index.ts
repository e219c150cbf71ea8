export { BroadcastEventPattern, BroadcastHandlers, broadcastGroupId, isBroadcastHandler, type EventPatternExtras } from './broadcast';
export {
  DEAD_LETTER_HEADERS,
  DEFAULT_RETRY_POLICY,
  DeliveryAbortedError,
  deadLetterRecord,
  deliverWithRetry,
  describeError,
  runEventHandler,
  type BusMessage,
  type DeliveryHooks,
  type DeliveryOutcome,
  type OutgoingRecord,
  type RetryPolicy,
} from './delivery';
export {
  EmbeddedBroker,
  type EmbeddedBrokerOptions,
  type GroupDescription,
  type GroupMembership,
  type JoinGroupOptions,
  type MessageSink,
  type PartitionState,
  type PublishedPosition,
  type PublishRecord,
} from './embedded/broker';
export {
  EmbeddedBusClient,
  EmbeddedBusContext,
  EmbeddedBusServer,
  type EmbeddedBusClientOptions,
  type EmbeddedBusServerOptions,
} from './adapters/embedded.event-bus';
export { EventBusKafkaClient, EventBusKafkaServer, ensureKafkaTopics, type KafkaBusSettings } from './adapters/kafka.event-bus';
export { EVENT_BUS_OPTIONS, EventBusModule, createEventBusClient, eventBusTransport, type EventBusModuleAsyncOptions } from './event-bus.module';
export { resolveEventBus, type EventBusOptions, type ResolvedEventBus } from './event-bus.options';
export { EVENT_BUS_CLIENT, type EventBusClient, type EventMessage } from './event-bus.port';
export { EventPublisher, createIntegrationEvent, type PublishOptions } from './event-publisher';
export { DEFAULT_PARTITIONS, partitionForKey } from './partitioning';
