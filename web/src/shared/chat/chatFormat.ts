import { CHAT_MESSAGES, type ChatMessageView } from '@solar/contracts';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** When a message was written: '3:05 PM' today, 'Nov 27, 3:05 PM' before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return sameDay(date, now) ? time.format(date) : dayAndTime.format(date);
}

/** The conversation list's short time: '3:05 PM' today, 'Nov 27' before. */
export function formatListTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return sameDay(date, now) ? time.format(date) : day.format(date);
}

/** Whether a message is shown as deleted (in italics). */
export const isDeleted = (message: Pick<ChatMessageView, 'text' | 'deleted_at'>): boolean => message.deleted_at !== null || message.text === null;

/** A message's text as shown: the deleted note once it is gone. */
export const messageText = (message: Pick<ChatMessageView, 'text' | 'deleted_at'>): string =>
  isDeleted(message) ? CHAT_MESSAGES.messageDeleted : (message.text ?? '');

/** A message sent but not yet answered: shown at the end of the thread with a clock. */
export interface PendingMessage {
  clientId: string;
  text: string;
}
