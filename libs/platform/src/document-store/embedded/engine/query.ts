import { find } from 'mingo';
import { EmbeddedStoreUnsupportedError } from './errors';
import { type Doc, isPlainObject } from './values';

type MingoOptions = NonNullable<Parameters<typeof find>[3]>;
export type Collation = NonNullable<MingoOptions['collation']>;
export type SortSpec = Record<string, 1 | -1>;

/** Scripts ($where, $function, $accumulator) stay off: query values come from HTTP requests. */
export function mingoOptions(collation?: Collation): MingoOptions {
  return { idKey: '_id', useStrictMode: true, scriptEnabled: false, ...(collation ? { collation } : {}) };
}

const UNSUPPORTED_QUERY_OPERATORS: Record<string, string> = {
  $text: 'Full-text search belongs to the search index port (libs/platform search-index).',
  $near: 'Geospatial queries need MongoDB.',
  $nearSphere: 'Geospatial queries need MongoDB.',
  $geoWithin: 'Geospatial queries need MongoDB.',
  $geoIntersects: 'Geospatial queries need MongoDB.',
  $where: 'Server-side JavaScript is disabled.',
};

/** Rejects operators the embedded engine cannot evaluate, with a message that says so. */
export function assertSupportedFilter(filter: unknown): void {
  if (Array.isArray(filter)) {
    filter.forEach(assertSupportedFilter);
    return;
  }
  if (!isPlainObject(filter)) return;
  for (const [key, value] of Object.entries(filter)) {
    const hint = UNSUPPORTED_QUERY_OPERATORS[key];
    if (hint !== undefined) throw new EmbeddedStoreUnsupportedError(`the ${key} query operator`, hint);
    assertSupportedFilter(value);
  }
}

/** mingo does not know `$comment`, which only annotates a query. */
export function withoutComment(filter: Doc): Doc {
  if (!('$comment' in filter)) return filter;
  const { $comment: _comment, ...rest } = filter;
  return rest;
}

export function normalizeSort(sort: unknown): SortSpec | undefined {
  if (sort === undefined || sort === null) return undefined;
  const entries: Array<[string, unknown]> =
    typeof sort === 'string'
      ? [[sort, 1]]
      : Array.isArray(sort)
        ? typeof sort[0] === 'string'
          ? [[sort[0], sort[1] ?? 1]]
          : (sort as Array<[string, unknown]>)
        : sort instanceof Map
          ? [...(sort as Map<string, unknown>).entries()]
          : Object.entries(sort as Doc);
  if (entries.length === 0) return undefined;
  const spec: SortSpec = {};
  for (const [field, direction] of entries) {
    if (isPlainObject(direction)) throw new EmbeddedStoreUnsupportedError('sorting by $meta');
    spec[field] = direction === -1 || direction === 'desc' || direction === 'descending' ? -1 : 1;
  }
  return spec;
}

export interface QueryShape {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Doc;
  collation?: Collation;
}

function hasProjection(projection: Doc | undefined): projection is Doc {
  return projection !== undefined && Object.keys(projection).length > 0;
}

/**
 * Filters, sorts, pages and projects `candidates` with MongoDB semantics. The result may share
 * objects with the candidates: callers clone before handing anything out.
 */
export function runQuery(candidates: Doc[], filter: Doc, shape: QueryShape = {}): Doc[] {
  const fast = !shape.collation && !shape.sort ? simpleMatcher(filter) : undefined;
  const exclude = fast && excludedTopLevelFields(shape.projection);
  if (fast && exclude) {
    // The hot path of services (lookups by key, hidden fields excluded) without mingo's per-query set-up.
    const start = shape.skip ?? 0;
    const end = shape.limit ? start + Math.abs(shape.limit) : Infinity;
    const out: Doc[] = [];
    let matched = 0;
    for (const doc of candidates) {
      if (!fast(doc)) continue;
      if (matched++ < start) continue;
      out.push(exclude.length ? withoutFields(doc, exclude) : doc);
      if (out.length >= end - start) break;
    }
    return out;
  }
  let cursor = find(candidates, withoutComment(filter), hasProjection(shape.projection) ? shape.projection : undefined, mingoOptions(shape.collation));
  if (shape.sort) cursor = cursor.sort(shape.sort);
  if (shape.skip) cursor = cursor.skip(shape.skip);
  if (shape.limit) cursor = cursor.limit(Math.abs(shape.limit));
  return cursor.all() as Doc[];
}

type Primitive = string | number | boolean;
const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));

/**
 * A predicate for filters made only of top-level equalities to strings, numbers or booleans, the shape of
 * most service lookups; undefined for anything else (operators, dotted paths, null, objects), which mingo
 * evaluates. Same semantics as MongoDB: an array field matches when one of its elements equals the value.
 */
export function simpleMatcher(filter: Doc): ((doc: Doc) => boolean) | undefined {
  const entries = Object.entries(filter);
  for (const [key, value] of entries) {
    if (key.startsWith('$') || key.includes('.') || !isPrimitive(value)) return undefined;
  }
  return (doc) =>
    entries.every(([key, value]) => {
      const actual = doc[key];
      return actual === value || (Array.isArray(actual) && actual.includes(value));
    });
}

/** The fields an exclusion-only projection of top-level fields drops ([] for none); undefined otherwise. */
function excludedTopLevelFields(projection: Doc | undefined): string[] | undefined {
  if (!hasProjection(projection)) return [];
  const fields: string[] = [];
  for (const [key, value] of Object.entries(projection)) {
    if (key.startsWith('$') || key.includes('.') || (value !== 0 && value !== false)) return undefined;
    fields.push(key);
  }
  return fields;
}

function withoutFields(doc: Doc, fields: string[]): Doc {
  const copy = { ...doc };
  for (const field of fields) delete copy[field];
  return copy;
}

export function projectOne(doc: Doc, projection: Doc | undefined): Doc {
  if (!hasProjection(projection)) return doc;
  return find([doc], {}, projection, mingoOptions()).all()[0] as Doc;
}
