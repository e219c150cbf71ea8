import { EventEmitter } from 'node:events';
import { EmbeddedCollection } from './collection';
import { EmbeddedFindCursor } from './cursor';
import { DocumentStoreUnavailableError, EmbeddedStoreUnsupportedError, serverError } from './engine/errors';
import { runQuery } from './engine/query';
import { type DatabaseState, EmbeddedStore, type StoreLocation } from './engine/store';
import { cloneDoc, type Doc } from './engine/values';

const COLLECTION_NAME = /^[^$\0]+$/;

/** The driver's Db, for the calls mongoose makes on `connection.db`. */
export class EmbeddedDb {
  private readonly handles = new Map<string, EmbeddedCollection>();

  constructor(
    private readonly client: EmbeddedClient,
    readonly databaseName: string,
  ) {}

  /** The database's live state; throws once the client is closed. */
  state(): DatabaseState {
    return this.client.store().database(this.databaseName);
  }

  collection(name: string): EmbeddedCollection {
    let handle = this.handles.get(name);
    if (!handle) this.handles.set(name, (handle = new EmbeddedCollection(this, name)));
    return handle;
  }

  async createCollection(name: string, options: Doc = {}): Promise<EmbeddedCollection> {
    if (!COLLECTION_NAME.test(name) || name.startsWith('system.')) {
      throw serverError({ message: `Invalid collection name: ${name}`, code: 73, codeName: 'InvalidNamespace' });
    }
    const state = this.state();
    state.assertAvailable();
    if (state.collection(name)) {
      throw serverError({
        message: `Collection ${this.databaseName}.${name} already exists.`,
        code: 48,
        codeName: 'NamespaceExists',
      });
    }
    const { session: _session, ...stored } = options;
    state.write((batch) => batch.collection(name, cloneDoc(stored)));
    return this.collection(name);
  }

  listCollections(filter: Doc = {}, options: { nameOnly?: boolean } = {}): EmbeddedFindCursor {
    return new EmbeddedFindCursor(
      `${this.databaseName}.$cmd.listCollections`,
      (shape) => {
        const state = this.state();
        const infos = state.collectionNames().map((name): Doc =>
          options.nameOnly
            ? { name, type: 'collection' }
            : {
                name,
                type: 'collection',
                options: cloneDoc(state.collection(name)?.options ?? {}),
                info: { readOnly: false },
                idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
              },
        );
        return { docs: runQuery(infos, filter, shape) };
      },
      {},
    );
  }

  async collections(): Promise<EmbeddedCollection[]> {
    return this.state()
      .collectionNames()
      .map((name) => this.collection(name));
  }

  async dropCollection(name: string): Promise<boolean> {
    return this.state().write((batch) => batch.dropCollection(name));
  }

  async dropDatabase(): Promise<boolean> {
    this.state().write((batch) => batch.dropDatabase());
    return true;
  }

  async command(command: Doc): Promise<Doc> {
    if ('ping' in command) return { ok: 1 };
    throw new EmbeddedStoreUnsupportedError(`the "${Object.keys(command)[0]}" command`);
  }

  admin(): { ping(): Promise<Doc>; listDatabases(): Promise<Doc>; command(command: Doc): Promise<Doc> } {
    return {
      ping: async () => ({ ok: 1 }),
      listDatabases: async () => this.client.listDatabases(),
      command: async (command: Doc) => this.command(command),
    };
  }

  watch(): never {
    throw new EmbeddedStoreUnsupportedError('change streams');
  }

  aggregate(): never {
    throw new EmbeddedStoreUnsupportedError('database-level aggregation', 'Aggregate on a collection instead.');
  }
}

/**
 * The driver's MongoClient, for the embedded store. Opening it opens (or joins) the store of its
 * location; closing it releases that store, which the last client of a folder compacts and unlocks.
 */
export class EmbeddedClient extends EventEmitter {
  private handle: EmbeddedStore | undefined;
  private everOpened = false;
  private readonly dbs = new Map<string, EmbeddedDb>();

  constructor(readonly location: StoreLocation) {
    super();
  }

  get description(): string {
    return this.location.kind === 'folder' ? this.location.dir : 'memory';
  }

  async connect(): Promise<this> {
    if (!this.handle) {
      if (this.everOpened && this.location.kind === 'memory') {
        throw new DocumentStoreUnavailableError('An in-memory document store cannot be reopened once closed.');
      }
      this.handle = EmbeddedStore.open(this.location);
      this.everOpened = true;
    }
    return this;
  }

  store(): EmbeddedStore {
    if (!this.handle || this.handle.isClosed) {
      throw new DocumentStoreUnavailableError(`The embedded document store (${this.description}) is closed.`);
    }
    return this.handle;
  }

  db(name = 'test'): EmbeddedDb {
    let db = this.dbs.get(name);
    if (!db) this.dbs.set(name, (db = new EmbeddedDb(this, name)));
    return db;
  }

  async listDatabases(): Promise<Doc> {
    return {
      databases: this.store()
        .databaseNames()
        .map((name) => ({ name, sizeOnDisk: 0, empty: false })),
      ok: 1,
    };
  }

  async close(_force?: boolean): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    handle?.release();
    this.emit('close');
  }

  startSession(): never {
    throw new EmbeddedStoreUnsupportedError('sessions and transactions');
  }

  withSession(): never {
    throw new EmbeddedStoreUnsupportedError('sessions and transactions');
  }

  bulkWrite(): never {
    throw new EmbeddedStoreUnsupportedError('client-level bulkWrite', 'Use Model.bulkWrite per collection.');
  }

  watch(): never {
    throw new EmbeddedStoreUnsupportedError('change streams');
  }
}
