export * from './auth/roles';
export * from './events';
export * from './enums';
export * from './messages';
export * from './rules';
export * from './search';
export * from './http';
export * from './dto';
