import { SEARCH_LIMIT_MAX, type NormalisedSearchObject, type PageOf, type SearchAllowList, type SortDirection } from '@solar/contracts';
import type { Model, QueryFilter, SortOrder } from 'mongoose';

/** Which page of a list, counted from 1, and how many rows a page holds. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The number of the last page: at least 1, so an empty list still has its (empty) first page. */
export const lastPage = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

/** How many rows come before the page. */
export const pageSkip = ({ page, limit }: PageRequest): number => (page - 1) * limit;

/** One page of a list as the API answers it. A page past the end is answered as asked, with no items. */
export const pageOf = <T>(items: T[], total: number, { page, limit }: PageRequest): PageOf<T> => ({
  items,
  total,
  page,
  limit,
  last_page: lastPage(total, limit),
});

/** One page of a list already held in memory. */
export const slicePage = <T>(all: readonly T[], request: PageRequest): PageOf<T> =>
  pageOf(all.slice(pageSkip(request), pageSkip(request) + request.limit), all.length, request);

/**
 * How one endpoint's search object becomes a query of the document store (in the spirit of Vendure's
 * ListQueryBuilder): the same allow-list the endpoint's search body is checked with decides which `where`,
 * `where_in`, `orderby` and `query` names are applied; names it does not hold are never applied.
 */
export interface ListQuery {
  /** `{ fields: [] }` for a list that only pages: then only `page` and `limit` of the search object apply. */
  allowList: SearchAllowList;
  /** Stored field of an allow-listed name when the two differ; every other name is stored under itself. */
  storedAs?: Readonly<Record<string, string>>;
  /**
   * What `where: { field: null }` means: 'null' (the default, as the store reads it) matches documents whose
   * field is null or missing; 'any' applies no filter on that field.
   */
  whereNull?: 'null' | 'any';
  /** The order when the search object gives none. */
  defaultSort: { field: string; direction: SortDirection };
  /** Added after the order (for fields it does not already hold), so equal keys never make pages overlap. */
  tieBreak?: Readonly<Record<string, 1 | -1>>;
  defaultLimit: number;
  /** Largest page served, whatever the caller asks (SEARCH_LIMIT_MAX by default). */
  maxLimit?: number;
}

export interface FindPageOptions<TDoc, TItem> {
  /** Always applied, whatever the search object says: the owner's scope, the visible states. */
  filter?: QueryFilter<TDoc>;
  /** Turns the page's documents into the items answered (the whole page at once, so it may batch look-ups). */
  toItems?: (docs: TDoc[]) => TItem[] | Promise<TItem[]>;
}

/** A user's text as a literal inside a $regex: no operator of theirs reaches the store. */
/** A user's text as a literal inside a $regex. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page the search object asks for, its limit defaulted and capped. */
function pageRequest(search: Pick<NormalisedSearchObject, 'page' | 'limit'>, list: Pick<ListQuery, 'defaultLimit' | 'maxLimit'>): PageRequest {
  const limit = Math.min(search.limit ?? list.defaultLimit, list.maxLimit ?? SEARCH_LIMIT_MAX);
  return { page: Math.max(1, search.page ?? 1), limit: Math.max(1, limit) };
}

/** The store filter of the search object's allow-listed `where`, `where_in` and free-text `query`. */
function listFilter(search: NormalisedSearchObject, list: ListQuery): Record<string, unknown> {
  const allowList = list.allowList;
  const stored = (name: string) => list.storedAs?.[name] ?? name;
  const whereAllowed = allowList.where ?? allowList.fields;
  const filter: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(search.where ?? {})) {
    if (!whereAllowed.includes(name)) continue;
    if (value === null && list.whereNull === 'any') continue;
    filter[stored(name)] = value;
  }
  // A `where_in` on a field `where` also names narrows to the list, as the endpoints always read it.
  for (const [name, values] of Object.entries(search.where_in ?? {})) {
    if ((allowList.whereIn ?? whereAllowed).includes(name)) filter[stored(name)] = { $in: values };
  }
  // The text matches anywhere in any of the endpoint's searchable fields, ignoring case (`query.fields` does not
  // narrow them: the endpoints never did).
  const textFields = allowList.query ?? [];
  if (search.query && textFields.length > 0) {
    const pattern = { $regex: escapeRegex(search.query.term), $options: 'i' };
    if (textFields.length === 1) filter[stored(textFields[0]!)] = pattern;
    else filter.$or = textFields.map((name) => ({ [stored(name)]: pattern }));
  }
  return filter;
}

/** The store sort: the first allow-listed `orderby` entry (later ones are not read, as the endpoints never did) or the default order, then the tie-break. */
function listSort(search: NormalisedSearchObject, list: ListQuery): Record<string, SortOrder> {
  const sortable = list.allowList.orderby ?? list.allowList.fields;
  const asked = search.orderby?.[0];
  const order = asked && sortable.includes(asked.field) ? asked : list.defaultSort;
  const sort: Record<string, SortOrder> = { [list.storedAs?.[order.field] ?? order.field]: order.direction === 'asc' ? 1 : -1 };
  for (const [field, direction] of Object.entries(list.tieBreak ?? {})) {
    if (!(field in sort)) sort[field] = direction;
  }
  return sort;
}

/** Both filters must hold; merged into one object unless they name the same field. */
function bothFilters(base: Record<string, unknown>, asked: Record<string, unknown>): Record<string, unknown> {
  const overlaps = Object.keys(asked).some((key) => key in base);
  return overlaps ? { $and: [base, asked] } : { ...base, ...asked };
}

/**
 * One page of `model`'s documents as the search object asks for them, within `options.filter`:
 * `{ items, total, page, limit, last_page }`. The count and the page are read together.
 */
export async function findPage<TDoc, TItem = TDoc>(
  model: Model<TDoc>,
  search: NormalisedSearchObject,
  list: ListQuery,
  options: FindPageOptions<TDoc, TItem> = {},
): Promise<PageOf<TItem>> {
  const request = pageRequest(search, list);
  const filter = bothFilters((options.filter ?? {}) as Record<string, unknown>, listFilter(search, list)) as QueryFilter<TDoc>;
  const [total, docs] = await Promise.all([
    model.countDocuments(filter),
    model.find(filter).sort(listSort(search, list)).skip(pageSkip(request)).limit(request.limit).lean<TDoc[]>(),
  ]);
  const items = options.toItems ? await options.toItems(docs) : (docs as unknown as TItem[]);
  return pageOf(items, total, request);
}
