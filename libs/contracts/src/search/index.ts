export * from './search-object';
