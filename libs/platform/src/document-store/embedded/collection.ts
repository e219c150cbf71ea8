import { Aggregator } from 'mingo';
import { mongo } from 'mongoose';
import type { EmbeddedDb } from './client';
import { EmbeddedAggregationCursor, EmbeddedFindCursor, type CursorResult } from './cursor';
import type { AccessPlan, CollectionState } from './engine/collection-state';
import { EmbeddedStoreUnsupportedError, type EmbeddedWriteError, serverError, writeErrorFrom } from './engine/errors';
import { buildIndexSpec, type IndexSpec, normalizeIndexKey } from './engine/indexes';
import { assertSupportedFilter, type Collation, mingoOptions, normalizeSort, projectOne, type QueryShape, runQuery, withoutComment } from './engine/query';
import type { DatabaseState, WriteBatch } from './engine/store';
import { applyUpdate, type UpdateSpec, updateKind, upsertDocument } from './engine/update';
import { cloneDoc, cloneValue, type Doc, encodeValue, isPlainObject, newObjectId, valuesAtPath } from './engine/values';

/** The options of the driver calls we honour; the rest (sessions aside) are tuning that has no meaning here. */
export interface OperationOptions {
  projection?: Doc;
  sort?: unknown;
  skip?: number;
  limit?: number;
  collation?: Collation;
  upsert?: boolean;
  arrayFilters?: Doc[];
  returnDocument?: 'before' | 'after';
  returnOriginal?: boolean;
  includeResultMetadata?: boolean;
  ordered?: boolean;
  session?: unknown;
  [option: string]: unknown;
}

export interface UpdateResult {
  acknowledged: true;
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: unknown;
}

export interface DeleteResult {
  acknowledged: true;
  deletedCount: number;
}

interface BulkCounts {
  ok: number;
  nInserted: number;
  nUpserted: number;
  nMatched: number;
  nModified: number;
  nRemoved: number;
  insertedIds: Array<{ index: number; _id: unknown }>;
  upserted: Array<{ index: number; _id: unknown }>;
  writeErrors: EmbeddedWriteError[];
  writeConcernErrors: never[];
}

/** The driver's BulkWriteResult, public surface only. */
export class EmbeddedBulkWriteResult {
  readonly insertedCount: number;
  readonly matchedCount: number;
  readonly modifiedCount: number;
  readonly deletedCount: number;
  readonly upsertedCount: number;
  readonly insertedIds: Record<number, unknown>;
  readonly upsertedIds: Record<number, unknown>;
  declare readonly result: BulkCounts;

  constructor(counts: BulkCounts) {
    Object.defineProperty(this, 'result', { value: counts, enumerable: false });
    this.insertedCount = counts.nInserted;
    this.matchedCount = counts.nMatched;
    this.modifiedCount = counts.nModified;
    this.deletedCount = counts.nRemoved;
    this.upsertedCount = counts.upserted.length;
    this.insertedIds = Object.fromEntries(counts.insertedIds.map(({ index, _id }) => [index, _id]));
    this.upsertedIds = Object.fromEntries(counts.upserted.map(({ index, _id }) => [index, _id]));
  }

  get ok(): number {
    return this.result.ok;
  }
  hasWriteErrors(): boolean {
    return this.result.writeErrors.length > 0;
  }
  getWriteErrors(): EmbeddedWriteError[] {
    return this.result.writeErrors;
  }
  getWriteErrorCount(): number {
    return this.result.writeErrors.length;
  }
  getRawResponse(): BulkCounts {
    return this.result;
  }
  isOk(): boolean {
    return this.result.ok === 1;
  }
}

function emptyCounts(): BulkCounts {
  return {
    ok: 1,
    nInserted: 0,
    nUpserted: 0,
    nMatched: 0,
    nModified: 0,
    nRemoved: 0,
    insertedIds: [],
    upserted: [],
    writeErrors: [],
    writeConcernErrors: [],
  };
}

function bulkWriteError(counts: BulkCounts): mongo.MongoBulkWriteError {
  const [first] = counts.writeErrors;
  const result = new EmbeddedBulkWriteResult(counts);
  // Only the driver builds these; the fields it reads are the ones EmbeddedBulkWriteResult has.
  return new mongo.MongoBulkWriteError(
    {
      message: first.errmsg,
      code: first.code,
      writeErrors: counts.writeErrors,
      ...(first.err.keyPattern ? { keyPattern: first.err.keyPattern, keyValue: first.err.keyValue } : {}),
    },
    result as unknown as mongo.BulkWriteResult,
  );
}

