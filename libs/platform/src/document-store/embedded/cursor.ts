import { Readable } from 'node:stream';
import type { AccessPlan } from './engine/collection-state';
import { normalizeSort, type Collation, type QueryShape } from './engine/query';
import type { Doc } from './engine/values';

export interface CursorResult {
  /** Documents already copied out of the store. */
  docs: Doc[];
  plan?: AccessPlan;
}

/**
 * The reading side of the driver's cursors. Results are computed at the first read, in one
 * synchronous pass over the store, then handed out from a buffer.
 * There is deliberately no `then`: `await collection.find()` must give the cursor itself.
 */
abstract class EmbeddedCursorBase<T> {
  private buffer: unknown[] | undefined;
  private position = 0;
  private isClosed = false;
  private lastPlan: AccessPlan | undefined;
  protected readonly transforms: Array<(doc: unknown) => unknown> = [];

  protected constructor(readonly namespace: string) {}

  protected abstract fetch(): CursorResult;

  protected get started(): boolean {
    return this.buffer !== undefined;
  }

  private load(): unknown[] {
    if (this.buffer === undefined) {
      const result = this.fetch();
      this.lastPlan = result.plan;
      this.buffer = result.docs.map((doc) => this.transforms.reduce<unknown>((value, transform) => transform(value), doc));
    }
    return this.buffer;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  get killed(): boolean {
    return false;
  }

  /** Not a server cursor: there is no id to kill. */
  get id(): undefined {
    return undefined;
  }

  protected get plan(): AccessPlan | undefined {
    return this.lastPlan;
  }

  async next(): Promise<T | null> {
    return this.nextSync();
  }

  async tryNext(): Promise<T | null> {
    return this.nextSync();
  }

  private nextSync(): T | null {
    if (this.isClosed) return null;
    const buffer = this.load();
    if (this.position >= buffer.length) {
      this.isClosed = true;
      return null;
    }
    return buffer[this.position++] as T;
  }

  async hasNext(): Promise<boolean> {
    return !this.isClosed && this.position < this.load().length;
  }

  async toArray(): Promise<T[]> {
    if (this.isClosed) return [];
    const rest = this.load().slice(this.position) as T[];
    this.position += rest.length;
    this.isClosed = true;
    return rest;
  }

  async forEach(iterator: (doc: T) => boolean | void): Promise<void> {
    for await (const doc of this) {
      if (iterator(doc) === false) break;
    }
  }

  bufferedCount(): number {
    return this.buffer ? this.buffer.length - this.position : 0;
  }

  readBufferedDocuments(count?: number): T[] {
    const buffer = this.buffer ?? [];
    const out = buffer.slice(this.position, count === undefined ? undefined : this.position + count) as T[];
    this.position += out.length;
    return out;
  }

  /** Start over: the query runs again at the next read and sees the current data. */
  rewind(): void {
    this.buffer = undefined;
    this.position = 0;
    this.isClosed = false;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.buffer = undefined;
  }

  map<U>(transform: (doc: T) => U): EmbeddedCursorBase<U> {
    this.transforms.push(transform as (doc: unknown) => unknown);
    return this as unknown as EmbeddedCursorBase<U>;
  }

  // Driver tuning knobs with no meaning for an in-process store; accepted so callers need no branch.
  batchSize(_size: number): this {
    return this;
  }
  maxTimeMS(_ms: number): this {
    return this;
  }
  addCursorFlag(_flag: string, _value: boolean): this {
    return this;
  }
  comment(_value: unknown): this {
    return this;
  }
  withReadPreference(_readPreference: unknown): this {
    return this;
  }

  stream(options?: { transform?: (doc: T) => unknown }): Readable {
    const transform = options?.transform;
    const docs = (async function* (cursor: EmbeddedCursorBase<T>) {
      for await (const doc of cursor) yield transform ? transform(doc) : doc;
    })(this);
    return Readable.from(docs);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, void> {
    for (;;) {
      const doc = this.nextSync();
      if (doc === null) return;
      yield doc;
    }
  }
}

/** What `collection.find()` returns. */
export class EmbeddedFindCursor<T = Doc> extends EmbeddedCursorBase<T> {
  constructor(
    namespace: string,
    private readonly run: (shape: QueryShape) => CursorResult,
    private readonly shape: QueryShape,
  ) {
    super(namespace);
  }

  protected fetch(): CursorResult {
    return this.run(this.shape);
  }

  private change(update: (shape: QueryShape) => void): this {
    if (this.started) throw new Error('Cursor is already initialized');
    update(this.shape);
    return this;
  }

  sort(sort: unknown, direction?: 1 | -1): this {
    return this.change((shape) => {
      shape.sort = normalizeSort(typeof sort === 'string' && direction !== undefined ? { [sort]: direction } : sort);
    });
  }

  skip(count: number): this {
    return this.change((shape) => {
      shape.skip = count;
    });
  }

  limit(count: number): this {
    return this.change((shape) => {
      shape.limit = count;
    });
  }

  project(projection: Doc): this {
    return this.change((shape) => {
      shape.projection = projection;
    });
  }

  collation(collation: Collation): this {
    return this.change((shape) => {
      shape.collation = collation;
    });
  }

  hint(_hint: unknown): this {
    return this;
  }

  allowDiskUse(_allow?: boolean): this {
    return this;
  }

  clone(): EmbeddedFindCursor<T> {
    return new EmbeddedFindCursor<T>(this.namespace, this.run, { ...this.shape });
  }

  async count(): Promise<number> {
    return this.run({ ...this.shape, projection: undefined }).docs.length;
  }

  /** A MongoDB-shaped plan: which index answered the query and how many documents were examined. */
  async explain(_verbosity?: unknown): Promise<Doc> {
    const result = this.run({ ...this.shape });
    const plan = result.plan;
    const scan: Doc = plan?.indexName
      ? { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: plan.indexName, keyPattern: plan.keyPattern } }
      : { stage: 'COLLSCAN' };
    return {
      queryPlanner: { namespace: this.namespace, winningPlan: scan, rejectedPlans: [] },
      executionStats: {
        executionSuccess: true,
        nReturned: result.docs.length,
        totalDocsExamined: plan?.docsExamined ?? result.docs.length,
        totalKeysExamined: plan?.indexName ? plan.docsExamined : 0,
      },
      ok: 1,
    };
  }
}

/** What `collection.aggregate()` returns. */
export class EmbeddedAggregationCursor<T = Doc> extends EmbeddedCursorBase<T> {
  constructor(
    namespace: string,
    private readonly run: (pipeline: Doc[]) => CursorResult,
    private readonly pipeline: Doc[],
  ) {
    super(namespace);
  }

  protected fetch(): CursorResult {
    return this.run(this.pipeline);
  }

  private addStage(stage: Doc): this {
    if (this.started) throw new Error('Cursor is already initialized');
    this.pipeline.push(stage);
    return this;
  }

  match(filter: Doc): this {
    return this.addStage({ $match: filter });
  }
  sort(sort: Doc): this {
    return this.addStage({ $sort: sort });
  }
  skip(count: number): this {
    return this.addStage({ $skip: count });
  }
  limit(count: number): this {
    return this.addStage({ $limit: count });
  }
  project(projection: Doc): this {
    return this.addStage({ $project: projection });
  }
  group(group: Doc): this {
    return this.addStage({ $group: group });
  }
  unwind(field: string | Doc): this {
    return this.addStage({ $unwind: field });
  }

  async explain(_verbosity?: unknown): Promise<Doc> {
    return { stages: this.pipeline, ok: 1 };
  }
}
