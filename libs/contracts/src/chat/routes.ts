import { apiRoute } from '../http/api-route';

/**
 * The chat between an offer's buyer and the deal's seller (trader-and-admin spec, section 7: msg-read, send-msg,
 * delete-msg, edit-msg, sms-settings, closed-chat, chat-status, ai-status; path parameters {offer_id} and
 * {msg_id}). One conversation per offer. Only its two parties, and admins, read or write it (403 for anyone
 * else, guests included; 404 for an offer the trader does not know). The same calls exist as socket.io events
 * (CHAT_SOCKET_EVENTS) on `CHAT_SOCKET_PATH`; both run the same service code and refuse alike.
 *
 * Every answer is in the platform envelope. Messages never carry an account id: a sender is named by side only
 * ('buyer', 'seller', 'admin', or 'system' for what the marketplace writes).
 */
export const CHAT_API = {
  /**
   * GET ChatHistoryQuery (`?before=&limit=`): a page of the conversation, newest first (ChatHistoryPage); `before` is the
   * `next_before` of the previous page. POST SendMessageRequest: a new message (201, ChatMessageView), also
   * delivered live to the room; 422 `chatClosed` once the chat is closed, 429 past the rate limit.
   */
  messages: apiRoute('/send-msg/:offer_id'),
  /** POST MarkReadRequest: the caller's side has read up to a message (the newest when none is named); ChatReadReceipt. */
  read: apiRoute('/msg-read/:offer_id'),
  /** POST EditMessageRequest: the caller's own message gets a new text (ChatMessageView, `edited_at` set); 403 for anyone else's. */
  edit: apiRoute('/edit-msg/:msg_id'),
  /** POST: the caller's own message is deleted: it stays in the history as deleted, its text gone (ChatMessageView). */
  delete: apiRoute('/delete-msg/:msg_id'),
  /**
   * POST CloseChatRequest (optional): closes the chat (either party or an admin): no new messages, the history
   * stays readable (ChatClosedView). The reason, if given, is shown in the marketplace's message of the closing.
   */
  close: apiRoute('/closed-chat/:offer_id'),
  /** GET PageQuery: the caller's conversations, the latest activity first (PageOf<ChatConversationView>). */
  status: '/chat-status',
  /** GET: how the caller is told of messages while away (SmsSettingsView). POST SmsSettingsRequest: changes it. */
  smsSettings: '/sms-settings',
  /**
   * GET AiStatusQuery (`?offer_id=`): whether the automatic moderation of contact details is on (AiStatusView). Without
   * `offer_id`, the rule; with it, for that chat (its parties and admins): on until the offer's contract.
   */
  aiStatus: '/ai-status',
} as const;

/** The socket.io path of the chat, on the chat service's own HTTP server, reached through the gateway. */
export const CHAT_SOCKET_PATH = '/chat/socket.io';
