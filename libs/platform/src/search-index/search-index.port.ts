/**
 * The search-index port: what services ask of a full-text engine, in engine-neutral terms.
 *
 * Two adapters implement it with the same observable behaviour: an embedded one (MiniSearch plus in-process
 * filtering, in single-machine mode) and an Elasticsearch one (in distributed mode). The contract suite
 * `search-index.contract.spec.ts` is the executable definition of that behaviour.
 */

/** Injection token under which `SearchIndexModule` provides the `SearchIndex`. */
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');

/** Sort on this pseudo-field to order by relevance to the query text. */
export const RELEVANCE = '_score';

/** A stored document: any JSON object. Dates should be ISO-8601 strings with a zone, or epoch milliseconds. */
export type SearchDocument = Record<string, unknown>;

export interface TextField {
  /** Field path; dots reach into nested objects (`brand.name`). */
  field: string;
  /** Relative weight of a match in this field (default 1). */
  boost?: number;
}

/**
 * What an index holds and how each field may be used. Every field a query filters, facets or sorts on must be
 * declared; undeclared fields are stored and returned but not searchable.
 *
 * - `textFields`: analysed for full-text search (lower-cased words). Sortable case-insensitively.
 * - `keywordFields`: exact values for term/terms filters, facets and sort (case-sensitive). A field may be both
 *   a text field and a keyword field (e.g. a brand searched by words and filtered by exact name).
 * - `numericFields`: numbers for term/terms/range filters, facets and sort.
 * - `dateFields`: ISO-8601 strings or epoch milliseconds for term/terms/range filters and sort.
 *
 * Any of these may hold an array of values (a multi-valued field): a filter matches when any value matches,
 * and a facet counts the document once under each of its distinct values.
 * `idField` holds the document id (string or number) and is implicitly a keyword field.
 */
export interface IndexDefinition {
  /** Logical name: lower-case letters, digits, `.`, `_`, `-`; starts with a letter or digit. */
  name: string;
  idField: string;
  textFields: TextField[];
  keywordFields: string[];
  numericFields: string[];
  dateFields?: string[];
}

export type FilterValue = string | number | boolean;

export interface RangeBounds {
  gte?: number | string;
  gt?: number | string;
  lte?: number | string;
  lt?: number | string;
}

/** Exact value (`term`), any of several values (`terms`), or bounds (`range`, numeric and date fields only). */
export type Filter = { field: string; term: FilterValue } | { field: string; terms: FilterValue[] } | { field: string; range: RangeBounds };

export type SortOrder = 'asc' | 'desc';

/**
 * `field` is a declared field or `RELEVANCE`. Missing values sort last in both orders; on a multi-valued field
 * ascending uses the smallest value and descending the largest. Ties are always broken by id, ascending.
 */
export interface SortClause {
  field: string;
  order?: SortOrder;
}

export interface SearchQuery {
  /**
   * Free text matched against the text fields. Empty or absent: every document that passes the filters.
   * Split into words (repeats count once); words past TEXT_QUERY_LIMITS.maxWords are ignored.
   */
  text?: string;
  /** Narrows the text match to some of the declared text fields (default: all of them). */
  textFields?: string[];
  /** `all` (default): every word must match (in any text field); `any`: at least one word. */
  match?: 'all' | 'any';
  /** Treat the last word as a prefix ("mono" finds "monocrystalline"), for search-as-you-type. Default false. */
  prefix?: boolean;
  /**
   * Typo tolerance (default true): words of 4-7 characters match with one edit, 8 or more with two;
   * shorter words must match exactly. Bounded by TEXT_QUERY_LIMITS: only the first `maxFuzzyWords` words of
   * at most `fuzzyMaxLength` characters are matched fuzzily, the others exactly.
   */
  fuzzy?: boolean;
  /** All filters must hold. */
  filters?: Filter[];
  /**
   * Keyword or numeric fields to count values of, for a sidebar. Counts are disjunctive: a facet is counted over
   * the documents matching the text and every filter except the filters on that facet's own field, so the other
   * values of a field the user already filtered on stay visible with their counts. Buckets with a zero count are
   * left out; buckets are ordered by count descending, then value ascending.
   */
  facets?: string[];
  /** Most buckets returned per facet (default 50, at most 1000). */
  facetSize?: number;
  /** Default: relevance when there is text, otherwise id ascending. */
  sort?: SortClause[];
  /** 1-based page number (default 1). */
  page?: number;
  /** Page size (default 20, 0 to get only total and facets). `page * size` may not exceed `MAX_RESULT_WINDOW`. */
  size?: number;
}

