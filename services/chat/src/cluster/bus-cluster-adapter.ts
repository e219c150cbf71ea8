import { type ChatClusterPayload } from '@solar/contracts';
import type { Namespace } from 'socket.io';
import { ClusterAdapterWithHeartbeat, type ClusterMessage, type ClusterResponse, type Offset } from 'socket.io-adapter';
import { type ChatOptions } from '../chat.options';
import { ChatCluster } from './chat-cluster.service';

/*
 * socket.io's rooms across the chat's instances. socket.io's cluster adapter base (`ClusterAdapterWithHeartbeat`
 * of socket.io-adapter) keeps the rooms' bookkeeping, the heartbeats and the requests to every instance; an
 * adapter says only how a message reaches the other instances and how theirs come in (as socket.io's Postgres
 * adapter does over NOTIFY). Ours goes over the project's event bus: the topic `chat.cluster.message`, which
 * every instance consumes in a group of its own (a broadcast subscription), so Kafka carries it in production
 * and the embedded bus on one machine, and no other broker is run.
 *
 * A broadcast subscription reads its topic from the beginning, so a new instance is first handed what the
 * cluster said before it started: it ignores every message published before it started (and any older than
 * STALE_AFTER_MS, a consumer far behind), besides its own messages and answers meant for another instance.
 * Instances' clocks are assumed to agree within a second or so (NTP), as the revocation broadcasts assume.
 */

/** A cluster message this old is of no use to anyone any more (its requester gave up after a few seconds). */
export const STALE_AFTER_MS = 60_000;

const BINARY = '$binary';

/** The adapter's message as JSON: Buffers and typed arrays become `{ $binary: base64 }`. */
export function encodeClusterMessage(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { [BINARY]: Buffer.from(value).toString('base64') };
  if (value instanceof ArrayBuffer) return { [BINARY]: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encodeClusterMessage);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, encodeClusterMessage(entry)]));
  return value;
}

/** The inverse of encodeClusterMessage: `{ $binary }` becomes a Buffer again. */
export function decodeClusterMessage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeClusterMessage);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === BINARY && typeof entries[0]![1] === 'string') return Buffer.from(entries[0]![1], 'base64');
    return Object.fromEntries(entries.map(([key, entry]) => [key, decodeClusterMessage(entry)]));
  }
  return value;
}

/** The adapter of one namespace of this instance's socket.io server. */
export class BusClusterAdapter extends ClusterAdapterWithHeartbeat {
  constructor(
    nsp: Namespace,
    private readonly cluster: ChatCluster,
    options: ChatOptions,
  ) {
    super(nsp, { heartbeatInterval: options.heartbeatIntervalMs, heartbeatTimeout: options.heartbeatTimeoutMs });
    cluster.attach(this);
  }

  /** This instance's id in the cluster. */
  get instanceId(): string {
    return this.uid;
  }

  protected override async doPublish(message: ClusterMessage): Promise<Offset> {
    await this.cluster.publish({ uid: this.uid, to: null, message: encodeClusterMessage(message) });
    return '';
  }

  protected override async doPublishResponse(requesterUid: string, response: ClusterResponse): Promise<void> {
    await this.cluster.publish({ uid: this.uid, to: requesterUid, message: encodeClusterMessage(response) });
  }

  /** A message of another instance: to every instance, or an answer to this one. */
  receive(payload: ChatClusterPayload): void {
    if (payload.uid === this.uid) return;
    if (payload.to === null) this.onMessage(decodeClusterMessage(payload.message) as ClusterMessage);
    else if (payload.to === this.uid) this.onResponse(decodeClusterMessage(payload.message) as ClusterResponse);
  }

  override close(): void {
    super.close();
    // Requests still waiting for other instances would keep their timers for seconds after the server closed: for a
    // closing adapter the other instances are gone (the base class keeps them privately; removeNode settles them).
    const base = this as unknown as { nodesMap: Map<string, number>; removeNode(uid: string): void };
    for (const uid of [...base.nodesMap.keys()]) base.removeNode(uid);
    this.cluster.detach(this);
  }
}
