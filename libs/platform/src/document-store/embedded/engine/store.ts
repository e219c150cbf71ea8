import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CollectionState } from './collection-state';
import { DocumentStoreLockedError, DocumentStoreUnavailableError, serverError } from './errors';
import { FolderLock } from '../../../local-files/folder-lock';
import type { IndexSpec } from './indexes';
import { type Change, DatabaseJournal, type JournalOptions } from './journal';
import type { Doc } from './values';

/** How often expired documents of TTL indexes are removed; MongoDB's TTL monitor also runs every 60 s. */
export const DEFAULT_TTL_MONITOR_MS = 60_000;

export type StoreLocation = ({ kind: 'memory' } | { kind: 'folder'; dir: string; journal: JournalOptions }) & {
  ttlMonitorMs?: number;
};

const DATABASE_NAME = /^[A-Za-z0-9_-]{1,63}$/;

/**
 * The changes of one write operation. Each change is applied to memory first (a violated constraint
 * throws before anything is recorded), then recorded; the database appends the recorded changes to
 * its journal as one record when the operation ends, whether it completed or stopped at an error.
 */
export class WriteBatch {
  readonly changes: Change[] = [];

  constructor(private readonly db: DatabaseState) {}

  collection(name: string, options: Doc = {}): CollectionState {
    const existing = this.db.collection(name);
    if (existing) return existing;
    const created = this.db.addCollection(name, options);
    this.changes.push({ t: 'createCollection', c: name, o: options });
    return created;
  }

  insert(collection: CollectionState, name: string, doc: Doc): void {
    collection.insert(doc);
    this.changes.push({ t: 'put', c: name, d: doc });
  }

  replace(collection: CollectionState, name: string, doc: Doc): void {
    collection.replace(doc);
    this.changes.push({ t: 'put', c: name, d: doc });
  }

  remove(collection: CollectionState, name: string, id: unknown): void {
    if (collection.remove(id)) this.changes.push({ t: 'del', c: name, id });
  }

  createIndex(collection: CollectionState, name: string, spec: IndexSpec): void {
    if (collection.createIndex(spec)) this.changes.push({ t: 'createIndex', c: name, spec });
  }

  dropIndex(collection: CollectionState, name: string, indexName: string): void {
    collection.dropIndex(indexName);
    this.changes.push({ t: 'dropIndex', c: name, n: indexName });
  }

  dropCollection(name: string): boolean {
    const dropped = this.db.removeCollection(name);
    if (dropped) this.changes.push({ t: 'dropCollection', c: name });
    return dropped;
  }

  dropDatabase(): void {
    this.db.clear();
    this.changes.push({ t: 'dropDatabase' });
  }
}

/** One database: its collections in memory, and the journal that makes their writes durable (none in memory mode). */
export class DatabaseState {
  private readonly collections = new Map<string, CollectionState>();
  private failure: Error | undefined;

  private constructor(
    readonly name: string,
    private readonly journal: DatabaseJournal | undefined,
  ) {}

  static open(name: string, journal: DatabaseJournal | undefined): DatabaseState {
    const db = new DatabaseState(name, journal);
    journal?.recover((change) => db.replay(change));
    return db;
  }

  collection(name: string): CollectionState | undefined {
    return this.collections.get(name);
  }

  collectionNames(): string[] {
    return [...this.collections.keys()];
  }

  addCollection(name: string, options: Doc): CollectionState {
    const collection = new CollectionState(`${this.name}.${name}`, options);
    this.collections.set(name, collection);
    return collection;
  }

  removeCollection(name: string): boolean {
    return this.collections.delete(name);
  }

  clear(): void {
    this.collections.clear();
  }

  assertAvailable(): void {
    if (this.failure) throw this.failure;
  }

  /**
   * Runs one write operation synchronously: `work` changes memory through the batch, then the batch
   * is journaled before the caller gets its answer. Nothing awaits in between, so no other operation
   * can observe or interleave with a half-done write.
   */
  write<T>(work: (batch: WriteBatch) => T): T {
    this.assertAvailable();
    const batch = new WriteBatch(this);
    try {
      return work(batch);
    } finally {
      this.persist(batch.changes);
    }
  }

  private persist(changes: Change[]): void {
    if (!this.journal || changes.length === 0) return;
    try {
      this.journal.append(changes);
      if (this.journal.shouldCompact) this.journal.compact(this.snapshot());
    } catch (error) {
      // Memory may now hold a change the disk does not: refuse all further work rather than
      // acknowledge writes that would vanish on restart.
      this.failure = new DocumentStoreUnavailableError(
        `The embedded database "${this.name}" could not write its journal in ${this.journal.dir} ` +
          `(${(error as Error).message}); restart the service once the disk problem is fixed.`,
        { cause: error },
      );
      throw this.failure;
    }
  }

  /** Compacts the journal into a snapshot and closes the files. */
  close(): void {
    if (!this.journal) return;
    try {
      if (!this.failure && this.journal.hasJournalEntries) this.journal.compact(this.snapshot());
    } finally {
      this.journal.close();
    }
  }

