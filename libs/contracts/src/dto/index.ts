// Request bodies as class-validator classes, shared by the services (validation pipe) and the web.
export * from './checked-by';
export * from './search-body';
export * from './page-query';
export * from './nested';
export * from './number-field';
export * from './text-field';
export * from './constraint-schemas';