export interface SearchHit<T> {
  id: string;
  /** Relevance score: comparable only within one result, and 0 when the query has no text. */
  score: number;
  doc: T;
}

export interface FacetBucket {
  /** The value as a string (numbers in their plain JavaScript form, e.g. `"400"`, `"0.5"`). */
  value: string;
  count: number;
}

export interface SearchResult<T> {
  /** Number of documents matching text and filters (exact). */
  total: number;
  hits: SearchHit<T>[];
  /** One entry per requested facet field. */
  facets: Record<string, FacetBucket[]>;
}

/**
 * How much text matching one query may ask of an engine, whatever text it is given. Fuzzy matching costs
 * more the longer the term (a 90,000-character word held the embedded engine for over 15 s) and grows with
 * the number of terms; callers bound the text too (SEARCH_TEXT_MAX in libs/contracts), this bounds the work.
 */
export const TEXT_QUERY_LIMITS = {
  /** Distinct words a query matches on; later words are ignored. */
  maxWords: 12,
  /** Of those, how many (the first ones) may match with typos. */
  maxFuzzyWords: 6,
  /** Shorter words match exactly (one edit from 4 characters, two from 8, as Elasticsearch's AUTO:4,8). */
  fuzzyMinLength: 4,
  /** Longer words match exactly: no real word or part number needs typo tolerance past this length. */
  fuzzyMaxLength: 24,
} as const;

/** Deepest result a query may reach (`page * size`), as in Elasticsearch's default `index.max_result_window`. */
export const MAX_RESULT_WINDOW = 10_000;

export interface WriteOptions {
  /**
   * Wait until the write shows in searches (default). A projection fed by events has nobody waiting for its
   * writes and may pass false: Elasticsearch then shows them within its refresh interval (1 s), and writes no
   * longer queue one behind another for a refresh.
   */
  waitUntilSearchable?: boolean;
}

export interface SearchIndex {
  /**
   * Declares an index, creating it if needed. Must be called (by each process) before any other operation on
   * the index. Calling it again with added fields extends the index; documents already stored become searchable
   * on a new field only once upserted again (Elasticsearch does not re-index them; the embedded engine does).
   * Changing a field's kind is refused by Elasticsearch: drop and rebuild the index instead.
   */
  ensureIndex(definition: IndexDefinition): Promise<void>;
  /** Deletes the index and its documents; the definition is forgotten too. No-op when absent. */
  dropIndex(index: string): Promise<void>;
  /** Inserts or wholly replaces documents by id. Unless told otherwise, writes are visible to the next read. */
  upsert<T extends object>(index: string, documents: readonly T[], options?: WriteOptions): Promise<void>;
  /** Removes documents by id; unknown ids are ignored. */
  remove(index: string, ids: readonly string[], options?: WriteOptions): Promise<void>;
  get<T extends object = SearchDocument>(index: string, id: string): Promise<T | undefined>;
  search<T extends object = SearchDocument>(index: string, query: SearchQuery): Promise<SearchResult<T>>;
  count(index: string): Promise<number>;
  /** Removes every document, keeping the index and its definition. */
  clear(index: string): Promise<void>;
  /** Releases connections; the instance is unusable afterwards. */
  close(): Promise<void>;
}
