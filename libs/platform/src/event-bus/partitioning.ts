import { Partitioners, type PartitionMetadata } from 'kafkajs';

export const DEFAULT_PARTITIONS = 4;

// kafkajs' default partitioner is the Java client's murmur2 hash, so a key lands on the same partition
// number on the embedded bus as on Kafka (for a topic with the same partition count).
const kafkaPartitioner = Partitioners.DefaultPartitioner();
const metadataCache = new Map<number, PartitionMetadata[]>();

/** Partition of `key` in a topic of `partitions` partitions: murmur2(key) % partitions, as Kafka does. */
export function partitionForKey(key: string, partitions: number): number {
  let partitionMetadata = metadataCache.get(partitions);
  if (!partitionMetadata) {
    partitionMetadata = Array.from({ length: partitions }, (_, partitionId) => ({
      partitionErrorCode: 0,
      partitionId,
      leader: 0,
      replicas: [0],
      isr: [0],
      offlineReplicas: [],
    }));
    metadataCache.set(partitions, partitionMetadata);
  }
  return kafkaPartitioner({ topic: '', partitionMetadata, message: { key, value: null } });
}

// Kafka's legal topic characters; also keeps topic names safe as folder names.
const LEGAL_NAME = /^[A-Za-z0-9._-]{1,249}$/;

/** Throws unless `name` is a legal Kafka topic (or group) name. */
export function assertLegalName(kind: 'topic' | 'group', name: string): void {
  if (!LEGAL_NAME.test(name) || name === '.' || name === '..') {
    throw new Error(`Illegal ${kind} name "${name}": use 1-249 of [A-Za-z0-9._-]`);
  }
}
