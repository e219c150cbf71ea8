import type { OfferParty, OfferStatus } from '@solar/contracts';

/** Labels of the offers pages (/trader/offer-or-bid). The specs quote none of these, so they are ours. */
export const OFFERS_TEXT = {
  pages: {
    offers: 'Offers and Bids',
    makeOffer: 'Make an offer',
    /** The account page's title, as the routes named it before it had content. */
    myBids: 'My Offers and Bids',
  },
  tabs: {
    selling: 'Selling Offers',
    bids: 'My Bids',
  },
  intro: {
    selling: 'Offers buyers made on your deals. Answer them before they lapse; the buyer never learns who you are until the contract.',
    bids: 'The offers you made. The seller stays anonymous until the contract.',
  },
  empty: {
    selling: 'No offers on your deals yet.',
    bids: 'You have not made any offers yet.',
    browse: 'Browse deals',
  },
  form: {
    price: { watt: 'Your price per watt (USD)', unit: 'Your price per unit (USD)' },
    qty: 'Quantity (units)',
    qtyHint: (moq: string, available: string) => `At least the MOQ of ${moq}; ${available} available.`,
    priceHint: (asking: string) => `The seller asks ${asking}.`,
    incoterm: 'Incoterm',
    chooseIncoterm: 'Choose an incoterm',
    deliveryState: 'Deliver to (state)',
    chooseState: 'Choose a state',
    paymentTerms: 'Payment terms',
    choosePaymentTerms: 'Choose payment terms',
    leadTime: 'Lead time',
    chooseLeadTime: 'Choose a lead time',
    message: 'Note to the seller (optional)',
    counterMessage: 'Note to the other side (optional)',
    send: 'Send offer',
    sendCounter: 'Send counter-offer',
    cancel: 'Cancel',
    summary: 'Your offer comes to',
  },
  deal: {
    asking: 'Asking',
    moq: 'MOQ',
    available: 'Available',
    open: 'Open the deal',
  },
  card: {
    yourTurn: 'Your answer is needed',
    theirTurn: (side: OfferParty) => (side === 'buyer' ? 'Waiting for the seller' : 'Waiting for the buyer'),
    price: 'Price',
    qty: 'Quantity',
    total: 'Total',
    watts: 'Total power',
    terms: 'Terms',
    lapses: (when: string) => `Lapses ${when}`,
    reason: (reason: string) => `Reason: ${reason}`,
    note: 'Note',
    history: 'Negotiation',
    by: { buyer: 'Buyer', seller: 'Seller', system: 'Marketplace' } satisfies Record<OfferParty | 'system', string>,
    leadDays: (days: number) => `${days} days lead time`,
  },
  actions: {
    accept: 'Accept',
    reject: 'Reject',
    withdraw: 'Withdraw',
    counter: 'Counter',
    revise: 'Revise your offer',
    confirmAccept: 'Accept these terms? The quantity is reserved for the contract.',
  },
} as const;

/** Bootstrap's colour of each offer status badge. */
export const OFFER_STATUS_BADGES: Readonly<Record<OfferStatus, string>> = {
  Offered: 'text-bg-warning',
  Countered: 'text-bg-info',
  Accepted: 'text-bg-success',
  Rejected: 'text-bg-danger',
  Withdrawn: 'text-bg-secondary',
  Expired: 'text-bg-secondary',
  Contract: 'text-bg-primary',
  Cancelled: 'text-bg-dark',
};
