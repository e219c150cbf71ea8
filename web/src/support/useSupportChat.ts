import { CHAT_SOCKET_PATH, MESSAGES, SUPPORT_SOCKET_EVENTS as E, type ChatAck, type SupportMessageView, type SupportReadReceipt } from '@solar/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { ApiError } from '../api';
import { useCartOwner } from '../api/owner';
import { supportApi, visitorKey, visitorToken } from '../api/support';
import { localStore } from '../shared/browserStorage';
import { SUPPORT_ACK_TIMEOUT_MS, emptySupportThread, newClientId, reduceSupportThread, unreadFor, type SupportThreadState } from './thread';

/** Which visitor of this browser has written to the team: their replies are listened for from the next page load on. */
export const SUPPORT_VISITOR_KEY = 'solar.support.visitor';

const errorText = (error: unknown): string => (error instanceof ApiError ? (error.error ?? error.details[0]) : undefined) ?? MESSAGES.toast.genericError;

export interface UseSupportChat {
  thread: SupportThreadState;
  /** The team's messages the visitor has not read. */
  unread: number;
  /** Whether the socket is connected (messages go over HTTP while it is not). */
  connected: boolean;
  /** Whether the widget talks to the server at all yet: once opened, or at once for a visitor who has written before. */
  active: boolean;
  /** The last refusal or failure, shown in the panel until the next send. */
  error: string | null;
  loadingEarlier: boolean;
  loadEarlier: () => Promise<void>;
  /** Sends a message; answers whether it was taken. */
  send: (text: string) => Promise<boolean>;
}

/**
 * The visitor's side of the support chat. Nothing is asked of the server until the widget is first opened, except
 * for a visitor who wrote before (their answers may be waiting). Then the thread is read over HTTP and a socket
 * (the visitor's token as `auth`) brings the team's answers live; it stays while the visitor moves between pages.
 * A browser that is nobody yet (signed out, no guest session) gets its guest session with its first message.
 */
export function useSupportChat(open: boolean): UseSupportChat {
  const [kind, ownerId] = useCartOwner();
  const ownerKey = `${kind}:${ownerId}`;
  const [thread, dispatch] = useReducer(reduceSupportThread, undefined, emptySupportThread);
  const [opened, setOpened] = useState(false);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [pageVisible, setPageVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const socketRef = useRef<Socket | null>(null);
  const ownerRef = useRef(ownerKey);
  const threadRef = useRef(thread);
  const readingRef = useRef(0);

  useEffect(() => {
    threadRef.current = thread;
  });

  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);

  const wroteBefore = ownerId !== '' && localStore()?.getItem(SUPPORT_VISITOR_KEY) === ownerKey;
  const active = opened || wroteBefore;

  // The visitor's thread and socket, for as long as the visitor is the same one.
  useEffect(() => {
    const previous = ownerRef.current;
    ownerRef.current = ownerKey;
    // Another visitor (signed in or out): another thread. A browser that just became a guest keeps what it sent.
    if (previous !== ownerKey && !previous.endsWith(':')) {
      dispatch({ type: 'reset' });
      readingRef.current = 0;
    }
    if (!active) return;
    const current = () => ownerRef.current === ownerKey;
    const load = () =>
      supportApi.history().then(
        (page) => current() && dispatch({ type: 'page', page }),
        (failure: unknown) => current() && setError(errorText(failure)),
      );
    void load();
    if (!visitorToken()) return;
    const live: { socket: Socket | null } = { socket: null };
    let stopped = false;
    let connections = 0;
    // socket.io's client comes with the first conversation, not with the widget's button on every page.
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      // WebSocket only: the gateway passes websocket upgrades to the chat service, not socket.io's long-polling.
      const socket = io({ path: CHAT_SOCKET_PATH, transports: ['websocket'], auth: (give) => give({ token: visitorToken() ?? '' }) });
      live.socket = socket;
      socketRef.current = socket;
      socket.on('connect', () => {
        setConnected(true);
        // What arrived while the socket was away.
        if (connections++ > 0) void load();
      });
      socket.on('disconnect', () => setConnected(false));
      socket.on('connect_error', () => setConnected(false));
      socket.on(E.message, (message: SupportMessageView) => {
        const own = threadRef.current.threadId;
        if (message && (own === null || message.thread_id === own)) dispatch({ type: 'message', message });
      });
      socket.on(E.readReceipt, (receipt: SupportReadReceipt) => {
        if (receipt?.thread_id && receipt.thread_id === threadRef.current.threadId) dispatch({ type: 'read', side: receipt.side, seq: receipt.seq });
      });
    });
    return () => {
      stopped = true;
      live.socket?.removeAllListeners();
      live.socket?.disconnect();
      if (socketRef.current === live.socket) socketRef.current = null;
      setConnected(false);
    };
  }, [active, ownerKey]);

  useEffect(() => {
    const changed = () => setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);

  // The team's answers are read once the panel shows them.
  const unread = unreadFor(thread, 'visitor');
  const newest = thread.messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (!open || !pageVisible || unread === 0 || readingRef.current >= newest) return;
    readingRef.current = newest;
    const socket = socketRef.current;
    const read: Promise<SupportReadReceipt | null> = socket?.connected
      ? socket
          .timeout(SUPPORT_ACK_TIMEOUT_MS)
          .emitWithAck(E.read, {})
          .then((ack: ChatAck<SupportReadReceipt>) => (ack.ok ? ack.data : null))
      : supportApi.read().then(({ data }) => data);
    read.then(
      (receipt) => receipt && dispatch({ type: 'read', side: 'visitor', seq: receipt.seq }),
      () => {
        readingRef.current = 0;
      },
    );
  }, [open, pageVisible, unread, newest]);

  const loadEarlier = useCallback(async () => {
    const { nextBefore } = threadRef.current;
    if (nextBefore === null) return;
    setLoadingEarlier(true);
    try {
      dispatch({ type: 'page', page: await supportApi.history(nextBefore) });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setLoadingEarlier(false);
    }
  }, []);

  const send = useCallback(async (text: string) => {
    const clientId = newClientId();
    setError(null);
    dispatch({ type: 'pending', pending: { clientId, text } });
    let message: SupportMessageView | null = null;
    const socket = socketRef.current;
    try {
      if (socket?.connected) {
        const ack = (await socket.timeout(SUPPORT_ACK_TIMEOUT_MS).emitWithAck(E.send, { text, client_id: clientId })) as ChatAck<SupportMessageView>;
        if (ack.ok) message = ack.data;
        else setError(ack.error.errors?.text?.[0] ?? ack.error.error);
      } else {
        message = (await supportApi.send(text, clientId)).data;
      }
    } catch (failure) {
      setError(errorText(failure));
    }
    // The answer takes the pending one's place (matched by client_id).
    dispatch({ type: 'unpend', clientId });
    if (!message) return false;
    dispatch({ type: 'message', message });
    setOpened(true);
    // From now on this visitor's answers are listened for on every page load.
    const key = visitorKey();
    if (key) localStore()?.setItem(SUPPORT_VISITOR_KEY, key);
    return true;
  }, []);

  return { thread, unread, connected, active, error, loadingEarlier, loadEarlier, send };
}
