import { resolve } from 'node:path';
import type { DocumentStoreOptions } from '../document-store.options';
import type { DocumentStoreAdapter, DocumentStoreTarget } from '../document-store.port';
import { embeddedDriver } from '../embedded/driver';
import { embeddedFolderUri, embeddedMemoryUri } from '../embedded/uri';

/** The embedded store (`../embedded/`): durable under `<dataDir>/<service>`, in memory without a dataDir. */
export const embeddedDocumentStore: DocumentStoreAdapter = {
  engine: 'embedded',
  driver: embeddedDriver,
  target(options: DocumentStoreOptions): DocumentStoreTarget {
    if (options.dataDir) {
      const folder = resolve(options.dataDir, options.service);
      return { engine: 'embedded', uri: embeddedFolderUri(folder), dbName: options.service, folder };
    }
    return { engine: 'embedded', uri: embeddedMemoryUri(), dbName: options.service };
  },
  // Retrying cannot help an embedded store (a held lock or a damaged file); fail at once with the reason.
  retryAttempts: 0,
};
