import MiniSearch from 'minisearch';
import { UnknownIndexError } from '../search-index.errors';
import type { FacetBucket, IndexDefinition, SearchDocument, SearchIndex, SearchQuery, SearchResult, WriteOptions } from '../search-index.port';
import {
  assertIndexName,
  assertValidDocument,
  isFuzzyWord,
  normalizeQuery,
  resolveIndexSchema,
  toEpochMillis,
  toNumber,
  valuesAt,
  type IndexSchema,
  type NormalizedFilter,
  type NormalizedQuery,
  type NormalizedSort,
} from '../search-index.schema';

/** MiniSearch's id key on our entries; not a valid field path, so it never collides with a declared field. */
const ENTRY_ID = '#id';

type SortKey = string | number;

interface Entry {
  [ENTRY_ID]: string;
  doc: SearchDocument;
  /**
   * Per declared field, by its slot (the field's place in the schema, EmbeddedIndex.slots), the values converted
   * once at write time: keyword -> string, numeric/date -> number, text-only -> lower-cased string (its sort key,
   * matching the Elasticsearch adapter's lowercase normalizer). An array, not a map: facets read it for every
   * document of a listing, and an index is cheaper there than a hash lookup.
   */
  keys: SortKey[][];
}

interface EmbeddedIndex {
  schema: IndexSchema;
  definition: IndexDefinition;
  text: MiniSearch<Entry>;
  entries: Map<string, Entry>;
  /** Each declared field's slot in Entry.keys. */
  slots: Map<string, number>;
  /**
   * What recent searches computed (every hit in order, and the facets), by the search without its page: a
   * listing's pages and its repeated visits are sliced from it. Emptied by every write to the index, so an
   * answer never lags the documents; Elasticsearch's request cache does the same for aggregations.
   */
  results: Map<string, ComputedSearch>;
}

/** A search's every hit in order and its facets, before paging. */
interface ComputedSearch {
  sorted: { entry: Entry; score: number }[];
  facets: Record<string, FacetBucket[]>;
}

/** Searches an index keeps the computed results of (the least recently used go first). */
const CACHED_SEARCHES = 64;

/**
 * In-process search index: MiniSearch (BM25 with prefix and fuzzy term expansion) for text, plus filtering,
 * disjunctive facets, sorting and paging over the stored documents. State lives in memory only: a process
 * rebuilds its indices from the owning services' events or data at start-up.
 */
export class EmbeddedSearchIndex implements SearchIndex {
  private readonly indices = new Map<string, EmbeddedIndex>();
  /**
   * The text-matching work done so far, counted as MiniSearch asks for it: terms looked up, and of those the
   * ones expanded fuzzily (the costly part). TEXT_QUERY_LIMITS bounds both per query, whatever the text.
   */
  readonly textWork = { queries: 0, terms: 0, fuzzyTerms: 0 };

  async ensureIndex(definition: IndexDefinition): Promise<void> {
    const schema = resolveIndexSchema(definition);
    const existing = this.indices.get(definition.name);
    if (existing && JSON.stringify(existing.definition) === JSON.stringify(definition)) return;
    const index: EmbeddedIndex = {
      schema,
      definition: structuredClone(definition),
      text: createTextIndex(schema),
      entries: new Map(),
      slots: new Map([...schema.fields.keys()].map((path, slot) => [path, slot])),
      results: new Map(),
    };
    // A changed definition re-indexes what was stored under the old one (or throws, keeping the old index).
    if (existing)
      this.put(
        index,
        [...existing.entries.values()].map((entry) => entry.doc),
      );
    this.indices.set(definition.name, index);
  }

  async dropIndex(name: string): Promise<void> {
    assertIndexName(name);
    this.indices.delete(name);
  }

  /** Every write is searchable at once here, so `WriteOptions` change nothing. */
  async upsert<T extends object>(name: string, documents: readonly T[], _options?: WriteOptions): Promise<void> {
    const index = this.index(name);
    // Stored as JSON, as Elasticsearch keeps `_source`: dates become strings, later caller mutations don't leak in.
    this.put(
      index,
      documents.map((document) => JSON.parse(JSON.stringify(document)) as SearchDocument),
    );
  }

  async remove(name: string, ids: readonly string[], _options?: WriteOptions): Promise<void> {
    const index = this.index(name);
    index.results.clear();
    for (const id of ids) {
      if (index.entries.delete(id)) index.text.discard(id);
    }
  }

  async get<T extends object = SearchDocument>(name: string, id: string): Promise<T | undefined> {
    const entry = this.index(name).entries.get(id);
    return entry ? (structuredClone(entry.doc) as T) : undefined;
  }

