import { duplicateKeyError, serverError } from './errors';
import { ID_INDEX, type IndexSpec, SecondaryIndex, sameDefinition } from './indexes';
import { type Doc, encodeValue, isLookupValue, isPlainObject, valuesAtPath } from './values';

interface StoredDocument {
  /** Insertion order: the natural order in which scans return documents. */
  readonly seq: number;
  doc: Doc;
}

/** How a query picked its candidate documents; reported by explain(). */
export interface AccessPlan {
  indexName: string | null;
  keyPattern: Doc | null;
  docsExamined: number;
}

export interface Candidates {
  docs: Doc[];
  plan: AccessPlan;
}

/**
 * The documents of one collection and its indexes. Every method runs to completion synchronously:
 * a check and the write it guards can never interleave with another operation.
 * Stored documents are never handed out or mutated in place; writers replace them whole.
 */
export class CollectionState {
  private readonly byId = new Map<string, StoredDocument>();
  private readonly indexes = new Map<string, SecondaryIndex>();
  private nextSeq = 0;

  constructor(
    readonly namespace: string,
    public options: Doc = {},
  ) {}

  get size(): number {
    return this.byId.size;
  }

  /** Documents in natural order. The array is new, its elements are the stored objects: read only. */
  allDocs(): Doc[] {
    return Array.from(this.byId.values(), (stored) => stored.doc);
  }

