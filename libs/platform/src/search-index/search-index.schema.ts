/**
 * Rules shared by both adapters: index-definition and document validation, query normalisation, and the query
 * tokeniser. Keeping them in one place is what makes the two engines accept and refuse the same inputs.
 */
import { InvalidDocumentError, InvalidIndexDefinitionError, InvalidSearchQueryError } from './search-index.errors';
import {
  MAX_RESULT_WINDOW,
  RELEVANCE,
  TEXT_QUERY_LIMITS,
  type Filter,
  type FilterValue,
  type IndexDefinition,
  type RangeBounds,
  type SearchQuery,
  type SortOrder,
} from './search-index.port';

/** How a field can be filtered, faceted and sorted. Text-only fields have no kind. */
export type FieldKind = 'keyword' | 'numeric' | 'date';

export interface SchemaField {
  path: string;
  kind?: FieldKind;
  /** Set when the field is full-text searchable. */
  textBoost?: number;
}

export interface IndexSchema {
  name: string;
  idField: string;
  fields: ReadonlyMap<string, SchemaField>;
  textFields: readonly { path: string; boost: number }[];
}

const INDEX_NAME = /^[a-z0-9][a-z0-9._-]{0,199}$/;
const FIELD_PATH = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;

export function assertIndexName(name: string): void {
  if (!INDEX_NAME.test(name)) {
    throw new InvalidIndexDefinitionError(`Index name "${name}" must be lower-case letters, digits, ".", "_" or "-", starting with a letter or digit`);
  }
}

export function resolveIndexSchema(definition: IndexDefinition): IndexSchema {
  assertIndexName(definition.name);
  const fields = new Map<string, SchemaField>();
  const fieldFor = (path: string): SchemaField => {
    if (!FIELD_PATH.test(path)) {
      throw new InvalidIndexDefinitionError(`Field "${path}" in index "${definition.name}" must be letters, digits and "_" segments joined by "."`);
    }
    let field = fields.get(path);
    if (!field) fields.set(path, (field = { path }));
    return field;
  };
  const setKind = (path: string, kind: FieldKind): void => {
    const field = fieldFor(path);
    if (field.kind && field.kind !== kind) {
      throw new InvalidIndexDefinitionError(`Field "${path}" in index "${definition.name}" is declared both ${field.kind} and ${kind}`);
    }
    field.kind = kind;
  };

  for (const path of definition.keywordFields) setKind(path, 'keyword');
  for (const path of definition.numericFields) setKind(path, 'numeric');
  for (const path of definition.dateFields ?? []) setKind(path, 'date');
  if (fields.get(definition.idField)?.kind && fields.get(definition.idField)?.kind !== 'keyword') {
    throw new InvalidIndexDefinitionError(`Id field "${definition.idField}" must not be numeric or date`);
  }
  setKind(definition.idField, 'keyword');

  const textFields: { path: string; boost: number }[] = [];
  for (const { field: path, boost = 1 } of definition.textFields) {
    const field = fieldFor(path);
    if (field.textBoost !== undefined) {
      throw new InvalidIndexDefinitionError(`Text field "${path}" is declared twice`);
    }
    if (field.kind === 'numeric' || field.kind === 'date') {
      throw new InvalidIndexDefinitionError(`Field "${path}" cannot be both text and ${field.kind}`);
    }
    if (!(Number.isFinite(boost) && boost > 0)) {
      throw new InvalidIndexDefinitionError(`Boost of text field "${path}" must be a positive number`);
    }
    field.textBoost = boost;
    textFields.push({ path, boost });
  }

  // A field cannot also be an object holding other declared fields (Elasticsearch maps it one way or the other).
  const paths = [...fields.keys()];
  for (const path of paths) {
    const nested = paths.find((other) => other.startsWith(`${path}.`));
    if (nested) {
      throw new InvalidIndexDefinitionError(`Field "${path}" cannot be declared together with "${nested}"`);
    }
  }

  return { name: definition.name, idField: definition.idField, fields, textFields };
}

/** Every non-null value at a dotted path, with arrays (also arrays of objects along the path) flattened. */
export function valuesAt(document: unknown, path: string): unknown[] {
  const values: unknown[] = [];
  collectValues(document, path.split('.'), 0, values);
  return values;
}

