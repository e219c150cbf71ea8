import type { OfferParty } from '../trader/rules/offer-status';

/** Who wrote a message, as everyone sees it: never an account id. */
export const CHAT_SIDES = ['buyer', 'seller', 'admin', 'system'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** How a party is told of a message that arrives while none of their sockets is connected. */
export const CHAT_NOTIFY_CHANNELS = ['sms', 'mail', 'none'] as const;
export type ChatNotifyChannel = (typeof CHAT_NOTIFY_CHANNELS)[number];

/** Ours: the spec sets no chat limits but the message length. */
export const CHAT_LIMITS = {
  /** A message as stored (plain text, after markup is removed). */
  messageMax: 2_000,
  /** The raw text a message may come as before its markup is removed: beyond it the request is refused unread. */
  messageInputMax: 20_000,
  /** A history page: default and largest. */
  pageSize: 30,
  pageMax: 100,
  /** Conversations a page of chat-status holds by default. */
  statusPageSize: 20,
  /** A phone number for SMS notices, as typed (spaces, dashes, brackets allowed) and in digits. */
  phoneInputMax: 32,
  phoneDigitsMin: 10,
  phoneDigitsMax: 15,
  /** Messages, edits and deletions one socket may send within a window (refused with 429 past it). */
  perSocket: { points: 20, windowSeconds: 10 },
  /** Messages one account may send per window, over all its sockets and HTTP, on every instance. */
  perAccount: { points: 60, windowSeconds: 60 },
  /** Notices (SMS or mail) one recipient gets per window: a burst of messages while away sends one. */
  noticesPerRecipient: { points: 1, windowSeconds: 900 },
} as const;

/** What a message's hidden contact details are replaced with (see maskContactDetails). */
export const CONTACT_MASKS = {
  email: '[email hidden]',
  phone: '[phone hidden]',
  link: '[link hidden]',
} as const;

// ---- Requests ---------------------------------------------------------------------------------------------

/** `POST send-msg/{offer_id}`; on the socket `send-msg` with the offer's id. */
export interface SendMessageRequest {
  /** Plain text (markup is removed), 1 to CHAT_LIMITS.messageMax characters. */
  text: string;
  /** The sender's own id of the message (e.g. a uuid), echoed back so the sender matches the answer to what it shows as pending. */
  client_id?: string | null;
}

/** `POST msg-read/{offer_id}`. */
export interface MarkReadRequest {
  /** The newest message read; the newest of the conversation when left out. */
  msg_id?: string | null;
}

/** `POST closed-chat/{offer_id}`; on the socket `closed-chat` with the offer's id. */
export interface CloseChatRequest {
  /** Why (plain text, at most ADMIN_LIMITS.closeReasonMax characters): shown in the message of the closing. */
  reason?: string | null;
}

/** `POST edit-msg/{msg_id}`. */
export interface EditMessageRequest {
  text: string;
}

/** `POST sms-settings`. */
export interface SmsSettingsRequest {
  notify: ChatNotifyChannel;
  /** Required for 'sms': 10 to 15 digits, '+' and spaces, dashes, dots and brackets allowed. */
  phone?: string | null;
}

// ---- Answers ----------------------------------------------------------------------------------------------

/** One message as both parties see it. */
export interface ChatMessageView {
  id: string;
  offer_id: string;
  /** Its place in the conversation: 1, 2, 3, ... (read receipts and history pages count in it). */
  seq: number;
  side: ChatSide;
  /** Plain text; null once deleted. Contact details are hidden before the contract (`masked`). */
  text: string | null;
  /** Whether contact details were hidden in it. */
  masked: boolean;
  /** The event a system message tells of (e.g. 'trader.offer.made'); null for what a person wrote. */
  event: string | null;
  /** The sender's own id of the message (SendMessageRequest.client_id); null when none was given. */
  client_id: string | null;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
}

/** The other party as the caller sees them: by role only. */
export type ChatCounterpart = 'Buyer' | 'Seller';

/** How far each side has read (sequence numbers; 0 when nothing yet). */
export interface ChatReadState {
  buyer: number;
  seller: number;
}

/** A page of the history, newest first. */
export interface ChatHistoryPage {
  offer_id: string;
  /** The caller's side: 'buyer', 'seller', or 'admin' for an admin who is neither. */
  side: Exclude<ChatSide, 'system'>;
  items: ChatMessageView[];
  /** Pass as `before` for the older page; null when this page holds the oldest message. */
  next_before: number | null;
  read: ChatReadState;
  closed: boolean;
  /** Whether contact details are hidden (before the contract). */
  contact_masking: boolean;
}

/** A side's read receipt: it has read every message up to `seq`. Sent to the room as `msg-read`. */
export interface ChatReadReceipt {
  offer_id: string;
  side: OfferParty;
  seq: number;
  at: string;
}

/** A closed chat (`closed-chat`), also sent to the room. */
export interface ChatClosedView {
  offer_id: string;
  closed: true;
  closed_by: Exclude<ChatSide, 'system'>;
  closed_at: string;
  /** The reason given when it was closed, or null. */
  reason: string | null;
}

/** One of the caller's conversations (`chat-status`). */
export interface ChatConversationView {
  offer_id: string;
  deal_id: number;
  deal_uuid: string;
  deal_name: string;
  side: OfferParty;
  counterpart: ChatCounterpart;
  last_message: ChatMessageView | null;
  /** Messages of the other side (and the marketplace) after what the caller has read. */
  unread: number;
  /** Whether the other party has a chat socket connected now (on any instance). */
  counterpart_online: boolean;
  closed: boolean;
  contact_masking: boolean;
  updated_at: string;
}

/** `sms-settings`: how the caller is told of messages while away. */
export interface SmsSettingsView {
  notify: ChatNotifyChannel;
  /** E.164 ('+15551234567'); null when none is set. */
  phone: string | null;
}

/** `ai-status`: the automatic moderation of contact details. */
export interface AiStatusView {
  /** The rule: contact details are hidden before the contract (CHAT_MESSAGES.moderationRule). */
  rule: string;
  /** For one chat: whether it is on now; without an offer, whether the rule exists (always true). */
  contact_masking: boolean;
  offer_id: string | null;
  /** For one chat: whether its contract is signed. */
  contracted: boolean | null;
  message: string;
}

// ---- Socket events ----------------------------------------------------------------------------------------

/**
 * The socket.io events (`CHAT_SOCKET_PATH`). The client connects with `auth: { token }` (the bearer token);
 * a missing or invalid one fails the connection ('connect_error' with CHAT_MESSAGES.signInRequired). The token
 * is checked again on every event: once expired or revoked the server sends `chat-error` with status 401 and
 * disconnects (`auth` hands the server a renewed token of the same account).
 *
 * Every client event may take an ack; it answers ChatAck. A refused event is also sent as `chat-error`.
 */
export const CHAT_SOCKET_EVENTS = {
  // client -> server
  /** JoinRoomPayload -> ChatAck<ChatHistoryPage>: joins the offer's room (its parties and admins only). */
  join: 'join',
  /** JoinRoomPayload -> ChatAck<{ offer_id }>. */
  leave: 'leave',
  /** SendMessagePayload -> ChatAck<ChatMessageView>; the room gets `message`. */
  send: 'send-msg',
  /** MarkReadPayload -> ChatAck<ChatReadReceipt>; the room gets `msg-read`. */
  read: 'msg-read',
  /** EditMessagePayload -> ChatAck<ChatMessageView>; the room gets `message-updated`. */
  edit: 'edit-msg',
  /** MessageRefPayload -> ChatAck<ChatMessageView>; the room gets `message-updated` (text null). */
  delete: 'delete-msg',
  /** TypingPayload; the rest of the room gets `typing`. */
  typing: 'typing',
  /** CloseChatPayload -> ChatAck<ChatClosedView>; the room gets `closed-chat`. */
  close: 'closed-chat',
  /** AuthPayload -> ChatAck<{ expires_at }>: a renewed token of the same account. */
  auth: 'auth',
  // server -> client
  /** ChatMessageView: a new message (a party's, an admin's or the marketplace's). */
  message: 'message',
  /** ChatMessageView: a message edited or deleted. */
  messageUpdated: 'message-updated',
  /** PresencePayload: a party of a room came online or went away. */
  presence: 'presence',
  /** ChatErrorPayload: an event refused. */
  error: 'chat-error',
} as const;

export interface JoinRoomPayload {
  offer_id: string;
}
export interface CloseChatPayload extends CloseChatRequest {
  offer_id: string;
}
export interface SendMessagePayload extends SendMessageRequest {
  offer_id: string;
}
export interface MarkReadPayload extends MarkReadRequest {
  offer_id: string;
}
export interface MessageRefPayload {
  msg_id: string;
}
export interface EditMessagePayload extends EditMessageRequest, MessageRefPayload {}
export interface TypingPayload {
  offer_id: string;
  typing: boolean;
}
export interface AuthPayload {
  token: string;
}

/** What the room gets for `typing`: who, by side. */
export interface TypingView {
  offer_id: string;
  side: Exclude<ChatSide, 'system'>;
  typing: boolean;
}

/** A party of the room came online (a first socket) or went away (its last socket closed). */
export interface PresencePayload {
  offer_id: string;
  side: OfferParty;
  online: boolean;
}

/** HTTP-like statuses of a refused event. */
export type ChatErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** A refused event (`chat-error`, and the ack's `error`). */
export interface ChatErrorPayload {
  /** The client event refused. */
  event: string;
  status: ChatErrorStatus;
  /** The message to show (CHAT_MESSAGES). */
  error: string;
  /** Field messages, as the HTTP 400 answers them. */
  errors?: Record<string, string[]>;
  /** Seconds to wait, with 429. */
  retry_after?: number;
}

/** The answer to a client event's ack. */
export type ChatAck<T> = { ok: true; data: T } | { ok: false; error: ChatErrorPayload };
