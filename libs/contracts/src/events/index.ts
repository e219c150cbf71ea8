export * from './envelope';
export * from './names';
export * from './catalog';
export * from './payloads';
export * from './identity';
export * from './item-questions';
export * from './orders';
export * from './trader';
