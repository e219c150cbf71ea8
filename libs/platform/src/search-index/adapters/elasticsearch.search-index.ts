import { Client, errors, type estypes } from '@elastic/elasticsearch';
import { InvalidDocumentError, InvalidIndexDefinitionError, SearchIndexError, UnknownIndexError } from '../search-index.errors';
import type { FacetBucket, IndexDefinition, SearchDocument, SearchIndex, SearchQuery, SearchResult, WriteOptions } from '../search-index.port';
import {
  assertIndexName,
  assertValidDocument,
  isFuzzyWord,
  normalizeQuery,
  resolveIndexSchema,
  type IndexSchema,
  type NormalizedFilter,
  type NormalizedQuery,
  type SchemaField,
} from '../search-index.schema';

export interface ElasticsearchSearchIndexOptions {
  /** Cluster URL, e.g. `http://localhost:9200` (credentials may be given in the URL). */
  node?: string;
  /** A client to use instead of `node`; `close()` leaves it open, since its owner may still need it. */
  client?: Client;
  /** Put in front of every index name, so several services or test runs can share one cluster. */
  indexPrefix?: string;
}

/** Sub-field names; the schema refuses a declared field nested under another, so these never collide. */
const SORT_SUBFIELD = 'sort';
const TEXT_SUBFIELD = 'text';

/**
 * Fuzziness "AUTO" with the thresholds moved to 4 and 8 characters: no edit below 4, one edit up to 7, two from 8.
 * Same as the embedded adapter's MiniSearch setting (0.2 of the word length, capped at 2).
 */
const FUZZINESS = 'AUTO:4,8';
/** Index terms one fuzzy or prefix word may expand to (Elasticsearch's default, stated so it stays put). */
const MAX_EXPANSIONS = 50;

/** Page size when walking an index to delete everything in it. */
const CLEAR_BATCH_SIZE = 1000;

/**
 * Search index on Elasticsearch 9. Writes use `refresh: 'wait_for'` unless told not to wait, so a caller reads its own writes. Indices
 * get one primary shard: catalogue-sized indices need no more, and it keeps relevance statistics and facet
 * counts exact.
 */
export class ElasticsearchSearchIndex implements SearchIndex {
  private readonly client: Client;
  private readonly ownsClient: boolean;
  private readonly indexPrefix: string;
  private readonly schemas = new Map<string, IndexSchema>();

  constructor(options: ElasticsearchSearchIndexOptions) {
    if (!options.client && !options.node) {
      throw new SearchIndexError('ElasticsearchSearchIndex needs a node URL or a client');
    }
    this.indexPrefix = options.indexPrefix ?? '';
    if (this.indexPrefix !== '') assertIndexName(this.indexPrefix);
    this.client = options.client ?? new Client({ node: options.node });
    this.ownsClient = !options.client;
  }

