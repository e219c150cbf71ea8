import {
  CHAT_API,
  CHAT_LIMITS,
  type AiStatusView,
  type ChatClosedView,
  type ChatConversationView,
  type ChatHistoryPage,
  type ChatMessageView,
  type ChatReadReceipt,
  type PageOf,
  type SmsSettingsRequest,
  type SmsSettingsView,
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

/** How the signed-in user is told of chat messages while away (mail by default, SMS, or not at all). */
export const useSmsSettings = () => useApi<SmsSettingsView>(['GET', CHAT_API.smsSettings], { as: 'user' });

/** Whether contact details are hidden in one conversation now: on until the offer's contract (null waits). */
export const useChatModeration = (offerId: string | null) =>
  useApi<AiStatusView>(offerId ? ['GET', CHAT_API.aiStatus, { offer_id: offerId }] : null, { as: 'user' });

const isModerationKey = (key: unknown): boolean => Array.isArray(key) && key[1] === CHAT_API.aiStatus;

/** Asks again whether moderation is on, after a step of the negotiation (a signed contract turns it off). */
export function useRevalidateChatModeration(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isModerationKey);
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
  saveSmsSettings: (body: SmsSettingsRequest): Promise<ApiResult<SmsSettingsView>> => apiSend({ method: 'POST', path: CHAT_API.smsSettings, body }),
};
