export * from './search-object';
export * from './api';
