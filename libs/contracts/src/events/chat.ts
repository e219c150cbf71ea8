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
