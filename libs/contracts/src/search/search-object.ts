/**
 * The search object the specs' search calls send (categories/search, items/search, cart/search, ...),
 * plus `page`, and its validation against a per-endpoint allow-list. Only allow-listed field names reach a
 * query, and only plain scalar values, so a body cannot smuggle in operators ('$gt', '$where', ...).
 */

export type SearchScalar = string | number | boolean | null;
export type SortDirection = 'asc' | 'desc';

/** Free-text search: `term` may use '*' wildcards; `fields` narrows the endpoint's searchable fields. */
export interface SearchQuery {
  term: string;
  fields?: string[];
}

export type SearchOrderBy = string | Record<string, SortDirection | Uppercase<SortDirection>>;

/** What a client may send. */
export interface SearchObject {
  fields?: string[] | string;
  with?: string[] | string;
  where?: Record<string, SearchScalar>;
  where_in?: Record<string, SearchScalar[]>;
  query?: string | SearchQuery;
  limit?: number;
  /** 'created_at DESC', 'price ASC, name ASC', { created_at: 'desc' }, or a list of those. */
  orderby?: SearchOrderBy | SearchOrderBy[];
  page?: number;
}

/** What a handler gets: every list an array, every order an explicit {field, direction}. */
export interface NormalisedSearchObject {
  fields?: string[];
  with?: string[];
  where?: Record<string, SearchScalar>;
  where_in?: Record<string, SearchScalar[]>;
  query?: { term: string; fields: string[] };
  limit?: number;
  orderby?: { field: string; direction: SortDirection }[];
  page?: number;
}

/** Which names an endpoint accepts in each part of the search object. */
export interface SearchAllowList {
  /** Fields a caller may select. */
  fields: readonly string[];
  /** Fields `where` may test; defaults to `fields`. */
  where?: readonly string[];
  /** Fields `where_in` may test; defaults to the `where` list. */
  whereIn?: readonly string[];
  /** Relations `with` may load. None when absent. */
  with?: readonly string[];
  /** Fields `orderby` may sort on; defaults to `fields`. */
  orderby?: readonly string[];
  /** Fields `query` searches (all of them unless the caller narrows). No free-text search when absent. */
  query?: readonly string[];
}

export type SearchValidationResult = { ok: true; value: NormalisedSearchObject } | { ok: false; errors: Record<string, string[]> };

export const SEARCH_LIMIT_MAX = 100;
/** Longest `where_in` list, so one request cannot build an unbounded query. */
export const SEARCH_WHERE_IN_MAX = 100;
/**
 * Longest free-text search (characters, after trimming): the search object's `query` (or `query.term`) and
 * every free-text query parameter (`GET brands?q=`). Typo-tolerant matching costs more the longer a term is,
 * so an unbounded text could hold a service's event loop for seconds; 200 is several times any real query.
 */
export const SEARCH_TEXT_MAX = 200;

const SEARCH_KEYS = ['fields', 'with', 'where', 'where_in', 'query', 'limit', 'orderby', 'page'] as const;

export const SEARCH_OBJECT_ERRORS = {
  notAnObject: 'The search body must be a JSON object.',
  unknownKey: 'Unknown key.',
  notAList: 'Must be a list of names.',
  notAllowed: (name: string) => `"${name}" is not allowed here.`,
  operator: (name: string) => `Operators are not allowed ("${name}").`,
  notAScalar: 'Must be a string, number, boolean or null.',
  notAScalarList: `Must be a list of at most ${SEARCH_WHERE_IN_MAX} strings, numbers, booleans or nulls.`,
  notAnObjectOfFields: 'Must be an object of field names to values.',
  limitRange: `Must be a whole number from 1 to ${SEARCH_LIMIT_MAX}.`,
  pageRange: 'Must be a whole number of at least 1.',
  orderbyShape: "Must be 'field ASC|DESC' or { field: 'asc' | 'desc' }.",
  queryShape: 'Must be a non-empty text, or { term, fields }.',
  queryNotSupported: 'Free-text search is not available here.',
  queryTooLong: `The search text may have at most ${SEARCH_TEXT_MAX} characters.`,
  queryParamShape: 'Give the search text once, as text.',
} as const;

type Errors = Record<string, string[]>;