const UNSUPPORTED_STAGES: Record<string, string> = {
  $out: 'Write results with insertMany instead.',
  $merge: 'Write results with bulkWrite instead.',
  $search: 'Full-text search belongs to the search index port.',
  $searchMeta: 'Full-text search belongs to the search index port.',
  $vectorSearch: 'Vector search needs MongoDB Atlas.',
  $geoNear: 'Geospatial queries need MongoDB.',
  $changeStream: 'Change streams need MongoDB.',
};

function prepareFilter(filter: unknown): Doc {
  if (filter === undefined || filter === null) return {};
  if (!isPlainObject(filter)) {
    throw serverError({ message: 'Query filter must be a plain object', code: 2, codeName: 'BadValue' });
  }
  assertSupportedFilter(filter);
  return withoutComment(cloneDoc(filter));
}

/** Documents that serialize themselves (mongoose documents do), as BSON.serialize would see them. */
function asDocument(value: unknown): unknown {
  const serializable = value as { toBSON?: () => unknown } | null;
  return typeof serializable?.toBSON === 'function' ? serializable.toBSON() : value;
}

function prepareUpdate(input: unknown): UpdateSpec {
  const update = asDocument(input);
  if (Array.isArray(update)) return cloneValue(update) as Doc[];
  if (!isPlainObject(update)) {
    throw serverError({ message: 'Update must be a document or a pipeline', code: 2, codeName: 'BadValue' });
  }
  return cloneDoc(update);
}

function requireOperators(update: UpdateSpec): void {
  if (updateKind(update) === 'replacement') {
    throw new mongo.MongoInvalidArgumentError('Update document requires atomic operators');
  }
}

function requireReplacement(replacement: UpdateSpec): void {
  if (updateKind(replacement) !== 'replacement' || Array.isArray(replacement)) {
    throw new mongo.MongoInvalidArgumentError('Replacement document must not contain atomic operators');
  }
}

function assertNoSession(options: OperationOptions | undefined): void {
  if (options?.session) throw new EmbeddedStoreUnsupportedError('sessions and transactions');
}

function queryShape(options: OperationOptions = {}): QueryShape {
  return {
    sort: normalizeSort(options.sort),
    skip: options.skip,
    limit: options.limit,
    projection: options.projection ? cloneDoc(options.projection) : undefined,
    collation: options.collation,
  };
}

const NO_PLAN: AccessPlan = { indexName: null, keyPattern: null, docsExamined: 0 };

/**
 * A collection with the method names and result shapes of the MongoDB driver's Collection, which is
 * what mongoose's NativeCollection calls. Every method does its work synchronously (the returned
 * promise is already settled), so a read and the write that depends on it are one indivisible step.
 */
export class EmbeddedCollection {
  constructor(
    private readonly db: EmbeddedDb,
    readonly collectionName: string,
  ) {}

  get dbName(): string {
    return this.db.databaseName;
  }

  get namespace(): string {
    return `${this.db.databaseName}.${this.collectionName}`;
  }

  private database(): DatabaseState {
    const state = this.db.state();
    state.assertAvailable();
    return state;
  }

  private existing(): CollectionState | undefined {
    return this.database().collection(this.collectionName);
  }

  /** Stored documents matching a prepared filter, not copied: callers copy what they hand out or change. */
  private match(filter: Doc, shape: QueryShape = {}): { docs: Doc[]; plan: AccessPlan } {
    const collection = this.existing();
    if (!collection) return { docs: [], plan: NO_PLAN };
    const { docs: candidates, plan } = collection.candidates(filter, !shape.collation);
    return { docs: runQuery(candidates, filter, shape), plan };
  }

  // ---- reads ---------------------------------------------------------------------------------

  find(filter?: Doc, options?: OperationOptions): EmbeddedFindCursor {
    assertNoSession(options);
    const prepared = prepareFilter(filter);
    return new EmbeddedFindCursor(
      this.namespace,
      (shape): CursorResult => {
        const { docs, plan } = this.match(prepared, shape);
        return { docs: docs.map((doc) => cloneDoc(doc)), plan };
      },
      queryShape(options),
    );
  }

