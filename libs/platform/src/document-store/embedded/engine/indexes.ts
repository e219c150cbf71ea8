import { Query } from 'mingo';
import { serverError } from './errors';
import { type Doc, encodeValue, isPlainObject, valuesAtPath } from './values';

export type IndexKey = Record<string, number | string>;

/** An index definition as listIndexes reports it. */
export interface IndexSpec extends Doc {
  v: number;
  key: IndexKey;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
}

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

// Options that change what an index contains; the rest (background, comments, ...) are informational.
const DEFINING_OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation'] as const;

export function normalizeIndexKey(keys: unknown): IndexKey {
  if (typeof keys === 'string') return { [keys]: 1 };
  if (Array.isArray(keys)) {
    const out: IndexKey = {};
    for (const entry of keys) {
      if (typeof entry === 'string') out[entry] = 1;
      else if (Array.isArray(entry) && typeof entry[0] === 'string') out[entry[0]] = entry[1] as number | string;
    }
    return out;
  }
  if (keys instanceof Map) return Object.fromEntries(keys) as IndexKey;
  if (isPlainObject(keys)) return { ...keys } as IndexKey;
  throw serverError({ message: 'Index keys must be a document', code: 2, codeName: 'BadValue' });
}

export function defaultIndexName(key: IndexKey): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

export function buildIndexSpec(keys: unknown, options: Doc = {}): IndexSpec {
  const key = normalizeIndexKey(keys);
  if (Object.keys(key).length === 0) {
    throw serverError({ message: 'Index keys cannot be empty.', code: 67, codeName: 'CannotCreateIndex' });
  }
  const spec: IndexSpec = { v: 2, key, name: typeof options.name === 'string' ? options.name : defaultIndexName(key) };
  for (const [option, value] of Object.entries(options)) {
    if (option === 'name' || option === 'session' || option === 'background' || value === undefined) continue;
    spec[option] = value;
  }
  if (spec.unique === false) delete spec.unique;
  if (spec.sparse === false) delete spec.sparse;
  return spec;
}

/** Whether two definitions describe the same index (MongoDB accepts re-creating an identical index). */
export function sameDefinition(a: IndexSpec, b: IndexSpec): boolean {
  if (encodeValue(a.key) !== encodeValue(b.key)) return false;
  return DEFINING_OPTIONS.every((option) => encodeValue(a[option] ?? null) === encodeValue(b[option] ?? null));
}

/**
 * A secondary index over the collection's documents: a map from the encoded key to the ids of the
 * documents holding it. It enforces unique constraints and answers equality lookups so those
 * queries touch only the matching documents.
 */
export class SecondaryIndex {
  readonly fields: string[];
  /** False for text, geo and hashed indexes: their definition is kept, their content is not. */
  readonly maintained: boolean;
  /** Sparse and partial indexes do not hold every document, so they cannot answer a lookup alone. */
  readonly usableForLookup: boolean;
  private readonly entries = new Map<string, Set<string>>();
  private readonly partialFilter: Query | undefined;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.maintained = Object.values(spec.key).every((direction) => direction === 1 || direction === -1);
    this.partialFilter = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
    this.usableForLookup = this.maintained && !spec.sparse && !this.partialFilter && !spec.collation;
  }

  get unique(): boolean {
    return this.spec.unique === true && this.maintained;
  }

  /** The keys a document contributes, or undefined when the index leaves it out (sparse, partial). */
  keysFor(doc: Doc): string[] | undefined {
    if (!this.maintained) return undefined;
    if (this.partialFilter && !this.partialFilter.test(doc)) return undefined;
    const perField = this.fields.map((field) => valuesAtPath(doc, field));
    if (this.spec.sparse && perField.every((values) => values.length === 0)) return undefined;
    const encoded = perField.map((values) => (values.length === 0 ? ['z'] : [...new Set(values.map(encodeValue))]));
    if (encoded.length === 1) return encoded[0];
    return cartesian(encoded).map((parts) => JSON.stringify(parts));
  }

  /** The key for an equality lookup with one value per field, in index field order. */
  lookupKey(values: unknown[]): string {
    const parts = values.map(encodeValue);
    return parts.length === 1 ? parts[0] : JSON.stringify(parts);
  }

  add(id: string, keys: string[]): void {
    for (const key of keys) {
      let ids = this.entries.get(key);
      if (!ids) this.entries.set(key, (ids = new Set()));
      ids.add(id);
    }
  }

  remove(id: string, keys: string[]): void {
    for (const key of keys) {
      const ids = this.entries.get(key);
      if (!ids) continue;
      ids.delete(id);
      if (ids.size === 0) this.entries.delete(key);
    }
  }

  lookup(key: string): ReadonlySet<string> | undefined {
    return this.entries.get(key);
  }

  /** A key another document already holds, when this is a unique index. */
  conflictingKey(keys: string[], id: string): string | undefined {
    if (!this.unique) return undefined;
    for (const key of keys) {
      const holders = this.entries.get(key);
      if (holders && (holders.size > 1 || !holders.has(id))) return key;
    }
    return undefined;
  }

  /** `{ field: value }` for a key of this document, as MongoDB reports it in keyValue. */
  keyValue(doc: Doc, key: string): Doc {
    const parts = this.fields.length === 1 ? [key] : (JSON.parse(key) as string[]);
    const keyValue: Doc = {};
    this.fields.forEach((field, i) => {
      const match = valuesAtPath(doc, field).find((value) => encodeValue(value) === parts[i]);
      keyValue[field] = match ?? null;
    });
    return keyValue;
  }
}

function cartesian(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((combos, list) => combos.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);
}
