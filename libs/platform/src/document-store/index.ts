export { DocumentStoreModule } from './document-store.module';
export {
  type DocumentStoreEngine,
  type DocumentStoreOptions,
  type DocumentStoreTarget,
  databaseNameInUri,
  resolveDocumentStoreTarget,
} from './document-store.options';
export {
  DocumentStoreModeConflictError,
  createDocumentStoreConnection,
  documentStoreMongooseOptions,
} from './document-store.connection';
export { EmbeddedConnection, embeddedDriver } from './embedded/driver';
export { embeddedFolderUri, embeddedMemoryUri, isEmbeddedUri } from './embedded/uri';
export {
  DocumentStoreCorruptError,
  DocumentStoreLockedError,
  DocumentStoreUnavailableError,
  EmbeddedStoreUnsupportedError,
} from './embedded/engine/errors';
