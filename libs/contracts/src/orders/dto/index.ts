export * from './orders';
export * from './sales-snapshot';
