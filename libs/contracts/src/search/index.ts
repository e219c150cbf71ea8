export * from './search-object';
export * from './api';
export * from './deal-search';
export * from './suggestions';
