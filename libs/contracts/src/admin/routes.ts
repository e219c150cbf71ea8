import { apiRoute } from '../http/api-route';

/*
 * The admin area (trader-and-admin spec, sections 2, 6 and 7: `admin/listing`, `admin/get-deals`,
 * `admin/banner`, `admin/validate-token`, `admin/get-sold-deals`, `admin/ownership-transfer`, and what the
 * trader-admin pages need). Every `admin/` call requires the admin role on the server: 401 without a token,
 * 403 (ADMIN_MESSAGES.adminOnly) for any other role.
 *
 * The admin service owns decisions (moderation, merchandising, ownership transfers, private-listing grants,
 * bulk edits) and the audit log; it never writes another service's data. Its decisions are events that the
 * owners apply through their own rules (the deals' transition table, the deal form's limits) and answer with
 * `*.admin-action-settled`. Reads of what other services own are answered by those services under the same
 * `admin/` root (TRADER_ADMIN_API, CHAT_ADMIN_API), or through their internal routes where the admin service
 * combines them (the moderation queue, the dashboard).
 */
export const ADMIN_API = {
  /** GET: the caller as an admin (AdminIdentity); the admin pages check it before showing anything. */
  validateToken: '/admin/validate-token',
  /**
   * GET ModerationQueueQuery: deals and shop items in one queue, the oldest first, with counts per status
   * (ModerationQueuePage). `status` defaults to Pending: new listings and edits of published ones waiting.
   */
  listing: '/admin/listing',
  /** GET: one entry with the pending edit beside the live version, its history and the admin's moves (ModerationDetail). */
  listingEntry: apiRoute('/admin/listing/:kind/:uuid'),
  /**
   * POST ModerationDecisionRequest: approve, reject (a reason is required, shown to and mailed to the seller),
   * disable, or any admin move of the deals' transition table (422 otherwise). 202 with the decision
   * (AdminActionView, state `sent`); the owner applies it and the action becomes `applied` or `refused`.
   */
  listingUpdate: '/admin/listing/update-status',
  /** GET AccountsQuery: accounts by name or e-mail, optionally of one role (PageOf<AdminAccountView>): the transfer target, private buyers. */
  accounts: '/admin/accounts',
  /**
   * POST OwnershipTransferRequest: moves deals to another seller as a saga (AdminActionView, 202). The target
   * must be a seller (422). The same `request_id` again answers the first transfer (200) and moves nothing
   * twice. Each deal, its open offers and their chats follow the new owner; if any deal refuses, those
   * already moved go back to their sellers. GET PageQuery: the transfers, newest first.
   */
  ownershipTransfer: '/admin/ownership-transfer',
  /** GET: one transfer with each deal's outcome (AdminActionView). */
  ownershipTransferOne: apiRoute('/admin/ownership-transfer/:id'),
  /**
   * POST BulkEditRequest: status, price and/or quantity of many deals at once (the price listing's edit in
   * place is a bulk edit of one), applied per deal by the trader with its rules (202, AdminActionView); the
   * action reports which deals refused and why.
   */
  bulkEdit: '/admin/bulk-edit',
  /** GET: one bulk edit with its report (AdminActionView). */
  bulkEditOne: apiRoute('/admin/bulk-edit/:id'),
  /** GET: the buyers a Private deal is limited to (PrivateListingView). POST PrivateListingRequest: sets them (202). */
  privateListing: apiRoute('/admin/private-listing/:deal_uuid'),
  /** GET: every banner (BannerView[]), by order. POST BannerRequest: a new one (201). */
  banner: '/admin/banner',
  /** PUT BannerRequest: changes a banner. DELETE: removes it. */
  bannerOne: apiRoute('/admin/banner/:id'),
  /** GET: a curated list with the admin's picks, public or not (MerchandisingEntryView[]). PUT MerchandisingRequest: replaces it. */
  merchandising: apiRoute('/admin/merchandising/:list'),
  /** GET CandidatesQuery: public listings an admin may pick for a list (MerchandisingEntryView[], at most 20). */
  merchandisingCandidates: '/admin/merchandising-candidates',
  /** GET: every ad with its clicks (AdView[]). POST AdRequest: a new one (201). */
  ads: '/admin/ads',
  /** PUT AdRequest: changes an ad. DELETE: removes it. */
  adOne: apiRoute('/admin/ads/:id'),
  /** GET AuditLogQuery: every admin action, newest first (PageOf<AdminActionView>), searchable. */
  auditLog: '/admin/audit-log',
  /** GET: counts and a weekly graph (AdminDashboard). */
  dashboard: '/admin/dashboard',
  /**
   * POST multipart `file` (an image; the shop's upload limits and types): stored for a banner or an ad, which
   * names it by the answer's `url` (UploadedFile).
   */
  upload: '/admin/upload',
} as const;

/** What anyone reads of the admin's merchandising (no token needed). */
export const MERCHANDISING_API = {
  /** POST (the spec's `banners/search`; an empty body): the banners showing now, in order (BannerView[]). */
  banners: '/v1/client/banners/search',
  /** GET: a curated list's public entries, in order (MerchandisingEntryView[]); entries no longer public are left out. */
  list: apiRoute('/v1/client/merchandising/:list'),
  /** GET AdsQuery (`?slot=`): the ads showing now in a slot (PublicAdView[]). */
  ads: '/v1/client/ads',
  /** POST: counts a click (a few per address and hour) and answers where to go ({link}). */
  adClick: apiRoute('/v1/client/ads/:id/click'),
} as const;

/** The trader's reads for the admin pages (role admin): what only the trader owns. */
export const TRADER_ADMIN_API = {
  /** GET AdminDealsQuery: every deal in any status with its seller (PageOf<AdminDealRow>): listing-status, price-listing, bulk edit, private listing, deals-ownership. */
  getDeals: '/admin/get-deals',
  /** GET PageQuery: deals with sales or whose stock is under contract or sold out, every seller's (PageOf<AdminSoldDealRow>). */
  getSoldDeals: '/admin/get-sold-deals',
  /** GET AdminOffersQuery: every negotiation with its parties named (PageOf<AdminOfferRow>): the offer-bid-listing page. */
  offers: '/admin/offers',
} as const;

/** The chat's reads for the admin pages (role admin). An admin reads a conversation and closes it with CHAT_API. */
export const CHAT_ADMIN_API = {
  /** GET AdminChatsQuery: every conversation, latest activity first (PageOf<AdminChatRow>). */
  chats: '/admin/chats',
} as const;

/**
 * What the owners answer the admin service (service token): their side of the moderation queue and the
 * dashboard. Never routed by the gateway.
 */
export const MODERATION_INTERNAL_API = {
  /** GET ModerationSliceQuery (`?status=&limit=`): the owner's first `limit` entries of a status, oldest first, with its counts (ModerationSlice). */
  queue: '/internal/moderation',
  /** GET: one entry (ModerationDetail); 404 for an unknown one. */
  entry: apiRoute('/internal/moderation/:uuid'),
} as const;

/** The trader's figures for the admin dashboard (service token): TraderAdminStats. */
export const TRADER_ADMIN_INTERNAL_API = {
  stats: '/internal/admin-stats',
} as const;
