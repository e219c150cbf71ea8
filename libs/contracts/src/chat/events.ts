import { defineEvent } from '../events/define';

/**
 * `chat.cluster.message`: one message of socket.io's cluster adapter between the chat service's instances
 * (a broadcast to a room, a join, a request for the sockets of a room and its answers, heartbeats), keyed by
 * the sending instance so its messages stay in order. Every instance hears every message (a broadcast
 * subscription) and ignores its own, answers meant for another instance, and anything older than its start.
 */
export interface ChatClusterPayload {
  /** The sending instance (the adapter's uid). */
  uid: string;
  /** For an answer: the instance that asked; null for a message to every instance. */
  to: string | null;
  /** The adapter's message as JSON; binary values are written as `{ "$binary": "<base64>" }`. */
  message: unknown;
}

/** `chat.conversation.closed`: a chat closed by a party or an admin (the admin's id for the audit log). */
export interface ChatConversationClosedPayload {
  offer_id: string;
  by: 'buyer' | 'seller' | 'admin';
  admin_id: string | null;
  reason: string | null;
  at: string;
}

/** The chat instances' socket.io cluster messages (rooms shared across instances), heard by every instance. */
export const ChatClusterMessage = defineEvent('chat.cluster.message').carrying<ChatClusterPayload>();
export const ChatConversationClosed = defineEvent('chat.conversation.closed').carrying<ChatConversationClosedPayload>();

/** The chat service's events, as `EVENTS.chat` names them. */
export const CHAT_EVENTS = {
  clusterMessage: ChatClusterMessage,
  conversationClosed: ChatConversationClosed,
} as const;
