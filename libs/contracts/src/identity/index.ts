export * from './api';
export * from './forms';
export * from './oauth';
