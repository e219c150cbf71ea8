import { CHAT_LIMITS, type ChatNotifyChannel, type OfferParty } from '@solar/contracts';
import { CHAT_PARTS_TEXT } from '../../shared/chat/text';

/**
 * Labels of the trader chat pages (/trader/chat/buyer, /trader/chat/seller). The specs quote none of these, so
 * they are ours; what the chat service answers and refuses with is CHAT_MESSAGES of the contracts.
 */
export const CHAT_TEXT = {
  // The message, composer and confirmation parts (shared/chat), which the support chat and the admins' chat page share.
  ...CHAT_PARTS_TEXT,
  title: { buyer: 'Buyer Chat', seller: 'Seller Chat' } satisfies Record<OfferParty, string>,
  intro: {
    buyer: 'Talk with the sellers of the deals you made offers on.',
    seller: 'Talk with the buyers who made offers on your deals.',
  } satisfies Record<OfferParty, string>,
  otherPage: { buyer: 'Chats on your deals', seller: 'Chats on your bids' } satisfies Record<OfferParty, string>,
  backToOffers: 'Offers and Bids',
  /** The offer card's link to the offer's conversation. */
  link: 'Chat',
  list: {
    label: 'Conversations',
    empty: {
      buyer: 'No conversations yet. Make an offer on a deal to talk with its seller.',
      seller: 'No conversations yet. They start when a buyer makes an offer on one of your deals.',
    } satisfies Record<OfferParty, string>,
    browse: 'Browse deals',
    more: 'Show more conversations',
    unread: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
    online: 'Online',
    closed: 'Closed',
    noMessages: 'No messages yet',
    you: 'You: ',
  },
  counterpart: { Buyer: 'Buyer', Seller: 'Seller' },
  thread: {
    ...CHAT_PARTS_TEXT.thread,
    choose: 'Choose a conversation to read it.',
    back: 'Conversations',
    loadEarlier: 'Load earlier messages',
    beginning: 'This is the beginning of the conversation.',
    loading: 'Loading messages…',
    online: 'Online',
    away: 'Away',
    typing: (who: string) => `${who} is typing…`,
    closedBanner: 'This chat is closed. The history stays readable, but no new messages can be sent.',
    reconnecting: 'Reconnecting…',
    messagesLabel: 'Messages',
  },
  actions: {
    ...CHAT_PARTS_TEXT.actions,
    close: 'Close chat',
    closeTitle: 'Close the chat',
    confirmClose: 'Close this chat? Neither side can send messages afterwards; the history stays readable.',
  },
  offer: {
    title: 'Offer',
    show: 'Show the offer',
    hide: 'Hide the offer',
  },
  settings: {
    open: 'Notifications',
    title: 'Chat notifications',
    legend: 'Tell me of new messages while I am away',
    intro: `While no chat page of yours is open, we tell you of new messages at most once every ${CHAT_LIMITS.noticesPerRecipient.windowSeconds / 60} minutes.`,
    channels: { mail: 'By e-mail', sms: 'By text message (SMS)', none: 'Do not notify me' } satisfies Record<ChatNotifyChannel, string>,
    phone: 'Mobile number',
    phoneHint: 'Ten digits for a US number; any other with its country code.',
    save: 'Save',
    cancel: 'Cancel',
    moderationOn: 'Contact moderation on:',
    moderationOff: 'Contact moderation off:',
  },
} as const;
