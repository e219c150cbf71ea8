import { CHAT_MESSAGES } from '../chat/messages';
import { SUPPORT_LIMITS } from './views';

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
