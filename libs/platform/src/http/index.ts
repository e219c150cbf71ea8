export * from './envelope.interceptor';
export * from './exception.filter';
export * from './validation';
export * from './search-body';
export * from './form-rules.pipe';
export * from './client-ip';
export * from './body-parsing';
export * from './domain-errors';
