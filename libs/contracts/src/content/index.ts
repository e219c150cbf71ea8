export * from './api';
export * from './rules';
export * from '../dto/content';
export * from './custom-orders';
export * from '../dto/custom-orders';
