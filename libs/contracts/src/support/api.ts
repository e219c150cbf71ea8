import { CHAT_LIMITS, CHAT_MESSAGES } from '../chat/views';
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

/** Who wrote a support message: the visitor, or the marketplace team (never an account id). */
export const SUPPORT_SIDES = ['visitor', 'team'] as const;
export type SupportSide = (typeof SUPPORT_SIDES)[number];

/** The trader chat's limits, and the support chat's own paging. */
export const SUPPORT_LIMITS = {
  messageMax: CHAT_LIMITS.messageMax,
  messageInputMax: CHAT_LIMITS.messageInputMax,
  pageSize: CHAT_LIMITS.pageSize,
  pageMax: CHAT_LIMITS.pageMax,
  /** Threads an inbox page holds by default and at most. */
  inboxPageSize: 20,
  inboxPageMax: 100,
  /** The highest inbox page asked for. */
  inboxPagesMax: 10_000,
} as const;

/** What the support chat answers and refuses with (ours: the spec quotes none); the message rules are the trader chat's. */
export const SUPPORT_MESSAGES = {
  signInRequired: CHAT_MESSAGES.signInRequired,
  textRequired: CHAT_MESSAGES.textRequired,
  textTooLong: CHAT_MESSAGES.textTooLong,
  tooManyMessages: CHAT_MESSAGES.tooManyMessages,
  beforeInvalid: CHAT_MESSAGES.beforeInvalid,
  limitInvalid: CHAT_MESSAGES.limitInvalid,
  messageIdInvalid: CHAT_MESSAGES.messageIdInvalid,
  threadNotFound: 'This support conversation does not exist.',
  threadIdInvalid: 'Give the conversation id.',
  teamOnly: 'Only the marketplace team may answer support conversations.',
  watchingInvalid: 'Say true or false.',
  pageInvalid: `Must be a whole number from 1 to ${SUPPORT_LIMITS.inboxPagesMax}.`,
  perPageInvalid: `Must be a whole number from 1 to ${SUPPORT_LIMITS.inboxPageMax}.`,
  /** A guest's name in the inbox; a signed-in visitor is named as their account is. */
  guest: 'Guest',
  /** A signed-in visitor whose name and address the chat does not know. */
  customer: 'Customer',
} as const;

// ---- Requests ---------------------------------------------------------------------------------------------

/** `POST support/messages` and `admin/support/threads/{thread_id}/messages`. */
export interface SupportMessageRequest {
  /** Plain text (markup is removed), 1 to SUPPORT_LIMITS.messageMax characters; contact details are hidden. */
  text: string;
  /** The sender's own id of the message, echoed back so it matches the answer to what it shows as pending. */
  client_id?: string | null;
}

// ---- Answers ----------------------------------------------------------------------------------------------

export interface SupportMessageView {
  id: string;
  thread_id: string;
  /** Its place in the thread: 1, 2, 3, ... */
  seq: number;
  side: SupportSide;
  /** Plain text, contact details hidden (`masked`). */
  text: string;
  masked: boolean;
  client_id: string | null;
  created_at: string;
}

/** How far each side has read (sequence numbers; 0 when nothing yet). */
export interface SupportReadState {
  visitor: number;
  team: number;
}

/** A page of a thread, newest first. */
export interface SupportThreadPage {
  /** Null for a visitor who has not written yet. */
  thread_id: string | null;
  items: SupportMessageView[];
  /** Pass as `before` for the older page; null when this page holds the oldest message. */
  next_before: number | null;
  read: SupportReadState;
  /** Messages of the other side after what the caller's side has read. */
  unread: number;
}

/** A thread as the team's inbox lists it. */
export interface SupportThreadRow {
  thread_id: string;
  visitor: {
    /** The account's name, or SUPPORT_MESSAGES.guest. */
    name: string;
    guest: boolean;
    /** A signed-in visitor's e-mail address, when the chat knows it; null for a guest. */
    email: string | null;
  };
  messages: number;
  /** The visitor's messages the team has not read. */
  unread: number;
  last_message: { side: SupportSide; text: string; at: string } | null;
  created_at: string;
  updated_at: string;
}

/** `admin/support/threads/{thread_id}`: the page and whose thread it is. */
export interface SupportTeamThreadPage extends SupportThreadPage {
  thread_id: string;
  thread: SupportThreadRow;
}

/** A side has read the thread up to `seq`. Sent to the visitor's sockets and the team as `support-read`. */
export interface SupportReadReceipt {
  thread_id: string | null;
  side: SupportSide;
  seq: number;
  at: string;
}

// ---- Socket events ----------------------------------------------------------------------------------------

/**
 * The support chat's socket.io events, on the chat's socket (CHAT_SOCKET_PATH: `auth: { token }`, a guest
 * session's token too). Every client event takes an ack (ChatAck) and a refusal is also sent as `chat-error`.
 * A visitor's sockets hear their own thread without joining anything; an admin's hear every thread once
 * `support-watch` is sent.
 */
export const SUPPORT_SOCKET_EVENTS = {
  // client -> server
  /**
   * SupportSendPayload -> ChatAck<SupportMessageView>. Without `thread_id`: a message to the team in the caller's
   * own thread. With it: the team's answer in that thread (admins only, 403 for anyone else).
   */
  send: 'support-send',
  /** SupportReadPayload -> ChatAck<SupportReadReceipt>: without `thread_id` the caller's own thread, with it the team's read (admins only). */
  read: 'support-read',
  /**
   * SupportWatchPayload -> ChatAck<{ watching: boolean }>: an admin's socket hears every thread (`support-message`,
   * `support-thread`, `support-read`) from now on, or no longer with `watching: false`. Admins only.
   */
  watch: 'support-watch',
  // server -> client
  /** SupportMessageView: a new message, to the thread's visitor and to the team. */
  message: 'support-message',
  /** SupportThreadRow: a thread's inbox row changed (a message, a read), to the team. */
  thread: 'support-thread',
  /** SupportReadReceipt, to the thread's visitor and to the team. */
  readReceipt: 'support-read',
} as const;

export interface SupportSendPayload extends SupportMessageRequest {
  thread_id?: string | null;
}

export interface SupportReadPayload {
  thread_id?: string | null;
}

export interface SupportWatchPayload {
  /** True (the default) to hear every thread, false to stop. */
  watching?: boolean;
}
