export * from './adapters/local.file-storage';
export * from './adapters/s3.file-storage';
export * from './file-storage.module';
export * from './file-storage.port';