function collectValues(value: unknown, segments: string[], depth: number, out: unknown[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collectValues(item, segments, depth, out);
    return;
  }
  if (depth === segments.length) {
    out.push(value);
    return;
  }
  if (typeof value === 'object') {
    collectValues((value as Record<string, unknown>)[segments[depth]], segments, depth + 1, out);
  }
}

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export function toEpochMillis(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  if (value instanceof Date) return toEpochMillis(value.getTime());
  return undefined;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The document's id as a string; throws when it is missing. */
export function documentId(schema: IndexSchema, document: object): string {
  const id = (document as Record<string, unknown>)[schema.idField];
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  throw new InvalidDocumentError(`Document for index "${schema.name}" has no id in "${schema.idField}"`);
}

/**
 * Rejects values a declared field cannot take (Elasticsearch would refuse them with a mapping error), so both
 * adapters fail the same way, before anything is written.
 */
export function assertValidDocument(schema: IndexSchema, document: object): string {
  const id = documentId(schema, document);
  for (const field of schema.fields.values()) {
    for (const value of valuesAt(document, field.path)) {
      const valid =
        field.kind === 'numeric'
          ? toNumber(value) !== undefined
          : field.kind === 'date'
            ? (typeof value === 'string' || typeof value === 'number') && toEpochMillis(value) !== undefined
            : isScalar(value);
      if (!valid) {
        const kind = field.kind ?? 'text';
        throw new InvalidDocumentError(
          `Document "${id}" for index "${schema.name}": ${JSON.stringify(value)} is not a valid ${kind} value for "${field.path}"`,
        );
      }
    }
  }
  return id;
}

/**
 * Splits query text into words the way MiniSearch's default tokeniser does (on whitespace and punctuation), so
 * the Elasticsearch adapter applies prefix and fuzziness to the same words.
 */
export function tokenizeQueryText(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .split(/[\n\r\p{Z}\p{P}]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether the word at `position` of a normalised query matches with typos: the query asks for typo tolerance,
 * the word is among the first TEXT_QUERY_LIMITS.maxFuzzyWords and its length is within the fuzzy bounds.
 * Both adapters ask this, so they forgive the same typos and do bounded work for any text.
 */
export function isFuzzyWord(q: Pick<NormalizedQuery, 'fuzzy'>, word: string, position: number): boolean {
  return (
    q.fuzzy && position < TEXT_QUERY_LIMITS.maxFuzzyWords && word.length >= TEXT_QUERY_LIMITS.fuzzyMinLength && word.length <= TEXT_QUERY_LIMITS.fuzzyMaxLength
  );
}

/** Filter values already converted to the field's kind: strings for keyword fields, numbers otherwise. */
export type NormalizedCondition =
  | { type: 'term'; value: string | number }
  | { type: 'terms'; values: (string | number)[] }
  | { type: 'range'; gte?: number; gt?: number; lte?: number; lt?: number };

export interface NormalizedFilter {
  field: string;
  kind: FieldKind;
  condition: NormalizedCondition;
}

export type SortKind = 'relevance' | 'text' | FieldKind;

export interface NormalizedSort {
  field: string;
  kind: SortKind;
  order: SortOrder;
}

export interface NormalizedQuery {
  /** Distinct words of the text, at most TEXT_QUERY_LIMITS.maxWords. */
  words: string[];
  /** The text fields to match, with their boosts. */
  textFields: readonly { path: string; boost: number }[];
  match: 'all' | 'any';
  prefix: boolean;
  fuzzy: boolean;
  filters: NormalizedFilter[];
  facets: { field: string; kind: 'keyword' | 'numeric' }[];
  facetSize: number;
  /** Without the final id tie-break, which each adapter appends. */
  sort: NormalizedSort[];
  from: number;
  size: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_FACET_SIZE = 50;
const MAX_FACET_SIZE = 1000;

export function normalizeQuery(schema: IndexSchema, query: SearchQuery): NormalizedQuery {
  const invalid = (message: string) => new InvalidSearchQueryError(`Index "${schema.name}": ${message}`);
  const words = [...new Set(tokenizeQueryText(query.text))].slice(0, TEXT_QUERY_LIMITS.maxWords);
  if (words.length > 0 && schema.textFields.length === 0) throw invalid('has no text fields to search');

  const textFields = query.textFields
    ? query.textFields.map((field) => {
        const declared = schema.textFields.find((t) => t.path === field);
        if (!declared) throw invalid(`cannot match text on "${field}": not a text field`);
        return declared;
      })
    : schema.textFields;
  if (textFields.length === 0 && words.length > 0) throw invalid('textFields must name at least one text field');

  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw invalid(`page must be an integer from 1, got ${page}`);
  if (!Number.isInteger(size) || size < 0) throw invalid(`size must be a non-negative integer, got ${size}`);
  if (page * size > MAX_RESULT_WINDOW) {
    throw invalid(`page ${page} of size ${size} is past the ${MAX_RESULT_WINDOW}th result`);
  }

  const facetSize = query.facetSize ?? DEFAULT_FACET_SIZE;
  if (!Number.isInteger(facetSize) || facetSize < 1 || facetSize > MAX_FACET_SIZE) {
    throw invalid(`facetSize must be an integer from 1 to ${MAX_FACET_SIZE}`);
  }
  const facets = [...new Set(query.facets ?? [])].map((field) => {
    const kind = schema.fields.get(field)?.kind;
    if (kind !== 'keyword' && kind !== 'numeric') {
      throw invalid(`cannot facet on "${field}": not a keyword or numeric field`);
    }
    return { field, kind };
  });

  const sort = (query.sort ?? (words.length > 0 ? [{ field: RELEVANCE }] : [])).map(({ field, order }): NormalizedSort => {
    if (order !== undefined && order !== 'asc' && order !== 'desc') {
      throw invalid(`sort order must be "asc" or "desc", got ${JSON.stringify(order)}`);
    }
    if (field === RELEVANCE) return { field, kind: 'relevance', order: order ?? 'desc' };
    const declared = schema.fields.get(field);
    if (!declared) throw invalid(`cannot sort on undeclared field "${field}"`);
    return { field, kind: declared.kind ?? 'text', order: order ?? 'asc' };
  });

  return {
    words,
    textFields,
    match: query.match ?? 'all',
    prefix: query.prefix ?? false,
    fuzzy: query.fuzzy ?? true,
    filters: (query.filters ?? []).map((filter) => normalizeFilter(schema, filter, invalid)),
    facets,
    facetSize,
    sort,
    from: (page - 1) * size,
    size,
  };
}

function normalizeFilter(schema: IndexSchema, filter: Filter, invalid: (message: string) => InvalidSearchQueryError): NormalizedFilter {
  const { field } = filter;
  const kind = schema.fields.get(field)?.kind;
  if (!kind) throw invalid(`cannot filter on "${field}": not a keyword, numeric or date field`);

  const convert = (value: FilterValue): string | number => {
    if (kind === 'keyword') {
      if (!isScalar(value)) throw invalid(`filter on "${field}" needs string, number or boolean values`);
      return String(value);
    }
    const converted = typeof value === 'boolean' ? undefined : kind === 'numeric' ? toNumber(value) : toEpochMillis(value);
    if (converted === undefined) throw invalid(`${JSON.stringify(value)} is not a ${kind} value for "${field}"`);
    return converted;
  };

  if ('term' in filter) return { field, kind, condition: { type: 'term', value: convert(filter.term) } };
  if ('terms' in filter) {
    if (!Array.isArray(filter.terms)) throw invalid(`terms filter on "${field}" needs an array`);
    return { field, kind, condition: { type: 'terms', values: filter.terms.map(convert) } };
  }
  if ('range' in filter) {
    if (kind === 'keyword') throw invalid(`range filter on "${field}" needs a numeric or date field`);
    const bounds: { gte?: number; gt?: number; lte?: number; lt?: number } = {};
    for (const key of ['gte', 'gt', 'lte', 'lt'] as const satisfies readonly (keyof RangeBounds)[]) {
      const bound = filter.range[key];
      if (bound !== undefined) bounds[key] = convert(bound) as number;
    }
    if (Object.keys(bounds).length === 0) throw invalid(`range filter on "${field}" has no bounds`);
    return { field, kind, condition: { type: 'range', ...bounds } };
  }
  throw invalid(`filter on "${field}" needs term, terms or range`);
}
