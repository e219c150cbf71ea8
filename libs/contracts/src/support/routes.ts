import { apiRoute } from '../http/api-route';

/**
 * The site's support chat (shop spec: "a chat widget"): a visitor, signed in or a guest with its guest session,
 * writes to the marketplace team from the widget on every page but the trader-admin and trader chat pages; the
 * team (admins) answers from the Support inbox of the admin area. One thread per visitor, owned by the subject of
 * the caller's verified token (an account id, or the guest id identity issued): no body or query field ever
 * names it, so a visitor reads and writes its own thread only. A guest's thread stays with its guest session.
 *
 * It is the chat service's: the same socket.io server (CHAT_SOCKET_PATH, SUPPORT_SOCKET_EVENTS), message length
 * limit, markup removal, contact masking and send rate limit as the trader chat (CHAT_LIMITS).
 */
const V1 = '/v1/client';

export const SUPPORT_API = {
  /**
   * GET SupportHistoryQuery (`?before=&limit=`): the caller's own thread, newest first (SupportThreadPage; an empty
   * page with `thread_id` null before the first message). POST SupportMessageRequest: a message to the team (201,
   * SupportMessageView), also delivered live to the caller's sockets and the team's inbox; 429 past the rate limit.
   * Any valid token: an account's or a guest session's.
   */
  messages: `${V1}/support/messages`,
  /** POST: the caller has read the team's answers so far (SupportReadReceipt). */
  read: `${V1}/support/read`,
} as const;

/** The team's side of the support chat (admins only: 403 for any other role). */
export const SUPPORT_ADMIN_API = {
  /** GET SupportInboxQuery (`?page_no=&per_page=`): every thread, the newest activity first, with unread counts (PageOf<SupportThreadRow>). */
  threads: '/admin/support/threads',
  /** GET SupportHistoryQuery: one thread, newest first, with its row (SupportTeamThreadPage); 404 for an unknown one. */
  thread: apiRoute('/admin/support/threads/:thread_id'),
  /** POST SupportMessageRequest: the team's answer (201, SupportMessageView), delivered live to the visitor. */
  reply: apiRoute('/admin/support/threads/:thread_id/messages'),
  /** POST: the team has read the thread (opening it in the inbox does): its unread count is 0 (SupportReadReceipt). */
  read: apiRoute('/admin/support/threads/:thread_id/read'),
} as const;
