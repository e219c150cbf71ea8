import { apiRoute } from '../http/api-route';
import type { DealEquipment } from './rules/deal-figures';

/**
 * The trader service's API: negotiable bulk deals (trader-and-admin spec, section 7). The broker family has no
 * client prefix; every path starts with one of its API roots (BROKER_API_ROOTS: `listing`, `attachment`,
 * `broker`). A deal is named in paths and bodies by its `listing_id`: its numeric id (what the deal page's URL
 * `/trader/deal/{slug}-{id}` carries) or its uuid.
 * The public deal list, `listing/public/deals`, is a search: the search service answers it (SEARCH_API.publicDeals).
 */
export const TRADER_API = {
  /** POST the deal form (role seller): a Pending deal, or an Incomplete draft with `draft: true`. */
  create: '/listing',
  /**
   * GET one deal. Anyone opens a public deal, and by its link a Private, OutOfStock or Contract one (DealView);
   * its seller and admins open it in any status, with what only they see (SellerDealView).
   */
  deal: apiRoute('/listing/:listing_id'),
  /** POST search object (role seller): the caller's own deals in any status; `where: {status}` filters ('All': every status). */
  userDeals: '/listing/user-deals',
  /** GET a handful of public deals, the largest lots first. */
  featuredDeals: '/listing/featured-deals',
  /** GET a handful of public deals, the most recently published first. */
  recentDeals: '/listing/recent-deals',
  /**
   * POST search object (role seller): the caller's sold deals, those whose stock went under contract or sold out
   * (Contract, OutOfStock), newest change first; the same page shape as user-deals.
   */
  soldDeals: '/listing/get-sold-deals',

  // What buyers do around a deal (the types are under "A buyer's calls" below).
  /**
   * GET (anyone): what a buyer's price chart shows of public deals (DealGraph): panels' price per watt per
   * wattage group and week of publication over the last DEAL_GRAPH_WEEKS weeks, and the deals and lot value per
   * category. Nothing in it names a seller.
   */
  graphDeals: '/listing/graph-deals',
  /**
   * POST DealInquiryRequest (signed in, any role): a question to a public deal's seller, mailed to them without
   * the buyer's address (they answer through the marketplace); DealInquiryView. 422 on one's own deal; 429 with
   * Retry-After past the limits per account and per client address.
   */
  inquiry: '/listing/inquiry',
  /**
   * POST DealNotifyRequest (signed in): mail me when the deal is back in stock and/or its price drops; posting
   * again for the same deal replaces the choice (one per account and deal); DealSubscriptionView. At most
   * DEAL_BUYER_LIMITS.subscriptionsMax deals per account (422 past it).
   */
  notifyUser: '/listing/notify-user',
  /** GET (signed in): the caller's notices on the deal (DealSubscriptionView, `on: []` when none). DELETE: stops them (404 when none). */
  notifyUserDeal: apiRoute('/listing/notify-user/:listing_id'),
  /**
   * The deal wishlist, always the caller's (signed in, from the token). GET ?page=: the wishlisted deals still
   * visible, newest first, WISHLIST_PAGE_SIZE a page (PageOf<DealWishlistEntry>). POST DealWishlistRequest: adds
   * a public deal (adding it again keeps the first entry); at most DEAL_BUYER_LIMITS.wishlistMax (422 past it).
   */
  wishlist: '/wishlist',
  /** DELETE (signed in): takes the deal off the caller's wishlist (404 when it is not on it). */
  wishlistDeal: apiRoute('/wishlist/:listing_id'),

  /** POST {listing_id} (its seller): a copy of the deal as an Incomplete draft. */
  duplicateDeal: '/listing/duplicate-deal',
  /**
   * POST or PUT {listing_id, ...deal form} (its seller). A deal not yet published (Incomplete, Pending,
   * Rejected) is replaced, and goes to Pending (Incomplete with `draft: true`); a deal that has been published
   * keeps its live version public and unchanged while the edit waits for an admin as its `pending_revision`.
   */
  updateListing: '/listing/updateListing',
  /** POST {listing_id, total_qty} (its seller): at 0 a public deal becomes OutOfStock, restocked it is Active again. */
  updateInventory: '/listing/update-inventory',
  /**
   * POST {listing_id, status, reason?}: a move of the transition table (DEAL_TRANSITIONS), by the deal's seller
   * or an admin; 422 with `dealMoveRefused` for any other. An admin's Approved or Rejected on a deal with a
   * pending revision decides the revision instead: Approved publishes it, Rejected discards it (the reason is
   * kept for the seller as `revision_reason`); the deal's status stays as it is.
   */
  updateStatus: '/listing/update-status',
  /**
   * POST multipart `file` and `type` ('image' | 'document') (role seller): a picture (stored in IMAGE_SIZES) or a
   * PDF for the seller's deal forms, which name it by the answer's uuid (UploadedFile). Limits, types and
   * refusals are the shop's upload's (CATALOG_API.file).
   */
  attachment: '/attachment',
  /** POST (the upload's seller): deletes an upload no deal uses (404 unknown, 403 someone else's). */
  attachmentDelete: apiRoute('/attachment/:uuid/delete'),

  // Broker lists (the `broker` API root): what the deal pages and forms show around the deals.
  /** GET PartNumberQuery (role seller): part numbers and MPNs starting with `q`, of the caller's deals and of public deals; at most 10. */
  partNumbers: '/broker/part_no',
  /** GET (anyone): the deal categories (DEAL_CATEGORIES), each with its subcategories and counts of public deals (DealCategoryView[]). */
  dealCategories: '/broker/category/list',
  /** GET (anyone): one deal category by its id (404 for an unknown one). */
  dealCategory: apiRoute('/broker/category/list/:id'),
  /** GET DealBrandsQuery (anyone): a page of the active brands of public deals, A to Z (PageOf<DealBrandView>). */
  dealBrands: '/broker/brand/list',
  /** GET DealSidebarQuery (anyone): the filters of a deal listing with their counts (DealSidebar); 404 'Deal Listing sidebar not found!' for an unknown category. */
  sidebar: '/broker/sidebar_data',
  /** GET (anyone): the market sectors (SECTORS). */
  sectors: '/broker/sectors',
  /** GET SellerBrandsQuery (the seller themself or an admin; 403 for anyone else): the brands of a seller's deals (DealBrandView[]). */
  sellerBrands: '/broker/seller-brand/list',
} as const;

