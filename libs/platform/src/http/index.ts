export * from './envelope.interceptor';
export * from './exception.filter';
export * from './validation';
export * from './client-ip';
export * from './body-parsing';
export * from './domain-errors';
export * from './openapi';
export * from './route-inputs';
