import { ADMIN_LIMITS } from '../admin/rules';
import { groupedNumber } from '../rules/numbers';
import { CHAT_LIMITS } from './views';

const limit = groupedNumber;

/** What the chat answers and refuses with (ours: the spec quotes none). */
export const CHAT_MESSAGES = {
  signInRequired: 'Sign in to chat.',
  offerNotFound: 'This offer does not exist, so it has no chat.',
  notAParty: 'Only the buyer and the seller of this offer may use its chat.',
  traderUnavailable: 'The chat cannot reach the offers right now. Please try again in a moment.',
  textRequired: 'Write a message.',
  textTooLong: `A message may have at most ${limit(CHAT_LIMITS.messageMax)} characters.`,
  chatClosed: 'This chat is closed: no new messages can be sent.',
  sellerLeft: 'This deal has moved to another seller: you can read this chat but no longer write in it.',
  messageNotFound: 'Message not found.',
  notYourMessage: 'You can only edit or delete your own messages.',
  messageDeleted: 'This message has been deleted.',
  tooManyMessages: 'You are sending messages too fast. Please wait a moment.',
  offerIdInvalid: 'Give the offer id.',
  messageIdInvalid: 'Give the message id.',
  beforeInvalid: 'Must be a whole number of at least 1 (the next_before of the previous page).',
  limitInvalid: `Must be a whole number from 1 to ${CHAT_LIMITS.pageMax}.`,
  typingInvalid: 'Say true or false.',
  notifyInvalid: "Choose 'sms', 'mail' or 'none'.",
  phoneRequired: 'Give the mobile number to text.',
  phoneInvalid: `Give a mobile number of ${CHAT_LIMITS.phoneDigitsMin} to ${CHAT_LIMITS.phoneDigitsMax} digits, e.g. +1 555 123 4567.`,
  payloadInvalid: 'Send the event with an object of its fields.',
  unknownEvent: 'Unknown chat event.',
  settingsSaved: 'Your notification settings have been saved.',
  closeReasonInvalid: `The reason must be text of at most ${limit(ADMIN_LIMITS.closeReasonMax)} characters.`,
  moderationOn: 'E-mail addresses, phone numbers and links are hidden in this chat until the contract is signed.',
  moderationOff: 'The contract is signed: messages are delivered as written.',
  moderationRule: 'E-mail addresses, phone numbers and links are hidden in every chat until its contract is signed.',
  /** What the marketplace writes into a chat: offer, quote and contract steps (prices and totals as formatted by the chat). */
  system: {
    offerMade: (terms: string) => `The buyer made an offer: ${terms}.`,
    countered: (by: string, terms: string) => `The ${by} countered: ${terms}.`,
    accepted: (by: string) => `Offer accepted by the ${by}. The quantity is reserved until the contract.`,
    rejected: (by: string) => `Offer rejected by the ${by}.`,
    withdrawn: (by: string) => `The ${by} withdrew the offer.`,
    expired: 'The offer has lapsed.',
    quoteSent: (version: number, total: string) => `The seller sent a quote (version ${version}): ${total} in total.`,
    contractSigned: (total: string) => `Contract signed: ${total} in total. Contact details are no longer hidden.`,
    contractConfirmed: "Contract confirmed: the payment is authorized and the quantity is the buyer's.",
    contractCancelled: (reason: string | null) => (reason ? `Contract cancelled: ${reason}` : 'Contract cancelled.'),
    closed: (side: 'buyer' | 'seller' | 'admin', reason?: string | null) =>
      `${side === 'admin' ? 'The marketplace closed the chat.' : `The ${side} closed the chat.`}${reason ? ` Reason: ${reason}` : ''}`,
    /** A deal moved to another seller (an admin's ownership transfer), or back to its seller (the transfer undone). */
    newSeller: 'This deal has a new seller. The negotiation continues with them.',
    sellerBack: 'This deal is back with its seller.',
  },
  /** The subject and text of a notice of a message that arrived while the recipient was away. */
  notice: {
    subject: (dealName: string) => `New message about ${dealName}`,
    text: (from: 'Buyer' | 'Seller' | 'Marketplace', dealName: string, link: string) =>
      `${from} sent you a message about "${dealName}". Read and answer it at ${link}`,
    sms: (from: 'Buyer' | 'Seller' | 'Marketplace', dealName: string) => `Solar Marketplace: ${from} sent you a message about "${dealName}".`,
  },
} as const;
