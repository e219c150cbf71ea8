import type { SupportMessageView, SupportReadState, SupportSide, SupportThreadPage } from '@solar/contracts';

/**
 * One support thread as the widget and the inbox show it: the pages read over HTTP and the messages heard on the
 * socket merged by id, in sequence order, with the messages sent and not yet answered.
 */

/** A message sent but not yet answered: shown at the end with a clock. */
export interface PendingMessage {
  clientId: string;
  text: string;
}

export interface SupportThreadState {
  threadId: string | null;
  /** Oldest first, one per id. */
  messages: SupportMessageView[];
  pending: PendingMessage[];
  /** The `before` of the next older page; null once the oldest message is loaded. */
  nextBefore: number | null;
  /** Whether the first page has arrived. */
  loaded: boolean;
  read: SupportReadState;
}

export type SupportThreadAction =
  | { type: 'reset' }
  | { type: 'page'; page: SupportThreadPage }
  | { type: 'message'; message: SupportMessageView }
  | { type: 'pending'; pending: PendingMessage }
  | { type: 'unpend'; clientId: string }
  | { type: 'read'; side: SupportSide; seq: number };

export const emptySupportThread = (): SupportThreadState => ({
  threadId: null,
  messages: [],
  pending: [],
  nextBefore: null,
  loaded: false,
  read: { visitor: 0, team: 0 },
});

function merge(messages: SupportMessageView[], incoming: SupportMessageView[]): SupportMessageView[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export function reduceSupportThread(thread: SupportThreadState, action: SupportThreadAction): SupportThreadState {
  switch (action.type) {
    case 'reset':
      return emptySupportThread();
    case 'page': {
      const { page } = action;
      const oldestOfPage = page.items.at(-1)?.seq;
      // The page reaching furthest back decides what "Earlier messages" asks for next.
      const reachesBack = !thread.loaded || (oldestOfPage !== undefined && oldestOfPage <= (thread.messages[0]?.seq ?? Infinity));
      return {
        threadId: page.thread_id ?? thread.threadId,
        messages: merge(thread.messages, page.items),
        pending: thread.pending.filter((pending) => !page.items.some((message) => message.client_id === pending.clientId)),
        nextBefore: reachesBack ? page.next_before : thread.nextBefore,
        loaded: true,
        read: { visitor: Math.max(thread.read.visitor, page.read.visitor), team: Math.max(thread.read.team, page.read.team) },
      };
    }
    case 'message': {
      const { message } = action;
      const read = { ...thread.read, [message.side]: Math.max(thread.read[message.side], message.seq) };
      return {
        ...thread,
        threadId: thread.threadId ?? message.thread_id,
        messages: merge(thread.messages, [message]),
        pending: thread.pending.filter((pending) => pending.clientId !== message.client_id),
        // Whoever writes has read the thread up to what they wrote.
        read,
      };
    }
    case 'pending':
      return { ...thread, pending: [...thread.pending, action.pending] };
    case 'unpend':
      return { ...thread, pending: thread.pending.filter((pending) => pending.clientId !== action.clientId) };
    case 'read':
      return { ...thread, read: { ...thread.read, [action.side]: Math.max(thread.read[action.side], action.seq) } };
  }
}

/** The other side's messages after what `side` has read. */
export const unreadFor = (thread: SupportThreadState, side: SupportSide): number =>
  thread.messages.filter((message) => message.side !== side && message.seq > thread.read[side]).length;

/** The sender's own id of a message, to match the server's answer to what is shown as pending. */
export const newClientId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** How long an event waits for the server's ack before it counts as failed. */
export const SUPPORT_ACK_TIMEOUT_MS = 10_000;