/**
 * The offer calls (spec section 7, "Offers"; the types are in offers.ts, the states in offer-status.ts). The
 * offer's parties are the signed-in buyer who made it and the deal's seller, both from the token; anyone else
 * gets 403 (admins read every offer). Every change names the offer's `revision` the caller saw: 409 when the
 * other side moved since, 422 when the offer's state does not give the caller that move (OFFER_TRANSITIONS).
 */
export const OFFER_API = {
  /**
   * POST MakeOfferRequest (signed in; never the deal's seller): an offer on a public deal, Offered (201, OfferView).
   * One open offer per buyer and deal (409 for a second); at most OFFER_LIMITS.offersPerHour new offers an hour (429).
   * GET OffersQuery: the caller's offers on one side, newest change first (PageOf<OfferView>).
   */
  offers: '/offer',
  /** GET: one offer (its parties and admins). */
  offer: apiRoute('/get_offer/:offer_id'),
  /** POST UpdateBidRequest: a new price (a counter, or a revision of one's own standing offer). */
  updateBid: apiRoute('/update-bid/:offer_id'),
  /** POST UpdateQtyRequest: a new quantity. */
  updateQty: apiRoute('/update-qty/:offer_id'),
  /** POST UpdateTermsRequest: new terms (incoterm, delivery state, payment terms, lead time). */
  updateTerms: apiRoute('/update-terms/:offer_id'),
  /**
   * POST OfferStatusUpdateRequest: accept (the seller an Offered offer, the buyer a Countered one), reject, or
   * withdraw. Accepting reserves the quantity on the deal: 409 `quantityGone` when the deal no longer has it.
   */
  offerStatus: apiRoute('/offer-status/:offer_id'),
  /**
   * POST OfferUpdateRequest, one path per equipment (`{product}-offer-update`): price, quantity and terms at once.
   * The path names the deal's equipment (DEAL_EQUIPMENT; 422 `wrongEquipment` for another).
   */
  panelOfferUpdate: apiRoute('/panel-offer-update/:offer_id'),
  inverterOfferUpdate: apiRoute('/inverter-offer-update/:offer_id'),
  batteryOfferUpdate: apiRoute('/battery-offer-update/:offer_id'),
  otherOfferUpdate: apiRoute('/other-offer-update/:offer_id'),
} as const;