  getById(id: unknown): Doc | undefined {
    return this.byId.get(encodeValue(id))?.doc;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...Array.from(this.indexes.values(), (index) => index.spec)];
  }

  insert(doc: Doc, enforceUnique = true): void {
    const id = encodeValue(doc._id);
    if (enforceUnique && this.byId.has(id)) {
      throw duplicateKeyError(this.namespace, '_id_', { _id: 1 }, { _id: doc._id });
    }
    if (!enforceUnique && this.byId.has(id)) {
      this.replace(doc, false);
      return;
    }
    const keys = this.keysOf(doc);
    if (enforceUnique) this.assertUnique(doc, id, keys);
    this.byId.set(id, { seq: this.nextSeq++, doc });
    for (const [index, indexKeys] of keys) index.add(id, indexKeys);
  }

  /** Swap a stored document for its new version (same _id), keeping its place in natural order. */
  replace(doc: Doc, enforceUnique = true): void {
    const id = encodeValue(doc._id);
    const stored = this.byId.get(id);
    if (!stored) {
      this.insert(doc, enforceUnique);
      return;
    }
    const newKeys = this.keysOf(doc);
    if (enforceUnique) this.assertUnique(doc, id, newKeys);
    for (const [index, keys] of this.keysOf(stored.doc)) index.remove(id, keys);
    stored.doc = doc;
    for (const [index, keys] of newKeys) index.add(id, keys);
  }

  remove(idValue: unknown): Doc | undefined {
    const id = encodeValue(idValue);
    const stored = this.byId.get(id);
    if (!stored) return undefined;
    for (const [index, keys] of this.keysOf(stored.doc)) index.remove(id, keys);
    this.byId.delete(id);
    return stored.doc;
  }

  /**
   * Adds an index, building it over the existing documents. Returns false when an identical index
   * already exists. A unique index that the data already violates is refused with E11000, as MongoDB does.
   */
  createIndex(spec: IndexSpec, enforceUnique = true): boolean {
    if (spec.name === ID_INDEX.name) return false;
    const existing = this.indexes.get(spec.name);
    if (existing) {
      if (sameDefinition(existing.spec, spec)) return false;
      throw serverError({
        message: `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
        code: 86,
        codeName: 'IndexKeySpecsConflict',
      });
    }
    for (const other of this.indexes.values()) {
      if (sameDefinition(other.spec, spec)) {
        throw serverError({
          message: `Index already exists with a different name: ${other.spec.name}`,
          code: 85,
          codeName: 'IndexOptionsConflict',
        });
      }
    }
    const index = new SecondaryIndex(spec);
    for (const [id, stored] of this.byId) {
      const keys = index.keysFor(stored.doc);
      if (!keys) continue;
      const conflict = enforceUnique ? index.conflictingKey(keys, id) : undefined;
      if (conflict !== undefined) {
        throw duplicateKeyError(this.namespace, spec.name, spec.key, index.keyValue(stored.doc, conflict));
      }
      index.add(id, keys);
    }
    this.indexes.set(spec.name, index);
    return true;
  }

  /** Ids of documents a TTL index says have expired: an indexed date (the earliest, for arrays) older than expireAfterSeconds. */
  expiredIds(now: number): unknown[] {
    const ttlIndexes = [...this.indexes.values()].filter((index) => typeof index.spec.expireAfterSeconds === 'number' && index.fields.length === 1);
    if (ttlIndexes.length === 0) return [];
    const expired: unknown[] = [];
    for (const { doc } of this.byId.values()) {
      const isExpired = ttlIndexes.some((index) => {
        const dates = valuesAtPath(doc, index.fields[0]).filter((value): value is Date => value instanceof Date);
        if (dates.length === 0) return false;
        const earliest = Math.min(...dates.map((date) => date.getTime()));
        return earliest + (index.spec.expireAfterSeconds as number) * 1000 <= now;
      });
      if (isExpired) expired.push(doc._id);
    }
    return expired;
  }

  hasIndex(name: string): boolean {
    return name === ID_INDEX.name || this.indexes.has(name);
  }

  dropIndex(name: string): void {
    if (name === ID_INDEX.name) {
      throw serverError({ message: 'cannot drop _id index', code: 72, codeName: 'InvalidOptions' });
    }
    if (!this.indexes.delete(name)) {
      throw serverError({ message: `index not found with name [${name}]`, code: 27, codeName: 'IndexNotFound' });
    }
  }

  dropAllIndexes(): void {
    this.indexes.clear();
  }

  /**
   * The documents a filter can match: through the _id map or a secondary index when the filter pins
   * the indexed fields to values, otherwise every document. The caller still applies the filter.
   */
  candidates(filter: Doc, allowIndexes = true): Candidates {
    const pinned = allowIndexes ? pinnedValues(filter) : new Map<string, unknown[]>();
    const idValues = pinned.get('_id');
    if (idValues) {
      const docs = uniqueValues(idValues)
        .map((value) => this.byId.get(encodeValue(value)))
        .filter((stored): stored is StoredDocument => stored !== undefined)
        .sort((a, b) => a.seq - b.seq)
        .map((stored) => stored.doc);
      return { docs, plan: { indexName: ID_INDEX.name, keyPattern: ID_INDEX.key, docsExamined: docs.length } };
    }

    // Pick the index whose matching entries are fewest before materialising any of them: on a filter like
    // { uuid, status } the unique uuid index gives one id where the status index gives most of the collection.
    let best: { index: SecondaryIndex; sets: ReadonlySet<string>[]; size: number } | undefined;
    for (const index of this.indexes.values()) {
      if (!index.usableForLookup || !index.fields.every((field) => pinned.has(field))) continue;
      const sets: ReadonlySet<string>[] = [];
      let size = 0;
      for (const combo of combinations(index.fields.map((field) => uniqueValues(pinned.get(field) ?? [])))) {
        const found = index.lookup(index.lookupKey(combo));
        if (!found) continue;
        sets.push(found);
        size += found.size;
      }
      if (!best || size < best.size) best = { index, sets, size };
    }
    if (best) {
      const ids = new Set<string>();
      for (const set of best.sets) for (const id of set) ids.add(id);
      const docs = Array.from(ids, (id) => this.byId.get(id))
        .filter((stored): stored is StoredDocument => stored !== undefined)
        .sort((a, b) => a.seq - b.seq)
        .map((stored) => stored.doc);
      return {
        docs,
        plan: { indexName: best.index.spec.name, keyPattern: best.index.spec.key, docsExamined: docs.length },
      };
    }
    const docs = this.allDocs();
    return { docs, plan: { indexName: null, keyPattern: null, docsExamined: docs.length } };
  }

  private keysOf(doc: Doc): Array<[SecondaryIndex, string[]]> {
    const out: Array<[SecondaryIndex, string[]]> = [];
    for (const index of this.indexes.values()) {
      const keys = index.keysFor(doc);
      if (keys) out.push([index, keys]);
    }
    return out;
  }

  private assertUnique(doc: Doc, id: string, keys: Array<[SecondaryIndex, string[]]>): void {
    for (const [index, indexKeys] of keys) {
      const conflict = index.conflictingKey(indexKeys, id);
      if (conflict !== undefined) {
        throw duplicateKeyError(this.namespace, index.spec.name, index.spec.key, index.keyValue(doc, conflict));
      }
    }
  }
}

/**
 * Field -> values the filter restricts it to by equality (`{ f: v }`, `{ f: { $eq: v } }`,
 * `{ f: { $in: [...] } }`, also inside a top-level `$and`). Only plain scalar values count.
 */
function pinnedValues(filter: Doc, into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) pinnedValues(clause, into);
      continue;
    }
    if (field.startsWith('$') || into.has(field)) continue;
    if (isLookupValue(condition)) {
      into.set(field, [condition]);
    } else if (isPlainObject(condition)) {
      if ('$eq' in condition && isLookupValue(condition.$eq)) {
        into.set(field, [condition.$eq]);
      } else if (Array.isArray(condition.$in) && condition.$in.length > 0 && condition.$in.every(isLookupValue)) {
        into.set(field, condition.$in);
      }
    }
  }
  return into;
}

function uniqueValues(values: unknown[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const value of values) seen.set(encodeValue(value), value);
  return [...seen.values()];
}

function combinations(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>((combos, list) => combos.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);
}
