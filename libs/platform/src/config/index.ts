export * from './adapters';
export * from './platform-config';
export * from './services';
