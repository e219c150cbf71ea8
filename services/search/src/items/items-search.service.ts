import { Inject, Injectable } from '@nestjs/common';
import { SHOP_FACET_FIELDS, type PageOf } from '@solar/contracts';
import { pageOf, SEARCH_INDEX, type Filter as SearchFilter, type SearchIndex, type SearchResult } from '@solar/platform';
import { ITEMS_INDEX, type ItemSearchDoc } from './item-index';

/** The facets a shop sidebar shows, counted over the filtered result. */
export const ITEM_FACETS: string[] = Object.values(SHOP_FACET_FIELDS);

export interface ItemSearchRequest {
  text?: string;
  /** Narrows the text search to some of the text fields. */
  textFields?: string[];
  filters: SearchFilter[];
  sort: { field: string; order: 'asc' | 'desc' }[];
  page: number;
  limit: number;
  fields?: string[];
}

export interface ItemSearchPage extends PageOf<Partial<ItemSearchDoc>> {
  facets: SearchResult<ItemSearchDoc>['facets'];
}

@Injectable()
export class ItemsSearchService {
  constructor(@Inject(SEARCH_INDEX) private readonly index: SearchIndex) {}

  async search(request: ItemSearchRequest): Promise<ItemSearchPage> {
    const result = await this.index.search<ItemSearchDoc>(ITEMS_INDEX, {
      text: request.text,
      prefix: true,
      fuzzy: true,
      filters: request.filters,
      facets: ITEM_FACETS,
      sort: request.sort,
      page: request.page,
      size: request.limit,
    });
    const project = (doc: ItemSearchDoc): Partial<ItemSearchDoc> =>
      request.fields?.length ? Object.fromEntries(request.fields.map((f) => [f, doc[f as keyof ItemSearchDoc]])) : doc;
    return {
      ...pageOf(
        result.hits.map((hit) => project(hit.doc)),
        result.total,
        request,
      ),
      facets: result.facets,
    };
  }
}
