export * from './envelope';
export * from './api-route';
export * from './api-paths';
