import type { DocumentStoreOptions } from '../document-store.options';
import type { DocumentStoreAdapter, DocumentStoreTarget } from '../document-store.port';

/** The database a MongoDB connection string names, if any (`mongodb://host/<db>?...`). */
export function databaseNameInUri(uri: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(uri);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return name.length > 0 ? name : undefined;
}

/** MongoDB through mongoose's own driver; the database is the service's name unless the connection string names one. */
export const mongodbDocumentStore: DocumentStoreAdapter = {
  engine: 'mongodb',
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- mongoose's driver is a deep CommonJS module without typings
  driver: require('mongoose/lib/drivers/node-mongodb-native') as unknown,
  target(options: DocumentStoreOptions): DocumentStoreTarget {
    // Chosen only when mongodbUri is set.
    const uri = options.mongodbUri as string;
    return { engine: 'mongodb', uri, dbName: databaseNameInUri(uri) ? undefined : options.service };
  },
};
