import {
  SUPPORT_ADMIN_API,
  SUPPORT_API,
  SUPPORT_LIMITS,
  type PageOf,
  type SupportMessageView,
  type SupportReadReceipt,
  type SupportTeamThreadPage,
  type SupportThreadPage,
  type SupportThreadRow,
} from '@solar/contracts';
import { apiSend, type ApiResult } from './api';
import { asCartOwner } from './owner';
import { getGuestSnapshot, getSessionSnapshot, getSessionToken } from './session';
import { useApi } from './useApi';

/**
 * The support chat over HTTP (SUPPORT_API, SUPPORT_ADMIN_API). A visitor is whoever the browser's tokens say:
 * the signed-in account, else its guest session; the live part is the socket (./useSupportChat, ./SupportInbox).
 */

/** The visitor's token now: the signed-in session's, else the guest session's; null before either exists. */
export function visitorToken(): string | null {
  if (getSessionSnapshot().session) return getSessionToken() ?? null;
  return getGuestSnapshot()?.token ?? null;
}

/** The visitor as the cart's owner names it ('user:<id>', 'guest:<id>'); null before either exists. */
export function visitorKey(): string | null {
  const userId = getSessionSnapshot().session?.user.id;
  if (userId) return `user:${userId}`;
  const guestId = getGuestSnapshot()?.guestId;
  return guestId ? `guest:${guestId}` : null;
}

const EMPTY_PAGE: SupportThreadPage = { thread_id: null, items: [], next_before: null, read: { visitor: 0, team: 0 }, unread: 0 };

export const supportApi = {
  /** The visitor's own thread, newest first; a browser that is nobody yet has none (and asks for no guest session). */
  history: async (before?: number | null): Promise<SupportThreadPage> => {
    if (!visitorToken()) return EMPTY_PAGE;
    const query = { before: before ?? undefined, limit: SUPPORT_LIMITS.pageSize };
    return (await asCartOwner<SupportThreadPage>({ method: 'GET', path: SUPPORT_API.messages, query })).data;
  },
  /** A message to the team; a signed-out browser gets its guest session first, as for a cart. */
  send: (text: string, clientId: string): Promise<ApiResult<SupportMessageView>> =>
    asCartOwner({ method: 'POST', path: SUPPORT_API.messages, body: { text, client_id: clientId } }),
  read: (): Promise<ApiResult<SupportReadReceipt>> => asCartOwner({ method: 'POST', path: SUPPORT_API.read }),
};

/** The team's inbox, a page at a time, the newest activity first. */
export const useSupportInbox = (page: number) =>
  useApi<PageOf<SupportThreadRow>>(['GET', SUPPORT_ADMIN_API.threads, { page_no: page, per_page: SUPPORT_LIMITS.inboxPageSize }], {
    as: 'user',
    keepPreviousData: true,
  });

/** Whether an SWR key is one of the inbox's pages (revalidated when the socket says a thread changed). */
export const isSupportInboxKey = (key: unknown): boolean => Array.isArray(key) && key[1] === SUPPORT_ADMIN_API.threads;

export const supportTeamApi = {
  history: (threadId: string, before?: number | null): Promise<ApiResult<SupportTeamThreadPage>> =>
    apiSend({ method: 'GET', path: SUPPORT_ADMIN_API.thread(threadId), query: { before: before ?? undefined, limit: SUPPORT_LIMITS.pageSize } }),
  reply: (threadId: string, text: string, clientId: string): Promise<ApiResult<SupportMessageView>> =>
    apiSend({ method: 'POST', path: SUPPORT_ADMIN_API.reply(threadId), body: { text, client_id: clientId } }),
  read: (threadId: string): Promise<ApiResult<SupportReadReceipt>> => apiSend({ method: 'POST', path: SUPPORT_ADMIN_API.read(threadId) }),
};