  async ensureIndex(definition: IndexDefinition): Promise<void> {
    const schema = resolveIndexSchema(definition);
    const index = this.physicalName(definition.name);
    const mappings = buildMappings(schema);
    if (!(await this.client.indices.exists({ index }))) {
      try {
        await this.client.indices.create({ index, settings: { number_of_shards: 1 }, mappings });
        this.schemas.set(definition.name, schema);
        return;
      } catch (error) {
        // Another process created it in the meantime: fall through and extend its mapping.
        if (errorType(error) !== 'resource_already_exists_exception') throw error;
      }
    }
    try {
      await this.client.indices.putMapping({ index, ...mappings });
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 400) {
        throw new InvalidIndexDefinitionError(
          `Index "${definition.name}" exists with a mapping that conflicts with this definition (${errorReason(error)}); drop and rebuild it`,
          { cause: error },
        );
      }
      throw error;
    }
    this.schemas.set(definition.name, schema);
  }

  async dropIndex(name: string): Promise<void> {
    assertIndexName(name);
    await this.client.indices.delete({ index: this.physicalName(name), ignore_unavailable: true });
    this.schemas.delete(name);
  }

  async upsert<T extends object>(name: string, documents: readonly T[], options: WriteOptions = {}): Promise<void> {
    const schema = this.schema(name);
    if (documents.length === 0) return;
    // Checked here too so both adapters refuse the same documents with the same error, before any is written.
    const sources = documents.map((document) => JSON.parse(JSON.stringify(document)) as SearchDocument);
    const ids = sources.map((source) => assertValidDocument(schema, source));
    const _index = this.physicalName(name);
    await this.bulk(
      sources.flatMap((source, position) => [{ index: { _index, _id: ids[position] } }, source]),
      options,
    );
  }

  async remove(name: string, ids: readonly string[], options: WriteOptions = {}): Promise<void> {
    this.schema(name);
    if (ids.length === 0) return;
    const _index = this.physicalName(name);
    await this.bulk(
      ids.map((_id) => ({ delete: { _index, _id } })),
      options,
    );
  }

  async get<T extends object = SearchDocument>(name: string, id: string): Promise<T | undefined> {
    this.schema(name);
    const response = await this.client.get<T>({ index: this.physicalName(name), id }, { ignore: [404] });
    return response.found ? response._source : undefined;
  }

  async search<T extends object = SearchDocument>(name: string, query: SearchQuery): Promise<SearchResult<T>> {
    const schema = this.schema(name);
    const q = normalizeQuery(schema, query);
    const request = buildSearchRequest(schema, q);
    const response = await this.client.search<T, Record<string, FacetAggregate>>({
      index: this.physicalName(name),
      ...request,
    });

    const facets: Record<string, FacetBucket[]> = {};
    q.facets.forEach(({ field }, position) => {
      const buckets = response.aggregations?.[facetAggregationName(position)]?.values.buckets ?? [];
      facets[field] = buckets.map((bucket) => ({ value: String(bucket.key), count: bucket.doc_count }));
    });
    const total = response.hits.total;
    return {
      total: typeof total === 'number' ? total : (total?.value ?? 0),
      hits: response.hits.hits.map((hit) => ({
        id: hit._id ?? '',
        // Without text Elasticsearch scores every match alike (1 or none); the port promises 0.
        score: q.words.length > 0 ? (hit._score ?? 0) : 0,
        doc: hit._source as T,
      })),
      facets,
    };
  }

  async count(name: string): Promise<number> {
    this.schema(name);
    return (await this.client.count({ index: this.physicalName(name) })).count;
  }

  /**
   * Deletes every document page by page (search_after on the id, then a bulk delete), keeping the index and
   * its mapping. This is what `_delete_by_query` does, without needing the reindex module, which minimal
   * distributions (such as the integration-test zip) leave out.
   */
  async clear(name: string): Promise<void> {
    const schema = this.schema(name);
    const index = this.physicalName(name);
    let searchAfter: estypes.SortResults | undefined;
    for (;;) {
      const page = await this.client.search({
        index,
        size: CLEAR_BATCH_SIZE,
        _source: false,
        sort: [{ [schema.idField]: 'asc' }],
        search_after: searchAfter,
      });
      const hits = page.hits.hits;
      if (hits.length === 0) return;
      await this.bulk(hits.map((hit) => ({ delete: { _index: index, _id: hit._id ?? '' } })));
      if (hits.length < CLEAR_BATCH_SIZE) return;
      searchAfter = hits[hits.length - 1].sort;
    }
  }

  async close(): Promise<void> {
    this.schemas.clear();
    if (this.ownsClient) await this.client.close();
  }

  private schema(name: string): IndexSchema {
    const schema = this.schemas.get(name);
    if (!schema) throw new UnknownIndexError(name);
    return schema;
  }

  private physicalName(name: string): string {
    return `${this.indexPrefix}${name}`;
  }

  private async bulk(operations: estypes.BulkRequest['operations'], { waitUntilSearchable = true }: WriteOptions = {}): Promise<void> {
    const response = await this.client.bulk({ operations, refresh: waitUntilSearchable ? 'wait_for' : false });
    if (!response.errors) return;
    const failure = response.items.flatMap((item) => Object.values(item)).find((result) => result?.error !== undefined)?.error;
    if (!failure) return;
    const message = `Elasticsearch refused a write: ${failure.type}: ${failure.reason ?? ''}`;
    throw failure.type === 'document_parsing_exception' || failure.type === 'mapper_parsing_exception'
      ? new InvalidDocumentError(message)
      : new SearchIndexError(message);
  }
}

/** The field mapping for each declared field; undeclared fields stay in `_source` only (`dynamic: false`). */
export function buildMappings(schema: IndexSchema): estypes.MappingTypeMapping {
  const properties: Record<string, estypes.MappingProperty> = {};
  for (const field of schema.fields.values()) {
    properties[field.path] = fieldMapping(field);
  }
  return { dynamic: false, properties };
}

function fieldMapping(field: SchemaField): estypes.MappingProperty {
  switch (field.kind) {
    case 'numeric':
      return { type: 'double' };
    case 'date':
      return { type: 'date' };
    case 'keyword':
      // Exact value for filters, facets and sort; a text sub-field when the field is also full-text searched.
      return field.textBoost === undefined ? { type: 'keyword' } : { type: 'keyword', fields: { [TEXT_SUBFIELD]: { type: 'text' } } };
    default:
      // Text-only fields sort case-insensitively through a lower-cased keyword sub-field. Values longer than
      // Lucene's term limit are left out of it (they sort as missing).
      return {
        type: 'text',
        fields: { [SORT_SUBFIELD]: { type: 'keyword', normalizer: 'lowercase', ignore_above: 8191 } },
      };
  }
}

function textSearchPath(schema: IndexSchema, path: string): string {
  return schema.fields.get(path)?.kind === 'keyword' ? `${path}.${TEXT_SUBFIELD}` : path;
}

