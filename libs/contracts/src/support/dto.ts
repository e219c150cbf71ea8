import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SUPPORT_MESSAGES } from './messages';
import { CHAT_ID_PATTERN } from '../chat/dto';
import { composed } from '../dto/compose';
import { OptionalQueryNumber } from '../dto/page-query';
import { OptionalText } from '../dto/text-field';
import { SUPPORT_LIMITS, type SupportMessageRequest, type SupportReadPayload, type SupportSendPayload, type SupportWatchPayload } from './views';

/*
 * The support chat's bodies and queries, over HTTP and as socket.io payloads (the same validation pipe). These
 * check types and sizes; the length of a message as stored (after its markup is removed and contact details
 * are hidden) is checked by the chat service, which answers 400 `errors.text` alike, as the trader chat does.
 */

const M = SUPPORT_MESSAGES;

/** A message as typed: text, at most SUPPORT_LIMITS.messageInputMax characters before its markup is removed. */
const MessageText = () => composed(MaxLength(SUPPORT_LIMITS.messageInputMax, { message: M.textTooLong }), IsString({ message: M.textRequired }));
const ThreadId = () => composed(OptionalText(64, M.threadIdInvalid), Matches(CHAT_ID_PATTERN, { message: M.threadIdInvalid }));

/** `POST support/messages`, `POST admin/support/threads/{thread_id}/messages`. */
export class SupportMessageBody implements SupportMessageRequest {
  @MessageText()
  text!: string;

  @OptionalText(64, M.messageIdInvalid)
  client_id?: string | null;
}

/** `GET support/messages`, `GET admin/support/threads/{thread_id}`: the page before a sequence number, newest first. */
export class SupportHistoryQuery {
  @OptionalQueryNumber(1, Number.MAX_SAFE_INTEGER, M.beforeInvalid)
  before?: number;

  @OptionalQueryNumber(1, SUPPORT_LIMITS.pageMax, M.limitInvalid)
  limit?: number;
}

/** `GET admin/support/threads?page_no=&per_page=`: the admin lists' paging parameters. */
export class SupportInboxQuery {
  @OptionalQueryNumber(1, SUPPORT_LIMITS.inboxPagesMax, M.pageInvalid)
  page_no?: number;

  @OptionalQueryNumber(1, SUPPORT_LIMITS.inboxPageMax, M.perPageInvalid)
  per_page?: number;
}

// ---- Socket event payloads --------------------------------------------------------------------------------

/** `support-send`. */
export class SupportSendEventBody extends SupportMessageBody implements SupportSendPayload {
  @ThreadId()
  thread_id?: string | null;
}

/** `support-read`. */
export class SupportReadEventBody implements SupportReadPayload {
  @ThreadId()
  thread_id?: string | null;
}

/** `support-watch`. */
export class SupportWatchEventBody implements SupportWatchPayload {
  @IsOptional()
  @IsBoolean({ message: M.watchingInvalid })
  watching?: boolean;
}
