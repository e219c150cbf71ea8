/**
 * The search service's API: the shop's item search (under /v1/client), answered from the search index (a read
 * model of the catalog's item events), the admin's rebuild of that index, and the trader platform's deal search
 * (the broker family's `listing` root, no client prefix), answered from its index of the trader's deal events.
 */
const V1 = '/v1/client';

export const SEARCH_API = {
  /** POST search object: public items (active and approved) with facet counts (ItemSearchAnswer). */
  itemsSearch: `${V1}/items/search`,
  /** POST (admin): rebuilds the shop search from the catalog's export ({items, indexed}). */
  adminReindex: `${V1}/admin/search/reindex`,
  /** POST (admin): rebuilds the deal search from the trader's export ({deals, indexed}). */
  adminDealsReindex: `${V1}/admin/search/reindex-deals`,
  /**
   * POST search object (PublicDealsSearchBody, built from a deal listing URL by `dealSearchBody`): public deals
   * (Approved and Active) with disjunctive facet counts (DealSearchAnswer); an empty page when none match.
   */
  publicDeals: '/listing/public/deals',
  /**
   * POST {query} (SuggestionsBody): the header's global search suggestions, at most 5 public deals, 5 public
   * items and 5 enabled storefronts matching the text as typed (SuggestionsAnswer).
   */
  suggestions: `${V1}/search/suggestions`,
} as const;