  async findOne(filter?: Doc, options?: OperationOptions): Promise<Doc | null> {
    assertNoSession(options);
    const [doc] = this.match(prepareFilter(filter), { ...queryShape(options), limit: 1 }).docs;
    return doc ? cloneDoc(doc) : null;
  }

  async countDocuments(filter?: Doc, options?: OperationOptions): Promise<number> {
    const { skip, limit, collation } = queryShape(options);
    return this.match(prepareFilter(filter), { skip, limit, collation }).docs.length;
  }

  async estimatedDocumentCount(_options?: OperationOptions): Promise<number> {
    return this.existing()?.size ?? 0;
  }

  async count(filter?: Doc, options?: OperationOptions): Promise<number> {
    return this.countDocuments(filter, options);
  }

  async distinct(key: string, filter?: Doc, options?: OperationOptions): Promise<unknown[]> {
    const values = new Map<string, unknown>();
    for (const doc of this.match(prepareFilter(filter), { collation: options?.collation }).docs) {
      for (const value of valuesAtPath(doc, key)) {
        if (value !== undefined) values.set(encodeValue(value), value);
      }
    }
    return [...values.values()].map((value) => cloneValue(value));
  }

  aggregate(pipeline: Doc[] = [], options?: OperationOptions): EmbeddedAggregationCursor {
    assertNoSession(options);
    if (!Array.isArray(pipeline)) {
      throw serverError({ message: 'pipeline must be an array', code: 14, codeName: 'TypeMismatch' });
    }
    for (const stage of pipeline) {
      const [name] = Object.keys(stage);
      const hint = UNSUPPORTED_STAGES[name];
      if (hint !== undefined) throw new EmbeddedStoreUnsupportedError(`the ${name} aggregation stage`, hint);
    }
    assertSupportedFilter(pipeline);
    const prepared = cloneValue(pipeline) as Doc[];
    return new EmbeddedAggregationCursor(this.namespace, (stages) => this.runPipeline(stages, options), prepared);
  }

  private runPipeline(stages: Doc[], options: OperationOptions | undefined): CursorResult {
    let input: Doc[];
    let rest = stages;
    const first = stages[0];
    if (first && isPlainObject(first.$match)) {
      // A leading $match can use the indexes, like it does in MongoDB.
      input = this.match(withoutComment(first.$match), { collation: options?.collation }).docs;
      rest = stages.slice(1);
    } else {
      input = this.existing()?.allDocs() ?? [];
    }
    const db = this.database();
    const aggregator = new Aggregator(rest, {
      ...mingoOptions(options?.collation),
      collectionResolver: (name: string) => (db.collection(name)?.allDocs() ?? []).map((doc) => cloneDoc(doc)),
    });
    // Stages may modify their input objects: give them copies.
    const docs = aggregator.run(input.map((doc) => cloneDoc(doc))) as Doc[];
    return { docs };
  }

  // ---- writes --------------------------------------------------------------------------------

  async insertOne(doc: Doc, options?: OperationOptions): Promise<{ acknowledged: true; insertedId: unknown }> {
    assertNoSession(options);
    const stored = this.prepareInsert(doc);
    this.database().write((batch) => this.insertWith(batch, stored));
    return { acknowledged: true, insertedId: stored._id };
  }

  async insertMany(docs: Doc[], options?: OperationOptions): Promise<{ acknowledged: true; insertedCount: number; insertedIds: Record<number, unknown> }> {
    assertNoSession(options);
    const ordered = options?.ordered !== false;
    const prepared = docs.map((doc) => this.prepareInsert(doc));
    const counts = emptyCounts();
    this.database().write((batch) => {
      prepared.forEach((doc, index) => {
        if (ordered && counts.writeErrors.length > 0) return;
        try {
          this.insertWith(batch, doc);
          counts.nInserted++;
          counts.insertedIds.push({ index, _id: doc._id });
        } catch (error) {
          if (!(error instanceof mongo.MongoServerError)) throw error;
          counts.writeErrors.push(writeErrorFrom(error, index, doc));
        }
      });
    });
    if (counts.writeErrors.length > 0) throw bulkWriteError(counts);
    return {
      acknowledged: true,
      insertedCount: counts.nInserted,
      insertedIds: Object.fromEntries(counts.insertedIds.map(({ index, _id }) => [index, _id])),
    };
  }

