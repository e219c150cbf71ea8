import type { MongooseModuleFactoryOptions } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import { DOCUMENT_STORE_ADAPTERS, type DocumentStoreOptions, documentStoreAdapter } from './document-store.options';
import type { DocumentStoreEngine } from './document-store.port';
import { EmbeddedConnection } from './embedded/driver';

/**
 * mongoose.setDriver() is global to the mongoose instance: every connection a process opens uses the
 * installed driver. So a process runs either only embedded stores or only MongoDB connections.
 * The driver may be switched while no connection is open or being opened (tests do that).
 */
export class DocumentStoreModeConflictError extends Error {
  override readonly name = 'DocumentStoreModeConflictError';
  constructor(wanted: DocumentStoreEngine, service: string) {
    const running = wanted === 'embedded' ? 'MongoDB' : 'embedded';
    super(
      `Cannot open the ${wanted} document store for "${service}": this process already has ${running} ` +
        `document store connections, and mongoose uses one driver per process. Give every service in the ` +
        `process the same setting (MONGODB_URI for all of them, or for none).`,
    );
  }
}

const pendingOpens: Record<DocumentStoreEngine, number> = { embedded: 0, mongodb: 0 };

function installedEngine(): DocumentStoreEngine {
  return (mongoose.Connection as unknown) === EmbeddedConnection ? 'embedded' : 'mongodb';
}

function openConnections(): number {
  return mongoose.connections.filter((connection) => connection.readyState !== mongoose.STATES.disconnected).length;
}

/** Installs the driver for `engine`, unless connections of the other engine are open (then throws). */
function useEngine(engine: DocumentStoreEngine, service: string): void {
  const other: DocumentStoreEngine = engine === 'embedded' ? 'mongodb' : 'embedded';
  if (installedEngine() === engine) {
    if (pendingOpens[other] > 0) throw new DocumentStoreModeConflictError(engine, service);
    return;
  }
  if (openConnections() > 0 || pendingOpens[other] > 0) throw new DocumentStoreModeConflictError(engine, service);
  mongoose.setDriver(DOCUMENT_STORE_ADAPTERS[engine].driver);
}

/**
 * The options for MongooseModule.forRootAsync (or mongoose.createConnection) that reach this
 * service's store, installing the matching driver first. Call it right before creating the
 * connection: the returned onConnectionCreate marks the connection as made.
 */
export function documentStoreMongooseOptions(options: DocumentStoreOptions): MongooseModuleFactoryOptions {
  const adapter = documentStoreAdapter(options);
  const target = adapter.target(options);
  useEngine(target.engine, options.service);
  pendingOpens[target.engine]++;
  let settled = false;
  return {
    uri: target.uri,
    ...(target.dbName ? { dbName: target.dbName } : {}),
    ...(adapter.retryAttempts !== undefined ? { retryAttempts: adapter.retryAttempts } : {}),
    onConnectionCreate: () => {
      if (settled) return;
      settled = true;
      pendingOpens[target.engine]--;
    },
  };
}

/** Opens a store connection outside Nest (scripts, tests): the same path DocumentStoreModule takes. */
export async function createDocumentStoreConnection(options: DocumentStoreOptions): Promise<Connection> {
  const { uri, onConnectionCreate, retryAttempts: _retryAttempts, ...connectOptions } = documentStoreMongooseOptions(options);
  const connection = mongoose.createConnection(uri as string, connectOptions);
  onConnectionCreate?.(connection);
  return connection.asPromise();
}
