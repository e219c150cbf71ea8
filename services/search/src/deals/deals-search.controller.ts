import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DEAL_PAGE_SIZE, DEAL_PRICE_BOUNDS, PublicDealsSearchBody, SEARCH_API, dealFilterValue, type NormalisedSearchObject } from '@solar/contracts';
import { Public, type Filter as SearchFilter, type SortClause } from '@solar/platform';
import { DealsSearchService } from './deals-search.service';

/** The trader platform's deal search (trader-and-admin spec, section 2): public deals only, seller never named. */
@Controller()
@Public()
export class DealsSearchController {
  constructor(private readonly deals: DealsSearchService) {}

  @Post(SEARCH_API.publicDeals)
  @HttpCode(200)
  search(@Body() body: PublicDealsSearchBody) {
    return this.deals.search({
      text: body.query?.term,
      textFields: body.query?.fields,
      filters: toFilters(body),
      sort: body.orderby?.length ? body.orderby.map((o) => ({ field: o.field, order: o.direction })) : defaultSort(body.query?.term),
      page: body.page ?? 1,
      limit: body.limit ?? DEAL_PAGE_SIZE,
    });
  }
}

const isPriceBound = (field: string): field is keyof typeof DEAL_PRICE_BOUNDS => Object.hasOwn(DEAL_PRICE_BOUNDS, field);

/** `where` and `where_in` as index filters, their values spelled as deals hold them; price_min and price_max one range. */
function toFilters(search: NormalisedSearchObject): SearchFilter[] {
  const filters: SearchFilter[] = [];
  const price: { gte?: number; lte?: number } = {};
  for (const [field, value] of Object.entries(search.where ?? {})) {
    // The body's rule made the price bounds numbers (DEAL_NUMBER_FILTERS).
    if (isPriceBound(field)) price[DEAL_PRICE_BOUNDS[field]] = value as number;
    else if (value !== null) filters.push({ field, term: dealFilterValue(field, value) as string | number });
  }
  for (const [field, values] of Object.entries(search.where_in ?? {})) {
    filters.push({ field, terms: values.filter((value) => value !== null).map((value) => dealFilterValue(field, value) as string | number) });
  }
  if (Object.keys(price).length) filters.push({ field: 'price', range: price });
  return filters;
}

/** Relevance when the buyer typed something, else the newest deals first. */
function defaultSort(text: string | undefined): SortClause[] {
  return text ? [] : [{ field: 'published_at', order: 'desc' }];
}