  async updateOne(filter: Doc, update: Doc | Doc[], options?: OperationOptions): Promise<UpdateResult> {
    assertNoSession(options);
    const prepared = prepareUpdate(update);
    requireOperators(prepared);
    const query = prepareFilter(filter);
    return this.database().write((batch) => this.updateWith(batch, query, prepared, options, false));
  }

  async updateMany(filter: Doc, update: Doc | Doc[], options?: OperationOptions): Promise<UpdateResult> {
    assertNoSession(options);
    const prepared = prepareUpdate(update);
    requireOperators(prepared);
    const query = prepareFilter(filter);
    return this.database().write((batch) => this.updateWith(batch, query, prepared, options, true));
  }

  async replaceOne(filter: Doc, replacement: Doc, options?: OperationOptions): Promise<UpdateResult> {
    assertNoSession(options);
    const prepared = prepareUpdate(replacement);
    requireReplacement(prepared);
    const query = prepareFilter(filter);
    return this.database().write((batch) => this.updateWith(batch, query, prepared, options, false));
  }

  async deleteOne(filter?: Doc, options?: OperationOptions): Promise<DeleteResult> {
    assertNoSession(options);
    const query = prepareFilter(filter);
    return this.database().write((batch) => this.deleteWith(batch, query, options, false));
  }

  async deleteMany(filter?: Doc, options?: OperationOptions): Promise<DeleteResult> {
    assertNoSession(options);
    const query = prepareFilter(filter);
    return this.database().write((batch) => this.deleteWith(batch, query, options, true));
  }

  async findOneAndUpdate(filter: Doc, update: Doc | Doc[], options?: OperationOptions): Promise<unknown> {
    assertNoSession(options);
    const prepared = prepareUpdate(update);
    requireOperators(prepared);
    return this.findAndModify(prepareFilter(filter), prepared, options ?? {});
  }

  async findOneAndReplace(filter: Doc, replacement: Doc, options?: OperationOptions): Promise<unknown> {
    assertNoSession(options);
    const prepared = prepareUpdate(replacement);
    requireReplacement(prepared);
    return this.findAndModify(prepareFilter(filter), prepared, options ?? {});
  }

  async findOneAndDelete(filter: Doc, options?: OperationOptions): Promise<unknown> {
    assertNoSession(options);
    const query = prepareFilter(filter);
    const settings = options ?? {};
    return this.database().write((batch) => {
      const [current] = this.match(query, { sort: normalizeSort(settings.sort), limit: 1 }).docs;
      if (current) batch.remove(this.existing() as CollectionState, this.collectionName, current._id);
      const value = current ? cloneDoc(projectOne(current, settings.projection)) : null;
      return settings.includeResultMetadata ? { value, ok: 1, lastErrorObject: { n: current ? 1 : 0 } } : value;
    });
  }

  async bulkWrite(operations: Doc[], options?: OperationOptions): Promise<EmbeddedBulkWriteResult> {
    assertNoSession(options);
    const ordered = options?.ordered !== false;
    const counts = emptyCounts();
    this.database().write((batch) => {
      for (const [index, operation] of operations.entries()) {
        try {
          this.bulkOperation(batch, operation, index, counts);
        } catch (error) {
          if (!(error instanceof mongo.MongoServerError)) throw error;
          counts.writeErrors.push(writeErrorFrom(error, index, operation));
          if (ordered) break;
        }
      }
    });
    if (counts.writeErrors.length > 0) throw bulkWriteError(counts);
    return new EmbeddedBulkWriteResult(counts);
  }

  private bulkOperation(batch: WriteBatch, operation: Doc, index: number, counts: BulkCounts): void {
    const [kind] = Object.keys(operation);
    const spec = operation[kind] as Doc;
    if (!isPlainObject(spec)) {
      throw new mongo.MongoInvalidArgumentError(`Invalid bulkWrite operation at index ${index}`);
    }
    const settings = spec as OperationOptions;
    switch (kind) {
      case 'insertOne': {
        const doc = this.prepareInsert(spec.document as Doc);
        this.insertWith(batch, doc);
        counts.nInserted++;
        counts.insertedIds.push({ index, _id: doc._id });
        return;
      }
      case 'updateOne':
      case 'updateMany':
      case 'replaceOne': {
        const update = prepareUpdate(kind === 'replaceOne' ? spec.replacement : spec.update);
        if (kind === 'replaceOne') requireReplacement(update);
        else requireOperators(update);
        const result = this.updateWith(batch, prepareFilter(spec.filter), update, settings, kind === 'updateMany');
        counts.nMatched += result.matchedCount;
        counts.nModified += result.modifiedCount;
        if (result.upsertedCount > 0) {
          counts.nUpserted++;
          counts.upserted.push({ index, _id: result.upsertedId });
        }
        return;
      }
      case 'deleteOne':
      case 'deleteMany': {
        const result = this.deleteWith(batch, prepareFilter(spec.filter), settings, kind === 'deleteMany');
        counts.nRemoved += result.deletedCount;
        return;
      }
      default:
        throw new mongo.MongoInvalidArgumentError(`Unknown bulkWrite operation "${kind}"`);
    }
  }

