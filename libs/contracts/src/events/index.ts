export * from './envelope';
export * from './define';
export * from './names';
export * from './payloads';
