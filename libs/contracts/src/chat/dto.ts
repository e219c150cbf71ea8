import { IsBoolean, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { ADMIN_LIMITS } from '../admin/rules';
import { CHAT_MESSAGES } from './messages';
import {
  CHAT_LIMITS,
  CHAT_NOTIFY_CHANNELS,
  type AuthPayload,
  type ChatNotifyChannel,
  type CloseChatPayload,
  type CloseChatRequest,
  type EditMessagePayload,
  type EditMessageRequest,
  type JoinRoomPayload,
  type MarkReadPayload,
  type MarkReadRequest,
  type MessageRefPayload,
  type SendMessagePayload,
  type SendMessageRequest,
  type SmsSettingsRequest,
  type TypingPayload,
} from './views';
import { composed } from '../dto/compose';
import { OptionalQueryNumber } from '../dto/page-query';
import { OptionalText } from '../dto/text-field';

/*
 * The chat's bodies and queries, over HTTP and as socket.io event payloads (the socket runs them through the same
 * validation pipe). These check types and sizes; the length of a message as stored (after its markup is removed)
 * is checked by the chat service, which answers 400 `errors.text` alike.
 */

const M = CHAT_MESSAGES;

/** Offer and message ids: a uuid, or any id of letters, digits, '-' and '_' up to 64 characters. */
export const CHAT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const ChatId = (message: string) => composed(MaxLength(64, { message }), Matches(CHAT_ID_PATTERN, { message }), IsString({ message }));
const OfferId = () => ChatId(M.offerIdInvalid);
const MessageId = () => ChatId(M.messageIdInvalid);
/** A message as typed: text, at most CHAT_LIMITS.messageInputMax characters before its markup is removed. */
const MessageText = () => composed(MaxLength(CHAT_LIMITS.messageInputMax, { message: M.textTooLong }), IsString({ message: M.textRequired }));
const ClientId = () => OptionalText(64, M.messageIdInvalid);

/** `POST send-msg/{offer_id}`. */
export class SendMessageBody implements SendMessageRequest {
  @MessageText()
  text!: string;

  @ClientId()
  client_id?: string | null;
}

/** `GET send-msg/{offer_id}?before=&limit=`: the page of messages before a sequence number, newest first. */
export class ChatHistoryQuery {
  @OptionalQueryNumber(1, Number.MAX_SAFE_INTEGER, M.beforeInvalid)
  before?: number;

  @OptionalQueryNumber(1, CHAT_LIMITS.pageMax, M.limitInvalid)
  limit?: number;
}

/** `POST msg-read/{offer_id}`. */
export class MarkReadBody implements MarkReadRequest {
  @OptionalText(64, M.messageIdInvalid)
  msg_id?: string | null;
}

/** `POST edit-msg/{msg_id}`. */
export class EditMessageBody implements EditMessageRequest {
  @MessageText()
  text!: string;
}

/** `POST sms-settings`; the phone number's digits are checked by the chat service (`normalisePhone`). */
export class SmsSettingsBody implements SmsSettingsRequest {
  @IsIn(CHAT_NOTIFY_CHANNELS, { message: M.notifyInvalid })
  notify!: ChatNotifyChannel;

  @OptionalText(CHAT_LIMITS.phoneInputMax, M.phoneInvalid)
  phone?: string | null;
}

/** `POST closed-chat/{offer_id}`: the body is optional (no reason). */
export class CloseChatBody implements CloseChatRequest {
  @OptionalText(ADMIN_LIMITS.closeReasonMax, M.closeReasonInvalid)
  reason?: string | null;
}

/** `GET ai-status?offer_id=`. */
export class AiStatusQuery {
  @OptionalText(64, M.offerIdInvalid)
  offer_id?: string;
}

// ---- Socket event payloads --------------------------------------------------------------------------------

/** `join`, `leave`. */
export class JoinRoomBody implements JoinRoomPayload {
  @OfferId()
  offer_id!: string;
}

/** `closed-chat`. */
export class CloseChatEventBody extends CloseChatBody implements CloseChatPayload {
  @OfferId()
  offer_id!: string;
}

/** `send-msg`. */
export class SendMessageEventBody extends SendMessageBody implements SendMessagePayload {
  @OfferId()
  offer_id!: string;
}

/** `msg-read`. */
export class MarkReadEventBody extends MarkReadBody implements MarkReadPayload {
  @OfferId()
  offer_id!: string;
}

/** `delete-msg`. */
export class MessageRefBody implements MessageRefPayload {
  @MessageId()
  msg_id!: string;
}

/** `edit-msg`. */
export class EditMessageEventBody extends MessageRefBody implements EditMessagePayload {
  @MessageText()
  text!: string;
}

/** `typing`. */
export class TypingBody implements TypingPayload {
  @OfferId()
  offer_id!: string;

  @IsBoolean({ message: M.typingInvalid })
  typing!: boolean;
}

/** `auth`: a renewed token. */
export class AuthBody implements AuthPayload {
  @MaxLength(4096, { message: M.signInRequired })
  @IsString({ message: M.signInRequired })
  token!: string;
}
