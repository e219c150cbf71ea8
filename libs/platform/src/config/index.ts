export * from './platform-config';
export * from './services';
