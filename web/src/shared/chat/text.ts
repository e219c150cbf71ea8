import { formatCount } from '../format';

/** The texts of the chat parts (messages, the composer, the confirmation), which every chat of the site shows. */
export const CHAT_PARTS_TEXT = {
  senders: { buyer: 'Buyer', seller: 'Seller', admin: 'Marketplace', system: 'Marketplace' },
  thread: {
    edited: 'edited',
    sending: 'Sending',
    sent: 'Sent',
    read: 'Read',
  },
  actions: {
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    cancel: 'Cancel',
    deleteTitle: 'Delete the message',
    confirmDelete: 'Delete this message? The other side will see that a message was deleted.',
    messageActions: 'Message actions',
  },
  composer: {
    label: 'Your message',
    placeholder: 'Write a message…',
    send: 'Send',
    counter: (length: number, max: number) => `${formatCount(length)} / ${formatCount(max)}`,
    hint: 'Enter sends, Shift+Enter starts a new line.',
  },
} as const;
