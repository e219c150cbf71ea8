import { chooseAdapters } from '../config/adapters';
import { embeddedDocumentStore } from './adapters/embedded.document-store';
import { mongodbDocumentStore } from './adapters/mongodb.document-store';
import type { DocumentStoreAdapter, DocumentStoreEngine, DocumentStoreTarget } from './document-store.port';

/** Where a service keeps its documents. */
export interface DocumentStoreOptions {
  /** The owning service; names its database and its folder under dataDir. */
  service: string;
  /** MongoDB connection string. When set, the service talks to MongoDB. */
  mongodbUri?: string;
  /** Root folder for embedded stores: the service's data lives in `<dataDir>/<service>`. Without it (and without mongodbUri) the store is in memory. */
  dataDir?: string;
}

export const DOCUMENT_STORE_ADAPTERS: Record<DocumentStoreEngine, DocumentStoreAdapter> = {
  embedded: embeddedDocumentStore,
  mongodb: mongodbDocumentStore,
};

const SERVICE_NAME = /^[A-Za-z0-9_-]{1,63}$/;

/** The adapter the options select (`chooseAdapters`), after checking the service name is safe as a database and folder name. */
export function documentStoreAdapter(options: DocumentStoreOptions): DocumentStoreAdapter {
  if (!SERVICE_NAME.test(options.service)) {
    throw new Error(`Invalid service name for the document store: "${options.service}" (letters, digits, - and _ only).`);
  }
  return DOCUMENT_STORE_ADAPTERS[chooseAdapters(options).documentStore];
}

/** Where `options.service` keeps its documents, on the adapter the options select. */
export function resolveDocumentStoreTarget(options: DocumentStoreOptions): DocumentStoreTarget {
  return documentStoreAdapter(options).target(options);
}
