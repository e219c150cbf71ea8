import { Inject, Injectable } from '@nestjs/common';
import { DEAL_FACET_FIELDS, type DealSearchAnswer } from '@solar/contracts';
import { pageOf, SEARCH_INDEX, type Filter as SearchFilter, type SearchIndex, type SortClause } from '@solar/platform';
import { DEALS_INDEX, toDealSearchHit, type DealSearchDoc } from './deal-index';

/** The facets a deal listing's sidebar shows: one per filter of the listing URL. */
export const DEAL_FACETS: string[] = [...new Set(Object.values(DEAL_FACET_FIELDS))];

export interface DealSearchRequest {
  text?: string;
  /** Narrows the text search to some of the text fields. */
  textFields?: string[];
  filters: SearchFilter[];
  sort: SortClause[];
  page: number;
  limit: number;
}

@Injectable()
export class DealsSearchService {
  constructor(@Inject(SEARCH_INDEX) private readonly index: SearchIndex) {}

  /** Public deals matching the request, with disjunctive facet counts; an empty page when none do. */
  async search(request: DealSearchRequest): Promise<DealSearchAnswer> {
    const result = await this.index.search<DealSearchDoc>(DEALS_INDEX, {
      text: request.text,
      textFields: request.textFields,
      prefix: true,
      fuzzy: true,
      filters: request.filters,
      facets: DEAL_FACETS,
      sort: request.sort,
      page: request.page,
      size: request.limit,
    });
    return {
      ...pageOf(
        result.hits.map((hit) => toDealSearchHit(hit.doc)),
        result.total,
        request,
      ),
      facets: result.facets,
    };
  }
}
