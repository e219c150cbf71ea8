import type { DealStatus } from '../trader/rules/deal-status';

/*
 * The admin area's rules (trader-and-admin spec, sections 2, 6 and 7; the spec shows the admin calls and
 * pages, not their limits or messages, which are ours). Shared by the admin service, the owners that apply
 * its decisions (trader, catalog, chat) and the admin pages.
 */

/** What a moderation queue entry is: a negotiable deal (trader) or a shop item (catalog). */
export const MODERATION_KINDS = ['deal', 'item'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/**
 * The queue's status filters: the spec's listing status filters (section 4). Pending holds what waits for an
 * admin: new listings and the edits of published ones. A shop item is Pending, Approved or Rejected.
 */
export const MODERATION_STATUS_FILTERS = [
  'Pending',
  'Approved',
  'Incomplete',
  'Rejected',
  'Disabled',
  'Contract',
  'Active',
  'OutOfStock',
  'Inactive',
  'Private',
  'All',
] as const;
export type ModerationStatusFilter = (typeof MODERATION_STATUS_FILTERS)[number];

/** A shop item's decision, as the queue names it (the catalog's `approved` / `rejected`). */
export const ITEM_DECISIONS = ['Approved', 'Rejected'] as const;
export type ItemDecision = (typeof ITEM_DECISIONS)[number];

/** What an admin may decide on a queue entry: a deal's admin move of DEAL_TRANSITIONS, or an item's decision. */
export type ModerationDecision = DealStatus;

/** The home page's and the trader pages' ordered lists an admin curates. */
export const MERCHANDISING_LISTS = ['featured-products', 'hot-products', 'featured-deals', 'hot-deals'] as const;
export type MerchandisingList = (typeof MERCHANDISING_LISTS)[number];
export const merchandisingKindOf = (list: MerchandisingList): ModerationKind => (list.endsWith('deals') ? 'deal' : 'item');

/** Where an ad can show. */
export const AD_SLOTS = ['home-top', 'home-middle', 'trader-top', 'deal-sidebar'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

/** Every admin action the audit log records. */
export const ADMIN_ACTIONS = [
  'listing.moderated',
  'deal.edited',
  'deal.private-grants',
  'deal.ownership-transfer',
  'banner.created',
  'banner.updated',
  'banner.deleted',
  'merchandising.updated',
  'ad.created',
  'ad.updated',
  'ad.deleted',
  'chat.closed',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * Where an action that other services apply stands. `sent`: decided and announced; `applied`: every owner
 * applied it; `partly`: a bulk edit some deals refused (the report says which and why); `refused`: the owner
 * refused it; `compensating` / `compensated`: a transfer a deal refused, being undone / undone; `completed`: a
 * transfer every deal took.
 */
export const ADMIN_ACTION_STATES = ['done', 'sent', 'applied', 'partly', 'refused', 'compensating', 'compensated', 'completed'] as const;
export type AdminActionState = (typeof ADMIN_ACTION_STATES)[number];

/** How one deal (or item) answered an action sent to its owner. */
export const ACTION_OUTCOMES = ['pending', 'applied', 'unchanged', 'refused'] as const;
export type ActionOutcome = (typeof ACTION_OUTCOMES)[number];

export const ADMIN_LIMITS = {
  /** Moderation reasons, shown to the seller. */
  reasonMax: 500,
  /** A queue or list page: default and largest. */
  pageSize: 20,
  pageMax: 50,
  /** Pages of a queue an admin can page through (oldest first). */
  queuePageMax: 200,
  /** Deals one ownership transfer or bulk edit may name. */
  batchMax: 100,
  /** Buyers one private listing may be granted to. */
  privateBuyersMax: 50,
  /** Entries of one merchandising list. */
  merchandisingMax: 24,
  /** Banners and ads that may exist at once. */
  bannersMax: 50,
  adsMax: 100,
  bannerTitleMax: 120,
  bannerSubtitleMax: 250,
  adTitleMax: 120,
  /** Links and image addresses. */
  urlMax: 500,
  /** Order of a banner on the home page. */
  orderMax: 999,
  /** Free-text search of the audit log, accounts and deals. */
  searchMax: 100,
  /** Clicks one address may count on one ad in a window (more are answered but not counted). */
  adClicksPerWindow: 3,
  adClickWindowMs: 60 * 60_000,
  /** The reason an admin gives when closing a chat. */
  closeReasonMax: 500,
} as const;

const L = ADMIN_LIMITS;

export const ADMIN_MESSAGES = {
  /** 403 for anyone signed in without the admin role. */
  adminOnly: 'Only admins may do this.',
  reasonRequired: 'Please give the reason the seller will see.',
  reasonTooLong: `The reason must be at most ${L.reasonMax} characters.`,
  kind: `The kind must be one of ${['deal', 'item'].join(', ')}.`,
  status: 'Choose one of the listing statuses.',
  listingNotFound: 'Listing not found.',
  /** 422: an item has no such decision. */
  itemDecision: 'A shop item can only be approved or rejected.',
  itemNothingToDecide: 'This item has no listing or edit waiting for a decision.',
  decisionSent: (status: string) => `Decision sent: ${status}.`,
  // Ownership transfer
  targetNotSeller: 'The new owner must be a seller.',
  targetUnknown: 'No account with that id.',
  dealsRequired: 'Choose at least one deal.',
  batchTooLarge: `Choose at most ${L.batchMax} deals at once.`,
  requestId: 'A request id (a UUID the page makes once per submission) is required.',
  transferStarted: 'Transfer started.',
  /** A transfer's outcomes, as its audit entry says them once every deal answered. */
  transferCompleted: 'Every deal moved to the new seller.',
  transferCompensating: 'A deal refused the transfer: the deals already moved are going back to their sellers.',
  transferCompensated: 'A deal refused the transfer: no deal changed hands.',
  previousSellerUnknown: 'The previous seller of this deal is not known, so it could not be moved back.',
  transferNotFound: 'Transfer not found.',
  signedContract: 'A deal under a signed contract that is not paid yet cannot change hands.',
  targetIsBuyer: 'The new owner has an open offer on this deal.',
  dealNotFound: 'Deal not found.',
  // Bulk edit and price listing
  changesRequired: 'Give at least one change: status, price or quantity.',
  editSent: 'Changes sent.',
  jobNotFound: 'Bulk edit not found.',
  // Private listings
  privateBuyers: `Choose at most ${L.privateBuyersMax} buyers.`,
  privateNotPrivate: 'Only a Private deal can be limited to chosen buyers.',
  grantsSent: 'Buyers saved.',
  // Merchandising
  bannerNotFound: 'Banner not found.',
  adNotFound: 'Ad not found.',
  tooManyBanners: `At most ${L.bannersMax} banners may exist.`,
  tooManyAds: `At most ${L.adsMax} ads may exist.`,
  title: (max: number) => `The title is required, at most ${max} characters.`,
  subtitle: `The subtitle must be at most ${L.bannerSubtitleMax} characters.`,
  url: `Give an address starting with https:// or / (at most ${L.urlMax} characters).`,
  image: 'Choose an image.',
  cropSize: 'Crop to one of the picture sizes: 1600x675 (a home banner) or 685x450 (an ad).',
  focus: 'The focal point is a fraction of the picture from 0 to 1, across and down.',
  imageTooSmall: (width: number, height: number) =>
    `This picture is too small for a ${width}x${height} picture: upload one at least ${Math.ceil(width / 2)}x${Math.ceil(height / 2)} pixels (${width}x${height} looks best).`,
  order: `The order must be a whole number from 0 to ${L.orderMax}.`,
  dates: 'The end must be after the start.',
  date: 'Give a date and time.',
  slot: 'Choose one of the ad slots.',
  list: 'Choose one of the lists: featured-products, hot-products, featured-deals, hot-deals.',
  listTooLong: `A list holds at most ${L.merchandisingMax} entries.`,
  notPublic: (ref: string) => `${ref} is not public: only approved, active listings can be shown.`,
  duplicateEntry: 'Each listing may be in the list once.',
  saved: 'Saved.',
  deleted: 'Deleted.',
  // Reads
  search: `Search with at most ${L.searchMax} characters.`,
  ownersUnavailable: 'The listings cannot be read right now. Please try again in a moment.',
} as const;

/** A link an admin sets: an absolute https address or a path of this site. */
export function isAdminLink(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > L.urlMax) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return !/[\s<>"']/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !/[\s<>"']/.test(value);
  } catch {
    return false;
  }
}

/** Whether a schedule (ISO-8601 start and optional end) holds `at`. */
export function isScheduledAt(startsAt: string, endsAt: string | null, at: Date): boolean {
  const now = at.getTime();
  return Date.parse(startsAt) <= now && (endsAt === null || now < Date.parse(endsAt));
}