/** A JSON object: plain or prototype-less (as some body parsers build them), never an array or class instance. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isScalar = (value: unknown): value is SearchScalar =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** '$gt', '$where', 'a.$ne': names and string values that a document store would read as operators. */
const looksLikeOperator = (text: string): boolean => /^\s*\$/.test(text) || text.includes('.$');

/**
 * Checks a search body against an endpoint's allow-list. Returns the normalised object, or errors keyed by
 * the offending part ('where.status', 'limit', ...), each a list of messages, ready for a 400 answer.
 */
export function validateSearchObject(body: unknown, allowList: SearchAllowList): SearchValidationResult {
  const errors: Errors = {};
  const fail = (key: string, message: string): void => {
    (errors[key] ??= []).push(message);
  };

  if (body === undefined || body === null) return { ok: true, value: {} };
  if (!isPlainObject(body)) return { ok: false, errors: { body: [SEARCH_OBJECT_ERRORS.notAnObject] } };

  for (const key of Object.keys(body)) {
    if (!(SEARCH_KEYS as readonly string[]).includes(key)) {
      fail(key, looksLikeOperator(key) ? SEARCH_OBJECT_ERRORS.operator(key) : SEARCH_OBJECT_ERRORS.unknownKey);
    }
  }

  const value: NormalisedSearchObject = {};
  const whereAllowed = allowList.where ?? allowList.fields;

  if (body.fields !== undefined) {
    const fields = nameList(body.fields, 'fields', allowList.fields, fail);
    if (fields) value.fields = fields;
  }
  if (body.with !== undefined) {
    const relations = nameList(body.with, 'with', allowList.with ?? [], fail);
    if (relations) value.with = relations;
  }
  if (body.where !== undefined) {
    const where = fieldMap(
      body.where,
      'where',
      whereAllowed,
      fail,
      (v) => (isScalar(v) && !isOperatorString(v) ? v : undefined),
      SEARCH_OBJECT_ERRORS.notAScalar,
    );
    if (where) value.where = where;
  }
  if (body.where_in !== undefined) {
    const whereIn = fieldMap(
      body.where_in,
      'where_in',
      allowList.whereIn ?? whereAllowed,
      fail,
      (v) => (Array.isArray(v) && v.length <= SEARCH_WHERE_IN_MAX && v.every((x) => isScalar(x) && !isOperatorString(x)) ? (v as SearchScalar[]) : undefined),
      SEARCH_OBJECT_ERRORS.notAScalarList,
    );
    if (whereIn) value.where_in = whereIn;
  }
  if (body.query !== undefined) {
    const query = searchQuery(body.query, allowList.query, fail);
    if (query) value.query = query;
  }
  if (body.limit !== undefined) {
    if (isWholeNumber(body.limit) && body.limit >= 1 && body.limit <= SEARCH_LIMIT_MAX) value.limit = body.limit;
    else fail('limit', SEARCH_OBJECT_ERRORS.limitRange);
  }
  if (body.page !== undefined) {
    if (isWholeNumber(body.page) && body.page >= 1) value.page = body.page;
    else fail('page', SEARCH_OBJECT_ERRORS.pageRange);
  }
  if (body.orderby !== undefined) {
    const orderby = orderList(body.orderby, allowList.orderby ?? allowList.fields, fail);
    if (orderby) value.orderby = orderby;
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** Whether a free-text search is short enough to run (SEARCH_TEXT_MAX characters once trimmed). */
export const isSearchTextWithinLimit = (text: string): boolean => text.trim().length <= SEARCH_TEXT_MAX;

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const isOperatorString = (value: SearchScalar): boolean => typeof value === 'string' && looksLikeOperator(value);

function checkName(name: string, key: string, allowed: readonly string[], fail: (key: string, message: string) => void): boolean {
  if (looksLikeOperator(name)) {
    fail(key, SEARCH_OBJECT_ERRORS.operator(name));
    return false;
  }
  if (!allowed.includes(name)) {
    fail(key, SEARCH_OBJECT_ERRORS.notAllowed(name));
    return false;
  }
  return true;
}

/** A list of names, sent as an array or as one comma-separated string. */
function nameList(raw: unknown, key: string, allowed: readonly string[], fail: (key: string, message: string) => void): string[] | undefined {
  const names =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : raw;
  if (!Array.isArray(names) || !names.every((n): n is string => typeof n === 'string')) {
    fail(key, SEARCH_OBJECT_ERRORS.notAList);
    return undefined;
  }
  const ok = names.map((name) => checkName(name, key, allowed, fail)).every(Boolean);
  return ok ? [...new Set(names)] : undefined;
}

function fieldMap<T>(
  raw: unknown,
  key: string,
  allowed: readonly string[],
  fail: (key: string, message: string) => void,
  accept: (value: unknown) => T | undefined,
  valueError: string,
): Record<string, T> | undefined {
  if (!isPlainObject(raw)) {
    fail(key, SEARCH_OBJECT_ERRORS.notAnObjectOfFields);
    return undefined;
  }
  const out: Record<string, T> = {};
  let ok = true;
  for (const [field, value] of Object.entries(raw)) {
    if (!checkName(field, `${key}.${field}`, allowed, fail)) {
      ok = false;
      continue;
    }
    const accepted = accept(value);
    if (accepted === undefined) {
      const operatorValue = typeof value === 'string' && looksLikeOperator(value);
      fail(`${key}.${field}`, operatorValue ? SEARCH_OBJECT_ERRORS.operator(value) : valueError);
      ok = false;
      continue;
    }
    out[field] = accepted;
  }
  return ok ? out : undefined;
}

function searchQuery(raw: unknown, allowed: readonly string[] | undefined, fail: (key: string, message: string) => void): NormalisedSearchObject['query'] {
  if (!allowed || allowed.length === 0) {
    fail('query', SEARCH_OBJECT_ERRORS.queryNotSupported);
    return undefined;
  }
  if (typeof raw === 'string') {
    if (!isSearchTextWithinLimit(raw)) {
      fail('query', SEARCH_OBJECT_ERRORS.queryTooLong);
      return undefined;
    }
    return raw.trim() === '' ? undefined : { term: raw.trim(), fields: [...allowed] };
  }
  if (!isPlainObject(raw) || typeof raw.term !== 'string' || raw.term.trim() === '') {
    fail('query', SEARCH_OBJECT_ERRORS.queryShape);
    return undefined;
  }
  if (!isSearchTextWithinLimit(raw.term)) {
    fail('query.term', SEARCH_OBJECT_ERRORS.queryTooLong);
    return undefined;
  }
  for (const key of Object.keys(raw)) {
    if (key !== 'term' && key !== 'fields') fail(`query.${key}`, SEARCH_OBJECT_ERRORS.unknownKey);
  }
  let fields = [...allowed];
  if (raw.fields !== undefined) {
    const narrowed = nameList(raw.fields, 'query.fields', allowed, fail);
    if (!narrowed) return undefined;
    fields = narrowed;
  }
  return { term: raw.term.trim(), fields };
}

function orderList(raw: unknown, allowed: readonly string[], fail: (key: string, message: string) => void): NormalisedSearchObject['orderby'] {
  const entries = Array.isArray(raw) ? raw : [raw];
  const out: { field: string; direction: SortDirection }[] = [];
  let ok = true;
  const add = (field: string, direction: string | undefined): void => {
    const dir = (direction ?? 'asc').toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') {
      fail('orderby', SEARCH_OBJECT_ERRORS.orderbyShape);
      ok = false;
      return;
    }
    if (!checkName(field, 'orderby', allowed, fail)) {
      ok = false;
      return;
    }
    out.push({ field, direction: dir });
  };

  for (const entry of entries) {
    if (typeof entry === 'string') {
      for (const part of entry
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const match = /^(\S+)(?:\s+(\S+))?$/.exec(part);
        if (!match) {
          fail('orderby', SEARCH_OBJECT_ERRORS.orderbyShape);
          ok = false;
          continue;
        }
        add(match[1], match[2]);
      }
    } else if (isPlainObject(entry)) {
      for (const [field, direction] of Object.entries(entry)) {
        if (typeof direction !== 'string') {
          fail('orderby', SEARCH_OBJECT_ERRORS.orderbyShape);
          ok = false;
          continue;
        }
        add(field, direction);
      }
    } else {
      fail('orderby', SEARCH_OBJECT_ERRORS.orderbyShape);
      ok = false;
    }
  }
  return ok ? out : undefined;
}
