export * from './events/envelope';
export * from './enums';
export * from './messages';
