export * from './search-object';
export * from './routes';
export * from './deal-search';
export * from './suggestions';
