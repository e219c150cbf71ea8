import { DEAL_NUMBER_FILTERS, PUBLIC_DEAL_SEARCH } from '../../search/deal-search';
import { searchBody } from '../../dto/search-body';

/**
 * `listing/public/deals`: the search object of a deal listing (`dealSearchBody` builds it from the listing URL):
 * `query` the spec's q, `where`/`where_in` its filter segments (DEAL_FACET_FIELDS) and `price_min`/`price_max`
 * its pr_ range, `orderby` its sort_by (DEAL_SORTS), `page` and `limit` its page_no and per_page.
 */
export class PublicDealsSearchBody extends searchBody(PUBLIC_DEAL_SEARCH, { numbers: DEAL_NUMBER_FILTERS }) {}
