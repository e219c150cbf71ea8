export * from './api';
export * from './forms';
