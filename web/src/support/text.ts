import { SUPPORT_LIMITS, countOf, type SupportSide } from '@solar/contracts';
import { SUPPORT } from '../config';
import { formatCount } from '../shared/format';

/**
 * Labels of the support chat: the widget on the site's pages and the admin's Support inbox. The specs quote none
 * of these, so they are ours; what the chat service answers and refuses with is SUPPORT_MESSAGES of the contracts.
 */
export const SUPPORT_TEXT = {
  widget: {
    open: 'Chat with us',
    close: 'Close the chat',
    title: 'Chat with us',
    subtitle: `The marketplace team · ${SUPPORT.hours}`,
    greeting: 'Hi! Ask us about products, orders, deals or selling on the marketplace. We answer here, usually within a few hours.',
    unread: (count: number) => countOf(count, 'new message'),
    loading: 'Loading your messages…',
    loadEarlier: 'Earlier messages',
    reconnecting: 'Reconnecting…',
    masking: 'E-mail addresses, phone numbers and links are hidden in this chat.',
    messagesLabel: 'Messages',
  },
  composer: {
    label: 'Your message',
    placeholder: 'Write a message…',
    send: 'Send',
    counter: (length: number) => `${formatCount(length)} / ${formatCount(SUPPORT_LIMITS.messageMax)}`,
  },
  senders: { visitor: 'You', team: 'Marketplace team' } satisfies Record<SupportSide, string>,
  sending: 'Sending',
  inbox: {
    intro: 'Questions from the site’s chat widget, the newest first. Open one to read it and answer.',
    threads: 'Conversations',
    empty: 'No conversations yet.',
    choose: 'Choose a conversation to read and answer it.',
    unread: (count: number) => `${formatCount(count)} unread`,
    messages: (count: number) => countOf(count, 'message'),
    signedIn: 'Signed in',
    backToList: 'All conversations',
    replyLabel: 'Your answer',
    live: 'Live',
    offline: 'Reconnecting…',
    senders: { visitor: 'Visitor', team: 'Marketplace team' } satisfies Record<SupportSide, string>,
    noMessages: 'No messages yet',
  },
} as const;
