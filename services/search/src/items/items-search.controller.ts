import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SEARCH_API, searchBody, type NormalisedSearchObject, type SearchAllowList } from '@solar/contracts';
import { InvalidInputError, Public, type Filter as SearchFilter } from '@solar/platform';
import { ITEM_TEXT_FIELDS } from './item-index';
import { ItemsSearchService } from './items-search.service';

/** Fields a caller may filter on: `where` (equality), `where_in` (any of), plus the numeric bounds below. */
const FILTERABLE = [
  'uuid',
  'id',
  'category_id',
  'subcategory_id',
  'brand_id',
  'category_slug',
  'subcategory_slug',
  'brand_slug',
  'condition',
  'shipping_type',
  'colour',
  'state',
  'panel_wattage',
  'panel_wattage_group',
  'wattage',
  'owner_id',
] as const;
/** `where: { price_min: 100, price_max: 250 }` bounds the effective (sale) price; likewise wattage and rating. */
const RANGE_BOUNDS: Record<string, { field: string; bound: 'gte' | 'lte' }> = {
  price_min: { field: 'sale_price', bound: 'gte' },
  price_max: { field: 'sale_price', bound: 'lte' },
  panel_wattage_min: { field: 'panel_wattage', bound: 'gte' },
  panel_wattage_max: { field: 'panel_wattage', bound: 'lte' },
  rating_min: { field: 'reviews_avg', bound: 'gte' },
};
/** Sortable fields; `total_qty DESC` is the shop's default, 'quantity, high to low'. */
const SORTABLE = ['price', 'sale_price', 'total_qty', 'created_at', 'reviews_avg', 'sale_count', 'id'];
const RETURNABLE = [
  'uuid',
  'id',
  'name',
  'short_name',
  'sku',
  'mpn',
  'part_number',
  'tags',
  'category_id',
  'category_name',
  'category_slug',
  'subcategory_id',
  'subcategory_name',
  'subcategory_slug',
  'brand_id',
  'brand_name',
  'brand_slug',
  'condition',
  'shipping_type',
  'colour',
  'state',
  'owner_id',
  'price',
  'sale_price',
  'discount',
  'discount_unit',
  'stock',
  'total_qty',
  'moq',
  'panel_wattage',
  'panel_wattage_group',
  'wattage',
  'reviews_avg',
  'reviews_total',
  'sale_count',
  'image',
  'created_at',
];

export const ITEM_SEARCH: SearchAllowList = {
  fields: RETURNABLE,
  where: [...FILTERABLE, ...Object.keys(RANGE_BOUNDS)],
  whereIn: [...FILTERABLE],
  with: ['category', 'brand', 'images'],
  orderby: SORTABLE,
  query: ITEM_TEXT_FIELDS,
};

const DEFAULT_LIMIT = 20;

export class ItemsSearchBody extends searchBody(ITEM_SEARCH) {}

@Controller()
@Public()
export class ItemsSearchController {
  constructor(private readonly items: ItemsSearchService) {}

  /** Public items (active and approved) matching the search object, with facet counts for the sidebar. */
  @Post(SEARCH_API.itemsSearch)
  @HttpCode(200)
  search(@Body() search: ItemsSearchBody) {
    return this.items.search({
      text: search.query?.term,
      textFields: search.query?.fields,
      filters: toFilters(search),
      sort: search.orderby?.length ? search.orderby.map((o) => ({ field: o.field, order: o.direction })) : defaultSort(search.query?.term),
      page: search.page ?? 1,
      limit: search.limit ?? DEFAULT_LIMIT,
      fields: search.fields,
    });
  }
}

function toFilters(search: NormalisedSearchObject): SearchFilter[] {
  const filters: SearchFilter[] = [];
  const ranges = new Map<string, { gte?: number; lte?: number }>();
  for (const [field, value] of Object.entries(search.where ?? {})) {
    const bound = RANGE_BOUNDS[field];
    if (bound) {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new InvalidInputError({ [`where.${field}`]: ['Must be a number.'] });
      }
      const range = ranges.get(bound.field) ?? {};
      range[bound.bound] = value;
      ranges.set(bound.field, range);
    } else {
      filters.push({ field, term: value as string | number });
    }
  }
  for (const [field, values] of Object.entries(search.where_in ?? {})) filters.push({ field, terms: values as (string | number)[] });
  for (const [field, range] of ranges) filters.push({ field, range });
  return filters;
}

/** Relevance when the shopper typed something, else the shop's default sort (DEFAULT_SORT, quantity high to low). */
function defaultSort(text: string | undefined): { field: string; order: 'asc' | 'desc' }[] {
  return text ? [] : [{ field: 'total_qty', order: 'desc' }];
}
