export * from './api';
export * from './forms';
export * from './shop-listing';
export * from './demo-data';
