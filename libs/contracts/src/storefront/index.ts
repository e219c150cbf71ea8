export * from './api';
export * from './forms';
export * from './messages';