  async search<T extends object = SearchDocument>(name: string, query: SearchQuery): Promise<SearchResult<T>> {
    const index = this.index(name);
    const q = normalizeQuery(index.schema, query);
    const key = JSON.stringify({ ...q, from: undefined, size: undefined });
    let computed = index.results.get(key);
    if (computed) {
      index.results.delete(key);
    } else {
      computed = this.compute(index, q);
      if (index.results.size >= CACHED_SEARCHES) index.results.delete(index.results.keys().next().value!);
    }
    index.results.set(key, computed);
    return {
      total: computed.sorted.length,
      hits: computed.sorted.slice(q.from, q.from + q.size).map(({ entry, score }) => ({
        id: entry[ENTRY_ID],
        score,
        doc: structuredClone(entry.doc) as T,
      })),
      facets: structuredClone(computed.facets),
    };
  }

  /** Every hit of a search in order, and its facets. */
  private compute(index: EmbeddedIndex, q: NormalizedQuery): ComputedSearch {
    let scored: { entry: Entry; score: number }[];
    if (q.words.length > 0) {
      const boost = Object.fromEntries(q.textFields.map(({ path, boost }) => [path, boost]));
      const work = this.textWork;
      work.queries++;
      // The words are already split and lower-cased as MiniSearch's own tokeniser does, so it sees the same terms.
      const results = index.text.search(q.words.join(' '), {
        fields: q.textFields.map(({ path }) => path),
        boost,
        combineWith: q.match === 'all' ? 'AND' : 'OR',
        prefix: (_term, position, terms) => q.prefix && position === terms.length - 1,
        // MiniSearch asks this once per term. 0.2 of the length, rounded, capped at 2: one edit for 4-7
        // characters, two from 8, as Elasticsearch's fuzziness AUTO:4,8 in the other adapter; only for the
        // words isFuzzyWord allows (TEXT_QUERY_LIMITS).
        fuzzy: (term, position) => {
          work.terms++;
          if (!isFuzzyWord(q, term, position)) return false;
          work.fuzzyTerms++;
          return 0.2;
        },
        maxFuzzy: 2,
      });
      scored = results.map((result) => ({ entry: index.entries.get(result.id as string)!, score: result.score }));
    } else {
      scored = [...index.entries.values()].map((entry) => ({ entry, score: 0 }));
    }

    // Disjunctive facets: filters on faceted fields apply to the hits, but each facet is counted without its
    // own field's filters. Each candidate's faceted filters are checked once, as a bit mask (bit i: it passes
    // facetFilters[i]); a facet then counts the candidates that pass every filter but those on its own field.
    const facetFields = new Set(q.facets.map((facet) => facet.field));
    const baseFilters = q.filters.filter((filter) => !facetFields.has(filter.field));
    const facetFilters = q.filters.filter((filter) => facetFields.has(filter.field));
    const everyFilter = 2 ** facetFilters.length - 1;
    const slotOf = (field: string) => index.slots.get(field)!;
    const matches = (entry: Entry, filter: NormalizedFilter) => matchesFilter(entry.keys[slotOf(filter.field)]!, filter);
    const candidates = scored.filter(({ entry }) => baseFilters.every((filter) => matches(entry, filter)));
    const passed = candidates.map(({ entry }) => facetFilters.reduce((mask, filter, bit) => (matches(entry, filter) ? mask | (1 << bit) : mask), 0));
    const hits = candidates.filter((_, position) => passed[position] === everyFilter);

    const facets: Record<string, FacetBucket[]> = {};
    for (const { field, kind } of q.facets) {
      const ownFilters = facetFilters.reduce((mask, filter, bit) => (filter.field === field ? mask | (1 << bit) : mask), 0);
      const counts = new Map<SortKey, number>();
      const slot = slotOf(field);
      // Plain loops: this runs for every facet over every candidate, the hot path of a listing page.
      for (let position = 0; position < candidates.length; position++) {
        if ((passed[position]! | ownFilters) !== everyFilter) continue;
        const values = candidates[position]!.entry.keys[slot]!;
        for (let at = 0; at < values.length; at++) {
          const value = values[at]!;
          // A value the document holds twice counts once.
          if (at === 0 || values.indexOf(value) === at) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
      }
      facets[field] = [...counts]
        .sort(([valueA, countA], [valueB, countB]) => countB - countA || compareKeys(valueA, valueB))
        .slice(0, q.facetSize)
        .map(([value, count]) => ({ value: kind === 'numeric' ? String(value) : (value as string), count }));
    }

    // Each hit's sort keys are worked out once, not at every comparison.
    const sorted = hits.map((hit) => ({
      ...hit,
      sortKeys: q.sort.map(({ field, kind, order }) => (kind === 'relevance' ? undefined : sortKey(hit.entry.keys[slotOf(field)]!, order))),
    }));
    sorted.sort((a, b) => compareHits(a, b, q.sort));
    return { sorted, facets };
  }

  async count(name: string): Promise<number> {
    return this.index(name).entries.size;
  }

  async clear(name: string): Promise<void> {
    const index = this.index(name);
    index.entries.clear();
    index.results.clear();
    index.text.removeAll();
  }

  async close(): Promise<void> {
    this.indices.clear();
  }

  private index(name: string): EmbeddedIndex {
    const index = this.indices.get(name);
    if (!index) throw new UnknownIndexError(name);
    return index;
  }

  /** Writes documents the index may keep (already copied); validates them all first so a bad one writes nothing. */
  private put(index: EmbeddedIndex, documents: SearchDocument[]): void {
    const ids = documents.map((doc) => assertValidDocument(index.schema, doc));
    index.results.clear();
    for (const [position, doc] of documents.entries()) {
      const id = ids[position];
      const entry: Entry = { [ENTRY_ID]: id, doc, keys: extractKeys(index.schema, doc) };
      if (index.entries.has(id)) index.text.discard(id);
      index.entries.set(id, entry);
      index.text.add(entry);
    }
  }
}

function createTextIndex(schema: IndexSchema): MiniSearch<Entry> {
  return new MiniSearch<Entry>({
    idField: ENTRY_ID,
    fields: schema.textFields.map(({ path }) => path),
    extractField: (entry, field) => {
      if (field === ENTRY_ID) return entry[ENTRY_ID];
      const values = valuesAt(entry.doc, field);
      return values.length > 0 ? values.join(' ') : undefined;
    },
  });
}

/** The document's values of every declared field, in the schema's order (see Entry.keys). */
function extractKeys(schema: IndexSchema, doc: SearchDocument): SortKey[][] {
  return [...schema.fields.values()].map((field) => {
    const values = valuesAt(doc, field.path);
    const converted: (SortKey | undefined)[] =
      field.kind === 'numeric'
        ? values.map(toNumber)
        : field.kind === 'date'
          ? values.map(toEpochMillis)
          : field.kind === 'keyword'
            ? values.map(String)
            : values.map((value) => String(value).toLowerCase());
    return converted.filter((value) => value !== undefined);
  });
}

/** Whether a document's values of the filter's field pass it. */
function matchesFilter(values: readonly SortKey[], filter: NormalizedFilter): boolean {
  const { condition } = filter;
  switch (condition.type) {
    case 'term':
      return values.includes(condition.value);
    case 'terms':
      return values.some((value) => condition.values.includes(value));
    case 'range':
      // Like Elasticsearch on a multi-valued field: one value must satisfy all the bounds.
      return values.some(
        (value) =>
          (condition.gte === undefined || (value as number) >= condition.gte) &&
          (condition.gt === undefined || (value as number) > condition.gt) &&
          (condition.lte === undefined || (value as number) <= condition.lte) &&
          (condition.lt === undefined || (value as number) < condition.lt),
      );
  }
}

/** Code-unit order for strings (as Elasticsearch's byte order for keywords), numeric order for numbers. */
function compareKeys(a: SortKey, b: SortKey): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A hit with its sort keys, one per sort clause (undefined for relevance and for a missing value). */
interface SortedHit {
  entry: Entry;
  score: number;
  sortKeys: (SortKey | undefined)[];
}

function compareHits(a: SortedHit, b: SortedHit, sort: readonly NormalizedSort[]): number {
  for (const [clause, { kind, order }] of sort.entries()) {
    let difference: number;
    if (kind === 'relevance') {
      difference = order === 'desc' ? b.score - a.score : a.score - b.score;
    } else {
      const keyA = a.sortKeys[clause];
      const keyB = b.sortKeys[clause];
      // Missing values go last whatever the order, as Elasticsearch's default `missing: _last`.
      if (keyA === undefined || keyB === undefined) {
        difference = keyA === keyB ? 0 : keyA === undefined ? 1 : -1;
      } else {
        difference = order === 'desc' ? compareKeys(keyB, keyA) : compareKeys(keyA, keyB);
      }
    }
    if (difference !== 0) return difference;
  }
  return compareKeys(a.entry[ENTRY_ID], b.entry[ENTRY_ID]);
}

/** A multi-valued field sorts by its smallest value ascending and its largest descending. */
function sortKey(values: readonly SortKey[], order: 'asc' | 'desc'): SortKey | undefined {
  if (values.length === 0) return undefined;
  return values.reduce((best, value) => ((order === 'asc' ? compareKeys(value, best) < 0 : compareKeys(value, best) > 0) ? value : best));
}
