import {
  CHAT_SOCKET_EVENTS as E,
  CHAT_SOCKET_PATH,
  MESSAGES,
  type ChatAck,
  type ChatClosedView,
  type ChatErrorPayload,
  type ChatHistoryPage,
  type ChatMessageView,
  type ChatReadReceipt,
  type ChatReadState,
  type PresencePayload,
  type TypingView,
} from '@solar/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { chatApi, getSessionToken, type ApiResult } from '../../api';
import type { PendingMessage } from '../../shared/chat/chatFormat';
import { reportFailure } from '../../shared/formErrors';
import { showError } from '../../shared/toast';

/** How long an event waits for the server's ack before it counts as failed. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;
/** How long the other side shows as typing after its last `typing: true`, unless it says it stopped. */
export const CHAT_TYPING_SHOWN_MS = 6_000;

/** One conversation as the page shows it. */
export interface ChatThread {
  offerId: string | null;
  /** Oldest first, one per id. */
  messages: ChatMessageView[];
  pending: PendingMessage[];
  /** The `before` of the next older page; null once the oldest message is loaded. */
  nextBefore: number | null;
  /** Whether the first page has arrived. */
  loaded: boolean;
  /** The caller's side in this chat (from the history page). */
  side: ChatHistoryPage['side'] | null;
  read: ChatReadState;
  closed: boolean;
  /** Whether the other party is typing now. */
  typing: boolean;
  /** Whether the other party is online, once the socket has said; null until then. */
  online: boolean | null;
}

type Action =
  | { type: 'reset'; offerId: string | null }
  | { type: 'page'; page: ChatHistoryPage }
  | { type: 'message'; message: ChatMessageView }
  | { type: 'pending'; pending: PendingMessage }
  | { type: 'unpend'; clientId: string }
  | { type: 'read'; receipt: Pick<ChatReadReceipt, 'side' | 'seq'> }
  | { type: 'closed' }
  | { type: 'typing'; typing: boolean }
  | { type: 'online'; online: boolean };

const emptyThread = (offerId: string | null): ChatThread => ({
  offerId,
  messages: [],
  pending: [],
  nextBefore: null,
  loaded: false,
  side: null,
  read: { buyer: 0, seller: 0 },
  closed: false,
  typing: false,
  online: null,
});

