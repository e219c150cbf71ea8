export * from './deals';
export * from './buyers';
export * from './broker';
export * from './offers';
export * from './quotes';
export * from './dashboard';
export * from './deal-search';