  private prepareInsert(doc: Doc): Doc {
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
      throw new mongo.MongoInvalidArgumentError('Document must be an object');
    }
    // The driver assigns a missing _id on the caller's object too.
    if (doc._id === undefined) doc._id = newObjectId();
    const stored = cloneDoc(asDocument(doc) as Doc);
    if (Object.keys(stored)[0] === '_id') return stored;
    // MongoDB keeps _id as the first field.
    const { _id, ...fields } = stored;
    return { _id, ...fields };
  }

  private insertWith(batch: WriteBatch, doc: Doc): void {
    batch.insert(batch.collection(this.collectionName), this.collectionName, doc);
  }

  private updateWith(batch: WriteBatch, filter: Doc, update: UpdateSpec, options: OperationOptions | undefined, multi: boolean): UpdateResult {
    const arrayFilters = options?.arrayFilters ? (cloneValue(options.arrayFilters) as Doc[]) : undefined;
    const matches = this.match(filter, {
      sort: multi ? undefined : normalizeSort(options?.sort),
      limit: multi ? undefined : 1,
      collation: options?.collation,
    }).docs;
    if (matches.length === 0) {
      if (!options?.upsert) {
        return { acknowledged: true, matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
      }
      const doc = upsertDocument(filter, update, arrayFilters);
      this.insertWith(batch, doc);
      return { acknowledged: true, matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: doc._id };
    }
    const collection = this.existing() as CollectionState;
    let modifiedCount = 0;
    for (const current of matches) {
      const { doc, modified } = applyUpdate(cloneDoc(current), update, filter, arrayFilters);
      if (!modified) continue;
      batch.replace(collection, this.collectionName, doc);
      modifiedCount++;
    }
    return { acknowledged: true, matchedCount: matches.length, modifiedCount, upsertedCount: 0, upsertedId: null };
  }

  private deleteWith(batch: WriteBatch, filter: Doc, options: OperationOptions | undefined, multi: boolean): DeleteResult {
    const matches = this.match(filter, { limit: multi ? undefined : 1, collation: options?.collation }).docs;
    const collection = this.existing();
    if (collection) for (const doc of matches) batch.remove(collection, this.collectionName, doc._id);
    return { acknowledged: true, deletedCount: matches.length };
  }

  /** findOneAndUpdate/findOneAndReplace: the driver 6+ shape (the document or null, or the ModifyResult on request). */
  private findAndModify(filter: Doc, update: UpdateSpec, options: OperationOptions): unknown {
    const returnAfter = options.returnDocument === 'after' || options.returnOriginal === false;
    const arrayFilters = options.arrayFilters ? (cloneValue(options.arrayFilters) as Doc[]) : undefined;
    return this.database().write((batch) => {
      const [current] = this.match(filter, {
        sort: normalizeSort(options.sort),
        limit: 1,
        collation: options.collation,
      }).docs;
      let value: Doc | null;
      let lastErrorObject: Doc;
      if (current) {
        const { doc, modified } = applyUpdate(cloneDoc(current), update, filter, arrayFilters);
        if (modified) batch.replace(this.existing() as CollectionState, this.collectionName, doc);
        value = returnAfter ? doc : current;
        lastErrorObject = { n: 1, updatedExisting: true };
      } else if (options.upsert) {
        const doc = upsertDocument(filter, update, arrayFilters);
        this.insertWith(batch, doc);
        value = returnAfter ? doc : null;
        lastErrorObject = { n: 1, updatedExisting: false, upserted: doc._id };
      } else {
        value = null;
        lastErrorObject = { n: 0, updatedExisting: false };
      }
      const out = value ? cloneDoc(projectOne(value, options.projection)) : null;
      return options.includeResultMetadata ? { value: out, ok: 1, lastErrorObject } : out;
    });
  }

  // ---- indexes and the collection itself -----------------------------------------------------

  async createIndex(keys: unknown, options?: Doc): Promise<string> {
    const spec = buildIndexSpec(keys, options);
    this.database().write((batch) => batch.createIndex(batch.collection(this.collectionName), this.collectionName, spec));
    return spec.name;
  }

  async createIndexes(specs: Array<Doc & { key: unknown }>, _options?: Doc): Promise<string[]> {
    const names: string[] = [];
    for (const { key, ...options } of specs) names.push(await this.createIndex(key, options));
    return names;
  }

  async dropIndex(nameOrKey: string | Doc, _options?: Doc): Promise<Doc> {
    const collection = this.existing();
    if (!collection) {
      throw serverError({ message: `ns not found ${this.namespace}`, code: 26, codeName: 'NamespaceNotFound' });
    }
    const specs = collection.indexSpecs();
    const name =
      typeof nameOrKey === 'string'
        ? nameOrKey
        : (specs.find((spec) => encodeValue(spec.key) === encodeValue(normalizeIndexKey(nameOrKey)))?.name ?? JSON.stringify(nameOrKey));
    this.database().write((batch) => batch.dropIndex(collection, this.collectionName, name));
    return { nIndexesWas: specs.length, ok: 1 };
  }

  async dropIndexes(_options?: Doc): Promise<boolean> {
    const collection = this.existing();
    if (!collection) return true;
    this.database().write((batch) => {
      for (const spec of collection.indexSpecs().slice(1)) batch.dropIndex(collection, this.collectionName, spec.name);
    });
    return true;
  }

  listIndexes(_options?: Doc): EmbeddedFindCursor {
    return new EmbeddedFindCursor(
      this.namespace,
      () => {
        const collection = this.existing();
        if (!collection) {
          throw serverError({ message: `ns does not exist: ${this.namespace}`, code: 26, codeName: 'NamespaceNotFound' });
        }
        return { docs: collection.indexSpecs().map((spec) => cloneDoc(spec)) };
      },
      {},
    );
  }

  async indexes(options?: Doc): Promise<IndexSpec[]> {
    return (await this.listIndexes(options).toArray()) as IndexSpec[];
  }

  async indexExists(names: string | string[], _options?: Doc): Promise<boolean> {
    const existing = new Set((await this.indexes()).map((spec) => spec.name));
    return (Array.isArray(names) ? names : [names]).every((name) => existing.has(name));
  }

  async indexInformation(options?: { full?: boolean }): Promise<Doc | IndexSpec[]> {
    const specs = await this.indexes();
    if (options?.full) return specs;
    return Object.fromEntries(specs.map((spec) => [spec.name, Object.entries(spec.key)]));
  }

  async drop(_options?: Doc): Promise<boolean> {
    this.database().write((batch) => batch.dropCollection(this.collectionName));
    return true;
  }

  async options(): Promise<Doc> {
    return cloneDoc(this.existing()?.options ?? {});
  }

  async isCapped(): Promise<boolean> {
    return false;
  }

  // ---- MongoDB features the embedded store does not have ---------------------------------------

  rename(): never {
    throw new EmbeddedStoreUnsupportedError('renaming collections');
  }
  watch(): never {
    throw new EmbeddedStoreUnsupportedError('change streams');
  }
  initializeOrderedBulkOp(): never {
    throw new EmbeddedStoreUnsupportedError('the legacy bulk API', 'Use bulkWrite().');
  }
  initializeUnorderedBulkOp(): never {
    throw new EmbeddedStoreUnsupportedError('the legacy bulk API', 'Use bulkWrite().');
  }
  listSearchIndexes(): never {
    throw new EmbeddedStoreUnsupportedError('Atlas search indexes');
  }
  createSearchIndex(): never {
    throw new EmbeddedStoreUnsupportedError('Atlas search indexes');
  }
  createSearchIndexes(): never {
    throw new EmbeddedStoreUnsupportedError('Atlas search indexes');
  }
  dropSearchIndex(): never {
    throw new EmbeddedStoreUnsupportedError('Atlas search indexes');
  }
  updateSearchIndex(): never {
    throw new EmbeddedStoreUnsupportedError('Atlas search indexes');
  }
}
