import 'reflect-metadata';

export * from './auth';
export * from './config';
export * from './demo-data';
export * from './document-store';
export * from './event-bus';
export * from './file-storage';
export * from './health';
export * from './http';
export * from './logging';
export * from './mail';
export * from './outbox';
export * from './rate-limits';
export * from './registry';
export * from './search-index';
export * from './service';
export * from './uploads';
export * from './metrics';
