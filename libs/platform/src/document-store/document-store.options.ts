import { resolve } from 'node:path';
import { embeddedFolderUri, embeddedMemoryUri } from './embedded/uri';

/** Where a service keeps its documents. */
export interface DocumentStoreOptions {
  /** The owning service; names its database and its folder under dataDir. */
  service: string;
  /** MongoDB connection string. When set, the service talks to MongoDB. */
  mongodbUri?: string;
  /** Root folder for embedded stores: the service's data lives in `<dataDir>/<service>`. Without it (and without mongodbUri) the store is in memory. */
  dataDir?: string;
}

export type DocumentStoreEngine = 'mongodb' | 'embedded';

export interface DocumentStoreTarget {
  engine: DocumentStoreEngine;
  uri: string;
  /** Set unless the MongoDB connection string names its own database. */
  dbName?: string;
  /** The embedded store's folder; absent in memory and for MongoDB. */
  folder?: string;
}

const SERVICE_NAME = /^[A-Za-z0-9_-]{1,63}$/;

/** The database a MongoDB connection string names, if any (`mongodb://host/<db>?...`). */
export function databaseNameInUri(uri: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(uri);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return name.length > 0 ? name : undefined;
}

export function resolveDocumentStoreTarget(options: DocumentStoreOptions): DocumentStoreTarget {
  if (!SERVICE_NAME.test(options.service)) {
    throw new Error(`Invalid service name for the document store: "${options.service}" (letters, digits, - and _ only).`);
  }
  if (options.mongodbUri) {
    return {
      engine: 'mongodb',
      uri: options.mongodbUri,
      dbName: databaseNameInUri(options.mongodbUri) ? undefined : options.service,
    };
  }
  if (options.dataDir) {
    const folder = resolve(options.dataDir, options.service);
    return { engine: 'embedded', uri: embeddedFolderUri(folder), dbName: options.service, folder };
  }
  return { engine: 'embedded', uri: embeddedMemoryUri(), dbName: options.service };
}
