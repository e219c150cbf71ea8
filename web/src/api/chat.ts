import {
  CHAT_API,
  CHAT_LIMITS,
  type ChatClosedView,
  type ChatConversationView,
  type ChatHistoryPage,
  type ChatMessageView,
  type ChatReadReceipt,
  type PageOf,
} from '@solar/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiSend, type ApiResult } from './api';
import { useApi } from './useApi';

/**
 * The chat between an offer's buyer and the deal's seller, over HTTP (CHAT_API). The live part (the socket.io
 * events) is the trader chat page's `useChat`, which falls back to these calls while its socket is down.
 */

/** Conversations the chat-status read asks for at first; "show more" asks for this many more each time. */
export const CHAT_STATUS_STEP = 50;

/** The signed-in user's conversations, the latest activity first (both sides: the page keeps its own). */
export const useChatStatus = (limit = CHAT_STATUS_STEP) =>
  useApi<PageOf<ChatConversationView>>(['GET', CHAT_API.status, { limit }], { as: 'user', keepPreviousData: true });

const isChatStatusKey = (key: unknown): boolean => Array.isArray(key) && key[1] === CHAT_API.status;

/** Fetches the conversation list again (a message arrived, one was read, a chat was closed). */
export function useRevalidateChatStatus(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isChatStatusKey);
  }, [mutate]);
}

export const chatApi = {
  /** A page of one conversation, newest first; `before` is the previous page's `next_before`. */
  history: (offerId: string, before?: number | null): Promise<ApiResult<ChatHistoryPage>> =>
    apiSend({ method: 'GET', path: CHAT_API.messages(offerId), query: { before: before ?? undefined, limit: CHAT_LIMITS.pageSize } }),
  send: (offerId: string, text: string, clientId: string): Promise<ApiResult<ChatMessageView>> =>
    apiSend({ method: 'POST', path: CHAT_API.messages(offerId), body: { text, client_id: clientId } }),
  markRead: (offerId: string, msgId?: string): Promise<ApiResult<ChatReadReceipt>> =>
    apiSend({ method: 'POST', path: CHAT_API.read(offerId), body: msgId ? { msg_id: msgId } : {} }),
  edit: (msgId: string, text: string): Promise<ApiResult<ChatMessageView>> => apiSend({ method: 'POST', path: CHAT_API.edit(msgId), body: { text } }),
  delete: (msgId: string): Promise<ApiResult<ChatMessageView>> => apiSend({ method: 'POST', path: CHAT_API.delete(msgId) }),
  close: (offerId: string): Promise<ApiResult<ChatClosedView>> => apiSend({ method: 'POST', path: CHAT_API.close(offerId) }),
};
