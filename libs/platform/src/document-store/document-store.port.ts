import type { AdapterChoice } from '../config/adapters';
import type { DocumentStoreOptions } from './document-store.options';

/*
 * The document store port. Services see mongoose models (`DocumentStoreModule.forFeature`, `@InjectModel`), the
 * same models, queries and updates on every engine; an adapter is what sits under mongoose: the driver it
 * installs and where the service's documents are on that engine.
 */

export type DocumentStoreEngine = AdapterChoice['documentStore'];

/** Where one service's documents are. */
export interface DocumentStoreTarget {
  engine: DocumentStoreEngine;
  uri: string;
  /** Set unless the MongoDB connection string names its own database. */
  dbName?: string;
  /** The embedded store's folder; absent in memory and for MongoDB. */
  folder?: string;
}

export interface DocumentStoreAdapter {
  engine: DocumentStoreEngine;
  /** Handed to `mongoose.setDriver()`; mongoose runs one driver per process. */
  driver: unknown;
  /** Where `options.service` keeps its documents on this engine. */
  target(options: DocumentStoreOptions): DocumentStoreTarget;
  /** Attempts @nestjs/mongoose makes after a failed first connection (its default when absent). */
  retryAttempts?: number;
}
