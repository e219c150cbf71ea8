export * from './file-storage';
export * from './file-storage.module';