  private *snapshot(): Generator<Change> {
    for (const [name, collection] of this.collections) {
      yield { t: 'createCollection', c: name, o: collection.options };
      for (const spec of collection.indexSpecs().slice(1)) yield { t: 'createIndex', c: name, spec };
      for (const doc of collection.allDocs()) yield { t: 'put', c: name, d: doc };
    }
  }

  /** Re-applies a journaled change; constraints held when it was written, so they are not re-checked. */
  private replay(change: Change): void {
    switch (change.t) {
      case 'createCollection':
        if (!this.collections.has(change.c)) this.addCollection(change.c, change.o);
        return;
      case 'dropCollection':
        this.collections.delete(change.c);
        return;
      case 'dropDatabase':
        this.collections.clear();
        return;
      case 'createIndex':
        this.replayCollection(change.c).createIndex(change.spec, false);
        return;
      case 'dropIndex': {
        const collection = this.replayCollection(change.c);
        if (collection.hasIndex(change.n)) collection.dropIndex(change.n);
        return;
      }
      case 'put':
        this.replayCollection(change.c).insert(change.d, false);
        return;
      case 'del':
        this.replayCollection(change.c).remove(change.id);
        return;
    }
  }

  private replayCollection(name: string): CollectionState {
    return this.collections.get(name) ?? this.addCollection(name, {});
  }
}

const openFolders = new Map<string, EmbeddedStore>();

/**
 * The data of one embedded client: a set of databases, in memory or under a folder. Clients of the
 * same folder in one process share one store (like two clients of one server); another process is
 * kept out by the folder lock.
 */
export class EmbeddedStore {
  private readonly databases = new Map<string, DatabaseState>();
  private references = 1;
  private closed = false;
  private readonly ttlMonitor: NodeJS.Timeout;

  private constructor(
    readonly location: StoreLocation,
    private readonly lock: FolderLock | undefined,
  ) {
    this.ttlMonitor = setInterval(() => this.removeExpired(), location.ttlMonitorMs ?? DEFAULT_TTL_MONITOR_MS);
    // The monitor must not keep a finished process alive.
    this.ttlMonitor.unref();
  }

  static open(location: StoreLocation): EmbeddedStore {
    if (location.kind === 'memory') return new EmbeddedStore(location, undefined);
    const dir = resolve(location.dir);
    const shared = openFolders.get(dir);
    if (shared) {
      shared.references++;
      return shared;
    }
    const store = new EmbeddedStore(
      { ...location, dir },
      FolderLock.acquire(dir, 'store.lock', (h) => new DocumentStoreLockedError(h.folder, h.lockFile, h.pid, h.host)),
    );
    openFolders.set(dir, store);
    return store;
  }

  /** Where the data lives, for messages. */
  get description(): string {
    return this.location.kind === 'folder' ? this.location.dir : 'memory';
  }

  get isClosed(): boolean {
    return this.closed;
  }

  database(name: string): DatabaseState {
    if (this.closed) throw new DocumentStoreUnavailableError(`The embedded document store (${this.description}) is closed.`);
    let db = this.databases.get(name);
    if (db) return db;
    if (!DATABASE_NAME.test(name)) {
      throw serverError({ message: `Invalid database name: '${name}'`, code: 73, codeName: 'InvalidNamespace' });
    }
    const journal = this.location.kind === 'folder' ? new DatabaseJournal(join(this.location.dir, name), this.location.journal) : undefined;
    db = DatabaseState.open(name, journal);
    this.databases.set(name, db);
    return db;
  }

  databaseNames(): string[] {
    const names = new Set(this.databases.keys());
    if (this.location.kind === 'folder' && existsSync(this.location.dir)) {
      for (const entry of readdirSync(this.location.dir, { withFileTypes: true })) {
        if (entry.isDirectory() && DATABASE_NAME.test(entry.name)) names.add(entry.name);
      }
    }
    return [...names];
  }

  /** Deletes the documents whose TTL index date has passed, as MongoDB's TTL monitor does. */
  removeExpired(now = Date.now()): void {
    for (const db of this.databases.values()) {
      for (const name of db.collectionNames()) {
        const collection = db.collection(name);
        const expired = collection?.expiredIds(now) ?? [];
        if (!collection || expired.length === 0) continue;
        try {
          db.write((batch) => {
            for (const id of expired) batch.remove(collection, name, id);
          });
        } catch {
          // A database that cannot write reports it to the next caller; the monitor just stops touching it.
        }
      }
    }
  }

  /** Drops one client's hold; the last one compacts every database, closes the files and frees the folder. */
  release(): void {
    if (this.closed || --this.references > 0) return;
    this.closed = true;
    clearInterval(this.ttlMonitor);
    if (this.location.kind === 'folder') openFolders.delete(this.location.dir);
    let firstError: unknown;
    for (const db of this.databases.values()) {
      try {
        db.close();
      } catch (error) {
        firstError ??= error;
      }
    }
    this.lock?.release();
    if (firstError !== undefined) throw firstError;
  }
}
