import { Inject, Injectable, Logger } from '@nestjs/common';
import { EVENTS, type ChatClusterPayload, type EventOf } from '@solar/contracts';
import { EventPublisher } from '@solar/platform';
import type { Namespace } from 'socket.io';
import { type Adapter } from 'socket.io-adapter';
import { CHAT_OPTIONS, type ChatOptions } from '../chat.options';
import { STALE_AFTER_MS, BusClusterAdapter } from './bus-cluster-adapter';

/** The link between this instance's adapters and the bus. */
@Injectable()
export class ChatCluster {
  private readonly logger = new Logger(ChatCluster.name);
  /** Messages published before this are replays of the cluster's past. */
  readonly startedAt = Date.now();
  private readonly adapters = new Set<BusClusterAdapter>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly publisher: EventPublisher,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
  ) {}

  /** The adapter class to hand socket.io (`io.adapter(...)`, which calls it with `new`): each namespace's adapter talks through this link. */
  adapterClass(): typeof Adapter {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the class below has its own `this`
    const cluster = this;
    const options = this.options;
    return class extends BusClusterAdapter {
      constructor(nsp: Namespace) {
        super(nsp, cluster, options);
      }
    } as unknown as typeof Adapter;
  }

  attach(adapter: BusClusterAdapter): void {
    this.adapters.add(adapter);
  }

  detach(adapter: BusClusterAdapter): void {
    this.adapters.delete(adapter);
  }

  async publish(payload: ChatClusterPayload): Promise<void> {
    const published = this.publisher.publish(EVENTS.chat.clusterMessage, payload.uid, payload);
    this.inFlight.add(published);
    try {
      await published;
    } catch (error) {
      // The adapter logs nothing itself; a broadcast that did not reach the other instances is worth a line.
      this.logger.warn(`A cluster message could not be published: ${(error as Error).message}`);
      throw error;
    } finally {
      this.inFlight.delete(published);
    }
  }

  /** Waits for the messages being published (a closing adapter's last word) before the bus client closes. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /** Hands a message of the bus to this instance's adapters, unless it is a replay of the cluster's past. */
  deliver(event: EventOf<'chat.cluster.message'>): void {
    const at = Date.parse(event.occurredAt);
    if (!(at >= this.startedAt) || Date.now() - at > STALE_AFTER_MS) return;
    for (const adapter of this.adapters) adapter.receive(event.data);
  }
}