/** Adds or replaces messages by id, keeping the thread in sequence order. */
function merge(messages: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

function reduce(thread: ChatThread, action: Action): ChatThread {
  switch (action.type) {
    case 'reset':
      return emptyThread(action.offerId);
    case 'page': {
      const { page } = action;
      const messages = merge(thread.messages, page.items);
      const oldestOfPage = page.items.at(-1)?.seq;
      // The page reaching furthest back decides what "Load earlier" asks for next.
      const reachesBack = !thread.loaded || (oldestOfPage !== undefined && oldestOfPage <= (thread.messages[0]?.seq ?? Infinity));
      return {
        ...thread,
        messages,
        pending: thread.pending.filter((pending) => !page.items.some((message) => message.client_id === pending.clientId)),
        nextBefore: reachesBack ? page.next_before : thread.nextBefore,
        loaded: true,
        side: page.side,
        read: { buyer: Math.max(thread.read.buyer, page.read.buyer), seller: Math.max(thread.read.seller, page.read.seller) },
        closed: thread.closed || page.closed,
      };
    }
    case 'message': {
      const { message } = action;
      return {
        ...thread,
        messages: merge(thread.messages, [message]),
        pending: thread.pending.filter((pending) => pending.clientId !== message.client_id),
        // Whoever writes has stopped typing.
        typing: message.side !== thread.side && message.edited_at === null && message.deleted_at === null ? false : thread.typing,
      };
    }
    case 'pending':
      return { ...thread, pending: [...thread.pending, action.pending] };
    case 'unpend':
      return { ...thread, pending: thread.pending.filter((pending) => pending.clientId !== action.clientId) };
    case 'read':
      return { ...thread, read: { ...thread.read, [action.receipt.side]: Math.max(thread.read[action.receipt.side], action.receipt.seq) } };
    case 'closed':
      return { ...thread, closed: true, typing: false };
    case 'typing':
      return { ...thread, typing: action.typing };
    case 'online':
      return { ...thread, online: action.online, typing: action.online && thread.typing };
  }
}

/** The sender's own id of a message, to match the server's answer to what is shown as pending. */
const newClientId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** What happened in the open conversation that the rest of the page may want to refresh for. */
export type ChatActivity = { kind: 'message'; message: ChatMessageView } | { kind: 'read' } | { kind: 'closed' };

export interface UseChatOptions {
  /** Whether the conversation is on screen (messages of the other side are then marked read). */
  visible?: boolean;
  onActivity?: (activity: ChatActivity) => void;
}

export interface UseChat {
  thread: ChatThread;
  /** Whether the socket is connected (writes go over HTTP while it is not). */
  connected: boolean;
  loadingEarlier: boolean;
  loadEarlier: () => Promise<void>;
  /** Sends a message; answers whether it was taken. */
  send: (text: string) => Promise<boolean>;
  edit: (msgId: string, text: string) => Promise<boolean>;
  remove: (msgId: string) => Promise<boolean>;
  close: () => Promise<boolean>;
  /** Tells the other side the user is (or stopped) typing; only over the socket, never over HTTP. */
  setTyping: (typing: boolean) => void;
}

/**
 * The live chat of one offer (null: none open). One socket for the page's life, through the gateway on the page's
 * own origin (`CHAT_SOCKET_PATH`, the session token as `auth`); it joins the open offer's room, leaves it when
 * another is opened, and on every (re)connection joins again and fetches over HTTP whatever arrived while it was
 * away. Writes go over the socket with acks, or over HTTP while it is down; every refusal is an error toast.
 */
export function useChat(offerId: string | null, { visible = true, onActivity }: UseChatOptions = {}): UseChat {
  const [thread, dispatch] = useReducer(reduce, offerId, emptyThread);
  const [connected, setConnected] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [pageVisible, setPageVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const socketRef = useRef<Socket | null>(null);
  const offerRef = useRef(offerId);
  const threadRef = useRef(thread);
  const activityRef = useRef(onActivity);
  const readingRef = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    threadRef.current = thread;
    activityRef.current = onActivity;
  });

  const current = (id: string) => offerRef.current === id;

  /** Pages older than `page` until the thread's newest known message is reached: what a reconnection missed. */
  const catchUp = useCallback(async (id: string, page: ChatHistoryPage, knownSeq: number) => {
    let before = page.next_before;
    let oldest = page.items.at(-1)?.seq ?? 0;
    while (knownSeq > 0 && before !== null && oldest > knownSeq + 1 && current(id)) {
      const { data } = await chatApi.history(id, before);
      if (!current(id)) return;
      dispatch({ type: 'page', page: data });
      before = data.next_before;
      oldest = data.items.at(-1)?.seq ?? 0;
    }
  }, []);

  const join = useCallback(
    async (socket: Socket, id: string) => {
      const knownSeq = threadRef.current.offerId === id ? (threadRef.current.messages.at(-1)?.seq ?? 0) : 0;
      try {
        const ack = (await socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck(E.join, { offer_id: id })) as ChatAck<ChatHistoryPage>;
        if (!current(id)) return;
        if (!ack.ok) return showError(ack.error.error);
        dispatch({ type: 'page', page: ack.data });
        await catchUp(id, ack.data, knownSeq);
      } catch (error) {
        // A join that timed out is tried again on the next connection; the HTTP history is on screen meanwhile.
        if (current(id)) reportFailure(error);
      }
    },
    [catchUp],
  );

  // The socket, for the page's life.
  useEffect(() => {
    // WebSocket only: the gateway passes websocket upgrades to the chat service, not socket.io's HTTP long-polling.
    const socket = io({ path: CHAT_SOCKET_PATH, transports: ['websocket'], auth: (give) => give({ token: getSessionToken() ?? '' }) });
    socketRef.current = socket;
    const mine =
      <T extends { offer_id: string }>(handle: (payload: T) => void) =>
      (payload: T) => {
        if (payload && current(payload.offer_id)) handle(payload);
      };
    socket.on('connect', () => {
      setConnected(true);
      if (offerRef.current) void join(socket, offerRef.current);
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('connect_error', () => setConnected(false));
    socket.on(
      E.message,
      mine((message: ChatMessageView) => {
        dispatch({ type: 'message', message });
        activityRef.current?.({ kind: 'message', message });
      }),
    );
    socket.on(
      E.messageUpdated,
      mine((message: ChatMessageView) => dispatch({ type: 'message', message })),
    );
    socket.on(
      E.read,
      mine((receipt: ChatReadReceipt) => {
        dispatch({ type: 'read', receipt });
        activityRef.current?.({ kind: 'read' });
      }),
    );
    socket.on(
      E.typing,
      mine((view: TypingView) => {
        if (view.side === threadRef.current.side) return;
        clearTimeout(typingTimer.current);
        dispatch({ type: 'typing', typing: view.typing });
        if (view.typing) typingTimer.current = setTimeout(() => dispatch({ type: 'typing', typing: false }), CHAT_TYPING_SHOWN_MS);
      }),
    );
    socket.on(
      E.presence,
      mine((presence: PresencePayload) => {
        if (presence.side !== threadRef.current.side) dispatch({ type: 'online', online: presence.online });
      }),
    );
    socket.on(
      E.close,
      mine((_closed: ChatClosedView) => {
        dispatch({ type: 'closed' });
        activityRef.current?.({ kind: 'closed' });
      }),
    );
    socket.on(E.error, (refusal: ChatErrorPayload) => showError(refusal?.error ?? MESSAGES.toast.genericError));
    return () => {
      clearTimeout(typingTimer.current);
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [join]);

  // The open offer: its first page over HTTP (shown even while the socket is down), and its room.
  useEffect(() => {
    const previous = offerRef.current;
    offerRef.current = offerId;
    readingRef.current = 0;
    dispatch({ type: 'reset', offerId });
    const socket = socketRef.current;
    if (socket?.connected && previous && previous !== offerId) socket.emit(E.leave, { offer_id: previous });
    if (!offerId) return;
    chatApi.history(offerId).then(
      ({ data }) => current(offerId) && dispatch({ type: 'page', page: data }),
      (error: unknown) => current(offerId) && reportFailure(error),
    );
    if (socket?.connected) void join(socket, offerId);
  }, [offerId, join]);

  useEffect(() => {
    const changed = () => setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);

  /** Runs a write over the socket (with its ack) or, while it is down, over HTTP; null after a refusal (toasted). */
  const write = useCallback(async <T>(event: string, payload: object, overHttp: () => Promise<ApiResult<T>>, quiet = false): Promise<T | null> => {
    const socket = socketRef.current;
    if (socket?.connected) {
      try {
        const ack = (await socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck(event, payload)) as ChatAck<T>;
        if (ack.ok) return ack.data;
        if (!quiet) showError(ack.error.error);
      } catch {
        if (!quiet) showError(MESSAGES.toast.genericError);
      }
      return null;
    }
    try {
      return (await overHttp()).data;
    } catch (error) {
      if (!quiet) reportFailure(error);
      return null;
    }
  }, []);

  // Messages of the other side (and the marketplace's) are read once the conversation is on screen.
  const { side, messages, read } = thread;
  const newestOther = [...messages].reverse().find((message) => message.side !== side);
  const readUpTo = side === 'buyer' || side === 'seller' ? read[side] : Infinity;
  const unreadSeq = newestOther && newestOther.seq > readUpTo ? newestOther.seq : 0;
  useEffect(() => {
    if (!offerId || !visible || !pageVisible || !unreadSeq || !newestOther || readingRef.current >= unreadSeq) return;
    readingRef.current = unreadSeq;
    const id = offerId;
    void write<ChatReadReceipt>(E.read, { offer_id: id, msg_id: newestOther.id }, () => chatApi.markRead(id, newestOther.id), true).then((receipt) => {
      if (!receipt || !current(id)) return;
      dispatch({ type: 'read', receipt });
      activityRef.current?.({ kind: 'read' });
    });
  }, [offerId, visible, pageVisible, unreadSeq, newestOther, write]);

  const loadEarlier = useCallback(async () => {
    const { offerId: id, nextBefore } = threadRef.current;
    if (!id || nextBefore === null) return;
    setLoadingEarlier(true);
    try {
      const { data } = await chatApi.history(id, nextBefore);
      if (current(id)) dispatch({ type: 'page', page: data });
    } catch (error) {
      reportFailure(error);
    } finally {
      setLoadingEarlier(false);
    }
  }, []);

  const send = useCallback(
    async (text: string) => {
      const id = offerRef.current;
      if (!id) return false;
      const clientId = newClientId();
      dispatch({ type: 'pending', pending: { clientId, text } });
      const message = await write<ChatMessageView>(E.send, { offer_id: id, text, client_id: clientId }, () => chatApi.send(id, text, clientId));
      if (!current(id)) return message !== null;
      // The answer takes the pending one's place (matched by client_id; by this call should it not echo it).
      dispatch({ type: 'unpend', clientId });
      if (message) {
        dispatch({ type: 'message', message });
        activityRef.current?.({ kind: 'message', message });
      }
      return message !== null;
    },
    [write],
  );

  const changed = useCallback((message: ChatMessageView | null) => {
    if (message && current(message.offer_id)) dispatch({ type: 'message', message });
    return message !== null;
  }, []);

  const edit = useCallback(
    async (msgId: string, text: string) => changed(await write<ChatMessageView>(E.edit, { msg_id: msgId, text }, () => chatApi.edit(msgId, text))),
    [write, changed],
  );

  const remove = useCallback(
    async (msgId: string) => changed(await write<ChatMessageView>(E.delete, { msg_id: msgId }, () => chatApi.delete(msgId))),
    [write, changed],
  );

  const close = useCallback(async () => {
    const id = offerRef.current;
    if (!id) return false;
    const closed = await write<ChatClosedView>(E.close, { offer_id: id }, () => chatApi.close(id));
    if (closed && current(id)) {
      dispatch({ type: 'closed' });
      activityRef.current?.({ kind: 'closed' });
    }
    return closed !== null;
  }, [write]);

  const setTyping = useCallback((typing: boolean) => {
    const socket = socketRef.current;
    if (offerRef.current && socket?.connected) socket.emit(E.typing, { offer_id: offerRef.current, typing });
  }, []);

  return { thread, connected, loadingEarlier, loadEarlier, send, edit, remove, close, setTyping };
}
