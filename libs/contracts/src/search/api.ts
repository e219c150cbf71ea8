/**
 * The search service's API (all under /v1/client): the shop's item search, answered from the search index
 * (a read model of the catalog's item events), and the admin's rebuild of that index.
 */
const V1 = '/v1/client';

export const SEARCH_API = {
  /** POST search object: public items (active and approved) with facet counts (ItemSearchAnswer). */
  itemsSearch: `${V1}/items/search`,
  /** POST (admin): rebuilds the shop search from the catalog's export ({items, indexed}). */
  adminReindex: `${V1}/admin/search/reindex`,
} as const;
