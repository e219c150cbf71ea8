import { countOf, type DealStatus } from '@solar/contracts';
import { WEEKLY_VOLUME_TEXT } from '../../shared/components/weeklyVolumeText';

/**
 * Labels of the seller's deal pages (the deal hub, Deals listing, Active and Sold listings) that the message
 * catalogue does not hold. Status names are the spec's own (section 4) and are shown as they are; what the
 * server says about a write (moved, copied, refused) comes from its answer.
 */
export const LISTINGS_TEXT = {
  pages: {
    hub: 'Seller Deal Hub',
    dealsListing: 'Deals Listing',
    activeListing: 'Active Listings',
    soldListing: 'Sold Listings',
    offers: 'Offers and Bids',
  },
  intro: {
    dealsListing: 'Every deal you have listed, in any status: send drafts for approval, pause, make private or publish again.',
    activeListing: 'Your deals buyers can see now: approved, active and private ones.',
    soldListing: 'Your deals that went under contract or sold out.',
  },
  hub: {
    sellerIntro: 'List surplus stock by the pallet or container, follow each deal through approval and answer the offers buyers make.',
    createTitle: 'Create a deal',
    createIntro: 'Choose the equipment you are selling; each form asks what buyers of it expect.',
    countsTitle: 'Your deals',
    manageTitle: 'Manage',
    latestTitle: 'Latest deals',
    viewAll: 'View all deals',
    countUnknown: '—',
    counts: {
      all: 'All deals',
      live: 'Live',
      pending: 'Waiting for approval',
      drafts: 'Drafts',
      rejected: 'Rejected',
      sold: 'Sold',
    },
    manage: {
      dealsListing: 'Every deal, filtered by status',
      activeListing: 'What buyers see now',
      soldListing: 'Under contract or sold out',
      offers: 'Offers buyers made on your deals',
    },
    visitorTitle: 'Sell negotiable bulk deals',
    visitorIntro:
      'Negotiable deals are for bulk lots: you set a price per watt or per unit and a minimum order quantity, buyers make offers, and a contract closes the sale. Your name stays hidden from buyers.',
    becomeSellerIntro: 'Your account buys. Add the seller role to list deals; you can keep buying as before.',
    signInIntro: 'Sign in with a seller account to list deals, or register as a seller.',
    signIn: 'Sign in',
    registerSeller: 'Register as a seller',
    howToSell: 'How to sell',
  },
  /** The signed-in trader's dashboard on the hub: their figures as a seller and as a buyer, never the other party's. */
  dashboard: {
    ...WEEKLY_VOLUME_TEXT,
    title: 'Dashboard',
    intro: 'Your negotiations at a glance: what waits for your answer, what is agreed, and the volume accepted and paid week by week.',
    sellerTitle: 'Selling',
    buyerTitle: 'Buying',
    unknown: '—',
    awaitingYou: (count: string) => `${count} waiting for your answer`,
    nothingAwaits: 'Nothing waits for you',
    units: (count: number) => countOf(count, 'unit'),
    contracts: (count: number) => countOf(count, 'contract'),
    paidCount: (count: string) => `${count} paid`,
    acceptedNote: 'Agreed or under contract',
    /** The quoted charges and Sales Tax of paid contracts, which the goods' value leaves out. */
    chargesApart: (charges: string, tax: string) => `Paid on top: charges ${charges} · sales tax ${tax}`,
    seller: {
      openOffers: 'Open offers',
      accepted: 'Accepted offers',
      signed: 'Awaiting payment',
      sold: 'Goods sold',
    },
    buyer: {
      openBids: 'Open bids',
      accepted: 'Agreed bids',
      toPay: 'Contracts to pay',
      toPayNote: 'Pay them to complete the purchase',
      purchases: 'Purchases',
    },
    dealsTitle: 'Most active deals',
    dealsEmpty: 'No deal of yours is on the market yet. Once one is, the offers buyers make on it show here.',
    columns: {
      deal: 'Deal',
      openOffers: 'Open offers',
      bestOffer: 'Best offer',
      available: 'Available',
      reserved: 'Reserved',
      sold: 'Sold',
    },
    noOffer: 'No open offer',
    vsAsking: (percent: number) => (percent === 0 ? 'At the asking price' : `${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} asking`),
    chartTitle: 'Weekly volume',
    chartIntro: (weeks: number) => `Offers accepted and contracts paid each week over the last ${weeks} weeks, in USD.`,
    sides: { label: 'Whose volume', seller: 'Sales', buyer: 'Purchases' },
  },
  /** The four deal forms, by the equipment they are for. */
  create: {
    panel: { label: 'Solar panels', description: 'Priced per watt, MOQ in panels, pallets, containers or MW.' },
    inverter: { label: 'Inverters', description: 'Priced per unit, with phase and sector.' },
    battery: { label: 'Batteries', description: 'Priced per unit.' },
    other: { label: 'Other components', description: 'Racking, cables, connectors, kits and more, priced per unit.' },
  },
  list: {
    tabs: 'Deal status',
    search: 'Search your deals',
    searchButton: 'Search',
    pages: 'Deal pages',
    cards: 'Your deals',
    picture: 'Picture',
    name: 'Deal',
    category: 'Category',
    price: 'Price',
    quantity: 'Quantity',
    moq: 'MOQ',
    status: 'Status',
    actions: 'Actions',
    noPrice: 'No price yet',
    lot: (value: string) => `Lot ${value}`,
    reason: (reason: string) => `Reason: ${reason}`,
    revisionWaiting: 'Changes waiting for approval',
    revisionTurnedDown: (reason: string) => `Your last changes were turned down: ${reason}`,
    empty: 'No deals here yet.',
    emptyActive: 'None of your deals is live yet: once an admin approves one, buyers see it here.',
    emptySold: 'No deal of yours has gone under contract or sold out yet.',
    emptySearch: (query: string) => `No deals match “${query}”.`,
  },
  actions: {
    view: 'View',
    edit: 'Edit',
    editInventory: 'Edit inventory',
    duplicate: 'Duplicate',
    /** Fallbacks when a write answers without a message of its own. */
    duplicated: 'The deal has been copied as a draft.',
    moved: (status: DealStatus) => `The deal is now ${status}.`,
  },
} as const;

/**
 * What a seller's move is called, by where it takes the deal and from where (the moves themselves come from the
 * contracts' transition table). Statuses only an admin or the marketplace sets never appear as a seller's move.
 */
export function sellerMoveLabel(from: DealStatus, to: DealStatus): string {
  switch (to) {
    case 'Pending':
      return from === 'Rejected' ? 'Resubmit for approval' : 'Submit for approval';
    case 'Incomplete':
      return 'Back to draft';
    case 'Active':
      // An Approved deal is public already: Active only says its seller has put it on the market.
      if (from === 'Approved') return 'Mark as active';
      return from === 'Private' ? 'Make public' : 'Publish again';
    case 'Inactive':
      return 'Pause';
    case 'Private':
      return 'Make private';
    default:
      return `Move to ${to}`;
  }
}
