import {
  CHAT_SOCKET_PATH,
  MESSAGES,
  SUPPORT_SOCKET_EVENTS as E,
  type ChatAck,
  type SupportMessageView,
  type SupportReadReceipt,
  type SupportThreadRow,
} from '@solar/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSWRConfig } from 'swr';
import { ApiError, getSessionToken } from '../api';
import { isSupportInboxKey, supportTeamApi } from '../api/support';
import { showError } from '../shared/toast';
import { SUPPORT_ACK_TIMEOUT_MS, emptySupportThread, newClientId, reduceSupportThread, unreadFor, type SupportThreadState } from './thread';

type Listener = { message?: (message: SupportMessageView) => void; read?: (receipt: SupportReadReceipt) => void };

/** The inbox page's socket: connected, and the open thread's way to hear what the socket hears. */
export interface SupportTeamSocket {
  connected: boolean;
  socket: () => Socket | null;
  listen: (listener: Listener) => () => void;
}

const failureText = (error: unknown): string => (error instanceof ApiError ? (error.error ?? error.details[0]) : undefined) ?? MESSAGES.toast.genericError;

/**
 * The admin's socket while the Support inbox is open: it asks to hear every thread (`support-watch`, again on each
 * reconnection), fetches the inbox's pages again whenever a thread changes (a message, a read), and hands the
 * messages and receipts to the open thread.
 */
export function useSupportTeamSocket(): SupportTeamSocket {
  const { mutate } = useSWRConfig();
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<Socket | null>(null);
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    const live: { socket: Socket | null; stopped: boolean } = { socket: null, stopped: false };
    void import('socket.io-client').then(({ io }) => {
      if (live.stopped) return;
      const socket = io({ path: CHAT_SOCKET_PATH, transports: ['websocket'], auth: (give) => give({ token: getSessionToken() ?? '' }) });
      live.socket = socket;
      socketRef.current = socket;
      socket.on('connect', () => {
        setConnected(true);
        socket.emit(E.watch, { watching: true });
        // What changed while the socket was away.
        void mutate(isSupportInboxKey);
      });
      socket.on('disconnect', () => setConnected(false));
      socket.on('connect_error', () => setConnected(false));
      socket.on(E.thread, (_row: SupportThreadRow) => void mutate(isSupportInboxKey));
      socket.on(E.message, (message: SupportMessageView) => listeners.current.forEach((listener) => listener.message?.(message)));
      socket.on(E.readReceipt, (receipt: SupportReadReceipt) => listeners.current.forEach((listener) => listener.read?.(receipt)));
    });
    return () => {
      live.stopped = true;
      live.socket?.removeAllListeners();
      live.socket?.disconnect();
      socketRef.current = null;
    };
  }, [mutate]);

  const listen = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const socket = useCallback(() => socketRef.current, []);
  return { connected, socket, listen };
}

export interface UseSupportTeamThread {
  thread: SupportThreadState;
  row: SupportThreadRow | null;
  error: Error | null;
  loadingEarlier: boolean;
  loadEarlier: () => Promise<void>;
  reply: (text: string) => Promise<boolean>;
}

/**
 * One thread the admin has open: its history over HTTP, its new messages live, read by the team as soon as they
 * show (opening the thread marks it read), and the team's answers over the socket (HTTP while it is down).
 */
export function useSupportTeamThread(threadId: string, live: SupportTeamSocket): UseSupportTeamThread {
  const [thread, dispatch] = useReducer(reduceSupportThread, undefined, emptySupportThread);
  const [row, setRow] = useState<SupportThreadRow | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const threadRef = useRef(thread);
  const readingRef = useRef(0);
  const { listen, connected, socket: socketOf } = live;

  useEffect(() => {
    threadRef.current = thread;
  });

  // The history, again after each reconnection (what arrived meanwhile); the messages heard for this thread.
  useEffect(() => {
    let current = true;
    supportTeamApi.history(threadId).then(
      ({ data }) => {
        if (!current) return;
        dispatch({ type: 'page', page: data });
        setRow(data.thread);
      },
      (failure: unknown) => current && setError(failure instanceof Error ? failure : new Error(failureText(failure))),
    );
    const stop = listen({
      message: (message) => message.thread_id === threadId && dispatch({ type: 'message', message }),
      read: (receipt) => receipt.thread_id === threadId && dispatch({ type: 'read', side: receipt.side, seq: receipt.seq }),
    });
    return () => {
      current = false;
      stop();
    };
  }, [threadId, listen, connected]);

  // Read as soon as it shows.
  const unread = unreadFor(thread, 'team');
  const newest = thread.messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (!thread.loaded || unread === 0 || readingRef.current >= newest) return;
    readingRef.current = newest;
    const socket = socketOf();
    const read = socket?.connected
      ? socket
          .timeout(SUPPORT_ACK_TIMEOUT_MS)
          .emitWithAck(E.read, { thread_id: threadId })
          .then((ack: ChatAck<SupportReadReceipt>) => (ack.ok ? ack.data : null))
      : supportTeamApi.read(threadId).then(({ data }) => data);
    read.then(
      (receipt) => receipt && dispatch({ type: 'read', side: 'team', seq: receipt.seq }),
      () => {
        readingRef.current = 0;
      },
    );
  }, [thread.loaded, unread, newest, threadId, socketOf]);

  const loadEarlier = useCallback(async () => {
    const { nextBefore } = threadRef.current;
    if (nextBefore === null) return;
    setLoadingEarlier(true);
    try {
      dispatch({ type: 'page', page: (await supportTeamApi.history(threadId, nextBefore)).data });
    } catch (failure) {
      showError(failureText(failure));
    } finally {
      setLoadingEarlier(false);
    }
  }, [threadId]);

  const reply = useCallback(
    async (text: string) => {
      const clientId = newClientId();
      dispatch({ type: 'pending', pending: { clientId, text } });
      let message: SupportMessageView | null = null;
      const socket = socketOf();
      try {
        if (socket?.connected) {
          const ack = (await socket
            .timeout(SUPPORT_ACK_TIMEOUT_MS)
            .emitWithAck(E.send, { thread_id: threadId, text, client_id: clientId })) as ChatAck<SupportMessageView>;
          if (ack.ok) message = ack.data;
          else showError(ack.error.errors?.text?.[0] ?? ack.error.error);
        } else {
          message = (await supportTeamApi.reply(threadId, text, clientId)).data;
        }
      } catch (failure) {
        showError(failureText(failure));
      }
      dispatch({ type: 'unpend', clientId });
      if (message) dispatch({ type: 'message', message });
      return message !== null;
    },
    [threadId, socketOf],
  );

  return { thread, row, error, loadingEarlier, loadEarlier, reply };
}
