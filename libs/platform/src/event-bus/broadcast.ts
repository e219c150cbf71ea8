import { randomUUID } from 'node:crypto';
import type { MessageHandler } from '@nestjs/microservices';
import { EventPattern } from '@nestjs/microservices';

/**
 * Broadcast subscriptions: a handler marked `{ broadcast: true }` runs on EVERY running instance of the
 * service, not on one instance of its consumer group. Each server consumes its broadcast topics in a group
 * of its own, `<service>.<instance id>`, from the beginning of the topic, so an instance started later still
 * learns earlier events. For state every instance keeps in memory (e.g. revoked tokens).
 */

/** The `extras` Nest stores with an `@EventPattern` handler (`MessageHandler.extras`). */
export interface EventPatternExtras {
  broadcast?: boolean;
}

/** `@EventPattern(topic, { broadcast: true })`: delivered to every instance of the service (one topic or several). */
export function BroadcastEventPattern(topic: string | string[]): MethodDecorator {
  return EventPattern(topic, { broadcast: true } satisfies EventPatternExtras);
}

export function isBroadcastHandler(isEventHandler: boolean, extras: Record<string, unknown> | undefined): boolean {
  return isEventHandler && extras?.broadcast === true;
}

/** The consumer group of one server instance's broadcast subscriptions: new for every server. */
export function broadcastGroupId(service: string, instanceId: string = randomUUID()): string {
  return `${service}.${instanceId}`;
}

/**
 * The broadcast handlers of one server, kept apart from Nest's `messageHandlers` so that the shared
 * consumer group never subscribes to them. Several handlers of one topic are chained through `next` the
 * way `Server.addHandler` chains them, so Nest runs them all for one delivery.
 */
export class BroadcastHandlers {
  private readonly handlers = new Map<string, MessageHandler>();

  add(topic: string, handler: MessageHandler, extras: Record<string, unknown>): void {
    // One handler of several topics is chained in each topic on its own (`next` belongs to one topic's chain).
    const callback: MessageHandler = Object.assign((data: unknown, ctx?: unknown) => handler(data, ctx), { isEventHandler: true, extras });
    const head = this.handlers.get(topic);
    if (!head) {
      this.handlers.set(topic, callback);
      return;
    }
    let tail = head;
    while (tail.next) tail = tail.next as MessageHandler;
    tail.next = callback;
  }

  get(topic: string): MessageHandler | undefined {
    return this.handlers.get(topic);
  }

  get topics(): string[] {
    return [...this.handlers.keys()];
  }
}
