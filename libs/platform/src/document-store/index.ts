export { DocumentStoreModule } from './document-store.module';
export { type DocumentStoreOptions, resolveDocumentStoreTarget } from './document-store.options';
export { type DocumentStoreEngine, type DocumentStoreTarget } from './document-store.port';
export { databaseNameInUri } from './adapters/mongodb.document-store';
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
export { isDuplicateKeyError, type DuplicateKeyError } from './duplicate-key';
export { LOST_RACE, retryOnConflict, type RetryOnConflictOptions } from './retry-on-conflict';
export { Sequence, SequenceSchema, Sequences } from './sequences';
export { shippingSizeFields, type ShippingSize, type ShippingSizeBlanks } from './shipping-size.schema';
export {
  escapeRegex,
  findPage,
  lastPage,
  pageOf,
  pageSkip,
  slicePage,
  type FindPageOptions,
  type ListQuery,
  type PageRequest,
} from './list-query';
