/*
 * The embedded store as a mongoose driver (installed with mongoose.setDriver). Mongoose's own
 * connection and collection classes are reused: the connection only changes how the client is
 * created and closed, and mongoose's NativeCollection forwards every driver call, unchanged, to
 * the driver-shaped EmbeddedCollection. Models, queries, casting, hooks and validation are
 * therefore exactly mongoose's, on both engines.
 */
import mongoose, { type ConnectOptions, type ConnectionStates, type Mongoose } from 'mongoose';
import { EmbeddedClient } from './client';
import { EmbeddedStoreUnsupportedError } from './engine/errors';
import { parseEmbeddedUri } from './uri';

/** The parts of mongoose's (untyped) connection internals this driver touches. */
interface ConnectionInternals {
  readyState: ConnectionStates;
  config: {
    autoIndex?: boolean;
    autoCreate?: boolean;
    autoSearchIndex?: boolean;
    bufferCommands?: boolean;
    bufferTimeoutMS?: number;
    sanitizeFilter?: boolean;
  };
  client: unknown;
  db: unknown;
  name: string;
  host: string;
  port: number;
  $dbName?: string;
  _connectionString?: string;
  _destroyCalled?: boolean;
  otherDbs: ConnectionInternals[];
  onOpen(): void;
}

type ConnectionConstructor = new (base?: Mongoose) => ConnectionInternals;

// Deep imports: mongoose exposes these classes only through its driver, not its typings.
/* eslint-disable @typescript-eslint/no-require-imports */
const NativeConnection = require('mongoose/lib/drivers/node-mongodb-native/connection') as ConnectionConstructor;
const NativeCollection = require('mongoose/lib/drivers/node-mongodb-native/collection') as unknown;
const BulkWriteResult = require('mongoose/lib/drivers/node-mongodb-native/bulkWriteResult') as unknown;
/* eslint-enable @typescript-eslint/no-require-imports */

type EmbeddedConnectOptions = ConnectOptions & Record<string, unknown>;

function attachClient(connection: ConnectionInternals, client: EmbeddedClient, dbName: string): void {
  connection.client = client;
  connection.db = client.db(dbName);
  connection.name = dbName;
  connection.host = client.description;
  connection.port = 0;
  connection.onOpen();
}

export class EmbeddedConnection extends NativeConnection {
  /** Called by mongoose's openUri(); mirrors NativeConnection#createClient for the options mongoose owns. */
  async createClient(uri: string, options: EmbeddedConnectOptions = {}): Promise<this> {
    if (typeof uri !== 'string') throw new TypeError('The embedded store needs a connection string');
    if (this._destroyCalled) {
      throw new Error('Connection has been closed and destroyed, and cannot be used for re-opening the connection.');
    }
    const target = parseEmbeddedUri(uri);
    const settings = { ...options };
    const config = this.config;
    const autoIndex = (settings.config as { autoIndex?: boolean } | undefined)?.autoIndex ?? settings.autoIndex;
    if (autoIndex != null) config.autoIndex = autoIndex !== false;
    if (settings.autoCreate != null) config.autoCreate = !!settings.autoCreate;
    if (settings.autoSearchIndex != null) config.autoSearchIndex = !!settings.autoSearchIndex;
    if (settings.sanitizeFilter != null) config.sanitizeFilter = !!settings.sanitizeFilter;
    if (settings.bufferCommands != null) config.bufferCommands = !!settings.bufferCommands;
    if (typeof settings.bufferTimeoutMS === 'number') config.bufferTimeoutMS = settings.bufferTimeoutMS;

    const dbName = (settings.dbName as string | undefined) ?? target.dbName ?? 'test';
    this.$dbName = dbName;
    this.readyState = mongoose.STATES.connecting;
    this._connectionString = uri;

    const client = new EmbeddedClient(target.location);
    this.client = client;
    try {
      await client.connect();
      // Open the database now, so a damaged data file fails the connection rather than the first query.
      client.db(dbName).state();
    } catch (error) {
      await client.close();
      this.client = undefined;
      throw error;
    }
    attachClient(this, client, dbName);
    for (const other of this.otherDbs) attachClient(other, client, other.name);
    return this;
  }

  /** Called by mongoose's close()/destroy(): releasing the client flushes and unlocks the store. */
  async doClose(force?: boolean | { force?: boolean; skipCloseClient?: boolean }): Promise<this> {
    if (this.client == null) return this;
    if (typeof force === 'object' && force?.skipCloseClient) return this;
    await (this.client as EmbeddedClient).close();
    return this;
  }

  setClient(): never {
    throw new EmbeddedStoreUnsupportedError('setClient() with a MongoClient');
  }

  async listDatabases(): Promise<unknown> {
    return (this.client as EmbeddedClient).listDatabases();
  }
}

/** The object handed to mongoose.setDriver(). */
export const embeddedDriver = {
  Connection: EmbeddedConnection,
  Collection: NativeCollection,
  BulkWriteResult,
};
