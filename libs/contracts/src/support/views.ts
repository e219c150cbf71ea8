import { CHAT_LIMITS } from '../chat/views';

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