function sortPath(schema: IndexSchema, path: string): string {
  return schema.fields.get(path)?.kind === undefined ? `${path}.${SORT_SUBFIELD}` : path;
}

interface FacetAggregate {
  values: { buckets: { key: string | number; doc_count: number }[] };
}

function facetAggregationName(position: number): string {
  return `facet_${position}`;
}

export function buildSearchRequest(schema: IndexSchema, q: NormalizedQuery): Omit<estypes.SearchRequest, 'index'> {
  // Disjunctive facets: filters on faceted fields move to post_filter (they narrow the hits, not the
  // aggregations), and each facet's aggregation re-applies the faceted filters of the other fields only.
  const facetFields = new Set(q.facets.map((facet) => facet.field));
  const baseFilters = q.filters.filter((filter) => !facetFields.has(filter.field));
  const facetFilters = q.filters.filter((filter) => facetFields.has(filter.field));

  const textClauses = buildTextClauses(schema, q);
  const textPart: estypes.QueryDslBoolQuery =
    textClauses.length === 0 ? {} : q.match === 'all' ? { must: textClauses } : { should: textClauses, minimum_should_match: 1 };
  const query: estypes.QueryDslQueryContainer = { bool: { ...textPart, filter: baseFilters.map(filterClause) } };

  const aggs: Record<string, estypes.AggregationsAggregationContainer> = {};
  q.facets.forEach(({ field }, position) => {
    aggs[facetAggregationName(position)] = {
      filter: { bool: { filter: facetFilters.filter((filter) => filter.field !== field).map(filterClause) } },
      aggs: {
        values: {
          terms: { field, size: q.facetSize, order: [{ _count: 'desc' }, { _key: 'asc' }] },
        },
      },
    };
  });

  const sort: estypes.SortCombinations[] = q.sort.map(({ field, kind, order }) =>
    kind === 'relevance'
      ? { _score: { order } }
      : {
          [sortPath(schema, field)]: {
            order,
            missing: '_last',
            // What a multi-valued field sorts by: its smallest value ascending, its largest descending.
            mode: order === 'asc' ? 'min' : 'max',
          },
        },
  );
  sort.push({ [schema.idField]: { order: 'asc' } });

  return {
    query,
    ...(facetFilters.length > 0 ? { post_filter: { bool: { filter: facetFilters.map(filterClause) } } } : {}),
    ...(q.facets.length > 0 ? { aggs } : {}),
    sort,
    from: q.from,
    size: q.size,
    track_total_hits: true,
    // Scores are wanted on hits even when sorting by a field.
    track_scores: q.words.length > 0,
  };
}

/**
 * One clause per word, so `match: 'all'` means every word must match in some text field (a single multi_match
 * with operator "and" would want them all in the same field). With `prefix`, the last word also matches as a
 * prefix (bool_prefix), alongside its exact or fuzzy match so typos there are still forgiven.
 */
function buildTextClauses(schema: IndexSchema, q: NormalizedQuery): estypes.QueryDslQueryContainer[] {
  const fields = q.textFields.map(({ path, boost }) => `${textSearchPath(schema, path)}^${boost}`);
  return q.words.map((word, position) => {
    const wordClause: estypes.QueryDslQueryContainer = {
      multi_match: {
        query: word,
        fields,
        type: 'best_fields',
        // The same words as the embedded adapter (isFuzzyWord, TEXT_QUERY_LIMITS), each expanded to at most
        // MAX_EXPANSIONS terms of the index.
        ...(isFuzzyWord(q, word, position) ? { fuzziness: FUZZINESS, max_expansions: MAX_EXPANSIONS } : {}),
      },
    };
    if (!q.prefix || position !== q.words.length - 1) return wordClause;
    return {
      bool: {
        should: [wordClause, { multi_match: { query: word, fields, type: 'bool_prefix', max_expansions: MAX_EXPANSIONS } }],
        minimum_should_match: 1,
      },
    };
  });
}

function filterClause({ field, kind, condition }: NormalizedFilter): estypes.QueryDslQueryContainer {
  switch (condition.type) {
    case 'term':
      return { term: { [field]: condition.value } };
    case 'terms':
      return { terms: { [field]: condition.values } };
    case 'range': {
      const { type: _type, ...bounds } = condition;
      return { range: { [field]: { ...bounds, ...(kind === 'date' ? { format: 'epoch_millis' } : {}) } } };
    }
  }
}

function errorType(error: unknown): string | undefined {
  if (!(error instanceof errors.ResponseError)) return undefined;
  const body = error.body as { error?: { type?: string } } | undefined;
  return body?.error?.type;
}

function errorReason(error: errors.ResponseError): string {
  const body = error.body as { error?: { reason?: string } } | undefined;
  return body?.error?.reason ?? error.message;
}