/**
 * Quotes and contracts on offers (spec section 7; the types are in contracts.ts). The parties come from the
 * token as for offers; anyone else gets 403 (admins read everything). Before the contract the seller stays
 * anonymous in every answer; the contract names both parties.
 */
export const QUOTE_API = {
  /** GET (the seller): the extras the next quote carries (QuoteDraftView). POST TaxLegalRequest (the seller): saves them. */
  taxLegal: apiRoute('/tax-legal/:offer_id'),
  /** GET: the offer's quote, every version (QuoteView). POST (the seller, the offer Accepted): sends a new version. */
  quote: apiRoute('/quote/:offer_id'),
  /**
   * POST DirectQuoteRequest (the seller): a quote to the buyer of one of the seller's deal inquiries, who has not
   * offered: a new offer standing on the seller's terms (Countered) with the quote's first version (201, QuoteView).
   */
  directQuote: '/direct-quote',
  /** GET ?page= (signed in): quotes the caller received as a buyer, newest first (PageOf<QuoteView>). */
  buyerQuotes: '/buyer-quote',
  /** GET ?page= (signed in): quotes the caller sent as a seller, newest first (PageOf<QuoteView>). */
  sellerQuotes: '/seller-quote',
  /** GET ContractsQuery (signed in): the caller's contracts on one side, newest first (PageOf<ContractView>). */
  contracts: '/quotation-contract',
  /**
   * GET: the offer's contract (ContractView). POST SignQuoteRequest (the buyer): signs the newest quote version,
   * the offer becomes a Contract and the contract waits for payment (201). 409 when a newer version was sent.
   */
  contract: apiRoute('/quotation-contract/:offer_id'),
  /** POST CancelContractRequest (either party, the contract not paid yet): calls it off and releases the quantity. */
  cancelContract: apiRoute('/quotation-contract/:offer_id/cancel'),
  /** GET: the contract as a PDF, 'Contract Terms.pdf' (legal paper, portrait, 15 mm margins). */
  contractPdf: apiRoute('/generate-pdf/:offer_id'),
} as const;

/** The `{product}-offer-update` route of a deal's equipment. */
export const offerUpdateRoute = (equipment: DealEquipment) =>
  ({ panel: OFFER_API.panelOfferUpdate, inverter: OFFER_API.inverterOfferUpdate, battery: OFFER_API.batteryOfferUpdate, other: OFFER_API.otherOfferUpdate })[
    equipment
  ];

/** The trader's service-to-service routes: only other services call them; the gateway never routes them. */
export const TRADER_INTERNAL_API = {
  /** GET ExportPageQuery (admin or service token): deal payloads (TraderDealPayload) in id order, for search's reindex. */
  dealsExport: '/internal/deals',
  /**
   * GET (service token): who an offer's parties are and where it stands (OfferParties), for a service that acts
   * for them (the chat's rooms). Never routed by the gateway: the parties' ids stay inside the marketplace.
   */
  offerParties: apiRoute('/internal/offers/:offer_id/parties'),
  /** GET (service token): what the orders service needs to take a contract's payment (ContractPaymentTerms). */
  contractPayment: apiRoute('/internal/contracts/:offer_id/payment'),
  /**
   * GET (service token): who sells a public deal (ListingOwner), for a service that lets sellers link to their
   * own deals (custom-order answers); 404 for a deal that is not public.
   */
  dealOwner: apiRoute('/internal/deals/:deal_id/owner'),
} as const;
