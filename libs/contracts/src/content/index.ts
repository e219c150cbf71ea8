export * from './api';
export * from './rules';
export * from './library-admin';
export * from '../dto/content';
export * from '../dto/content-library';
export * from './custom-orders';
export * from '../dto/custom-orders';
